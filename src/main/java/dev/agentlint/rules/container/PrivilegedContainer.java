package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;

/** RUN-010: a privileged container, whatever runs in it. */
public final class PrivilegedContainer implements Rule {

    @Override
    public String id() {
        return "privileged-container";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isPrivileged()) continue;
            out.add(w.privileged().location(), "The container runs privileged: it gets every capability and every host"
                    + " device, without seccomp, AppArmor or SELinux confinement, so escaping to the host is trivial."
                    + " Remove it and add only the one capability or device a task needs.", "privileged");
        }
    }
}
