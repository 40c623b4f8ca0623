package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchProject;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Location;
import dev.agentlint.model.McpApproval;
import dev.agentlint.model.McpServer;
import dev.agentlint.base.Texts;
import java.util.List;

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
        approvedServers(facts.claudeSettings(), out);
        for (LaunchSettings s : facts.launchSettings()) {
            if (s.mcpConfig()) launchServers(facts, s, out);
        }
        for (LaunchProject p : facts.launchProjects()) projectServers(p, out);
    }

    /**
     * The project's {@code .mcp.json} servers a headless launch starts without asking
     * ({@code claude -p}, claude-code-action): reported at the launch, with each server's definition
     * beside it; {@code --strict-mcp-config} and {@code disabledMcpjsonServers} take them out.
     * Headless sessions do not run {@code headersHelper}, so only stdio servers count.
     */
    private static void projectServers(LaunchProject p, Findings out) {
        boolean action = p.policy() != null;
        for (McpApproval a : p.started()) {
            McpServer s = a.server();
            if (s.remote() || a.runs().isBlank()) continue;
            Message m = Message.of(action ? "action-project-server" : "headless-project-server", "launch", p.how(), "server", s.name(),
                    "command", abbreviate(a.runs()));
            out.add(p.at(), m, p.how() + ":" + s.name(), out.defaultLevel(),
                    List.of(new Findings.Related(s.location(), Message.of("started-definition", "server", s.name()))));
        }
    }

    /**
     * The servers of the MCP configurations a launch names ({@code claude --mcp-config FILE|JSON}):
     * Claude Code starts them for that launch, without asking; reported at the launch's word, with
     * each server's definition beside it when it is a file of the tree.
     */
    private static void launchServers(FileFacts facts, LaunchSettings s, Findings out) {
        Location at = where(facts, s);
        if (at == null) return;
        String named = s.option() + " " + (s.file() == null ? "{…}" : s.named().value());
        for (AgentPolicy.Execution e : s.settings().runsOnLoad()) {
            Message what = e.command().isBlank() ? Message.of("what", "kind", e.kind())
                    : Message.of("what-command", "kind", e.kind(), "command", abbreviate(e.command()));
            List<Findings.Related> related = s.file() == null ? List.of()
                    : List.of(new Findings.Related(e.location(), Message.of("launch-definition", "config", s.file())));
            out.add(at, Message.of("launch-server", "what", what, "config", named), named + ":" + e.kind() + ":" + e.command(),
                    out.defaultLevel(), related);
        }
    }

    /** Where a launch names {@code s}: its word in the command that names it, or in a step's {@code claude_args}. */
    private static Location where(FileFacts facts, LaunchSettings s) {
        if (s.input()) return new Location(facts.file(), s.named().span(), "");
        for (Command c : facts.commands()) {
            if (s.namedBy(c)) return c.location().withSpan(s.named().span() == null ? c.location().span() : s.named().span());
        }
        return null;
    }

    /**
     * The project's {@code .mcp.json} servers its settings approve, reported once each at the
     * approving key, from the file that writes it, with the server's definition beside it.
     */
    private static void approvedServers(ClaudeSettings claude, Findings out) {
        if (claude == null) return;
        AgentPolicy.Scope scope = claude.own().scope();
        if (scope != AgentPolicy.Scope.PROJECT && scope != AgentPolicy.Scope.PROJECT_LOCAL) return;
        for (McpApproval a : claude.mcpApprovals()) {
            if (!claude.holds(a.approvedAt())) continue;
            McpServer s = a.server();
            Message m;
            if (!s.remote() && !a.runs().isBlank()) {
                m = Message.of("approved-server", "key", a.key(), "server", s.name(), "command", abbreviate(a.runs()));
            } else if (a.runsHeadersHelper()) {
                m = Message.of("approved-helper", "key", a.key(), "server", s.name());
            } else {
                continue;
            }
            out.add(a.approvedAt(), m, a.key() + ":" + s.name(), out.defaultLevel(),
                    List.of(new Findings.Related(s.location(), Message.of("approved-definition", "server", s.name()))));
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
