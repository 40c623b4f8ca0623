package dev.agentlint.rules.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.HostDevices;
import java.util.HashSet;
import java.util.Set;

/**
 * A raw host disk or a kernel memory, port or log device given to any
 * container (as a device or a bind mount). Unlike GPUs, these are the host: no namespace stands
 * between the container and the data.
 */
public final class RawHostDevicePassed implements Rule {

    @Override
    public String id() {
        return "raw-host-device-passed";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        Set<Location> reported = new HashSet<>();
        for (Workload w : facts.workloads()) {
            for (Located<String> d : w.devices()) {
                String host = HostDevices.hostSide(d.value());
                HostDevices.whatItExposes(host).ifPresent(what -> {
                    if (reported.add(d.location())) report(out, d.location(), host, w.description(), what);
                });
            }
        }
        for (Mount m : facts.mounts()) {
            if (!m.isHostPath()) continue;
            String host = m.hostPath().normalised();
            HostDevices.whatItExposes(host).ifPresent(what -> {
                if (reported.add(m.location())) report(out, m.location(), host, m.via(), what);
            });
        }
    }

    private static void report(Findings out, Location at, String device, Object via, Phrase what) {
        out.add(at, Message.of("raw-device", "device", device, "via", via, "what", what), device);
    }
}
