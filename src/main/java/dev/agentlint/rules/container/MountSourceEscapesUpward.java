package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.model.MountSource;

/**
 * A mount source that climbs out of its directory with {@code ..} and out of the scanned
 * tree. A {@code ..} that stays inside the scanned tree (a compose file in {@code docker/} sharing
 * the repository root) is not flagged.
 */
public final class MountSourceEscapesUpward implements Rule {

    @Override
    public String id() {
        return "mount-source-escapes-upward";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Mount m : facts.mounts()) {
            if (!m.isHostPath()) continue;
            MountSource r = MountSource.of(m);
            if (r == null || !r.escapes() || r.staysIn(facts.treeRoot())) continue;
            out.add(m.location(), Message.of("escapes", "source", m.hostPath().written().strip(), "via", m.via()), m.hostPath().normalised());
        }
    }
}
