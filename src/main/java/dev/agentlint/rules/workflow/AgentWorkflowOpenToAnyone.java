package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;

/** An agent action that anyone, not only collaborators with write access, can trigger. */
public final class AgentWorkflowOpenToAnyone implements Rule {

    @Override
    public String id() {
        return "agent-workflow-open-to-anyone";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workflow w : facts.workflows()) {
            for (Workflow.Job job : w.jobs()) {
                for (Workflow.AgentStep a : job.agents()) {
                    for (Located<String> o : a.openTo()) {
                        out.add(o.location(), Message.of("anyone", "setting", o.value(), "tool", a.tool()), o.value());
                    }
                }
            }
        }
    }
}
