package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * What makes a literal value a secret, for messages and for the rules that weigh kinds
 * differently (a password in a database URL beside the agent is a demo set-up, a token of a
 * third party is not).
 *
 * @param description the words for messages ({@code GitHub token})
 * @param basis       how it was recognised
 */
public record SecretKind(Phrase description, Basis basis) {

    public enum Basis {
        /** A third party's token format ({@code ghp_…}, {@code sk-ant-…}, a private key block). */
        TOKEN_FORMAT,
        /** A URL with a literal password in it ({@code postgres://u:pw@db}). */
        PASSWORD_IN_URL,
        /** A literal value of a variable or header whose name says it holds a secret. */
        SECRET_NAME
    }

    /** True for a URL's password rather than a token format or a secret-named value. */
    public boolean isPasswordInUrl() {
        return basis == Basis.PASSWORD_IN_URL;
    }

    @Override
    public String toString() {
        return description.toString();
    }
}
