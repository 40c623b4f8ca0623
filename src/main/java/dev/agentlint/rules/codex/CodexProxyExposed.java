package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.Hosts;
import java.util.ArrayList;
import java.util.List;

/**
 * Codex's managed network proxy allowed to listen beyond loopback. Codex clamps a
 * non-loopback {@code proxy_url}/{@code socks_url} to {@code 127.0.0.1} unless
 * {@code dangerously_allow_non_loopback_proxy = true}, and binds a host name as loopback, so only the
 * opt-in together with a non-loopback IP address exposes a listener (error); the opt-in alone leaves
 * the guard off for any other layer that moves the address (warning).
 */
public final class CodexProxyExposed implements Rule {

    @Override
    public String id() {
        return "codex-proxy-exposed";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.egress() == null) continue;
            for (AgentPolicy.ExposedProxy e : p.egress().exposedProxies()) {
                List<String> exposed = new ArrayList<>();
                for (Located<String> a : e.addresses()) {
                    if (Hosts.isIpLiteral(a.value()) && !Hosts.isLoopback(a.value())) exposed.add(describe(a.value()));
                }
                if (!exposed.isEmpty()) {
                    out.add(e.optIn(), "dangerously_allow_non_loopback_proxy = true lets Codex's network proxy listen on "
                            + String.join(" and ", exposed) + ", so other machines on the network can use it as an"
                            + " open proxy with the agent's allowlist (and reach what the proxy reaches from this machine)."
                            + " Remove the setting and keep proxy_url and socks_url on 127.0.0.1.",
                            String.join(",", exposed), Level.ERROR);
                } else {
                    out.add(e.optIn(), "dangerously_allow_non_loopback_proxy = true switches off Codex's guard that keeps"
                            + " its network proxy on loopback, so a proxy_url or socks_url set in another layer or a -c"
                            + " override exposes the proxy to the network. Remove the setting; the proxy needs no listener"
                            + " beyond 127.0.0.1.", "dangerously_allow_non_loopback_proxy", Level.WARNING);
                }
            }
        }
    }

    private static String describe(String address) {
        String where = switch (Hosts.classify(address)) {
            case UNSPECIFIED -> "every interface";
            case PRIVATE -> "a LAN address";
            case METADATA -> "a link-local address";
            default -> "a public address";
        };
        return address.strip() + " (" + where + ")";
    }
}
