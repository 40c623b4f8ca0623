package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.Capabilities;

/** RUN-010: capabilities that break container isolation, added to any container. */
public final class DangerousCapabilityAdded implements Rule {

    @Override
    public String id() {
        return "dangerous-capability-added";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            for (Located<String> c : w.capAdd()) {
                Capabilities.whyDangerous(c.value()).ifPresent(why -> out.add(c.location(), "The capability " + c.value()
                        + " is added: it allows " + why + ", which weakens the wall between the container and the host."
                        + " Drop it; if one tool needs it, run that tool in its own short-lived container.", c.value()));
            }
        }
    }
}
