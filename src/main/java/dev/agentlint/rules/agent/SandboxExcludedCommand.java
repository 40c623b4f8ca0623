package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                out.add(c.location(), Message.of("excluded", "command", c.value()), c.value());
            }
        }
    }
}
