package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Limit;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.model.Spelling.Setting;
import java.util.ArrayList;
import java.util.List;

/**
 * A container that runs a coding agent without process-count, memory and CPU limits.
 * Podman's default process limit (2048) counts as a limit; {@code 0} and {@code -1} mean unlimited.
 */
public final class AgentContainerWithoutLimits implements Rule {

    @Override
    public String id() {
        return "agent-container-without-limits";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : Isolation.agentWorkloads(facts)) {
            List<Message> missing = new ArrayList<>();
            List<String> evidence = new ArrayList<>();
            if (!limits(w.pidsLimit()) && w.engine() != Workload.Engine.PODMAN && w.engine() != Workload.Engine.APPLE) {
                missing.add(Message.of("pids", "setting", w.spelling(Setting.PIDS)));
                evidence.add("pids");
            }
            if (!limits(w.memoryLimit())) {
                missing.add(Message.of("memory", "setting", w.spelling(Setting.MEMORY)));
                evidence.add("memory");
            }
            if (!limits(w.cpuLimit())) {
                missing.add(Message.of("cpus", "setting", w.spelling(Setting.CPUS)));
                evidence.add("cpus");
            }
            if (missing.isEmpty()) continue;
            // Apple's container spells its limits differently and has no process limit.
            Fix.Intent fix = w.engine() == Workload.Engine.APPLE ? null
                    : ContainerFixes.limit(w, evidence.contains("pids"), evidence.contains("memory"), evidence.contains("cpus"));
            out.add(w.anchor(), Message.of(missing.size() == 1 ? "without-limit" : "without-limits", "workload", w.description(),
                    "agent", w.agent().value(), "missing", Message.list("comma", missing)), String.join(",", evidence), fix);
        }
    }

    private static boolean limits(Located<Limit> limit) {
        return limit != null && limit.value().limits();
    }
}
