package dev.agentlint.rules.mcp;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Header;
import dev.agentlint.model.McpServer;
import dev.agentlint.model.Secrets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The MCP servers a file configures, and whether their configuration shows a way to authenticate. */
final class McpConfigs {

    private static final Pattern TOKEN_PARAM = Pattern.compile("(?i)[?&](?:token|access_token|api_?key|key|auth|apikey)=[^&]");

    private McpConfigs() {}

    /** Every MCP server the file's configurations start or connect to. */
    static List<McpServer> servers(FileFacts facts) {
        List<McpServer> out = new ArrayList<>();
        for (AgentPolicy p : facts.policies()) out.addAll(p.mcpServers());
        return out;
    }

    /** Whether the configuration makes the client authenticate to the server in any way it shows. */
    static boolean authenticated(McpServer server) {
        if (!server.credentialSources().isEmpty()) return true;
        for (Header h : server.headers()) if (Secrets.isCredentialHeader(h.name())) return true;
        return server.url() != null && server.url().value().length() < 4096 && TOKEN_PARAM.matcher(server.url().value()).find();
    }
}
