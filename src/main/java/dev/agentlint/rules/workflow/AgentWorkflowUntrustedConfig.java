package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                        Message m = dir.isEmpty()
                                ? Message.of("config-in-workspace-root", "trigger", pj.trigger(), "tool", a.tool(), "path", path.value())
                                : Message.of("config-in-checkout", "trigger", pj.trigger(), "tool", a.tool(), "path", path.value(), "dir", dir);
                        out.add(path.location(), m, path.value());
                        break;
                    }
                }
            }
        }
    }
}
