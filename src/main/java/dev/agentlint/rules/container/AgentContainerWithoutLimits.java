package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.container.Spelling.Setting;
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
            List<String> missing = new ArrayList<>();
            List<String> evidence = new ArrayList<>();
            if (!limits(w.pidsLimit()) && w.engine() != Workload.Engine.PODMAN && w.engine() != Workload.Engine.APPLE) {
                missing.add("a process limit (" + Spelling.of(w.source(), Setting.PIDS) + ")");
                evidence.add("pids");
            }
            if (!limits(w.memoryLimit())) {
                missing.add("a memory limit (" + Spelling.of(w.source(), Setting.MEMORY) + ")");
                evidence.add("memory");
            }
            if (!limits(w.cpuLimit())) {
                missing.add("a CPU limit (" + Spelling.of(w.source(), Setting.CPUS) + ")");
                evidence.add("cpus");
            }
            if (missing.isEmpty()) continue;
            out.add(w.anchor(), w.description() + " runs a coding agent (" + w.agent().value() + ") without "
                    + String.join(", ", missing) + ". A runaway or fork-bombing task can then exhaust the host. Set "
                    + (missing.size() == 1 ? "it" : "them") + ".", String.join(",", evidence));
        }
    }

    private static boolean limits(Located<String> limit) {
        return limit != null && ContainerValues.isLimit(limit.value());
    }
}
