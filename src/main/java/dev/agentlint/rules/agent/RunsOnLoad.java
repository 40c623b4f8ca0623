package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.read.Texts;

/** RUN-006/RUN-002: inventory of what a repository's own agent configuration executes. */
public final class RunsOnLoad implements Rule {

    @Override
    public String id() {
        return "runs-on-load";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.scope() != AgentPolicy.Scope.PROJECT && p.scope() != AgentPolicy.Scope.PROJECT_LOCAL) continue;
            for (AgentPolicy.Execution e : p.runsOnLoad()) {
                String what = e.command().isBlank() ? "" : " (" + abbreviate(e.command()) + ")";
                out.add(e.location(), "This repository's agent configuration makes " + e.kind() + what
                        + " run when the agent loads the project: headless runs (claude -p, CI) execute it without a"
                        + " trust prompt, and outside the engine sandbox. Review it like code, and run untrusted"
                        + " checkouts with --bare or --setting-sources user.", e.kind() + ":" + e.command());
            }
        }
    }

    private static String abbreviate(String s) {
        return Texts.oneLine(s, 80);
    }
}
