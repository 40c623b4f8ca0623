package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.ProxyVariables;

/**
 * An agent container whose network is decided elsewhere (an external network, another
 * container's namespace, a pod) and whose only egress control in this file is a proxy variable.
 * When the network is known to be open, {@code agent-container-network-open} reports it instead.
 */
public final class ProxyOnlyEgressControl implements Rule {

    @Override
    public String id() {
        return "proxy-only-egress-control";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : Isolation.agentWorkloads(facts)) {
            Workload.EgressVerdict n = w.egress();
            if (n.egress() != Workload.Egress.UNKNOWN) continue;
            for (EnvVar e : w.env()) {
                if (!ProxyVariables.isProxy(e.name())) continue;
                out.add(e.location(), Message.of("proxy-only", "variable", e.name(), "workload", w.description(), "network", n.setting()), e.name());
                break;
            }
        }
    }
}
