package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.ProxyVariables;
import dev.agentlint.rules.container.Spelling.Setting;
import java.util.ArrayList;
import java.util.List;

/**
 * A container that runs a coding agent on a network with a route out (the default
 * bridge, pasta, a non-internal network). Proxy variables do not close it: any program can ignore
 * them, so the message names them when they are the only control in sight.
 */
public final class AgentContainerNetworkOpen implements Rule {

    @Override
    public String id() {
        return "agent-container-network-open";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : Isolation.agentWorkloads(facts)) {
            Workload.EgressVerdict n = w.egress();
            if (n.egress() != Workload.Egress.OPEN) continue;
            boolean kube = w.source() == Workload.Source.KUBE;
            List<String> proxies = new ArrayList<>();
            for (EnvVar e : w.env()) if (ProxyVariables.isProxy(e.name())) proxies.add(e.name());
            out.add(n.location(), w.description() + " runs a coding agent (" + w.agent().value() + ") on " + n.setting()
                    + ", which lets it connect anywhere: a prompt-injected agent can send the code and its secrets out."
                    + (proxies.isEmpty() ? "" : " " + String.join(", ", proxies) + " only asks programs to use a proxy;"
                    + " nothing stops one that ignores it.")
                    + " Use " + Spelling.of(w.source(), Setting.NETWORK_NONE) + ", and reach the outside only through an"
                    + " egress proxy on that internal network."
                    + (kube ? " (A kube YAML cannot say this itself: the network is chosen where the pod is played, which"
                    + " agentlint does not see; hence a warning.)" : ""), n.setting(), kube ? Level.WARNING : out.defaultLevel());
        }
    }
}
