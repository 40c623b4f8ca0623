package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
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
                List<Message> exposed = new ArrayList<>();
                for (Located<Endpoint> a : e.addresses()) {
                    if (a.value().isIpLiteral() && !a.value().isLoopback()) exposed.add(describe(a.value()));
                }
                if (!exposed.isEmpty()) {
                    List<String> evidence = new ArrayList<>();
                    for (Message m : exposed) evidence.add(out.english(m));
                    out.add(e.optIn(), Message.of("exposed", "addresses", Message.list("and", exposed)), String.join(",", evidence), Level.ERROR);
                } else {
                    out.add(e.optIn(), Message.of("guard-off"), "dangerously_allow_non_loopback_proxy", Level.WARNING);
                }
            }
        }
    }

    private static Message describe(Endpoint address) {
        String where = switch (address.kind()) {
            case UNSPECIFIED -> "every-interface";
            case PRIVATE -> "lan-address";
            case METADATA -> "link-local-address";
            default -> "public-address";
        };
        return Message.of(where, "address", address.written().strip());
    }
}
