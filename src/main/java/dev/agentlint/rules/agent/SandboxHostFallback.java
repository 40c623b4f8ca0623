package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;

/** An engine sandbox that lets commands continue on the bare host. */
public final class SandboxHostFallback implements Rule {

    @Override
    public String id() {
        return "sandbox-host-fallback";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            AgentPolicy.Sandbox s = p.sandbox();
            if (s == null || !s.isEnabled()) continue;
            for (AgentPolicy.Fallback f : s.hostFallbacks()) {
                out.add(f.location(), message(f), f.setting(), fix(f));
            }
        }
    }

    /** The switch set to what keeps the sandbox: false for the retry outside it, true for refusing to start without it. */
    private static Fix.Intent fix(AgentPolicy.Fallback f) {
        return switch (f.setting()) {
            case "sandbox.allowUnsandboxedCommands" -> new Fix.Set(f.location(), false);
            case "sandbox.failIfUnavailable" -> new Fix.Set(f.location(), true);
            default -> null;
        };
    }

    private static Message message(AgentPolicy.Fallback f) {
        Message how = Message.of(f.explicit() ? "how-set" : "how-default");
        return Message.of(switch (f.setting()) {
            case "sandbox.allowUnsandboxedCommands" -> "unsandboxed-commands";
            case "sandbox.failIfUnavailable" -> "fail-if-unavailable";
            default -> "fallback";
        }, "setting", f.setting(), "how", how);
    }
}
