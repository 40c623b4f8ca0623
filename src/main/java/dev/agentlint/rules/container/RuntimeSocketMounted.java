package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                    .ifPresent(match -> out.add(m.location(), Message.of("socket", "source", m.hostPath().written().strip(), "via", m.via(),
                            "what", match.what()),
                            m.hostPath().normalised()));
        }
    }
}
