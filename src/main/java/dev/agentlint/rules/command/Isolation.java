package dev.agentlint.rules.command;

import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Mount;
import dev.agentlint.model.VirtualMachine;
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

    /**
     * For a command inside a VM: what the VM lacks to count as an isolated, offline environment
     * (empty when nothing), or empty Optional when this file does not describe the VM.
     */
    static Optional<List<String>> vmGaps(ExecContext context) {
        VirtualMachine vm = context.vm();
        if (vm == null) return Optional.empty();
        List<String> gaps = new ArrayList<>();
        if (!vm.networks().isEmpty()) {
            VirtualMachine.Network n = vm.networks().get(0);
            gaps.add("the " + vm.kind().title() + " is online (" + (vm.kind() == VirtualMachine.Kind.LIMA
                    ? "its user-mode network always reaches the internet" : n.written()) + ")");
        }
        for (Mount m : vm.shares()) {
            SensitivePaths.classify(m.hostPath()).ifPresent(s -> gaps.add("it shares " + m.hostPath().written()
                    + " (" + s.what() + ")" + (m.readOnly() ? ", read-only but readable" : "")));
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
