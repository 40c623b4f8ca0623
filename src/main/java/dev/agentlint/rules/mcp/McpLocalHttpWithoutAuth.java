package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;

/** A local HTTP MCP server the configuration reaches without any credential. */
public final class McpLocalHttpWithoutAuth implements Rule {

    @Override
    public String id() {
        return "mcp-local-http-without-auth";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpEndpoint.servers(facts)) {
            McpEndpoint.of(s).filter(McpEndpoint::local).filter(e -> !McpEndpoint.authenticated(s)).ifPresent(e ->
                    out.add(s.url().location(), "MCP server \"" + s.name() + "\" is a local HTTP server ("
                            + e.host() + ") configured without an auth header, so any local process, and a web page"
                            + " through DNS rebinding, can call its tools as you. Start it with a random token and send"
                            + " it (\"headers\": {\"Authorization\": \"Bearer ${MCP_TOKEN}\"}), or run it over stdio.",
                            s.name() + "@" + e.host()));
        }
    }
}
