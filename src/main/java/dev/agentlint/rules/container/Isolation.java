package dev.agentlint.rules.container;

import dev.agentlint.model.ContainerUser;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Workload;
import java.util.List;

/** How isolated a workload is, judged the same way by every container rule. */
final class Isolation {

    private Isolation() {}

    /**
     * The workloads hardening is demanded of: those that run an agent and whose settings are all
     * in view (not a compose fragment, not a dev container whose container is in a compose file).
     */
    static List<Workload> agentWorkloads(FileFacts facts) {
        return facts.workloads().stream().filter(w -> w.isAgent() && !w.partial()).toList();
    }

    static boolean dropsAllCapabilities(Workload w) {
        for (Located<String> c : w.capDrop()) if (c.value().equals("ALL")) return true;
        return false;
    }


    /**
     * The container's processes run as a user other than root: a non-root {@code user}, or
     * Podman's {@code keep-id} user namespace (processes run as the invoking user's UID).
     */
    static boolean nonRootUser(Workload w) {
        Located<NamespaceMode> ns = w.userNamespace();
        if (ns != null && ns.value().keepsId()) return true;
        Located<ContainerUser> user = w.user();
        return user != null && !user.value().isRoot();
    }

    /** A setting that shares a namespace with the host ({@code host}). */
    static boolean isHost(Located<NamespaceMode> mode) {
        return mode != null && mode.value().isHost();
    }
}
