package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;
import dev.agentlint.rules.common.GithubRefs;
import java.util.Set;

/** A CI job that runs a coding agent with push rights or a long-lived token. */
public final class AgentWorkflowWriteToken implements Rule {

    private static final Set<String> PUSH = Set.of("write-all", "contents: write");

    @Override
    public String id() {
        return "agent-workflow-write-token";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workflow w : facts.workflows()) {
            for (Workflow.Job job : w.jobs()) {
                if (job.agents().isEmpty()) continue;
                Workflow.AgentStep first = job.agents().get(0);
                String tool = first.tool();
                for (Located<String> g : job.permissions().writeGrants()) {
                    if (!PUSH.contains(g.value())) continue;
                    out.add(g.location(), Message.of("push-token", "grant", g.value(), "job", job.id(), "tool", tool), g.value());
                }
                if (job.permissions().declared() == null) {
                    out.add(job.location(), Message.of("no-permissions", "job", job.id(), "tool", tool), "no-permissions", Level.WARNING);
                }
                for (Workflow.AgentStep a : job.agents()) {
                    for (Located<String> t : a.tokens()) {
                        GithubRefs.longLivedSecret(t.value()).ifPresent(s -> out.add(t.location(),
                                Message.of("long-lived-token", "tool", a.tool(), "job", job.id(), "secret", s), s));
                    }
                    for (Workflow.Checkout c : job.checkouts()) {
                        if (c.token() == null || !c.persistCredentials() || c.step() > a.step()) continue;
                        GithubRefs.longLivedSecret(c.token().value()).ifPresent(s -> out.add(c.token().location(),
                                Message.of("checkout-keeps-token", "secret", s, "tool", a.tool(), "job", job.id()), s));
                    }
                }
            }
        }
    }
}
