package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
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
                out.add(f.location(), message(f), f.setting());
            }
        }
    }

    private static String message(AgentPolicy.Fallback f) {
        String how = f.explicit() ? "is set to let" : "is not set, and its default lets";
        return switch (f.setting()) {
            case "sandbox.allowUnsandboxedCommands" -> "The sandbox is enabled, but " + f.setting() + " " + how
                    + " the agent retry a blocked command outside the sandbox (dangerouslyDisableSandbox)."
                    + " A refused command must stay refused; set \"allowUnsandboxedCommands\": false.";
            case "sandbox.failIfUnavailable" -> "The sandbox is enabled, but " + f.setting() + " " + how
                    + " Claude Code start without it when bubblewrap/Seatbelt is missing, running every command on the bare host."
                    + " Set \"failIfUnavailable\": true so it refuses to run instead.";
            default -> "The sandbox is enabled, but " + f.setting() + " " + how
                    + " commands run on the bare host when the sandbox is unavailable; make it refuse instead.";
        };
    }
}
