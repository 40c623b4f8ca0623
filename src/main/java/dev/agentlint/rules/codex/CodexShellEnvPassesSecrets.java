package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Secrets;
import java.util.List;
import java.util.Locale;

/** The agent's commands inherit the user's secrets through the shell environment policy. */
public final class CodexShellEnvPassesSecrets implements Rule {

    /** Variables that hold long-lived credentials on typical developer machines. */
    private static final List<String> WELL_KNOWN = List.of(
            "GITHUB_TOKEN", "GH_TOKEN", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN",
            "AZURE_CLIENT_SECRET", "GOOGLE_API_KEY", "NPM_TOKEN", "HF_TOKEN", "DATABASE_PASSWORD", "SSH_AUTH_SOCK");

    @Override
    public String id() {
        return "codex-shell-env-passes-secrets";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            AgentPolicy.ShellEnvironment e = p.shellEnvironment();
            if (e == null) continue;
            String inherit = e.inherit() == null ? "all" : e.inherit().value();
            // "core" and "none" start from a few named variables or nothing: no secret can come along.
            if (!inherit.equals("all")) continue;
            boolean filterOff = e.ignoreDefaultExcludes() != null && e.ignoreDefaultExcludes().value();
            if (filterOff) {
                out.add(e.ignoreDefaultExcludes().location(), Message.of("filter-off"), "ignore_default_excludes");
            } else if (e.inherit() != null && e.ignoreDefaultExcludes() == null && e.exclude().isEmpty() && e.includeOnly().isEmpty()) {
                out.add(e.inherit().location(), Message.of("inherit-all"), "inherit=all");
            }
            for (Located<String> pattern : e.includeOnly()) {
                String passes = secretMatched(pattern.value());
                if (passes == null) continue;
                // "*" lets every variable through: the well-known secret it names, and all the others.
                Object what = pattern.value().strip().equals("*") ? Message.of("every-variable", "name", passes) : passes;
                out.add(pattern.location(), Message.of("include-only", "pattern", pattern.value(), "passes", what), pattern.value());
            }
        }
    }

    /** A secret variable the pattern lets through, or null. */
    static String secretMatched(String pattern) {
        String p = pattern.strip();
        if (p.isEmpty() || p.length() > 256) return null;
        if (p.indexOf('*') < 0 && p.indexOf('?') < 0) return Secrets.isSecretName(p) ? p : null;
        for (String name : WELL_KNOWN) {
            if (glob(p.toUpperCase(Locale.ROOT), name)) return name;
        }
        return null;
    }

    /** Case-folded glob match with {@code *} and {@code ?}; iterative, so no pattern backtracks badly. */
    static boolean glob(String pattern, String text) {
        int p = 0, t = 0, star = -1, mark = 0;
        while (t < text.length()) {
            if (p < pattern.length() && (pattern.charAt(p) == '?' || pattern.charAt(p) == text.charAt(t))) {
                p++;
                t++;
            } else if (p < pattern.length() && pattern.charAt(p) == '*') {
                star = p++;
                mark = t;
            } else if (star >= 0) {
                p = star + 1;
                t = ++mark;
            } else {
                return false;
            }
        }
        while (p < pattern.length() && pattern.charAt(p) == '*') p++;
        return p == pattern.length();
    }
}
