package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;

/** Sandboxed commands allowed to open local listeners. */
public final class EgressLocalBinding implements Rule {

    @Override
    public String id() {
        return "egress-local-binding";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.egress() == null || p.egress().localBinding() == null) continue;
            out.add(p.egress().localBinding(), Message.of("local-binding",
                    "setting", p.agent() == AgentPolicy.Agent.CODEX ? "allow_local_binding" : "allowLocalBinding"), "allowLocalBinding");
        }
    }
}
