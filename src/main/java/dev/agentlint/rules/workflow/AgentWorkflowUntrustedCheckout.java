package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;
import dev.agentlint.rules.common.GithubRefs;
import java.util.Optional;

/** An agent run, with the base repository's secrets, on a pull request's files. */
public final class AgentWorkflowUntrustedCheckout implements Rule {

    @Override
    public String id() {
        return "agent-workflow-untrusted-checkout";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (WorkflowTrust.PrivilegedJob pj : WorkflowTrust.privilegedJobs(facts)) {
            Workflow.Job job = pj.job();
            for (Workflow.Checkout c : job.checkouts()) {
                if (!WorkflowTrust.headCheckout(c) || !WorkflowTrust.checkoutDir(c).isEmpty()) continue;
                Optional<Workflow.AgentStep> agent = job.agents().stream().filter(a -> a.step() >= c.step()).findFirst();
                if (agent.isEmpty()) continue;
                Located<String> what = c.ref() != null && GithubRefs.isPullRequestHead(c.ref().value()) ? c.ref() : c.repository();
                out.add(what != null ? what.location() : c.location(),
                        Message.of("head-in-workspace", "trigger", pj.trigger(), "job", job.id(), "tool", agent.get().tool()),
                        job.id() + ":" + (what == null ? "" : what.value()));
            }
        }
    }
}
