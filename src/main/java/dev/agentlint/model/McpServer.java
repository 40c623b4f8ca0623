package dev.agentlint.model;

import java.util.List;

/**
 * One MCP server an agent or editor is configured to start or connect to ({@code .mcp.json},
 * {@code .cursor/mcp.json}, {@code .vscode/mcp.json}, Claude Desktop, Codex {@code [mcp_servers.*]}).
 *
 * @param name              the server's name in the configuration
 * @param transport         how the client talks to it
 * @param url               the endpoint of a remote server, as written; null for stdio servers
 * @param endpoint          where a remote server is reached, read from {@code url} without resolving
 *                          anything; null for a stdio server, and for a URL without a scheme or whose
 *                          host comes from a variable ({@code ${MCP_URL}}, {@code http://${input:host}/})
 * @param headers           static headers sent to it
 * @param credentialSources other ways the client authenticates to it, as written ({@code headersHelper},
 *                          Codex {@code bearer_token_env_var}, {@code oauth}, …)
 * @param env               environment handed to a stdio server's process
 * @param argv              the command and arguments of a stdio server; empty for remote servers
 * @param location          the server's entry
 */
public record McpServer(String name, Transport transport, Located<String> url, Endpoint endpoint, List<Header> headers,
                        List<Located<String>> credentialSources, List<EnvVar> env, List<Located<String>> argv,
                        Location location) {

    public enum Transport { STDIO, HTTP, SSE, WEBSOCKET }

    public McpServer {
        headers = List.copyOf(headers);
        credentialSources = List.copyOf(credentialSources);
        env = List.copyOf(env);
        argv = List.copyOf(argv);
    }

    /** A server whose endpoint is read from its URL. */
    public McpServer(String name, Transport transport, Located<String> url, List<Header> headers,
                     List<Located<String>> credentialSources, List<EnvVar> env, List<Located<String>> argv,
                     Location location) {
        this(name, transport, url, endpointOf(transport, url), headers, credentialSources, env, argv, location);
    }

    private static Endpoint endpointOf(Transport transport, Located<String> url) {
        if (url == null || transport == Transport.STDIO) return null;
        Endpoint e = Endpoint.parse(url.value());
        return e.scheme() == null || e.hostUnknown() ? null : e;
    }

    public boolean remote() {
        return transport != Transport.STDIO;
    }
}
