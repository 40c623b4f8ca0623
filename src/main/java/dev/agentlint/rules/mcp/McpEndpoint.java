package dev.agentlint.rules.mcp;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Header;
import dev.agentlint.model.McpServer;
import dev.agentlint.rules.common.Hosts;
import dev.agentlint.rules.common.Secrets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a remote MCP server is reached, as far as its URL says without resolving anything. A URL
 * whose scheme or host comes from a variable ({@code ${MCP_URL}}, {@code ${input:host}}) is unknown.
 */
record McpEndpoint(String scheme, String host, Hosts.Kind kind) {

    private static final Pattern SCHEME = Pattern.compile("[a-z][a-z0-9+.-]{0,15}");
    private static final Pattern TOKEN_PARAM = Pattern.compile("(?i)[?&](?:token|access_token|api_?key|key|auth|apikey)=[^&]");

    /** Every MCP server the file's configurations start or connect to. */
    static List<McpServer> servers(FileFacts facts) {
        List<McpServer> out = new ArrayList<>();
        for (AgentPolicy p : facts.policies()) out.addAll(p.mcpServers());
        return out;
    }

    static Optional<McpEndpoint> of(McpServer server) {
        if (server.url() == null || !server.remote()) return Optional.empty();
        String url = server.url().value().strip();
        int sep = url.indexOf("://");
        if (sep <= 0) return Optional.empty();
        String scheme = url.substring(0, sep).toLowerCase(Locale.ROOT);
        if (!SCHEME.matcher(scheme).matches()) return Optional.empty();
        String host = Hosts.hostOf(url);
        if (host.isEmpty() || host.contains("$") || host.contains("{") || host.contains("%")) return Optional.empty();
        return Optional.of(new McpEndpoint(scheme, host, Hosts.classify(host)));
    }

    boolean plaintext() {
        return scheme.equals("http") || scheme.equals("ws");
    }

    /**
     * A host name without a domain ({@code http://jenkins:8080}): a container-network service or a
     * name the local resolver completes. Where it is and what the path to it crosses cannot be told.
     */
    boolean singleLabel() {
        return kind == Hosts.Kind.NAME && host.indexOf('.') < 0;
    }

    /** Served from this machine or the local network rather than by a public service. */
    boolean local() {
        return kind == Hosts.Kind.LOOPBACK || kind == Hosts.Kind.UNSPECIFIED || kind == Hosts.Kind.PRIVATE;
    }

    /** Whether the configuration makes the client authenticate to the server in any way it shows. */
    static boolean authenticated(McpServer server) {
        if (!server.credentialSources().isEmpty()) return true;
        for (Header h : server.headers()) if (Secrets.isCredentialHeader(h.name())) return true;
        return server.url() != null && server.url().value().length() < 4096 && TOKEN_PARAM.matcher(server.url().value()).find();
    }
}
