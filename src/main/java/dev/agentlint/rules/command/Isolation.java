package dev.agentlint.rules.command;

import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import java.util.List;
import java.util.Optional;

/** How a command's context counts as isolation, judged the same way by every command rule. */
final class Isolation {

    private Isolation() {}

    /** Runs on the host, or where agentlint cannot tell (both get host-side checks). */
    static boolean hostSide(Command c) {
        ExecContext.Kind k = c.context().kind();
        return k == ExecContext.Kind.HOST || k == ExecContext.Kind.UNKNOWN;
    }

    /**
     * For a command inside a container: what its container lacks to count as an isolated, offline
     * environment (empty when nothing), or empty Optional when agentlint cannot see the container's settings.
     */
    static Optional<List<String>> containerGaps(ExecContext context) {
        return Optional.empty();
    }
}
