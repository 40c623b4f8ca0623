package dev.agentlint.rules.command;

import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.SensitivePaths;
import java.util.ArrayList;
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
        Workload w = context.workload();
        if (w == null) return Optional.empty();
        List<String> gaps = new ArrayList<>();
        network(w).ifPresent(gaps::add);
        if (w.isPrivileged()) gaps.add("it is privileged (--privileged gives it the host's devices and capabilities)");
        for (Mount m : w.mounts()) {
            SensitivePaths.classify(m.hostPath()).ifPresent(s -> gaps.add("it mounts " + m.hostPath().written()
                    + " (" + s.what() + ")"));
        }
        return Optional.of(gaps);
    }

    /** What is wrong with the container's network for an agent that skips approvals, if anything. */
    private static Optional<String> network(Workload w) {
        Workload.EgressVerdict v = w.egress();
        return switch (v.egress()) {
            case NONE, INTERNAL -> Optional.empty();
            case HOST -> Optional.of("it uses the host's network (--network host)");
            case OPEN -> Optional.of("its network (" + v.setting() + ") is online; use --network none");
            case UNKNOWN -> Optional.of("its network (" + v.setting() + ") is not known to be offline; use --network none");
        };
    }
}
