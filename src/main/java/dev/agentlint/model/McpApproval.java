package dev.agentlint.model;

/**
 * A server of a project's {@code .mcp.json} that the project's effective Claude Code settings
 * approve, so that Claude Code starts it (or connects to it) without asking: the pair of files
 * judged together (docs/effective-settings.md).
 *
 * @param server     the approved server, as its {@code .mcp.json} defines it
 * @param key        the setting that approves it: {@code enabledMcpjsonServers} (it names the server)
 *                   or {@code enableAllProjectMcpServers}
 * @param approvedAt where that setting approves it (the name in the list, or the switch)
 * @param runs       a stdio server's command line, as written; empty for a remote server
 */
public record McpApproval(McpServer server, String key, Location approvedAt, String runs) {

    /** Whether a remote server's {@code headersHelper} is a command Claude Code runs to connect to it. */
    public boolean runsHeadersHelper() {
        return server.credentialSources().stream().anyMatch(c -> c.value().equals("headersHelper"));
    }
}
