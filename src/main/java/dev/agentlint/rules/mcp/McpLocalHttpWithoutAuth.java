package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                    out.add(s.url().location(), Message.of("no-auth", "name", s.name(), "host", e.host()), s.name() + "@" + e.host()));
        }
    }
}
