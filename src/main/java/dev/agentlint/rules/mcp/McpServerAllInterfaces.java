package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;

/** A local MCP server reached on the all-interfaces address, so it listens on every interface. */
public final class McpServerAllInterfaces implements Rule {

    @Override
    public String id() {
        return "mcp-server-all-interfaces";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpConfigs.servers(facts)) {
            Endpoint e = s.endpoint();
            if (e == null || !e.isAllInterfaces()) continue;
            out.add(s.url().location(), Message.of("all-interfaces", "name", s.name(), "host", e.host()), s.name() + "@" + e.host());
        }
    }
}
