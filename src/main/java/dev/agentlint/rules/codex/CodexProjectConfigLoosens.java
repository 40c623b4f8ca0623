package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/** A repository's own Codex configuration widening the sandbox or approvals of whoever trusts it. */
public final class CodexProjectConfigLoosens implements Rule {

    @Override
    public String id() {
        return "codex-project-config-loosens";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.agent() != AgentPolicy.Agent.CODEX || p.scope() != AgentPolicy.Scope.PROJECT) continue;
            for (Located<String> l : p.loosenings()) {
                out.add(l.location(), Message.of("loosens", "setting", l.value()), l.value());
            }
        }
    }
}
