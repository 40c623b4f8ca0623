package dev.agentlint.extract.claude;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.mcp.McpConfigExtractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeLayer;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.McpApproval;
import dev.agentlint.model.McpServer;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The servers of a project's {@code .mcp.json} that the project's Claude Code settings approve
 * without a prompt (agent-configs.md, the MCP keys of the settings table): a server named in any
 * layer's {@code enabledMcpjsonServers}, or every server when the effective
 * {@code enableAllProjectMcpServers} is {@code true}; a server named in any layer's
 * {@code disabledMcpjsonServers} is rejected whatever approves it. The {@code .mcp.json} is the
 * one at the project's root, beside {@code .claude/}, read through the tree (never outside it,
 * never through a symbolic link); with none, or one Claude Code would reject, nothing is approved.
 */
final class ProjectMcpApprovals {

    static final String ENABLED = "enabledMcpjsonServers";
    static final String DISABLED = "disabledMcpjsonServers";
    static final String ALL = "enableAllProjectMcpServers";

    private ProjectMcpApprovals() {}

    /** What approves one server: the setting, where, and the level of the file that writes it. */
    private record Approver(String key, Location at, AgentPolicy.Scope scope) {}

    /** {@code layers} highest first; {@code from} is a settings file in the project's {@code .claude/}. */
    static List<McpApproval> of(List<ClaudeLayer> layers, TreeFiles tree, SourceFile from) {
        List<McpApproval> approvals = new ArrayList<>();
        for (McpServer s : servers(tree, from)) {
            approver(layers, s.name()).ifPresent(a -> approvals.add(new McpApproval(s, a.key(), a.at(), runs(s))));
        }
        return approvals;
    }

    /**
     * The servers among {@code names} that the {@code .mcp.json} itself does not report as run on
     * load: rejected ones never start, and the ones a project's own settings approve are reported
     * where they are approved (managed approvals are not the repository's code approving itself).
     */
    static Set<String> judgedWithSettings(List<ClaudeLayer> layers, Collection<String> names) {
        Set<String> judged = new HashSet<>();
        for (String n : names) {
            if (disabled(layers, n)) judged.add(n);
            else approver(layers, n).filter(a -> a.scope() != AgentPolicy.Scope.MANAGED).ifPresent(a -> judged.add(n));
        }
        return judged;
    }

    /** Once per server: where the highest layer names it, else the effective switch for every server. */
    private static Optional<Approver> approver(List<ClaudeLayer> layers, String name) {
        if (disabled(layers, name)) return Optional.empty();
        for (ClaudeLayer l : layers) {
            for (Located<String> e : l.list(ENABLED)) {
                if (e.value().equals(name)) return Optional.of(new Approver(ENABLED, e.location(), l.scope()));
            }
        }
        for (ClaudeLayer l : layers) {
            Optional<Located<String>> v = l.scalar(ALL);
            if (v.isPresent()) {
                return v.filter(x -> x.value().equals("true")).map(x -> new Approver(ALL, x.location(), l.scope()));
            }
        }
        return Optional.empty();
    }

    static boolean disabled(List<ClaudeLayer> layers, String name) {
        for (ClaudeLayer l : layers) {
            for (Located<String> d : l.list(DISABLED)) {
                if (d.value().equals(name)) return true;
            }
        }
        return false;
    }

    private static List<McpServer> servers(TreeFiles tree, SourceFile from) {
        return servers(tree, from, "../.mcp.json");
    }

    /** The servers of the {@code .mcp.json} {@code reference} names, as Claude Code would start them; none when it would reject the file. */
    static List<McpServer> servers(TreeFiles tree, SourceFile from, String reference) {
        if (!tree.exists(from, reference)) return List.of();
        if (!(tree.read(from, reference, Format.MCP_CONFIG) instanceof TreeFiles.Found found)) return List.of();
        return found.derived("claude-project-mcp-servers", ProjectMcpApprovals::parsed);
    }

    private static List<McpServer> parsed(SourceFile file) {
        FileFacts facts = new FileFacts(file);
        try {
            new McpConfigExtractor().extract(facts);
        } catch (ParseException e) {
            // Claude Code rejects an invalid .mcp.json whole (and its own scan reports why): no server starts.
            return List.of();
        }
        List<McpServer> servers = new ArrayList<>();
        for (AgentPolicy p : facts.policies()) servers.addAll(p.mcpServers());
        return List.copyOf(servers);
    }

    /** What starting the server runs on the host, for the message: a stdio server's command line. */
    static String runs(McpServer s) {
        StringBuilder b = new StringBuilder();
        for (Located<String> a : s.argv()) {
            if (b.length() > 0) b.append(' ');
            b.append(a.value());
        }
        return b.toString();
    }
}
