package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.ProxyVariables;
import dev.agentlint.model.Spelling.Setting;
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
            Message proxy = proxies.isEmpty() ? Message.of("no-proxies") : Message.of("proxies", "variables", Message.list("comma", proxies));
            out.add(n.location(), Message.of("open", "workload", w.description(), "agent", w.agent().value(), "network", n.setting(),
                    "proxies", proxy, "offline", w.spelling(Setting.NETWORK_NONE), "kube", Message.of(kube ? "kube-note" : "no-kube-note")),
                    n.setting().toString(), kube ? Level.WARNING : out.defaultLevel());
        }
    }
}
