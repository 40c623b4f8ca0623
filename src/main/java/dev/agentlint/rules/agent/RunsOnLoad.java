package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                Message what = e.command().isBlank() ? Message.of("what", "kind", e.kind())
                        : Message.of("what-command", "kind", e.kind(), "command", abbreviate(e.command()));
                out.add(e.location(), message(p.agent(), what), e.kind() + ":" + e.command());
            }
        }
    }

    private static Message message(AgentPolicy.Agent agent, Message what) {
        return Message.of(switch (agent) {
            case CODEX -> "codex";
            case MCP_CLIENT, GEMINI_CLI -> "mcp-client";
            default -> "agent";
        }, "what", what);
    }

    private static String abbreviate(String s) {
        return Texts.oneLine(s, 80);
    }
}
