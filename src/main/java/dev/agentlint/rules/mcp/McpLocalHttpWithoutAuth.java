package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Endpoint;
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
        for (McpServer s : McpConfigs.servers(facts)) {
            Endpoint e = s.endpoint();
            if (e == null || !e.local() || McpConfigs.authenticated(s)) continue;
            out.add(s.url().location(), Message.of("no-auth", "name", s.name(), "host", e.host()), s.name() + "@" + e.host());
        }
    }
}
