package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Workload;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** A container sharing the host's PID, IPC, UTS, cgroup or user namespace. */
public final class HostNamespaceShared implements Rule {

    @Override
    public String id() {
        return "host-namespace-shared";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        // Each place it is written is reported once, even when two workloads read it (a service and one extending it).
        Set<Location> reported = new HashSet<>();
        for (Workload w : facts.workloads()) {
            for (Map.Entry<Workload.Namespace, Located<NamespaceMode>> e : w.namespaces().entrySet()) {
                if (!Isolation.isHost(e.getValue())) continue;
                for (Location at : w.namespaceWrittenAt(e.getKey(), NamespaceMode::isHost)) {
                    if (reported.add(at)) {
                        out.add(at, Message.of(e.getKey().name().toLowerCase(Locale.ROOT), "remove", w.hostNamespaceSpelling(e.getKey())),
                                e.getKey().name().toLowerCase(Locale.ROOT) + "=host");
                    }
                }
            }
            Located<NamespaceMode> userns = w.userNamespace();
            if (Isolation.isHost(userns)) {
                out.add(userns.location(), Message.of("userns"), "userns=host");
            }
        }
    }
}
