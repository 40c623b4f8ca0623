package dev.agentlint.extract.mcp;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.extract.shell.JsonScripts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.model.McpServer;
import java.util.List;
import java.util.Locale;

/**
 * What every MCP configuration format shares once its servers are read: the server joins the
 * policy, a stdio server's command becomes an embedded command (so the command checks see
 * {@code npx -y pkg}), and, for a repository's own configuration, what it starts is listed as
 * running on load.
 */
public final class McpServers {

    private McpServers() {}

    /** The transport a {@code type} value names, or null for an unknown value. */
    public static McpServer.Transport transport(String type) {
        return switch (type.toLowerCase(Locale.ROOT)) {
            case "stdio", "local" -> McpServer.Transport.STDIO;
            case "http", "streamable-http", "streamablehttp", "streamable_http", "remote" -> McpServer.Transport.HTTP;
            case "sse" -> McpServer.Transport.SSE;
            case "ws", "websocket" -> McpServer.Transport.WEBSOCKET;
            default -> null;
        };
    }

    /**
     * Adds a server to the policy and to the file's embedded commands.
     *
     * @param client   who starts it, for messages ("Claude Code", "Codex")
     * @param helpers  string values holding commands the client runs for this server besides the server
     *                 itself ({@code headersHelper})
     */
    public static void record(FileFacts facts, AgentPolicy policy, McpServer server, String client, List<Node> helpers) {
        policy.mcpServers().add(server);
        ExecContext onHost = ExecContext.host(Phrase.of("{client} on the user's machine", "client", client));
        if (server.transport() == McpServer.Transport.STDIO && !server.argv().isEmpty()) {
            Located<String> command = server.argv().get(0);
            facts.embeddedScripts().add(EmbeddedScript.exec("MCP server " + server.name() + " (" + client + ")",
                    server.argv(), command.location(), onHost));
            policy.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("MCP server {server}", "server", server.name()), join(server.argv()),
                    command.location()));
        }
        for (Node h : helpers) {
            String script = h.textOr("");
            facts.embeddedScripts().add(JsonScripts.embedded(facts.file(), h, script,
                    "MCP server " + server.name() + " headers helper (" + client + ")", onHost));
            policy.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("the headers helper of MCP server {server}", "server", server.name()),
                    script, Location.ofEntry(facts.file(), h)));
        }
    }

    private static String join(List<Located<String>> argv) {
        StringBuilder b = new StringBuilder();
        for (Located<String> a : argv) {
            if (b.length() > 0) b.append(' ');
            b.append(a.value());
        }
        return b.toString();
    }
}
