package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.HostDevices;

/** Host devices or GPUs handed to a container that runs a coding agent. */
public final class AgentContainerDeviceAccess implements Rule {

    @Override
    public String id() {
        return "agent-container-device-access";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            for (Located<String> d : w.devices()) {
                // A raw disk or kernel device is the host itself: raw-host-device-passed reports it for every container.
                if (HostDevices.whatItExposes(HostDevices.hostSide(d.value())).isPresent()) continue;
                report(out, d.location(), Message.of("device", "device", d.value()), d.value());
            }
            for (Located<String> g : w.gpus()) report(out, g.location(), Message.of("gpu", "gpu", g.value()), "gpu:" + g.value());
            for (Mount m : w.mounts()) {
                if (!m.isHostPath()) continue;
                String p = m.hostPath().normalised();
                if (p.startsWith("/dev/") && !p.equals("/dev/null") && !p.startsWith("/dev/shm") && HostDevices.whatItExposes(p).isEmpty()) {
                    report(out, m.location(), Message.of("mounted-device", "device", p), p);
                }
            }
        }
    }

    private static void report(Findings out, Location at, Message what, String evidence) {
        out.add(at, what, evidence);
    }
}
