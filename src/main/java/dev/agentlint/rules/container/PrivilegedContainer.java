package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Workload;
import java.util.HashSet;
import java.util.Set;

/** A privileged container, whatever runs in it. */
public final class PrivilegedContainer implements Rule {

    @Override
    public String id() {
        return "privileged-container";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        // Each place it is written is reported once, even when two workloads read it (a service and one extending it).
        Set<Location> reported = new HashSet<>();
        for (Workload w : facts.workloads()) {
            if (!w.isPrivileged()) continue;
            for (Location at : w.privilegedWrittenAt()) {
                if (!reported.add(at)) continue;
                out.add(at, Message.of("privileged"), "privileged", ContainerFixes.unprivileged(w, at));
            }
        }
    }
}
