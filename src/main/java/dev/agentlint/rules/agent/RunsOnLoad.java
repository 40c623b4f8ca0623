package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.read.Texts;

/** Inventory of what a repository's own agent configuration executes. */
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
                out.add(e.location(), message(p.agent(), e.kind() + what), e.kind() + ":" + e.command());
            }
        }
    }

    private static String message(AgentPolicy.Agent agent, String what) {
        return switch (agent) {
            case CODEX -> "This repository's .codex/config.toml makes " + what + " run once the project is trusted, outside"
                    + " Codex's sandbox and with the user's rights. Review it like code before trusting the project, and"
                    + " do not trust checkouts you did not write.";
            case MCP_CLIENT, GEMINI_CLI -> "This repository's MCP configuration makes " + what + " run when a client loads the project:"
                    + " Claude Code's headless runs (claude -p, CI) start project servers without asking, and they run"
                    + " outside any engine sandbox with the user's rights. Review it like code, and run untrusted checkouts"
                    + " with --strict-mcp-config or without approving its servers.";
            default -> "This repository's agent configuration makes " + what + " run when the agent loads the project:"
                    + " headless runs (claude -p, CI) execute it without a trust prompt, and outside the engine sandbox."
                    + " Review it like code, and run untrusted checkouts with --bare or --setting-sources user.";
        };
    }

    private static String abbreviate(String s) {
        return Texts.oneLine(s, 80);
    }
}
