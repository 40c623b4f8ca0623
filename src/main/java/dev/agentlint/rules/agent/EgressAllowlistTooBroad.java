package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.Hosts;
import java.util.Locale;

/** An egress allowlist that lets the agent reach everything, the host, the LAN or cloud metadata. */
public final class EgressAllowlistTooBroad implements Rule {

    @Override
    public String id() {
        return "egress-allowlist-too-broad";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            // Under a managed allowManagedDomainsOnly, a project's domains are not consulted.
            if (p.egress() == null || ClaudeLocks.ignores(facts, p, "sandbox.network.allowManagedDomainsOnly")) continue;
            for (Located<Endpoint> h : p.egress().allowedHosts()) {
                Endpoint e = h.value();
                // A host the team vouches for in .agentlint.yaml (options.allowed-domains).
                if (facts.options().allowsDomain(e.host())) continue;
                // Each kind of address has its own message (what it is, what it lets the agent reach); a name may be too wide.
                if (e.kind() == Endpoint.Kind.NAME) {
                    sharedOrWildcard(h, out);
                    continue;
                }
                out.add(h.location(), Message.of(e.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'), "host", e.written()), e.written());
            }
        }
    }

    /** A wildcard over a public suffix is every host; shared hosting and paste services are anyone's endpoints. */
    private static void sharedOrWildcard(Located<Endpoint> h, Findings out) {
        String written = h.value().written();
        Hosts.Breadth breadth = Hosts.breadth(h.value());
        if (breadth == Hosts.Breadth.PUBLIC_SUFFIX) {
            out.add(h.location(), Message.of("public-suffix", "host", written), written);
        } else if (breadth == Hosts.Breadth.SHARED_HOSTING) {
            out.add(h.location(), Message.of("shared-hosting", "host", written), written, Level.WARNING);
        }
    }
}
