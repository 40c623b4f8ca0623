package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Workload;
import java.util.HashSet;
import java.util.Set;

/** A container in the host's network namespace. */
public final class HostNetworkMode implements Rule {

    @Override
    public String id() {
        return "host-network-mode";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        // Each place it is written is reported once, even when two workloads read it (a service and one extending it).
        Set<Location> reported = new HashSet<>();
        for (Workload w : facts.workloads()) {
            if (!Isolation.isHost(w.networkMode())) continue;
            for (Location at : w.networkModeWrittenAt(NamespaceMode::isHost)) {
                if (!reported.add(at)) continue;
                out.add(at, Message.of("host-network"), "network=host");
            }
        }
    }
}
