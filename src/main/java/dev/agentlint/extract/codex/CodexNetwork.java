package dev.agentlint.extract.codex;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;

/**
 * Codex's managed network proxy: {@code [permissions.<name>.network]} tables, the
 * {@code [experimental_network]} table of {@code requirements.toml}, and the legacy
 * {@code [features.network_proxy]}. Every table's allow entries are merged into one egress fact,
 * each keeping where it is written, with each table that lets the proxy's own listeners leave loopback.
 */
final class CodexNetwork {

    private CodexNetwork() {}

    static void read(SourceFile file, Node root, AgentPolicy p) {
        List<Node> tables = new ArrayList<>();
        for (MapNode.Entry profile : root.get("permissions").entries()) {
            Node network = profile.value().get("network");
            if (network.isMap()) tables.add(network);
        }
        for (Node n : List.of(root.get("experimental_network"), root.at("features", "network_proxy"))) {
            if (n.isMap()) tables.add(n);
        }
        Node legacySwitch = root.at("features", "network_proxy");
        if (legacySwitch.isTrue()) p.networkProxy(Location.ofEntry(file, legacySwitch));
        if (tables.isEmpty()) return;

        List<Located<String>> hosts = new ArrayList<>();
        List<Located<String>> sockets = new ArrayList<>();
        Location localBinding = null;
        Location allSockets = null;
        List<AgentPolicy.ExposedProxy> exposed = new ArrayList<>();
        for (Node n : tables) {
            Node enabled = n.get("enabled");
            if (enabled.isTrue() && p.networkProxy() == null) p.networkProxy(Location.ofEntry(file, enabled));
            allowed(file, n.get("domains"), hosts);
            listed(file, n.get("allowed_domains"), hosts);
            allowed(file, n.get("unix_sockets"), sockets);
            listed(file, n.get("allow_unix_sockets"), sockets);
            Node binding = n.get("allow_local_binding");
            if (binding.isTrue() && localBinding == null) localBinding = Location.ofEntry(file, binding);
            Node all = n.get("dangerously_allow_all_unix_sockets");
            if (all.isTrue() && allSockets == null) allSockets = Location.ofEntry(file, all);
            Node nonLoopback = n.get("dangerously_allow_non_loopback_proxy");
            if (nonLoopback.isTrue()) exposed.add(new AgentPolicy.ExposedProxy(Location.ofEntry(file, nonLoopback), listeners(file, n)));
        }
        p.egress(new AgentPolicy.Egress(endpoints(hosts), localBinding, sockets, allSockets, exposed, Location.ofKey(file, tables.get(0))));
    }

    /** The proxy's listen addresses written in a table; the SOCKS5 one only while SOCKS5 is on (the default). */
    private static List<Located<Endpoint>> listeners(SourceFile file, Node table) {
        List<Located<Endpoint>> out = new ArrayList<>();
        List<String> keys = table.get("enable_socks5").isFalse() ? List.of("proxy_url") : List.of("proxy_url", "socks_url");
        for (String key : keys) {
            Node url = table.get(key);
            url.text().filter(t -> !t.isBlank()).ifPresent(t -> out.add(new Located<>(Endpoint.parse(t), Location.ofEntry(file, url))));
        }
        return out;
    }

    /** Allowed domains read as endpoints, each where it is written. */
    private static List<Located<Endpoint>> endpoints(List<Located<String>> hosts) {
        List<Located<Endpoint>> out = new ArrayList<>();
        for (Located<String> h : hosts) out.add(Endpoint.parse(h));
        return out;
    }

    /** {@code pattern = "allow"} entries of a table. */
    private static void allowed(SourceFile file, Node table, List<Located<String>> out) {
        for (MapNode.Entry e : table.entries()) {
            if ("allow".equals(e.value().textOr(""))) out.add(new Located<>(e.key(), Location.ofEntry(file, e.value())));
        }
    }

    /** Legacy arrays of allowed entries. */
    private static void listed(SourceFile file, Node list, List<Located<String>> out) {
        for (Node n : list.elements()) n.text().ifPresent(t -> out.add(new Located<>(t, Location.of(file, n))));
    }
}
