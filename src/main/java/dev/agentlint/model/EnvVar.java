package dev.agentlint.model;

import java.util.Objects;

/**
 * An environment variable handed to an agent, container, server or command.
 *
 * @param name     the variable's name
 * @param value    the literal value as written; null when the variable is passed through from the
 *                 caller's environment without a value ({@code -e TOKEN}, compose {@code - TOKEN})
 * @param location where the assignment is written
 */
public record EnvVar(String name, String value, Location location) {

    public boolean passThrough() {
        return value == null;
    }

    /**
     * True when the value is only a reference to another variable or secret store
     * ({@code ${TOKEN}}, {@code $TOKEN}, {@code ${{ secrets.X }}}, {@code ${localEnv:X}}, {@code ${env:X}}),
     * so nothing secret is written in the file itself.
     */
    public boolean isReference() {
        return value != null && References.isReferenceOnly(value);
    }

    /**
     * What makes the literal value a secret (a token format, a password in a URL, a real-looking
     * value of a secret-named variable); empty for a reference, a placeholder, a flag.
     */
    public java.util.Optional<SecretKind> secretKind() {
        return Secrets.literalSecret(name, value);
    }

    // Written out rather than generated, for start-up time (ADR 0019).
    @Override
    public boolean equals(Object o) {
        return o instanceof EnvVar e && Objects.equals(name, e.name) && Objects.equals(value, e.value) && Objects.equals(location, e.location);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, value, location);
    }
}
