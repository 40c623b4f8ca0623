package dev.agentlint.model;

/**
 * A key and value written in a plaintext credential file ({@code .env}, {@code .npmrc},
 * {@code .netrc}, {@code .git-credentials}, {@code .aws/credentials} …) that lies in the scanned
 * tree.
 *
 * @param file     the credential file's kind, for messages ({@code .npmrc}, {@code .aws/credentials})
 * @param template true for a file meant to be committed with placeholders ({@code .env.example})
 * @param location where the value is written
 */
public record StoredCredential(String name, String value, String file, boolean template, Location location) {

    /**
     * What makes the value a long-lived secret; empty when it is none. A template's values are
     * placeholders unless they have a token's own format.
     */
    public java.util.Optional<SecretKind> secretKind() {
        return template ? Secrets.tokenFormat(value) : Secrets.literalSecret(name, value);
    }
}
