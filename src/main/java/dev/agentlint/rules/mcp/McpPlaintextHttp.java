package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;

/** An MCP server on another machine reached without TLS. */
public final class McpPlaintextHttp implements Rule {

    @Override
    public String id() {
        return "mcp-plaintext-http";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpConfigs.servers(facts)) {
            Endpoint e = s.endpoint();
            if (e == null || !e.plaintext() || e.singleLabel() || e.isLoopback() || e.isAllInterfaces()) continue;
            boolean credentials = McpConfigs.authenticated(s);
            out.add(s.url().location(), Message.of(credentials ? "plaintext-with-credential" : "plaintext",
                    "name", s.name(), "host", e.host(), "scheme", e.scheme()), s.name() + "@" + e.host(),
                    credentials ? Level.ERROR : Level.WARNING);
        }
    }
}
