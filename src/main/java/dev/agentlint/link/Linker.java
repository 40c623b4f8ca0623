package dev.agentlint.link;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.extract.compose.ComposeExtractor;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.Launch;
import dev.agentlint.model.Mount;
import dev.agentlint.model.MountSource;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.base.Span;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The link stage: after every file's facts are extracted (in parallel), each launch whose
 * definition lies in another file is resolved to it, over facts only: {@code docker compose run
 * agent claude …} becomes {@code claude} running in the compose service {@code agent} as the
 * tree's compose file defines it, so the rules judge it by that service's network, user and
 * mounts. A launch that cannot be resolved keeps its context and says what could not be seen.
 * Nothing is read, fetched or executed here, and nothing outside the scanned tree is looked up
 * (ADR 0029).
 */
public final class Linker {

    /** Main compose files, in the order Docker Compose looks for them, then podman-compose's own. */
    private static final List<String> COMPOSE_NAMES = List.of("compose.yaml", "compose.yml", "docker-compose.yml",
            "docker-compose.yaml", "podman-compose.yaml", "podman-compose.yml", "container-compose.yml", "container-compose.yaml");

    private final Definitions definitions;

    public Linker(Definitions definitions) {
        this.definitions = definitions;
    }

    /**
     * Whether a file has something for the link stage (so its rules must wait for it): a launch
     * whose definition another file holds, or a container a script starts with a mount relative to
     * the directory the script runs in.
     */
    public static boolean needsLink(FileFacts facts) {
        for (Command c : facts.commands()) {
            Launch l = c.context().launch();
            if (l != null && !l.linked()) return true;
            if (ImageBuild.of(c) != null) return true;
        }
        return UnitScripts.needed(facts) || !startedContainers(facts).isEmpty();
    }

    /** Containers a script starts with {@code --name}, by where their launch begins. */
    private static Map<String, Workload> namedRuns(FileFacts facts) {
        Map<String, Workload> out = new HashMap<>();
        for (Workload w : facts.workloads()) {
            if (w.source() == Workload.Source.RUN_COMMAND && w.containerName() != null) out.put(start(w.anchor().span()), w);
        }
        return out;
    }

    /** Containers a script starts whose mounts depend on the directory it runs in, by where their launch begins. */
    private static Map<String, Workload> startedContainers(FileFacts facts) {
        Format f = facts.file().format();
        if (f != Format.SHELL && f != Format.POWERSHELL && f != Format.BATCH) return Map.of();
        Map<String, Workload> out = new HashMap<>();
        for (Workload w : facts.workloads()) {
            if (w.source() != Workload.Source.RUN_COMMAND) continue;
            for (Mount m : w.mounts()) {
                MountSource s = MountSource.of(m);
                if (s != null) {
                    out.put(start(w.anchor().span()), w);
                    break;
                }
            }
        }
        return out;
    }

    private static String start(Span s) {
        return s.line() + ":" + s.column();
    }

    /**
     * Resolves the file's launches, following the working directory through its commands in the
     * order they are written (each embedded script starts afresh, as a new shell does).
     */
    public void link(FileFacts facts) {
        link(facts, TreeFiles.NONE);
    }

    /**
     * As {@link #link(FileFacts)}, reading through {@code tree} (inside the scanned tree only) the
     * compose files a command line merges with several {@code -f}: the one kind of launch whose
     * definition no single file's facts hold.
     */
    public void link(FileFacts facts, TreeFiles tree) {
        if (facts.file().path() == null) return;
        Reading reading = new Reading(tree, facts.options());
        Path file = Definitions.key(facts.file().path());
        Path scriptDirectory = file.getParent();
        Path root = facts.treeRoot() == null ? scriptDirectory : Definitions.key(facts.treeRoot());
        UnitScripts.link(facts, definitions, root);
        List<Command> commands = facts.commands();
        String script = null;
        WorkingDirectory cwd = null;
        Deque<WorkingDirectory> stack = new ArrayDeque<>();
        String composeFile = null;
        String composeProject = null;
        Map<String, Path> limaInstances = new HashMap<>();
        String launcherComposeFile = null;
        Map<String, Workload> started = startedContainers(facts);
        Map<String, Path> builtImages = new HashMap<>();
        Map<String, Workload> running = new HashMap<>();
        List<Phrase> unclear = new ArrayList<>();
        Map<String, Workload> named = namedRuns(facts);
        for (int i = 0; i < commands.size(); i++) {
            Command c = commands.get(i);
            String key = scriptOf(c.location().path());
            if (!key.equals(script)) {
                script = key;
                cwd = start(facts.file().format(), scriptDirectory, root);
                stack.clear();
                composeFile = null;
                composeProject = null;
                limaInstances.clear();
                running.clear();
                unclear.clear();
            }
            if (!named.isEmpty() && !c.argv().isEmpty()) {
                Workload run = named.get(start(c.argv().get(0).span()));
                if (run != null) running.put(run.containerName(), run);
            }
            if (!started.isEmpty() && !c.argv().isEmpty()) {
                Workload run = started.get(start(c.argv().get(0).span()));
                if (run != null && cwd != null && cwd.known() && !cwd.started()) run.workingDirectory(cwd.path());
            }
            // export COMPOSE_FILE=… holds for the rest of the script; COMPOSE_FILE=… docker compose run … for that line,
            // whose launched command the walker records right after the launcher itself.
            String onLine = null;
            // `export NAME=…` (or declare, readonly …) sets it for the rest of the script, as a bare assignment does.
            boolean scriptLevel = c.argv().isEmpty() || DECLARES.contains(c.program());
            for (EnvVar e : c.env()) {
                if (e.name().equals("COMPOSE_PROJECT_NAME") && scriptLevel) composeProject = e.value();
                if (!e.name().equals("COMPOSE_FILE")) continue;
                if (scriptLevel) composeFile = e.value();
                else onLine = e.value();
            }
            if (c.context().launch() == null) launcherComposeFile = onLine;
            switch (directoryCommand(c, facts.file().format())) {
                case "cd" -> cwd = changed(c, cwd, scriptDirectory, root, facts.file().format());
                case "pushd" -> {
                    stack.push(cwd);
                    cwd = changed(c, cwd, scriptDirectory, root, facts.file().format());
                }
                case "popd" -> cwd = stack.isEmpty() ? WorkingDirectory.unknown("popd with nothing pushed") : stack.pop();
                case "limactl" -> limaStart(c, cwd, scriptDirectory, root, limaInstances);
                default -> {
                    ImageBuild build = ImageBuild.of(c);
                    if (build != null) build.record(cwd, scriptDirectory, root, definitions, builtImages);
                    else if (c.context().launch() == null) started(c, cwd, composeFile, composeProject, scriptDirectory, root, running, unclear, reading);
                }
            }
            Launch launch = c.context().launch();
            if (launch == null || launch.linked()) continue;
            if (launch.kind() == Launch.Kind.CONTAINER) {
                commands.set(i, c.inContext(container(launch, c.context(), running, unclear)));
                continue;
            }
            if (launch.kind() == Launch.Kind.IMAGE) {
                commands.set(i, c.inContext(image(c.context(), file, root)));
                continue;
            }
            if (launch.kind() == Launch.Kind.LIMA_INSTANCE) {
                commands.set(i, c.inContext(lima(launch, c.context(), limaInstances, root)));
                continue;
            }
            String own = launcherComposeFile != null ? launcherComposeFile : composeFile;
            launcherComposeFile = null;
            commands.set(i, c.inContext(resolve(launch, c.context(), cwd, own, scriptDirectory, root, reading)));
        }
        joinBuiltImages(facts, builtImages, root);
    }

    /**
     * {@code docker build -t IMAGE …} then {@code docker run … IMAGE}: the run's container is built
     * from that Dockerfile of the tree, and takes its image's facts (as a compose {@code build:} does).
     */
    private void joinBuiltImages(FileFacts facts, Map<String, Path> builtImages, Path root) {
        if (builtImages.isEmpty()) return;
        for (Workload w : facts.workloads()) {
            if (w.source() != Workload.Source.RUN_COMMAND || w.image() == null || w.builtFrom() != null) continue;
            Path dockerfile = builtImages.get(w.image().value().comparable());
            if (dockerfile == null || !dockerfile.startsWith(root)) continue;
            Image image = definitions.image(dockerfile);
            if (image == null) continue;
            w.builtLocally(true);
            Joins.join(w, image, shown(dockerfile, root));
            definitions.built(dockerfile, w);
        }
    }

    /**
     * A Dockerfile's {@code ENTRYPOINT}/{@code CMD}: it runs in the containers the tree builds from
     * this file, so it is judged by that workload when there is exactly one.
     */
    private ExecContext image(ExecContext context, Path dockerfile, Path root) {
        List<Workload> users = definitions.builtFrom(dockerfile);
        if (users.isEmpty()) {
            return context.notResolved(Phrase.of("no compose service, dev container or docker run of the scanned tree is built from {shown}", "shown", shown(dockerfile, root)));
        }
        if (users.size() > 1) {
            List<String> names = new ArrayList<>();
            for (Workload w : users) names.add(w.description() + " (" + w.anchor().file().displayPath() + ")");
            return context.notResolved(Phrase.of("{size} workloads are built from it ({names}), and each is judged where it is defined", "size", users.size(), "names", String.join(", ", names)));
        }
        return context.resolvedTo(users.get(0));
    }

    /** The embedded script a command belongs to: its logical path without the command's own two segments. */
    private static String scriptOf(String path) {
        int last = path.lastIndexOf('/');
        int before = last <= 0 ? -1 : path.lastIndexOf('/', last - 1);
        return before < 0 ? "" : path.substring(0, before);
    }

    /**
     * Where a file's commands start: a workflow's steps in the checked-out repository (the tree),
     * {@code package.json} scripts in the package's directory, a script wherever it is started from.
     */
    private static WorkingDirectory start(Format format, Path scriptDirectory, Path root) {
        return switch (format) {
            case GITHUB_WORKFLOW, GITHUB_ACTION -> WorkingDirectory.at(root);
            case PACKAGE_JSON -> WorkingDirectory.at(scriptDirectory);
            default -> WorkingDirectory.startedIn(scriptDirectory);
        };
    }

    /**
     * The command as the working-directory walk knows it: PowerShell's {@code Set-Location} (and
     * {@code sl}, {@code chdir}) as {@code cd}, {@code Push-Location} as {@code pushd},
     * {@code Pop-Location} as {@code popd}; batch's {@code chdir}, in any case; else the program.
     */
    private static String directoryCommand(Command c, Format format) {
        String program = c.program();
        if (format != Format.POWERSHELL && format != Format.BATCH) return program;
        String lower = program.toLowerCase(java.util.Locale.ROOT);
        return switch (lower) {
            case "cd", "chdir" -> "cd";
            case "set-location", "sl" -> format == Format.POWERSHELL ? "cd" : program;
            case "pushd", "push-location" -> format == Format.POWERSHELL || lower.equals("pushd") ? "pushd" : program;
            case "popd", "pop-location" -> format == Format.POWERSHELL || lower.equals("popd") ? "popd" : program;
            default -> program;
        };
    }

    /** Options of {@code Set-Location}/{@code Push-Location} (PowerShell), {@code cd} (cmd) and {@code cd} (sh) that name no directory. */
    private static final Set<String> WINDOWS_CD_OPTIONS = Set.of("/d", "-path", "-literalpath", "-passthru", "--");
    private static final Set<String> SH_CD_OPTIONS = Set.of("-P", "-L", "-e", "--");

    private static WorkingDirectory changed(Command c, WorkingDirectory cwd, Path scriptDirectory, Path root, Format format) {
        boolean windows = format == Format.POWERSHELL || format == Format.BATCH;
        List<Word> args = new ArrayList<>();
        for (Word w : c.args()) {
            String v = w.value();
            // sh's -P/-L are case-sensitive; PowerShell's and cmd's options are not.
            if (w.literal() && (windows ? WINDOWS_CD_OPTIONS.contains(v.toLowerCase(java.util.Locale.ROOT)) : SH_CD_OPTIONS.contains(v))) continue;
            args.add(w);
        }
        // cmd's cd without a directory prints the current one.
        if (args.isEmpty() && format == Format.BATCH) return cwd;
        if (args.isEmpty()) return WorkingDirectory.unknown("cd without a directory goes to the home directory");
        Word target = windows ? windowsPath(args.get(0)) : args.get(0);
        Path from = cwd == null ? null : cwd.path();
        Path p = WorkingDirectory.evaluate(target, from, scriptDirectory, root);
        return p == null ? WorkingDirectory.unknown(c.program() + " " + target.value()) : WorkingDirectory.at(p);
    }

    private static final Pattern DRIVE = Pattern.compile("[A-Za-z]:/.*");
    private static final Pattern LEADING_SLASHES = Pattern.compile("^/+");

    /**
     * A literal PowerShell or cmd path with Windows separators, as a path here: {@code ..\stack} is
     * {@code ../stack}; a drive or UNC path ({@code D:\work}, {@code \\server\share}) is absolute,
     * and so outside the scanned tree.
     */
    private static Word windowsPath(Word w) {
        if (!w.literal()) return w;
        String v = w.value().replace('\\', '/');
        if (DRIVE.matcher(v).matches() || v.startsWith("//")) v = "/" + LEADING_SLASHES.matcher(v).replaceFirst("");
        return new Word(v, w.span(), true);
    }

    private ExecContext resolve(Launch launch, ExecContext context, WorkingDirectory cwd, String composeFileVariable,
                                Path scriptDirectory, Path root, Reading reading) {
        if (!cwd.known() && launch.projectDirectory() == null) {
            return context.notResolved(Phrase.of("the command runs in a directory computed when the script runs ({why})", "why", cwd.why()));
        }
        if (launch.kind() == Launch.Kind.DEV_CONTAINER) return devContainer(launch, context, cwd, scriptDirectory, root, reading);
        ComposeFile found = composeFile(launch.files(), launch.projectDirectory(), cwd, composeFileVariable, scriptDirectory, root, reading);
        if (found.file() == null) return context.notResolved(found.why());
        for (Workload w : found.services()) if (w.name().equals(launch.target())) return context.resolvedTo(w);
        return context.notResolved(Phrase.of("{shown} defines no service \"{target}\"", "shown", shown(found.file(), root), "target", launch.target()));
    }

    /**
     * The compose file a Compose command line loads, with its services; or why it is not known.
     *
     * @param base the project directory Compose uses (for the default project name)
     */
    private record ComposeFile(Path file, Path base, List<Workload> services, Phrase why) {
        static ComposeFile not(Phrase why) {
            return new ComposeFile(null, null, List.of(), why);
        }
    }

    private ComposeFile composeFile(List<Word> fileWords, Word projectDirectory, WorkingDirectory cwd, String composeFileVariable,
                                    Path scriptDirectory, Path root, Reading reading) {
        if (!cwd.known() && projectDirectory == null) {
            return ComposeFile.not(Phrase.of("the command runs in a directory computed when the script runs ({why})", "why", cwd.why()));
        }
        Path base = cwd.path();
        if (projectDirectory != null) {
            base = WorkingDirectory.evaluate(projectDirectory, cwd.path(), scriptDirectory, root);
            if (base == null) return ComposeFile.not(Phrase.of("--project-directory {projectDirectory} is computed when the command runs", "projectDirectory", projectDirectory.value()));
        }
        List<Path> files = new ArrayList<>();
        for (Word f : fileWords) {
            Path p = WorkingDirectory.evaluate(f, cwd.path(), scriptDirectory, root);
            if (p == null) return ComposeFile.not(Phrase.of("-f {file} is computed when the command runs", "file", f.value()));
            // Started from an unknown directory: a relative -f is looked for beside the script, then at the top of the tree.
            if (cwd.started() && f.literal() && !Path.of(f.value()).isAbsolute() && definitions.composeFile(p) == null) {
                Path top = root.resolve(f.value()).normalize();
                if (definitions.composeFile(top) != null) p = top;
            }
            files.add(p);
        }
        if (files.isEmpty() && composeFileVariable != null) {
            for (String part : composeFileVariable.split(composeFileVariable.contains(";") ? ";" : ":")) {
                if (part.isBlank()) continue;
                if (part.contains("$")) return ComposeFile.not(Phrase.of("COMPOSE_FILE={composeFileVariable} is computed when the command runs", "composeFileVariable", composeFileVariable));
                Path p = WorkingDirectory.evaluate(new Word(part, null, true), cwd.path(), scriptDirectory, root);
                if (p == null) return ComposeFile.not(Phrase.of("COMPOSE_FILE={composeFileVariable} is not a path agentlint can follow", "composeFileVariable", composeFileVariable));
                files.add(p);
            }
        }
        if (files.size() > 1) return merged(files, projectDirectory != null ? base : files.get(0).getParent(), root, reading);
        if (files.isEmpty() && !base.startsWith(root)) {
            return ComposeFile.not(Phrase.of("{shown}, where Compose would look for the compose file, is outside the scanned tree", "shown", shown(base, root)));
        }
        Path file = files.isEmpty() ? find(base, root) : files.get(0);
        if (file == null) {
            return ComposeFile.not(Phrase.of("no compose file in {shown} or above it inside the scanned tree", "shown", shown(base, root)));
        }
        if (!file.startsWith(root)) return ComposeFile.not(Phrase.of("{shown} is outside the scanned tree", "shown", shown(file, root)));
        List<Workload> services = definitions.composeFile(file);
        if (services == null) return ComposeFile.not(Phrase.of("{shown} is not a compose file agentlint read in this scan", "shown", shown(file, root)));
        return new ComposeFile(file, projectDirectory != null ? base : file.getParent(), services, null);
    }

    /**
     * Several compose files, merged in order as Compose merges them: read again through the tree
     * (the one exception to linking over facts, ADR 29), each inside the scanned tree.
     */
    private ComposeFile merged(List<Path> files, Path base, Path root, Reading reading) {
        // Each file is parsed for each launch that merges it: a line naming thousands is not followed.
        if (files.size() > MAX_MERGED_FILES) {
            return ComposeFile.not(Phrase.of("it merges {size} compose files, more than the {max} agentlint follows", "size", files.size(), "max", MAX_MERGED_FILES));
        }
        for (Path p : files) {
            if (!p.startsWith(root)) {
                return ComposeFile.not(Phrase.of("{shown}, one of the compose files it merges, is outside the scanned tree", "shown", shown(p, root)));
            }
        }
        ComposeExtractor.Merged m = ComposeExtractor.merged(files, reading.tree(), reading.options());
        if (m.unreadable() != null) {
            return ComposeFile.not(Phrase.of("{shown}, one of the compose files it merges, could not be read: {why}", "shown", shown(m.unreadable(), root), "why", m.why()));
        }
        for (Workload w : m.services()) Joins.merged(w, files.get(0), definitions, root);
        return new ComposeFile(files.get(0), base, m.services(), null);
    }

    /** The most compose files one command line is followed with; real ones name two or three. */
    static final int MAX_MERGED_FILES = 16;

    /** What a file being linked reads through: its tree, and the options that say which commands are agents. */
    private record Reading(TreeFiles tree, RuleOptions options) {}

    /**
     * Containers the command starts under a name a later {@code docker|podman exec NAME} can enter:
     * {@code docker compose up|start|create|run} (each service's {@code container_name}, else
     * Compose's {@code PROJECT-SERVICE-1}), {@code podman kube play FILE} ({@code POD-CONTAINER}),
     * {@code systemctl [--user] start NAME} of a Quadlet {@code NAME.container} ({@code ContainerName=},
     * else {@code systemd-NAME}) or {@code NAME.kube} (the containers of its {@code Yaml=} files, as
     * {@code podman kube play} names them).
     */
    private void started(Command c, WorkingDirectory cwd, String composeFileVariable, String composeProject, Path scriptDirectory,
                         Path root, Map<String, Workload> running, List<Phrase> unclear, Reading reading) {
        ComposeUp up = ComposeUp.of(c);
        if (up != null) {
            if (cwd == null) return;
            ComposeFile found = composeFile(up.files(), up.projectDirectory(), cwd, composeFileVariable, scriptDirectory, root, reading);
            if (found.file() == null) return;
            String project = up.projectComputed() ? null : up.project() != null ? up.project() : projectName(c, composeProject, found);
            for (Workload w : found.services()) {
                if (!up.services().isEmpty() && !up.services().contains(w.name())) continue;
                if (w.containerName() != null) running.put(w.containerName(), w);
                if (project == null) continue;
                running.put(project + "-" + w.name() + "-1", w);
                running.put(project + "_" + w.name() + "_1", w);
            }
            return;
        }
        List<Word> args = c.args();
        String program = c.program();
        if (program.equals("podman") && args.size() >= 3 && (args.get(0).value().equals("kube") && args.get(1).value().equals("play")
                || args.get(0).value().equals("play") && args.get(1).value().equals("kube"))) {
            Word file = null;
            for (int k = 2; k < args.size(); k++) {
                String v = args.get(k).value();
                if (v.startsWith("-")) {
                    if (!v.contains("=") && KUBE_PLAY_VALUED.contains(v)) k++;
                } else if (file == null) {
                    file = args.get(k);
                }
            }
            if (file == null || cwd == null || !cwd.known()) return;
            Path p = WorkingDirectory.evaluate(file, cwd.path(), scriptDirectory, root);
            List<Workload> containers = p == null || !p.startsWith(root) ? null : definitions.kubeFile(p);
            if (containers == null) return;
            for (Workload w : containers) running.put(w.name().replace('/', '-'), w);
            return;
        }
        if (program.equals("systemctl")) {
            boolean starting = false;
            boolean now = false;
            List<String> units = new ArrayList<>();
            for (Word w : args) {
                String v = w.value();
                if (v.equals("--now")) now = true;
                else if (v.startsWith("-")) {
                    // another option (--user, -q, …): neither the verb nor a unit
                } else if (!starting && units.isEmpty()) starting = SYSTEMCTL_STARTS.contains(v) || v.equals("enable");
                else units.add(v);
            }
            if (!starting || args.stream().anyMatch(w -> w.value().equals("enable")) && !now) return;
            for (String unit : units) systemctlStart(unit, root, running, unclear);
        }
    }

    /**
     * The containers {@code systemctl start UNIT} starts, by the names a later {@code exec} uses: the
     * one definition of the tree that makes that service — a Quadlet {@code NAME.container}
     * ({@code ContainerName=}, else {@code systemd-NAME}), {@code NAME.kube} (its {@code Yaml=} files'
     * containers, as {@code podman kube play} names them), {@code NAME.pod} for {@code NAME-pod} (and,
     * as the reference words it, for {@code NAME}: the Quadlet containers that join it with {@code Pod=}),
     * or a systemd {@code NAME.service} (the containers its commands start with {@code --name}).
     * Several definitions of that name leave it unknown, and a later exec says so.
     */
    private void systemctlStart(String unit, Path root, Map<String, Workload> running, List<Phrase> unclear) {
        if (unit.contains("$") || unit.contains("*") || unit.contains("@")) return;
        String name = unit.endsWith(".service") ? unit.substring(0, unit.length() - ".service".length()) : unit;
        if (name.contains(".")) return;
        List<String> files = new ArrayList<>();
        List<Runnable> starts = new ArrayList<>();
        for (Workload w : definitions.quadlets(name + ".container")) {
            files.add(w.anchor().file().displayPath());
            starts.add(() -> running.put(w.containerName() != null ? w.containerName() : "systemd-" + name, w));
        }
        // A .kube unit's service plays its Yaml= files, as podman kube play does.
        for (Workload k : definitions.quadlets(name + ".kube")) {
            files.add(k.anchor().file().displayPath());
            starts.add(() -> {
                for (Path yaml : k.kubeYamlPaths()) {
                    List<Workload> containers = yaml.startsWith(root) ? definitions.kubeFile(yaml) : null;
                    if (containers != null) {
                        for (Workload w : containers) running.put(w.name().replace('/', '-'), w);
                        continue;
                    }
                    String unitFile = k.anchor().file().displayPath();
                    unclear.add(yaml.startsWith(root)
                            ? Phrase.of("{unit} plays {yaml}, which is not kube YAML agentlint read in this scan", "unit", unitFile, "yaml", shown(yaml, root))
                            : Phrase.of("{unit} plays {yaml}, which is outside the scanned tree, so the containers it starts are not known",
                                    "unit", unitFile, "yaml", shown(yaml, root)));
                }
            });
        }
        List<String> pods = new ArrayList<>(List.of(name + ".pod"));
        if (name.endsWith("-pod")) pods.add(0, name.substring(0, name.length() - "-pod".length()) + ".pod");
        for (String pod : pods) {
            for (Workload p : definitions.quadlets(pod)) {
                files.add(p.anchor().file().displayPath());
                starts.add(() -> {
                    for (Workload w : definitions.podMembers(pod)) {
                        String unitName = w.name().substring(0, w.name().length() - ".container".length());
                        running.put(w.containerName() != null ? w.containerName() : "systemd-" + unitName, w);
                    }
                });
            }
        }
        for (Definitions.Service service : definitions.services(name + ".service")) {
            files.add(service.file());
            starts.add(() -> {
                for (Workload w : service.containers()) running.put(w.containerName(), w);
            });
        }
        if (starts.size() == 1) starts.get(0).run();
        else if (starts.size() > 1) {
            unclear.add(Phrase.of("systemctl start {unit} names a unit that {size} files of the scanned tree define ({files})",
                    "unit", unit, "size", starts.size(), "files", String.join(", ", files)));
        }
    }

    /**
     * The project name Compose gives a project started without {@code -p}: {@code COMPOSE_PROJECT_NAME}
     * (on the command's line, else exported earlier), else the compose file's top-level {@code name:},
     * else the project directory's name; null when the one that applies is computed at run time.
     */
    private static String projectName(Command c, String exported, ComposeFile found) {
        String variable = exported;
        for (EnvVar e : c.env()) if (e.name().equals("COMPOSE_PROJECT_NAME")) variable = e.value();
        if (variable != null) return PROJECT_NAME.matcher(variable).matches() ? variable : null;
        for (Workload w : found.services()) {
            if (w.composeProject() != null) return PROJECT_NAME.matcher(w.composeProject()).matches() ? w.composeProject() : null;
        }
        return ComposeUp.projectName(found.base());
    }

    /** Shell builtins whose {@code NAME=value} arguments set a variable of the script. */
    private static final Set<String> DECLARES = Set.of("export", "declare", "typeset", "readonly");

    /** What Compose accepts as a project name: a value that is not one was computed, or Compose refuses it. */
    private static final Pattern PROJECT_NAME = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    /** {@code systemctl} verbs that start a unit now ({@code enable} does only with {@code --now}). */
    private static final Set<String> SYSTEMCTL_STARTS = Set.of("start", "restart", "try-restart", "reload-or-restart");

    /** Options of {@code podman kube play} that take a separate value. */
    private static final Set<String> KUBE_PLAY_VALUED = Set.of("--annotation", "--authfile", "--build-arg", "--cert-dir",
            "--configmap", "--context-dir", "--creds", "--ip", "--log-driver", "--log-opt", "--mac-address", "--network",
            "--publish", "--signature-policy", "--userns", "--wait");

    /** {@code docker|podman exec NAME …}: the container the script started under that name, if it did. */
    private static ExecContext container(Launch launch, ExecContext context, Map<String, Workload> running, List<Phrase> unclear) {
        Workload w = running.get(launch.target());
        if (w != null) return context.resolvedTo(w);
        if (!unclear.isEmpty()) {
            return context.notResolved(Phrase.of("no container named \"{target}\" is known to be started earlier in this script: {unclear}",
                    "target", launch.target(), "unclear", unclear.get(unclear.size() - 1)));
        }
        return context.notResolved(Phrase.of("no container named \"{target}\" is started earlier in this script from a definition of"
                    + " the scanned tree (docker run --name, docker compose up, podman kube play, systemctl"
                    + " start of a Quadlet or service unit)", "target", launch.target()));
    }

    /**
     * {@code limactl start|create --name NAME FILE}: the instance NAME is FILE's configuration. Only
     * an explicit {@code --name} is followed (how limactl names an instance after its file is not
     * confirmed by the reference); a value computed at run time leaves the instance unknown.
     */
    private static void limaStart(Command c, WorkingDirectory cwd, Path scriptDirectory, Path root, Map<String, Path> instances) {
        List<Word> args = c.args();
        if (args.isEmpty() || !(args.get(0).value().equals("start") || args.get(0).value().equals("create"))) return;
        String name = null;
        Word file = null;
        for (int k = 1; k < args.size(); k++) {
            String v = args.get(k).value();
            if (v.equals("--name") && k + 1 < args.size()) name = args.get(++k).value();
            else if (v.startsWith("--name=")) name = v.substring("--name=".length());
            else if (v.startsWith("-")) {
                if (LIMACTL_VALUED.contains(v) && k + 1 < args.size()) k++;
            } else if (file == null) file = args.get(k);
        }
        if (name == null || file == null || file.value().contains(":")) return;
        Path p = WorkingDirectory.evaluate(file, cwd == null ? null : cwd.path(), scriptDirectory, root);
        if (p != null) instances.put(name, p);
    }

    /** Options of {@code limactl start} that take a separate value. */
    private static final Set<String> LIMACTL_VALUED = Set.of("--set", "--cpus", "--memory", "--disk",
            "--vm-type", "--arch", "--mount-type", "--network", "--timeout", "--log-level", "--containerd", "--port-forward",
            "--mount", "--dns");

    private ExecContext lima(Launch launch, ExecContext context, Map<String, Path> instances, Path root) {
        Path file = instances.get(launch.target());
        if (file == null) {
            return context.notResolved(Phrase.of("the instance's configuration is in Lima's own directory ($LIMA_HOME/{target}/lima.yaml),"
                    + " outside the scanned tree; start it in this script with limactl start --name {target}"
                    + " FILE so its YAML is read", "target", launch.target()));
        }
        if (!file.startsWith(root)) return context.notResolved(Phrase.of("{shown} is outside the scanned tree", "shown", shown(file, root)));
        VirtualMachine vm = definitions.limaFile(file);
        if (vm == null) return context.notResolved(Phrase.of("{shown} is not a Lima YAML agentlint read in this scan", "shown", shown(file, root)));
        return context.resolvedTo(vm);
    }

    /** Where the dev container CLI looks: {@code --config}, else the workspace folder's devcontainer.json files. */
    private static final List<String> DEVCONTAINER_NAMES = List.of(".devcontainer/devcontainer.json", ".devcontainer.json");

    private ExecContext devContainer(Launch launch, ExecContext context, WorkingDirectory cwd, Path scriptDirectory, Path root,
                                     Reading reading) {
        Path folder = cwd.path();
        if (launch.projectDirectory() != null) {
            folder = WorkingDirectory.evaluate(launch.projectDirectory(), cwd.path(), scriptDirectory, root);
            if (folder == null) return context.notResolved(Phrase.of("--workspace-folder {launch} is computed when the command runs", "launch", launch.projectDirectory().value()));
        }
        List<Path> candidates = new ArrayList<>();
        if (!launch.files().isEmpty()) {
            Word config = launch.files().get(0);
            Path p = WorkingDirectory.evaluate(config, cwd.path(), scriptDirectory, root);
            if (p == null) return context.notResolved(Phrase.of("--config {config} is computed when the command runs", "config", config.value()));
            candidates.add(p);
        } else {
            for (String name : DEVCONTAINER_NAMES) candidates.add(folder.resolve(name).normalize());
            // Started from an unknown directory: the workspace is the script's directory, or the top of the tree.
            if (cwd.started() && launch.projectDirectory() == null) {
                for (String name : DEVCONTAINER_NAMES) candidates.add(root.resolve(name).normalize());
            }
        }
        for (Path p : candidates) {
            if (!p.startsWith(root)) return context.notResolved(Phrase.of("{shown} is outside the scanned tree", "shown", shown(p, root)));
            Workload w = definitions.devContainer(p);
            if (w == null) continue;
            if (w.partial()) return composeService(w, p, context, root, reading);
            return context.resolvedTo(w);
        }
        return context.notResolved(Phrase.of("no devcontainer.json for the workspace folder {shown} in the scanned tree", "shown", shown(folder, root)));
    }

    /**
     * A dev container that is a compose service ({@code dockerComposeFile}, {@code service}): the
     * service as that compose file defines it. Several files are merged when the container starts,
     * which agentlint does not do across files.
     */
    private ExecContext composeService(Workload devContainer, Path devcontainerFile, ExecContext context, Path root, Reading reading) {
        Workload.ComposeService ref = devContainer.composeService();
        String shown = shown(devcontainerFile, root);
        if (ref == null) return context.notResolved(Phrase.of("{shown} names no compose service (service) for its container", "shown", shown));
        List<Path> files = new ArrayList<>();
        for (String name : ref.files()) {
            if (name.contains("$")) return context.notResolved(Phrase.of("{shown} names its compose file with a variable ({name})", "shown", shown, "name", name));
            Path file = WorkingDirectory.evaluate(new Word(name, null, true), devcontainerFile.getParent(), null, root);
            if (file == null || !file.startsWith(root)) return context.notResolved(Phrase.of("the compose file {name} of {shown} is outside the scanned tree", "name", name, "shown", shown));
            files.add(file);
        }
        if (files.isEmpty()) return context.notResolved(Phrase.of("{shown} names no compose service (service) for its container", "shown", shown));
        List<Workload> services;
        Path file = files.get(0);
        if (files.size() > 1) {
            ComposeFile found = merged(files, file.getParent(), root, reading);
            if (found.file() == null) return context.notResolved(found.why());
            services = found.services();
        } else {
            services = definitions.composeFile(file);
            if (services == null) return context.notResolved(Phrase.of("{shown} is not a compose file agentlint read in this scan", "shown", shown(file, root)));
        }
        for (Workload s : services) if (s.name().equals(ref.service())) return context.resolvedTo(s);
        return context.notResolved(Phrase.of("{shown} defines no service \"{service}\"", "shown", shown(file, root), "service", ref.service()));
    }

    /**
     * The compose file Compose would find from {@code from}: the first of its names in that
     * directory, then in each parent (never above the scanned tree, which is all agentlint reads).
     */
    private Path find(Path from, Path root) {
        for (Path dir = from; dir != null && dir.startsWith(root); dir = dir.getParent()) {
            for (String name : COMPOSE_NAMES) {
                Path candidate = dir.resolve(name);
                if (definitions.composeFile(candidate) != null) return candidate;
            }
        }
        return null;
    }

    private static String shown(Path p, Path root) {
        if (p.startsWith(root)) {
            String rel = root.relativize(p).toString().replace('\\', '/');
            return rel.isEmpty() ? "the scanned directory" : rel;
        }
        return p.toString();
    }
}
