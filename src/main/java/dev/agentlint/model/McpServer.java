package dev.agentlint.model;

import java.util.List;

/**
 * One MCP server an agent or editor is configured to start or connect to ({@code .mcp.json},
 * {@code .cursor/mcp.json}, {@code .vscode/mcp.json}, Claude Desktop, Codex {@code [mcp_servers.*]}).
 *
 * @param name              the server's name in the configuration
 * @param transport         how the client talks to it
 * @param url               the endpoint of a remote server, as written; null for stdio servers
 * @param headers           static headers sent to it
 * @param credentialSources other ways the client authenticates to it, as written ({@code headersHelper},
 *                          Codex {@code bearer_token_env_var}, {@code oauth}, …)
 * @param env               environment handed to a stdio server's process
 * @param argv              the command and arguments of a stdio server; empty for remote servers
 * @param location          the server's entry
 */
public record McpServer(String name, Transport transport, Located<String> url, List<Header> headers,
                        List<Located<String>> credentialSources, List<EnvVar> env, List<Located<String>> argv,
                        Location location) {

    public enum Transport { STDIO, HTTP, SSE, WEBSOCKET }

    public McpServer {
        headers = List.copyOf(headers);
        credentialSources = List.copyOf(credentialSources);
        env = List.copyOf(env);
        argv = List.copyOf(argv);
    }

    public boolean remote() {
        return transport != Transport.STDIO;
    }
}
