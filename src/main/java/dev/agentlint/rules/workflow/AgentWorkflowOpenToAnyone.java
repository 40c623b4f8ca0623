package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
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
                        out.add(o.location(), o.value() + " lets anyone (users without write access, or any bot) trigger " + a.tool()
                                + " with a prompt of their own, using this workflow's API key and token. Remove it, or list"
                                + " the specific accounts that may trigger the agent.", o.value());
                    }
                }
            }
        }
    }
}
