package dev.agentlint.rules.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Mount;
import dev.agentlint.rules.common.SensitivePaths;
import java.util.Optional;

/**
 * The home directory, credential stores, the SSH agent socket or system directories
 * shared with a container or VM (engine sockets have their own rule). Read-only does not help:
 * reading is what exfiltration needs.
 */
public final class SensitiveHostPathMounted implements Rule {

    /** A path the project's configuration lists as sensitive, that the mount is, lies in or contains. */
    private static Optional<SensitivePaths.Match> configured(FileFacts facts, HostPath path) {
        for (HostPath extra : facts.options().sensitiveHostPaths()) {
            if (extra.contains(path.normalised()) || path.contains(extra.normalised())) {
                return Optional.of(new SensitivePaths.Match(SensitivePaths.Kind.CREDENTIALS, extra.normalised(),
                        Phrase.of("a path the project's configuration lists as sensitive")));
            }
        }
        return Optional.empty();
    }

    /**
     * A VM's read-only share of a whole home directory is guidance (RUN-016 as the VM issue states
     * it: writable is an error, read-only a warning); everything else keeps the rule's level.
     */
    private static Level level(Mount m, SensitivePaths.Match match, Findings out) {
        boolean vmShare = m.kind() == Mount.Kind.SHARE;
        return vmShare && m.readOnly() && match.kind() == SensitivePaths.Kind.HOME
                ? Level.WARNING : out.defaultLevel();
    }

    @Override
    public String id() {
        return "sensitive-host-path-mounted";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Mount m : facts.mounts()) {
            if (!m.isHostPath()) continue;
            SensitivePaths.classify(m.hostPath(), m.readOnly()).or(() -> configured(facts, m.hostPath())).ifPresent(match -> {
                if (match.kind() == SensitivePaths.Kind.RUNTIME_SOCKET) return;
                String where = m.hostPath().written().strip();
                Object exposes = match.location().equals(m.hostPath().normalised()) || match.kind() == SensitivePaths.Kind.SSH_AGENT
                        ? match.what() : Message.of("exposes-at", "what", match.what(), "location", match.location());
                out.add(m.location(), Message.of(m.readOnly() ? "shared-read-only" : "shared", "source", where, "via", m.via(), "exposes", exposes),
                        m.hostPath().normalised(), level(m, match, out));
            });
        }
    }
}
