package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.rules.common.SensitivePaths;

/** A container-engine API socket (or its directory) shared with a container or VM. */
public final class RuntimeSocketMounted implements Rule {

    @Override
    public String id() {
        return "runtime-socket-mounted";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Mount m : facts.mounts()) {
            if (!m.isHostPath()) continue;
            SensitivePaths.classify(m.hostPath()).filter(match -> match.kind() == SensitivePaths.Kind.RUNTIME_SOCKET)
                    .ifPresent(match -> out.add(m.location(), m.hostPath().written().strip() + " is shared with " + m.via()
                            + ": it is " + match.what() + ". Whoever reaches the engine's API can start a privileged container"
                            + " that mounts the host's root, which is root on the host for a rootful engine (read-only does not"
                            + " help: the API is used by writing to the socket). Remove it; build images and run containers"
                            + " from the host, or give the task its own rootless engine inside its VM.",
                            m.hostPath().normalised()));
        }
    }
}
