package dev.agentlint.rules.workflow;

import dev.agentlint.check.Findings;
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
                        out.add(k.location(), k.value() + " leaves Codex with the runner's sudo (passwordless on"
                                + " GitHub-hosted runners), so a prompt injection can read openai-api-key from the action's"
                                + " API proxy through /proc and send it out. Use safety-strategy: drop-sudo (the default) or"
                                + " unprivileged-user with codex-user; on Windows runners, which require unsafe, pass a"
                                + " short-lived, spend-limited key or accept the risk with an ignore.", k.value());
                    }
                }
            }
        }
    }
}
