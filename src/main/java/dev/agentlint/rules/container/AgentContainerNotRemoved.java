package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;

/**
 * A {@code docker/podman run} that starts an agent without {@code --rm}, so the container,
 * its writable layer and anonymous volumes outlive the task. Only run commands are judged: Compose,
 * Quadlet (which adds {@code --rm}), kube and dev containers manage their containers' lifetime.
 */
public final class AgentContainerNotRemoved implements Rule {

    @Override
    public String id() {
        return "agent-container-not-removed";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent() || w.source() != Workload.Source.RUN_COMMAND) continue;
            if (w.removeOnExit() != null && Boolean.TRUE.equals(w.removeOnExit().value())) continue;
            out.add(w.removeOnExit() != null ? w.removeOnExit().location() : w.anchor(), Message.of("without-rm", "agent", w.agent().value()), "rm");
        }
    }
}
