package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;
import dev.agentlint.rules.common.Hosts;

/** An MCP server on another machine reached without TLS. */
public final class McpPlaintextHttp implements Rule {

    @Override
    public String id() {
        return "mcp-plaintext-http";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpEndpoint.servers(facts)) {
            McpEndpoint.of(s).filter(McpEndpoint::plaintext).filter(e -> !e.singleLabel())
                    .filter(e -> e.kind() != Hosts.Kind.LOOPBACK && e.kind() != Hosts.Kind.UNSPECIFIED)
                    .ifPresent(e -> {
                        boolean credentials = McpEndpoint.authenticated(s);
                        out.add(s.url().location(), Message.of(credentials ? "plaintext-with-credential" : "plaintext",
                                "name", s.name(), "host", e.host(), "scheme", e.scheme()), s.name() + "@" + e.host(),
                                credentials ? Level.ERROR : Level.WARNING);
                    });
        }
    }
}
