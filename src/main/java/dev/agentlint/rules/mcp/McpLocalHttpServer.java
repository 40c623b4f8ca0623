package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;

/** A server on this machine reached over an open port where stdio would do. */
public final class McpLocalHttpServer implements Rule {

    @Override
    public String id() {
        return "mcp-local-http-server";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpConfigs.servers(facts)) {
            Endpoint e = s.endpoint();
            if (e == null || !e.isLoopback()) continue;
            out.add(s.url().location(), Message.of("http-port", "name", s.name(), "host", e.host()), s.name() + "@" + e.host());
        }
    }
}
