package dev.agentlint.model;

/**
 * A key and value written in a plaintext credential file ({@code .env}, {@code .npmrc},
 * {@code .netrc}, {@code .git-credentials}, {@code .aws/credentials} …) that lies in the scanned
 * tree. Whether the value is a long-lived secret is the rules' judgement.
 *
 * @param file     the credential file's kind, for messages ({@code .npmrc}, {@code .aws/credentials})
 * @param template true for a file meant to be committed with placeholders ({@code .env.example})
 * @param location where the value is written
 */
public record StoredCredential(String name, String value, String file, boolean template, Location location) {}
