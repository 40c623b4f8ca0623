package dev.agentlint.model;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a Codex {@code -c key=value} / {@code --config key=value} override means for isolation,
 * decided in one place for every format that passes Codex arguments (a script's command line,
 * codex-action's {@code codex-args}). The value is TOML or a bare string (agent-configs.md §5).
 */
public final class CodexOverrides {

    /** What an override does. */
    public enum Effect {
        /** Turns the sandbox off ({@code sandbox_mode=danger-full-access}, {@code default_permissions=:danger-no-sandbox}). */
        BYPASS,
        /** Opens the network inside the workspace-write sandbox. */
        SANDBOX_NETWORK
    }

    /** An override that matters, as users write it ({@code -c default_permissions=:danger-no-sandbox}). */
    @SuppressWarnings("JavaLangClash") // always written as CodexOverrides.Override; nothing here overrides a method
    public record Override(String key, String value, Effect effect, String written) {}

    private static final Pattern OUTER_QUOTES = Pattern.compile("^[\"']|[\"']$");

    private CodexOverrides() {}

    /** The override {@code key=value} is, when it matters for isolation. */
    public static Optional<Override> of(String keyValue) {
        if (keyValue == null) return Optional.empty();
        int eq = keyValue.indexOf('=');
        if (eq <= 0) return Optional.empty();
        String key = keyValue.substring(0, eq).strip();
        String value = OUTER_QUOTES.matcher(keyValue.substring(eq + 1).strip()).replaceAll("").strip();
        Effect effect = switch (key) {
            case "sandbox_mode" -> value.equals("danger-full-access") ? Effect.BYPASS : null;
            case "default_permissions" -> value.equals(":danger-no-sandbox") ? Effect.BYPASS : null;
            case "sandbox_workspace_write.network_access" -> value.equals("true") ? Effect.SANDBOX_NETWORK : null;
            default -> null;
        };
        return effect == null ? Optional.empty() : Optional.of(new Override(key, value, effect, "-c " + key + "=" + value));
    }

    /** The value {@code key=value} gives {@code key} (TOML quotes stripped), if it is about {@code key}. */
    public static Optional<String> valueOf(String keyValue, String key) {
        if (keyValue == null) return Optional.empty();
        int eq = keyValue.indexOf('=');
        if (eq <= 0 || !keyValue.substring(0, eq).strip().equals(key)) return Optional.empty();
        return Optional.of(OUTER_QUOTES.matcher(keyValue.substring(eq + 1).strip()).replaceAll("").strip());
    }

    /** The sandbox mode an override selects ({@code sandbox_mode=read-only} → read-only), if it selects one. */
    public static Optional<String> sandboxMode(String keyValue) {
        if (keyValue == null) return Optional.empty();
        String kv = keyValue.replace(" ", "");
        if (kv.startsWith("sandbox_mode=")) return Optional.of(OUTER_QUOTES.matcher(kv.substring("sandbox_mode=".length())).replaceAll(""));
        if (kv.equals("default_permissions=:danger-no-sandbox") || kv.equals("default_permissions=\":danger-no-sandbox\"")
                || kv.equals("default_permissions=':danger-no-sandbox'")) {
            return Optional.of("danger-full-access");
        }
        return Optional.empty();
    }
}
