package dev.agentlint.extract.compose;

import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import java.util.Locale;
import java.util.Optional;

/**
 * A Compose boolean as Compose reads it, not as YAML 1.2 types it. compose-go's loader
 * ({@code loader/interpolate.go}, {@code interpolateTypeCastMapping}) casts every string at a
 * boolean path ({@code privileged}, {@code read_only}, {@code init}, {@code tty},
 * {@code stdin_open}, a volume's {@code read_only}, a network's {@code internal} and
 * {@code external}, …) through {@code toBoolean}: case-insensitive {@code true}/{@code false}, and
 * the YAML 1.1 spellings {@code y}/{@code yes}/{@code on} and {@code n}/{@code no}/{@code off}
 * with a deprecation warning; anything else ("invalid boolean") makes Compose refuse the file.
 * Quoting makes no difference: an unquoted {@code yes} is a string under YAML 1.2 and gets the
 * same cast as {@code "yes"}. A number ({@code 1}) is not a string and fails Compose's schema.
 */
final class ComposeBool {

    private ComposeBool() {}

    /** The value Compose gives this node, or empty when it is missing or not a boolean Compose accepts. */
    static Optional<Boolean> of(Node n) {
        if ("!reset".equals(n.tag()) || !(n instanceof ScalarNode s) || s.type() == ScalarNode.Type.NULL
                || s.type() == ScalarNode.Type.NUMBER) {
            return Optional.empty();
        }
        return switch (s.value().toLowerCase(Locale.ROOT)) {
            case "true", "y", "yes", "on" -> Optional.of(Boolean.TRUE);
            case "false", "n", "no", "off" -> Optional.of(Boolean.FALSE);
            default -> Optional.empty();
        };
    }

    static boolean isTrue(Node n) {
        return of(n).orElse(false);
    }
}
