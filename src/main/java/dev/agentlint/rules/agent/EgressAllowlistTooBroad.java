package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.Hosts;

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
            for (Located<String> h : p.egress().allowedHosts()) {
                // A host the team vouches for in .agentlint.yaml (options.allowed-domains).
                if (facts.options().allowsDomain(Hosts.hostOf(h.value()))) continue;
                Hosts.Kind kind = Hosts.classify(h.value());
                // Each kind of address has its own message (what it is, what it lets the agent reach); a name may be too wide.
                if (kind == Hosts.Kind.NAME) {
                    sharedOrWildcard(h, out);
                    continue;
                }
                out.add(h.location(), Message.of(kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), "host", h.value()), h.value());
            }
        }
    }

    /** A wildcard over a public suffix is every host; shared hosting and paste services are anyone's endpoints. */
    private static void sharedOrWildcard(Located<String> h, Findings out) {
        Hosts.Breadth breadth = Hosts.breadth(h.value());
        if (breadth == Hosts.Breadth.PUBLIC_SUFFIX) {
            out.add(h.location(), Message.of("public-suffix", "host", h.value()), h.value());
        } else if (breadth == Hosts.Breadth.SHARED_HOSTING) {
            out.add(h.location(), Message.of("shared-hosting", "host", h.value()), h.value(), Level.WARNING);
        }
    }
}
