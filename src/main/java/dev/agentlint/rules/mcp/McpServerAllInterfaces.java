package dev.agentlint.rules.mcp;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;
import dev.agentlint.rules.common.Hosts;

/** A local MCP server reached on the all-interfaces address, so it listens on every interface. */
public final class McpServerAllInterfaces implements Rule {

    @Override
    public String id() {
        return "mcp-server-all-interfaces";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (McpServer s : McpEndpoint.servers(facts)) {
            McpEndpoint.of(s).filter(e -> e.kind() == Hosts.Kind.UNSPECIFIED).ifPresent(e -> out.add(s.url().location(),
                    Message.of("all-interfaces", "name", s.name(), "host", e.host()), s.name() + "@" + e.host()));
        }
    }
}
