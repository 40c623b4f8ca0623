package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
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
            if (p.egress() == null) continue;
            for (Located<String> h : p.egress().allowedHosts()) {
                // A host the team vouches for in .agentlint.yaml (options.allowed-domains).
                if (facts.options().allowsDomain(Hosts.hostOf(h.value()))) continue;
                Hosts.Kind kind = Hosts.classify(h.value());
                String why = switch (kind) {
                    case ANY, UNSPECIFIED -> "lets the agent reach any host, so the allowlist filters nothing";
                    case LOOPBACK -> "lets the agent reach services on the host's loopback interface (local APIs, databases, engine APIs)";
                    case PRIVATE -> "lets the agent reach the private network behind the workstation";
                    case METADATA -> "lets the agent reach the cloud metadata service, which hands out credentials";
                    case IP_LITERAL -> "allows a raw IP address, which bypasses name-based filtering and is where exfiltration endpoints hide";
                    case NAME -> null;
                };
                if (why == null) {
                    sharedOrWildcard(h, out);
                    continue;
                }
                out.add(h.location(), "Allowed egress \"" + h.value() + "\" " + kind.description() + ": it " + why
                        + ". Allow only the public domains the task needs.", h.value());
            }
        }
    }

    /** A wildcard over a public suffix is every host; shared hosting and paste services are anyone's endpoints. */
    private static void sharedOrWildcard(Located<String> h, Findings out) {
        Hosts.Breadth breadth = Hosts.breadth(h.value());
        if (breadth == Hosts.Breadth.PUBLIC_SUFFIX) {
            out.add(h.location(), "Allowed egress \"" + h.value() + "\" matches every name under a public suffix, so it lets"
                    + " the agent reach practically any host. Allow only the public domains the task needs.", h.value());
        } else if (breadth == Hosts.Breadth.SHARED_HOSTING) {
            out.add(h.location(), "Allowed egress \"" + h.value() + "\" reaches storage buckets, hosted pages, tunnels or"
                    + " paste services that anyone can use, so the agent can send data to an endpoint an attacker owns."
                    + " Allow only the exact host names the task needs (your own bucket's, for example).", h.value(), Level.WARNING);
        }
    }
}
