package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
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
                String agent = "job " + job.id() + " (which runs " + first.tool() + ")";
                for (Located<String> g : job.permissions().writeGrants()) {
                    if (!PUSH.contains(g.value())) continue;
                    out.add(g.location(), "permissions " + g.value() + " gives " + agent + " a token that can push, so a"
                            + " prompt-injected agent can push code, rewrite branches or change workflows. Give the job"
                            + " contents: read and push reviewed output from a separate job, or use a short-lived token"
                            + " scoped to one branch behind branch protection.", g.value());
                }
                if (job.permissions().declared() == null) {
                    out.add(job.location(), "Neither the workflow nor " + agent + " declares permissions, so its token gets the repository's default, which is read and write"
                            + " on older repositories and organisations. Declare permissions: contents: read (plus what the"
                            + " agent needs, e.g. pull-requests: write).", "no-permissions", Level.WARNING);
                }
                for (Workflow.AgentStep a : job.agents()) {
                    for (Located<String> t : a.tokens()) {
                        GithubRefs.longLivedSecret(t.value()).ifPresent(s -> out.add(t.location(), a.tool() + " in job "
                                + job.id() + " gets " + s + ", a long-lived token that does not expire with the job and"
                                + " usually reaches more than this repository. Use the job's GITHUB_TOKEN with narrow"
                                + " permissions, or a GitHub App token created for this job.", s));
                    }
                    for (Workflow.Checkout c : job.checkouts()) {
                        if (c.token() == null || !c.persistCredentials() || c.step() > a.step()) continue;
                        GithubRefs.longLivedSecret(c.token().value()).ifPresent(s -> out.add(c.token().location(),
                                "actions/checkout keeps " + s + " in .git/config (persist-credentials defaults to true), where"
                                        + " " + a.tool() + " in job " + job.id() + " can read and use it. Set"
                                        + " persist-credentials: false, or check out with the job's GITHUB_TOKEN.", s));
                    }
                }
            }
        }
    }
}
