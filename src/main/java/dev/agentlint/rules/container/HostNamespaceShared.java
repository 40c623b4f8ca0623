package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import java.util.Map;

/** RUN-010: a container sharing the host's PID, IPC, UTS, cgroup or user namespace. */
public final class HostNamespaceShared implements Rule {

    @Override
    public String id() {
        return "host-namespace-shared";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            for (Map.Entry<Workload.Namespace, Located<String>> e : w.namespaces().entrySet()) {
                if (!Isolation.isHost(e.getValue())) continue;
                out.add(e.getValue().location(), switch (e.getKey()) {
                    case PID -> "The container shares the host's PID namespace: it sees every host process, their"
                            + " command lines and environment, and can signal them. Remove the setting (pid: host, --pid=host,"
                            + " hostPID: true).";
                    case IPC -> "The container shares the host's IPC namespace: it can read and write host shared memory."
                            + " Remove the setting (ipc: host, --ipc=host, hostIPC: true).";
                    case UTS -> "The container shares the host's UTS namespace and can change the host's name. Remove the setting"
                            + " (uts: host, --uts=host).";
                    case CGROUP -> "The container shares the host's cgroup namespace and sees the host's cgroup tree."
                            + " Remove the setting (cgroup: host, --cgroupns=host).";
                }, e.getKey().name().toLowerCase(java.util.Locale.ROOT) + "=host");
            }
            Located<String> userns = w.userNamespace();
            if (Isolation.isHost(userns)) {
                out.add(userns.location(), "The container uses the host's user namespace: root inside is root on the host for"
                        + " a rootful engine (it opts out of user-namespace remapping). Remove it; with Podman use"
                        + " keep-id, auto or nomap.", "userns=host");
            }
        }
    }
}
