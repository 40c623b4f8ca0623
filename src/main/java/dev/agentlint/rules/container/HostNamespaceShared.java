package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
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
            for (Map.Entry<Workload.Namespace, Located<String>> e : w.namespaces().entrySet()) {
                if (!Isolation.isHost(e.getValue())) continue;
                for (Location at : w.namespaceWrittenAt(e.getKey(), Isolation::isHost)) {
                    if (reported.add(at)) {
                        out.add(at, message(e.getKey()) + " Remove " + Spelling.hostNamespace(w.source(), e.getKey()) + ".",
                                e.getKey().name().toLowerCase(Locale.ROOT) + "=host");
                    }
                }
            }
            Located<String> userns = w.userNamespace();
            if (Isolation.isHost(userns)) {
                out.add(userns.location(), "The container uses the host's user namespace: root inside is root on the host for"
                        + " a rootful engine (it opts out of user-namespace remapping). Remove it; with Podman use"
                        + " keep-id, auto or nomap.", "userns=host");
            }
        }
    }

    private static String message(Workload.Namespace ns) {
        return switch (ns) {
            case PID -> "The container shares the host's PID namespace: it sees every host process, their"
                    + " command lines and environment, and can signal them.";
            case IPC -> "The container shares the host's IPC namespace: it can read and write host shared memory.";
            case UTS -> "The container shares the host's UTS namespace and can change the host's name.";
            case CGROUP -> "The container shares the host's cgroup namespace and sees the host's cgroup tree.";
        };
    }
}
