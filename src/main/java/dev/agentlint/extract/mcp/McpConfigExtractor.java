package dev.agentlint.extract.mcp;

import dev.agentlint.extract.Extractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Header;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.McpServer;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * MCP server configurations in the {@code mcpServers} shape shared by Claude Code ({@code .mcp.json},
 * {@code managed-mcp.json}), Cursor ({@code .cursor/mcp.json}) and Claude Desktop, and VS Code's
 * {@code .vscode/mcp.json} ({@code servers}). VS Code reads its file as JSONC; the others use a
 * strict JSON parser and reject a file with comments whole.
 */
public final class McpConfigExtractor implements Extractor {

    /**
     * Which program reads a file: decides the syntax accepted, the key its servers are under (VS
     * Code's {@code servers}, everyone else's {@code mcpServers}; both when the reader is unknown)
     * and the words used in messages.
     */
    record Client(String name, boolean jsonc, Scope scope, List<String> serverKeys) {
        Client(String name, boolean jsonc, Scope scope) {
            this(name, jsonc, scope, List.of("mcpServers"));
        }
    }

    /** Servers whose start is not this file's to report: its project's settings approve or reject them. */
    private final Set<String> judgedWithSettings;

    public McpConfigExtractor() {
        this(Set.of());
    }

    /** {@code judgedWithSettings}: servers recorded, but not as run when the file is loaded. */
    public McpConfigExtractor(Set<String> judgedWithSettings) {
        this.judgedWithSettings = Set.copyOf(judgedWithSettings);
    }

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Client client = clientOf(file.displayPath());
        Node root = JsonTreeParser.parse(file, client.jsonc());
        if (!root.isMap()) throw new ParseException("an MCP configuration must be a JSON object", root.span());
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.MCP_CLIENT, client.scope(), Location.of(file, root));
        for (String key : client.serverKeys()) {
            for (MapNode.Entry e : root.get(key).entries()) {
                if (!e.value().isMap()) continue;
                int before = p.runsOnLoad().size();
                read(file, e.key(), e.value()).ifPresent(s ->
                        McpServers.record(facts, p, s, client.name(), helpers(e.value())));
                if (judgedWithSettings.contains(e.key())) p.runsOnLoad().subList(before, p.runsOnLoad().size()).clear();
            }
        }
        facts.policies().add(p);
    }

    static Client clientOf(String path) {
        String[] parts = path.replace('\\', '/').split("/");
        String name = parts[parts.length - 1];
        String parent = parts.length > 1 ? parts[parts.length - 2] : "";
        if (name.equals("managed-mcp.json")) return new Client("Claude Code", false, Scope.MANAGED);
        if (name.equals("claude_desktop_config.json")) return new Client("Claude Desktop", false, Scope.USER);
        if (parent.equals(".vscode")) return new Client("VS Code", true, Scope.PROJECT, List.of("servers"));
        if (parent.equals(".cursor")) return new Client("Cursor", false, Scope.PROJECT);
        if (name.equals(".mcp.json")) return new Client("Claude Code", false, Scope.PROJECT);
        return new Client("the MCP client", false, Scope.PROJECT, List.of("mcpServers", "servers"));
    }

    /** One server entry; empty when it names neither a command nor a URL. */
    static Optional<McpServer> read(SourceFile file, String name, Node entry) {
        Node command = entry.get("command");
        // serverUrl: Windsurf's spelling; httpUrl: Gemini CLI's streamable HTTP (url is its SSE).
        Node url = !entry.get("url").isMissing() ? entry.get("url")
                : !entry.get("httpUrl").isMissing() ? entry.get("httpUrl") : entry.get("serverUrl");
        McpServer.Transport transport = entry.get("type").text().map(McpServers::transport).orElse(null);
        if (transport == null) {
            if (command.text().isPresent()) transport = McpServer.Transport.STDIO;
            else if (url.text().isPresent()) transport = McpServer.Transport.HTTP;
            else return Optional.empty();
        }
        List<Located<String>> argv = new ArrayList<>();
        if (transport == McpServer.Transport.STDIO) {
            command.text().ifPresent(c -> argv.add(new Located<>(c, Location.of(file, command))));
            if (!argv.isEmpty()) {
                for (Node a : entry.get("args").elements()) {
                    a.text().ifPresent(t -> argv.add(new Located<>(t, Location.of(file, a))));
                }
            }
        }
        List<EnvVar> env = new ArrayList<>();
        for (MapNode.Entry e : entry.get("env").entries()) {
            e.value().text().ifPresent(v -> env.add(new EnvVar(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        List<Header> headers = new ArrayList<>();
        for (MapNode.Entry e : entry.get("headers").entries()) {
            e.value().text().ifPresent(v -> headers.add(new Header(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        List<Located<String>> credentials = new ArrayList<>();
        for (String key : List.of("headersHelper", "oauth", "auth")) {
            Node n = entry.get(key);
            if (!n.isMissing()) credentials.add(new Located<>(key, Location.ofEntry(file, n)));
        }
        Located<String> endpoint = transport == McpServer.Transport.STDIO ? null
                : url.text().map(u -> new Located<>(u, Location.of(file, url))).orElse(null);
        return Optional.of(new McpServer(name, transport, endpoint, headers, credentials, env, argv,
                Location.ofKey(file, entry)));
    }

    private static List<Node> helpers(Node entry) {
        Node h = entry.get("headersHelper");
        return h.text().isPresent() ? List.of(h) : List.of();
    }
}
