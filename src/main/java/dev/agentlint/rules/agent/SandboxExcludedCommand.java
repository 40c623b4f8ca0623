package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/** Commands that always run outside the engine sandbox. */
public final class SandboxExcludedCommand implements Rule {

    @Override
    public String id() {
        return "sandbox-excluded-command";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.sandbox() == null) continue;
            for (Located<String> c : p.sandbox().excludedCommands()) {
                out.add(c.location(), "\"" + c.value() + "\" is excluded from the sandbox, so every matching command"
                        + " (also as part of a compound command) runs directly on the host with the user's full rights."
                        + " Remove the exclusion; run what needs the host outside the agent session.", c.value());
            }
        }
    }
}
