package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.Hosts;

/** RUN-023: an egress allowlist that lets the agent reach everything, the host, the LAN or cloud metadata. */
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
                if (why == null) continue;
                out.add(h.location(), "Allowed egress \"" + h.value() + "\" " + kind.description() + ": it " + why
                        + ". Allow only the public domains the task needs.", h.value());
            }
        }
    }
}
