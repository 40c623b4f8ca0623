package dev.agentlint.rules.command;

import dev.agentlint.check.Message;
import dev.agentlint.model.Command;
import dev.agentlint.model.ContainerUser;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Spelling;
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
     * One thing an environment lacks to count as isolated and offline (a {@code gap-*} clause of
     * permission-bypass-outside-isolation), and where that is written (null when nowhere).
     */
    record Gap(Message what, Location at) {}

    /**
     * For a command inside a container: what its container lacks to count as an isolated, offline
     * environment (empty when nothing), or empty Optional when agentlint cannot see the container's
     * settings. The container may be defined in another file, when the link stage resolved a launch to it.
     */
    static Optional<List<Gap>> containerGaps(ExecContext context) {
        Workload w = context.workload();
        if (w == null) return Optional.empty();
        List<Gap> gaps = new ArrayList<>();
        network(w).ifPresent(gaps::add);
        if (w.isPrivileged()) {
            List<Location> at = w.privilegedWrittenAt();
            gaps.add(new Gap(Message.of("gap-privileged"), at.isEmpty() ? null : at.get(0)));
        }
        Located<String> all = w.addsAllCapabilities();
        if (all != null) gaps.add(new Gap(Message.of("gap-all-capabilities"), all.location()));
        Located<ContainerUser> user = w.user();
        if (user != null && user.value().isRoot()) {
            gaps.add(new Gap(Message.of("gap-root", "user", user.value().written()), user.location()));
        }
        // Hardening a later file took back: the service is no longer what its first definition promised.
        for (Located<String> reset : w.hardeningResets()) {
            gaps.add(new Gap(Message.of("gap-reset", "key", reset.value(), "file", reset.location().file().displayPath()), reset.location()));
        }
        // Judged as sensitive-host-path-mounted judges the mount: /var/log read-only is not a way out.
        for (Mount m : w.mounts()) {
            SensitivePaths.classify(m.hostPath(), m.readOnly()).ifPresent(s -> gaps.add(new Gap(Message.of("gap-mounts", "path", m.hostPath().written(),
                    "what", s.what()), m.location())));
        }
        return Optional.of(gaps);
    }

    /**
     * For a command inside a VM: what the VM lacks to count as an isolated, offline environment
     * (empty when nothing), or empty Optional when this file does not describe the VM.
     */
    static Optional<List<Gap>> vmGaps(ExecContext context) {
        VirtualMachine vm = context.vm();
        if (vm == null) return Optional.empty();
        List<Gap> gaps = new ArrayList<>();
        if (!vm.networks().isEmpty()) {
            VirtualMachine.Network n = vm.networks().get(0);
            gaps.add(new Gap(vm.kind() == VirtualMachine.Kind.LIMA ? Message.of("gap-lima-online", "vm", vm.kind().title())
                    : Message.of("gap-vm-online", "vm", vm.kind().title(), "mode", n.written()), null));
        }
        for (Mount m : vm.shares()) {
            SensitivePaths.classify(m.hostPath(), m.readOnly()).ifPresent(s -> gaps.add(new Gap(Message.of(m.readOnly() ? "gap-shares-read-only" : "gap-shares",
                    "path", m.hostPath().written(), "what", s.what()), m.location())));
        }
        return Optional.of(gaps);
    }

    /** What is wrong with the container's network for an agent that skips approvals, if anything. */
    private static Optional<Gap> network(Workload w) {
        Workload.EgressVerdict v = w.egress();
        return switch (v.egress()) {
            case NONE, INTERNAL -> Optional.empty();
            case HOST -> Optional.of(new Gap(Message.of("gap-host-network"), v.location()));
            case OPEN -> Optional.of(new Gap(Message.of("gap-network-online", "setting", v.setting(), "offline", w.spelling(Spelling.Setting.OFFLINE)), networkAt(w, v)));
            case UNKNOWN -> Optional.of(new Gap(Message.of("gap-network-unknown", "setting", v.setting(), "offline", w.spelling(Spelling.Setting.OFFLINE)), networkAt(w, v)));
        };
    }

    /**
     * Where the network is decided: a pod that a Quadlet {@code .kube} unit plays, and whose YAML
     * names no network, is on the network the unit gives it (none: Podman's default), so the unit.
     */
    private static Location networkAt(Workload w, Workload.EgressVerdict v) {
        if (w.source() == Workload.Source.KUBE && w.kubePlayer() != null && w.networkMode() == null && w.networks().isEmpty()) {
            return w.kubePlayer().location();
        }
        return v.location();
    }
}
