package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.Capabilities;

/** Capabilities that break container isolation, added to any container. */
public final class DangerousCapabilityAdded implements Rule {

    @Override
    public String id() {
        return "dangerous-capability-added";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            for (Located<String> c : w.capAdd()) {
                if (c.value().equals(ContainerValues.INVALID_ALL)) {
                    invalidAll(out, c, "add");
                    continue;
                }
                Capabilities.whyDangerous(c.value()).ifPresent(why -> out.add(c.location(), "The capability " + c.value()
                        + " is added: it allows " + why + ", which weakens the wall between the container and the host."
                        + " Drop it; if one tool needs it, run that tool in its own short-lived container.", c.value()));
            }
            for (Located<String> c : w.capDrop()) {
                if (c.value().equals(ContainerValues.INVALID_ALL)) invalidAll(out, c, "drop");
            }
        }
    }

    /** Not a capability at all: the engine refuses the container, so nothing runs with it (yet). */
    private static void invalidAll(Findings out, Located<String> c, String verb) {
        out.add(c.location(), "CAP_ALL is not a capability name: Docker and Podman accept only ALL and refuse to create the"
                + " container (\"unknown capability\"). Write ALL to " + verb + " every capability.", "CAP_ALL", Level.NOTE);
    }
}
