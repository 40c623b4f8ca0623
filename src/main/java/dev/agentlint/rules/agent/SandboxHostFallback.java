package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeLayer;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An engine sandbox that lets commands continue on the bare host. Claude Code's sandbox is judged
 * on the project's effective settings: the switches come from the highest layer that sets them,
 * and a problem is reported by the file whose value causes it, the other layers as related places.
 */
public final class SandboxHostFallback implements Rule {

    /** Claude Code's switches that keep commands inside the sandbox, and the value that does. */
    private static final List<String[]> CLAUDE_SWITCHES = List.of(
            new String[] {"sandbox.allowUnsandboxedCommands", "false"},
            new String[] {"sandbox.failIfUnavailable", "true"});

    @Override
    public String id() {
        return "sandbox-host-fallback";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        ClaudeSettings claude = facts.claudeSettings();
        for (AgentPolicy p : facts.policies()) {
            if (claude != null && claude.ownPolicy(p)) {
                checkLayers(claude, out);
                continue;
            }
            AgentPolicy.Sandbox s = p.sandbox();
            if (s == null || !s.isEnabled()) continue;
            for (AgentPolicy.Fallback f : s.hostFallbacks()) {
                out.add(f.location(), message(f.setting(), f.explicit()), f.setting(), fix(f.setting(), f.location()));
            }
        }
    }

    private static void checkLayers(ClaudeSettings claude, Findings out) {
        Optional<Located<String>> enabled = claude.effective("sandbox.enabled");
        if (enabled.isEmpty()) return;
        Located<String> on = enabled.get();
        if (!on.value().equals("true")) {
            // A higher layer switching off the sandbox a lower one enables: every command on the bare host.
            claude.overridden("sandbox.enabled", on, "true").ifPresent(lower -> {
                if (claude.holds(on.location())) {
                    out.add(on.location(), Message.of("switched-off", "file", claude.layerOf(lower).path()), "sandbox.enabled",
                            out.defaultLevel(), List.of(new Findings.Related(lower.location(), Message.of("related-enables"))));
                }
            });
            return;
        }
        ClaudeLayer enabling = claude.layerOf(on);
        for (String[] sw : CLAUDE_SWITCHES) {
            String setting = sw[0];
            Optional<Located<String>> value = claude.effective(setting);
            if (value.isPresent() && value.get().value().equals(sw[1])) continue;
            Location at = value.map(Located::location).orElseGet(() -> defaultAt(enabling, setting));
            if (at == null || !claude.holds(at)) continue;
            List<Findings.Related> related = new ArrayList<>();
            if (!claude.holds(on.location())) related.add(new Findings.Related(on.location(), Message.of("related-enables")));
            value.flatMap(v -> claude.overridden(setting, v, sw[1]))
                    .ifPresent(safe -> related.add(new Findings.Related(safe.location(), Message.of("related-overridden", "setting", setting))));
            out.add(at, message(setting, value.isPresent()), setting, out.defaultLevel(), related, fix(setting, at));
        }
    }

    /** Where the layer that enables the sandbox would set a switch it leaves to its default. */
    private static Location defaultAt(ClaudeLayer enabling, String setting) {
        AgentPolicy.Sandbox s = enabling.policy().sandbox();
        if (s == null) return null;
        for (AgentPolicy.Fallback f : s.hostFallbacks()) {
            if (f.setting().equals(setting)) return f.location();
        }
        return null;
    }

    /** The switch set to what keeps the sandbox: false for the retry outside it, true for refusing to start without it. */
    private static Fix.Intent fix(String setting, Location at) {
        return switch (setting) {
            case "sandbox.allowUnsandboxedCommands" -> new Fix.Set(at, false);
            case "sandbox.failIfUnavailable" -> new Fix.Set(at, true);
            default -> null;
        };
    }

    private static Message message(String setting, boolean explicit) {
        Message how = Message.of(explicit ? "how-set" : "how-default");
        return Message.of(switch (setting) {
            case "sandbox.allowUnsandboxedCommands" -> "unsandboxed-commands";
            case "sandbox.failIfUnavailable" -> "fail-if-unavailable";
            default -> "fallback";
        }, "setting", setting, "how", how);
    }
}
