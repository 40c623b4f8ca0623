package dev.agentlint.model;

/**
 * An HTTP header a configuration makes a client send (an MCP server's {@code headers}, Codex
 * {@code http_headers}). {@code Authorization: Bearer …} written literally is a committed credential.
 *
 * @param name     the header name as written
 * @param value    the value as written, before any {@code ${VAR}} expansion
 * @param location where the header is written
 */
public record Header(String name, String value, Location location) {

    /** True when nothing secret is written in the file: the value only refers to variables. */
    public boolean isReference() {
        return References.isReferenceOnly(value);
    }

    /** What makes the value a written credential ({@code Authorization: Bearer ghp_…}); empty when it is none. */
    public java.util.Optional<SecretKind> secretKind() {
        return Secrets.literalHeaderSecret(name, value);
    }
}
