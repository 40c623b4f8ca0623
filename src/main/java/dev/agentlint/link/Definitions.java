package dev.agentlint.link;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

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
    private final Map<Path, Image> images = new ConcurrentHashMap<>();
    /** By Dockerfile: the workloads built from it, as the files that define them were extracted. */
    private final Map<Path, List<Workload>> builtFrom = new ConcurrentHashMap<>();
    /** The containers of every kube YAML of the tree, by file, for {@code podman kube play FILE}. */
    private final Map<Path, List<Workload>> kubeFiles = new ConcurrentHashMap<>();
    /**
     * Quadlet container and kube units by file name ({@code agent.container}, {@code agent.kube}), for
     * {@code systemctl start agent}; several files may share one.
     */
    private final Map<String, List<Workload>> quadlets = new ConcurrentHashMap<>();
    /** By {@code .pod} file name: the Quadlet containers of the tree that join it ({@code Pod=}). */
    private final Map<String, List<Workload>> podMembers = new ConcurrentHashMap<>();
    /** By unit file name ({@code agent.service}): the systemd service units of the tree with that name. */
    private final Map<String, List<Service>> services = new ConcurrentHashMap<>();
    /** By kube YAML: the Quadlet {@code .kube} units that play it ({@code Yaml=}). */
    private final Map<Path, List<Workload>> kubePlayers = new ConcurrentHashMap<>();
    /** By path relative to the tree's top: the agent a shell script of the tree starts (its first command that runs one). */
    private final Map<String, Located<String>> scriptAgents = new ConcurrentHashMap<>();
    /** By compose file and service: the agent the dev container that is that service runs (its editor extension, its features). */
    private final Map<Path, Map<String, Located<Phrase>>> devContainerAgents = new ConcurrentHashMap<>();

    /**
     * Which files are extracted before which: Dockerfiles first (the workloads built from them take
     * their image's facts), then devcontainer.json files (a compose service they name takes the
     * agent their editor runs) and Quadlet units (the kube YAML a {@code .kube} unit plays takes its
     * network), then every other file. Within a phase files are extracted in parallel.
     */
    public static int phase(Format format) {
        return phase(format, "");
    }

    /**
     * As {@link #phase(Format)}, for a file of this name: a Quadlet {@code .pod} unit goes with the
     * Dockerfiles, so that the containers which join it ({@code Pod=}) take its network.
     */
    public static int phase(Format format, String fileName) {
        if (format == Format.QUADLET && fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".pod")) return 0;
        return switch (format) {
            case DOCKERFILE -> 0;
            case DEVCONTAINER, QUADLET -> 1;
            default -> 2;
        };
    }

    /** How many phases {@link #phase} uses. */
    public static final int PHASES = 3;

    /** Records what this file defines, if it defines anything a launch can name. Called from any thread. */
    public void add(FileFacts facts) {
        Format format = facts.file().format();
        if (facts.parseFailure() != null || facts.file().path() == null) return;
        for (Workload w : facts.workloads()) {
            Path dockerfile = w.dockerfilePath();
            if (dockerfile != null && w.builtFrom() != null) builtFrom.computeIfAbsent(key(dockerfile), k -> new CopyOnWriteArrayList<>()).add(w);
        }
        if (format == Format.SHELL && facts.treeRoot() != null) scriptAgent(facts);
        if (format == Format.KUBE) {
            List<Workload> containers = new ArrayList<>();
            for (Workload w : facts.workloads()) if (w.source() == Workload.Source.KUBE) containers.add(w);
            kubeFiles.put(key(facts.file().path()), List.copyOf(containers));
            return;
        }
        if (format == Format.SYSTEMD_UNIT) {
            for (ServiceUnit u : facts.units()) {
                if (u.manager() != ServiceUnit.Manager.SYSTEMD || u.dropInOnly() || !u.name().endsWith(".service")) continue;
                List<Workload> containers = new ArrayList<>();
                for (Workload w : facts.workloads()) if (w.source() == Workload.Source.RUN_COMMAND && w.containerName() != null) containers.add(w);
                services.computeIfAbsent(u.name(), k -> new CopyOnWriteArrayList<>()).add(new Service(facts.file().displayPath(), List.copyOf(containers)));
            }
            return;
        }
        if (format == Format.QUADLET) {
            for (Workload w : facts.workloads()) {
                if (w.source() == Workload.Source.QUADLET
                        && (w.name().endsWith(".container") || w.name().endsWith(".kube") || w.name().endsWith(".pod"))) {
                    quadlets.computeIfAbsent(w.name(), k -> new CopyOnWriteArrayList<>()).add(w);
                }
                if (w.source() == Workload.Source.QUADLET && w.name().endsWith(".container") && w.quadletPod() != null) {
                    String pod = w.quadletPod().substring(w.quadletPod().lastIndexOf('/') + 1);
                    podMembers.computeIfAbsent(pod, k -> new CopyOnWriteArrayList<>()).add(w);
                }
                if (w.source() == Workload.Source.QUADLET && w.name().endsWith(".kube")) {
                    for (Path yaml : w.kubeYamlPaths()) kubePlayers.computeIfAbsent(key(yaml), k -> new CopyOnWriteArrayList<>()).add(w);
                }
            }
            return;
        }
        if (format == Format.DOCKERFILE) {
            if (!facts.images().isEmpty()) images.put(key(facts.file().path()), facts.images().get(0));
            return;
        }
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
                devContainerAgent(facts, w);
                return;
            }
        }
        if (format == Format.COMPOSE) composeFiles.put(key(facts.file().path()), List.copyOf(services));
    }

    /**
     * A dev container that is a compose service and runs an agent (an editor extension that starts
     * one inside it, a feature or command that installs one): that service is an agent workload,
     * in whichever of the compose files the dev container names ({@code dockerComposeFile}, one
     * or a list, by literal paths) defines it. This is the one place that joins the two.
     */
    private void devContainerAgent(FileFacts facts, Workload w) {
        Workload.ComposeService ref = w.composeService();
        if (!w.isAgent() || ref == null) return;
        Path dir = key(facts.file().path()).getParent();
        if (dir == null) return;
        String shown = facts.file().displayPath();
        Located<Phrase> agent = new Located<>(Phrase.of("its dev container ({file}): {agent}", "file", shown, "agent", w.agent().value()),
                w.agent().location());
        for (String written : ref.files()) {
            if (written.contains("$")) continue;
            Path file = WorkingDirectory.evaluate(new Word(written, null, true), dir, null, null);
            if (file != null) devContainerAgents.computeIfAbsent(file, k -> new ConcurrentHashMap<>()).putIfAbsent(ref.service(), agent);
        }
    }

    private void scriptAgent(FileFacts facts) {
        for (Command c : facts.commands()) {
            if (c.agent().isEmpty() || c.location().file() != facts.file() || c.argv().isEmpty()) continue;
            Path root = key(facts.treeRoot());
            Path self = key(facts.file().path());
            if (!self.startsWith(root)) return;
            scriptAgents.put(relative(root, self), new Located<>(c.agent().get(), c.location().withSpan(c.argv().get(0).span())));
            return;
        }
    }

    private static String relative(Path root, Path p) {
        return root.relativize(p).toString().replace('\\', '/');
    }

    /**
     * The agent the tree's script that {@code installed} (a unit's path for it, {@code /opt/agent/run.sh},
     * {@code %h/agent/run.sh}) is taken to be starts: the script whose path relative to the tree ends
     * with at least the last directory and file name of {@code installed} (the longest such), else the
     * script of that name in the unit's own directory; null when none is, or the script starts no agent.
     */
    Located<String> scriptAgent(String installed, Path unitDirectory, Path root) {
        if (scriptAgents.isEmpty() || root == null) return null;
        String[] parts = installed.replace('\\', '/').split("/");
        int n = parts.length;
        if (n == 0 || parts[n - 1].isEmpty()) return null;
        Located<String> best = null;
        StringBuilder suffix = new StringBuilder(parts[n - 1]);
        for (int k = n - 2; k >= 0; k--) {
            if (parts[k].isEmpty() || parts[k].startsWith("%") || parts[k].equals("..") || parts[k].equals(".")) break;
            suffix.insert(0, parts[k] + "/");
            Located<String> found = scriptAgents.get(suffix.toString());
            if (found != null) best = found;
        }
        if (best != null) return best;
        if (unitDirectory == null) return null;
        Path beside = unitDirectory.resolve(parts[n - 1]).normalize();
        return beside.startsWith(key(root)) ? scriptAgents.get(relative(key(root), beside)) : null;
    }

    /** The containers the kube YAML at this path plays, or null when the tree has no such kube file. */
    List<Workload> kubeFile(Path path) {
        return kubeFiles.get(key(path));
    }

    /** The one Quadlet {@code .kube} unit of the tree that plays this kube YAML, or null when none or several do. */
    Workload kubePlayer(Path yaml) {
        List<Workload> players = kubePlayers.get(key(yaml));
        return players == null || players.size() != 1 ? null : players.get(0);
    }

    /** The Quadlet container units of the tree with this file name, in a stable order; empty when none. */
    List<Workload> quadlets(String fileName) {
        List<Workload> found = quadlets.get(fileName);
        if (found == null) return List.of();
        List<Workload> sorted = new ArrayList<>(found);
        sorted.sort(java.util.Comparator.comparing((Workload x) -> x.anchor().file().displayPath()));
        return sorted;
    }

    /**
     * A systemd service unit of the tree: where it is, and the containers its commands start under
     * a name ({@code docker|podman run --name}).
     */
    record Service(String file, List<Workload> containers) {}

    /** The systemd service units of the tree with this file name ({@code agent.service}), in a stable order; empty when none. */
    List<Service> services(String fileName) {
        List<Service> found = services.get(fileName);
        if (found == null) return List.of();
        List<Service> sorted = new ArrayList<>(found);
        sorted.sort(java.util.Comparator.comparing(Service::file));
        return sorted;
    }

    /** The Quadlet containers of the tree that join the pod unit of this file name ({@code Pod=agent.pod}), in a stable order. */
    List<Workload> podMembers(String podFileName) {
        List<Workload> found = podMembers.get(podFileName);
        if (found == null) return List.of();
        List<Workload> sorted = new ArrayList<>(found);
        sorted.sort(java.util.Comparator.comparing((Workload x) -> x.anchor().file().displayPath()));
        return sorted;
    }

    /** The image the Dockerfile at this path builds, or null when the tree has no such Dockerfile. */
    Image image(Path dockerfile) {
        return images.get(key(dockerfile));
    }

    /** The workloads built from the Dockerfile at this path, in a stable order; empty when none. */
    List<Workload> builtFrom(Path dockerfile) {
        List<Workload> found = builtFrom.get(key(dockerfile));
        if (found == null) return List.of();
        List<Workload> sorted = new ArrayList<>(found);
        sorted.sort(java.util.Comparator.comparing((Workload x) -> x.anchor().file().displayPath())
                .thenComparingInt(x -> x.anchor().span().line()).thenComparing(Workload::name));
        return sorted;
    }

    /** A container a script starts from an image it builds from this Dockerfile (called by the link stage, before Dockerfiles are linked). */
    void built(Path dockerfile, Workload w) {
        builtFrom.computeIfAbsent(key(dockerfile), k -> new CopyOnWriteArrayList<>()).add(w);
    }

    /** What the dev container that is this compose file's service runs, or null. */
    Located<Phrase> devContainerAgent(Path composeFile, String service) {
        Map<String, Located<Phrase>> services = devContainerAgents.get(key(composeFile));
        return services == null ? null : services.get(service);
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
