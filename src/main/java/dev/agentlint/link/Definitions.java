package dev.agentlint.link;

import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Workload;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What launches in other files can start, gathered from each file's facts while the files are
 * checked in parallel: the services of every compose file, the container of every
 * devcontainer.json and the VM of every Lima YAML of the tree, by the file's absolute path. Only facts are kept (the workloads as the compose reader built them, with their override
 * files and {@code extends} already applied), never a text to read again; lookups are by map, so
 * linking stays linear in the number of launches.
 */
public final class Definitions {

    private final Map<Path, List<Workload>> composeFiles = new ConcurrentHashMap<>();
    private final Map<Path, Workload> devContainers = new ConcurrentHashMap<>();
    private final Map<Path, VirtualMachine> limaFiles = new ConcurrentHashMap<>();

    /** Records what this file defines, if it defines anything a launch can name. Called from any thread. */
    public void add(FileFacts facts) {
        Format format = facts.file().format();
        if (facts.parseFailure() != null || facts.file().path() == null) return;
        if (format == Format.LIMA) {
            for (VirtualMachine vm : facts.vms()) {
                if (vm.kind() == VirtualMachine.Kind.LIMA) {
                    limaFiles.put(key(facts.file().path()), vm);
                    return;
                }
            }
            return;
        }
        if (format != Format.COMPOSE && format != Format.DEVCONTAINER) return;
        List<Workload> services = new ArrayList<>();
        for (Workload w : facts.workloads()) {
            if (format == Format.COMPOSE && w.source() == Workload.Source.COMPOSE) services.add(w);
            if (format == Format.DEVCONTAINER && w.source() == Workload.Source.DEVCONTAINER) {
                devContainers.put(key(facts.file().path()), w);
                return;
            }
        }
        if (format == Format.COMPOSE) composeFiles.put(key(facts.file().path()), List.copyOf(services));
    }

    /** The services of the compose file at this path, or null when the tree has no such compose file. */
    List<Workload> composeFile(Path path) {
        return composeFiles.get(key(path));
    }

    /** The dev container the devcontainer.json at this path defines, or null when the tree has none there. */
    Workload devContainer(Path path) {
        return devContainers.get(key(path));
    }

    /** The VM the Lima YAML at this path defines, or null when the tree has none there. */
    VirtualMachine limaFile(Path path) {
        return limaFiles.get(key(path));
    }

    static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
