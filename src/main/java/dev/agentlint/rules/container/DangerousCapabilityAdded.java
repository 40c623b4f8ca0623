package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
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
                if (c.value().equals(Workload.INVALID_ALL_CAPABILITIES)) {
                    invalidAll(out, c, "add");
                    continue;
                }
                Capabilities.whyDangerous(c.value()).ifPresent(why -> out.add(c.location(), Message.of("added", "capability", c.value(),
                        "why", Message.of("why-" + c.value().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))), c.value()));
            }
            for (Located<String> c : w.capDrop()) {
                if (c.value().equals(Workload.INVALID_ALL_CAPABILITIES)) invalidAll(out, c, "drop");
            }
        }
    }

    /** Not a capability at all: the engine refuses the container, so nothing runs with it (yet). */
    private static void invalidAll(Findings out, Located<String> c, String verb) {
        out.add(c.location(), Message.of("invalid-all", "verb", Message.of("verb-" + verb)), "CAP_ALL", Level.NOTE);
    }
}
