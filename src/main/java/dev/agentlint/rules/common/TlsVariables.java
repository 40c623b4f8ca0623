package dev.agentlint.rules.common;

import dev.agentlint.base.Phrase;
import java.util.Locale;
import java.util.Optional;

/** Environment variables that switch TLS certificate verification off in common tools. */
public final class TlsVariables {

    private TlsVariables() {}

    /** What the assignment disables, or empty when it is harmless. */
    public static Optional<Phrase> disables(String name, String value) {
        if (name == null) return Optional.empty();
        String v = value == null ? null : value.strip().toLowerCase(Locale.ROOT);
        String n = name.toUpperCase(Locale.ROOT);
        switch (n) {
            case "NODE_TLS_REJECT_UNAUTHORIZED":
                return "0".equals(v) || "false".equals(v)
                        ? Optional.of(Phrase.of("Node.js accepts any certificate")) : Optional.empty();
            case "GIT_SSL_NO_VERIFY":
                // Git treats any value, even "false", as set.
                return v != null ? Optional.of(Phrase.of("Git skips certificate verification")) : Optional.empty();
            case "PYTHONHTTPSVERIFY":
                return "0".equals(v) ? Optional.of(Phrase.of("Python's urllib skips certificate verification")) : Optional.empty();
            case "NPM_CONFIG_STRICT_SSL", "YARN_STRICT_SSL", "PNPM_CONFIG_STRICT_SSL":
                return "false".equals(v) || "0".equals(v)
                        ? Optional.of(Phrase.of("the package manager accepts any certificate")) : Optional.empty();
            case "CURL_CA_BUNDLE", "REQUESTS_CA_BUNDLE", "SSL_CERT_FILE":
                return v != null && v.isEmpty()
                        ? Optional.of(Phrase.of("an empty CA bundle turns verification off in some clients (Python requests)")) : Optional.empty();
            case "PIP_TRUSTED_HOST":
                return v != null && !v.isEmpty() ? Optional.of(Phrase.of("pip accepts any certificate from {host}", "host", value.strip())) : Optional.empty();
            case "GOINSECURE":
                return v != null && !v.isEmpty() ? Optional.of(Phrase.of("Go fetches modules without TLS verification")) : Optional.empty();
            case "GIT_SSL_VERIFY", "HTTP_SSL_VERIFY":
                return "false".equals(v) || "0".equals(v) ? Optional.of(Phrase.of("certificate verification is off")) : Optional.empty();
            default:
                return Optional.empty();
        }
    }
}
