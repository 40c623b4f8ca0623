package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;

/** Agent settings or MCP servers taken from the checked-out tree of an untrusted pull request. */
public final class AgentWorkflowUntrustedConfig implements Rule {

    @Override
    public String id() {
        return "agent-workflow-untrusted-config";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (WorkflowTrust.PrivilegedJob pj : WorkflowTrust.privilegedJobs(facts)) {
            Workflow.Job job = pj.job();
            for (Workflow.AgentStep a : job.agents()) {
                for (Located<String> path : a.configPaths()) {
                    for (Workflow.Checkout c : job.checkouts()) {
                        if (c.step() > a.step() || !WorkflowTrust.headCheckout(c)) continue;
                        String dir = WorkflowTrust.checkoutDir(c);
                        if (!WorkflowTrust.inside(path.value(), dir)) continue;
                        out.add(path.location(), "On " + pj.trigger() + ", " + a.tool() + " reads agent"
                                + " configuration from " + path.value() + ", which is in the pull request's checkout ("
                                + (dir.isEmpty() ? "the workspace root" : dir) + "): the PR's author decides the agent's"
                                + " permissions, hooks and MCP servers, and they run with this workflow's secrets. Keep"
                                + " agent settings in the workflow or read them from the base branch.", path.value());
                        break;
                    }
                }
            }
        }
    }
}
