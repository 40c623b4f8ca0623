package dev.agentlint.extract.container;

import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;

/** Records a workload read by any container format in a file's facts. */
public final class ContainerFacts {

    private ContainerFacts() {}

    /**
     * Adds the workload and, so that rules reading the shared lists see them too, its mounts,
     * published ports and commands. Whether it runs an agent is decided once the shell stage has
     * walked its commands ({@link AgentWorkloads}).
     */
    public static void add(FileFacts facts, Workload w) {
        facts.workloads().add(w);
        facts.mounts().addAll(w.mounts());
        facts.publishedPorts().addAll(w.ports());
        // A run command's inner command comes from a script the shell stage is already reading.
        if (w.source() != Workload.Source.RUN_COMMAND) facts.embeddedScripts().addAll(w.commands());
    }
}
