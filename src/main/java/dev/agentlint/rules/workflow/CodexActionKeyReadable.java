package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;

/** Codex-action run with a safety strategy that lets Codex read the OpenAI API key it was given. */
public final class CodexActionKeyReadable implements Rule {

    @Override
    public String id() {
        return "codex-action-key-readable";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workflow w : facts.workflows()) {
            for (Workflow.Job job : w.jobs()) {
                for (Workflow.AgentStep a : job.agents()) {
                    for (Located<String> k : a.keyReadable()) {
                        out.add(k.location(), Message.of("keeps-sudo", "setting", k.value()), k.value());
                    }
                }
            }
        }
    }
}
