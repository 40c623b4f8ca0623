package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A container (or one container of a pod) and the isolation it gets, whichever file describes it:
 * a compose service, a {@code docker/podman run} command line, a kube pod container, a Quadlet
 * unit, a devcontainer. Every value keeps the {@link Location} it is written at; a value that is
 * not written is null (or an empty list), so a rule can tell "not set" from "set to the default".
 *
 * <p>Values are read once, here or by the readers, into what they mean: capabilities are upper
 * case without {@code CAP_} ({@code sys_admin} and {@code CAP_SYS_ADMIN} are both {@code SYS_ADMIN});
 * security options are {@link SecurityOption}s, namespace and network modes {@link NamespaceMode}s,
 * resource limits {@link Limit}s that know whether they limit. Extractors and the link stage fill a
 * workload; {@link #freeze()} then ends that, and rules see it as it is.
 */
public final class Workload extends Fact {

    /** Which kind of file describes it. */
    /**
     * The folder a dev container opens, given its file's directory: the parent of
     * {@code .devcontainer/} (or of {@code .devcontainer/<name>/}); else the directory itself
     * ({@code .devcontainer.json}). Null for null.
     */
    public static Path devcontainerWorkspace(Path dir) {
        if (dir == null) return null;
        if (name(dir).equals(".devcontainer")) return dir.getParent();
        Path parent = dir.getParent();
        if (parent != null && name(parent).equals(".devcontainer")) return parent.getParent();
        return dir;
    }

    private static String name(Path p) {
        return p.getFileName() == null ? "" : p.getFileName().toString();
    }

    public enum Source { COMPOSE, RUN_COMMAND, KUBE, QUADLET, DEVCONTAINER }

    /** The engine that runs it, where the format decides (defaults differ, e.g. Podman's pids limit). */
    /**
     * {@code APPLE}: Apple's {@code container} tool on macOS, which runs each container in a
     * lightweight VM of its own and has no flags for capabilities, {@code no-new-privileges} or a
     * process limit.
     */
    public enum Engine { DOCKER, PODMAN, EITHER, APPLE }

    /** Namespaces a container can share with the host, besides the network and user namespaces. */
    public enum Namespace { PID, IPC, UTS, CGROUP }

    /**
     * A network the container is attached to.
     *
     * @param name     as written ({@code default} for Compose's implicit project network)
     * @param route    whether it has a route out
     */
    public record Network(String name, Route route, Location location) {}

    /** Whether a network has a route out: {@code UNKNOWN} when this file does not say (an external network, one declared elsewhere). */
    public enum Route { INTERNAL, OUT, UNKNOWN;

        /** True for internal, false for a route out, null for not said: how network definitions write it. */
        public static Route of(Boolean internal) {
            return internal == null ? UNKNOWN : internal ? INTERNAL : OUT;
        }
    }

    /** Whether the engine runs as root: {@code UNKNOWN} when the file does not say. */
    public enum EngineMode { ROOTFUL, ROOTLESS, UNKNOWN }

    /**
     * A secret from a store the engine hands into the container: Kubernetes' {@code secretKeyRef}
     * and {@code envFrom.secretRef}, Podman's {@code --secret} and Quadlet's {@code Secret=},
     * Compose's service {@code secrets}.
     *
     * @param description what it is, for messages ({@code Kubernetes secret "gh" (key "token")})
     * @param name        the secret's (or the key's) name in its store
     * @param variable    the environment variable it becomes, or null (a file, or every key of a store)
     */
    public record Secret(Phrase description, String name, String variable, Location location) {}

    /**
     * A key and value in a credential file (an {@code .env}, {@code .npmrc}, {@code .netrc},
     * {@code .git-credentials}, {@code .aws/credentials}, {@code .docker/config.json} …) inside a
     * directory the container shares from the host: it can read them.
     *
     * @param mount    the mount that shares it
     * @param location where the value is written, in the credential file
     */
    public record SharedEntry(String name, String value, Mount mount, Location location) {

        /** What makes the value a secret; empty when it is none. */
        public java.util.Optional<SecretKind> secretKind() {
            return Secrets.literalSecret(name, value);
        }
    }

    /**
     * An env file the engine read into the container's environment ({@code env_file},
     * {@code --env-file}, {@code EnvironmentFile=}): the reference as written and what it brought.
     */
    public record EnvFileRead(Located<String> reference, List<EnvVar> variables) {
        public EnvFileRead {
            variables = List.copyOf(variables);
        }
    }

    private final Source source;
    private final String name;
    private final Location anchor;
    private Engine engine = Engine.EITHER;
    private EngineMode engineMode = EngineMode.UNKNOWN;
    private boolean partial;
    private boolean builtLocally;
    private Located<String> dockerfile;
    private Image builtFrom;
    private String containerName;
    private String quadletPod;
    private Located<String> kubePlayer;
    private String composeProject;
    private List<Located<String>> kubeYaml = new ArrayList<>();

    private Located<ImageReference> image;
    private List<Mount> mounts = new ArrayList<>();
    private List<PublishedPort> ports = new ArrayList<>();
    private Located<Boolean> privileged;
    private List<Located<String>> capAdd = new ArrayList<>();
    private List<Located<String>> capDrop = new ArrayList<>();
    private List<Located<SecurityOption>> securityOpts = new ArrayList<>();
    private List<Located<String>> hardeningResets = new ArrayList<>();
    private Located<ContainerUser> user;
    private Located<NamespaceMode> userNamespace;
    private Located<NamespaceMode> networkMode;
    private List<Network> networks = new ArrayList<>();
    private final Map<Namespace, Located<NamespaceMode>> namespaces = new EnumMap<>(Namespace.class);
    /** Every assignment of these single-value settings, in the order applied (see {@link #writtenAt}). */
    private final List<Located<Boolean>> privilegedWritten = new ArrayList<>();
    private final List<Located<NamespaceMode>> networkModeWritten = new ArrayList<>();
    private final Map<Namespace, List<Located<NamespaceMode>>> namespacesWritten = new EnumMap<>(Namespace.class);
    private Located<Limit> pidsLimit;
    private Located<Limit> memoryLimit;
    private Located<Limit> cpuLimit;
    private Located<Boolean> readOnlyRoot;
    private List<Located<String>> tmpfs = new ArrayList<>();
    private List<Located<String>> devices = new ArrayList<>();
    private List<Located<String>> gpus = new ArrayList<>();
    private List<EnvVar> env = new ArrayList<>();
    private List<Located<String>> envFiles = new ArrayList<>();
    private List<EnvFileRead> envFilesRead = new ArrayList<>();
    private List<Secret> secrets = new ArrayList<>();
    private List<SharedEntry> sharedEntries = new ArrayList<>();
    private List<EmbeddedScript> commands = new ArrayList<>();
    private Located<Boolean> removeOnExit;
    private Located<Boolean> hostEnvironment;
    private List<Located<String>> volumesFrom = new ArrayList<>();
    private Located<Phrase> agent;
    private String variant;
    private Word optionsAfter;

    /**
     * @param source what kind of file describes it
     * @param name   the service, container or unit name, for messages
     * @param anchor where to report what it lacks (the service key, the container entry, the section)
     */
    public Workload(Source source, String name, Location anchor) {
        this.source = source;
        this.name = name;
        this.anchor = anchor;
    }

    public Source source() {
        return source;
    }

    public String name() {
        return name;
    }

    /** Human words for messages: {@code compose service "agent"}. */
    public Phrase description() {
        return switch (source) {
            case COMPOSE -> Phrase.of("compose service \"{name}\"", "name", name);
            case RUN_COMMAND -> Phrase.of("container run command \"{name}\"", "name", name);
            case KUBE -> Phrase.of("kube container \"{name}\"", "name", name);
            case QUADLET -> Phrase.of("Quadlet container \"{name}\"", "name", name);
            case DEVCONTAINER -> Phrase.of("dev container \"{name}\"", "name", name);
        };
    }

    /** How this workload's file writes a setting a message tells the user to add (see {@link Spelling}). */
    public Phrase spelling(Spelling.Setting setting) {
        return Spelling.of(this, setting);
    }

    /** How this workload's file writes "share the host's namespace", for a message that says to remove it. */
    public Phrase hostNamespaceSpelling(Namespace ns) {
        return Spelling.hostNamespace(source, ns);
    }

    /**
     * Which of several versions of one run line this is, when a script builds it from a variable
     * set differently in each branch ({@code with MODE as set in the else branch at line 5}); null
     * otherwise. Not part of the description: what every version lacks is reported once.
     */
    public String variant() {
        return variant;
    }

    public void variant(String v) {
        requireOpen();
        this.variant = v;
    }

    public Location anchor() {
        return anchor;
    }

    public Engine engine() {
        return engine;
    }

    public void engine(Engine e) {
        requireOpen();
        this.engine = e;
    }

    /** Whether the engine runs as root, where the file's place decides it (a Quadlet unit's directory). */
    public EngineMode engineMode() {
        return engineMode;
    }

    public void engineMode(EngineMode m) {
        requireOpen();
        this.engineMode = m;
    }

    /**
     * True when settings this file cannot see decide the rest of the container (a compose
     * override layer without its base, a dev container whose container comes from a compose
     * file): rules that demand a setting leave it alone.
     */
    public boolean partial() {
        return partial;
    }

    private Path workingDirectory;
    private ComposeService composeService;

    /**
     * A dev container whose container is a compose service: the compose files {@code dockerComposeFile}
     * names (as written, relative to devcontainer.json) and the {@code service}.
     */
    public record ComposeService(List<String> files, String service) {
        public ComposeService {
            files = List.copyOf(files);
        }
    }

    /** For a dev container built from compose files: which service it is; null otherwise. */
    public ComposeService composeService() {
        return composeService;
    }

    public void composeService(ComposeService c) {
        requireOpen();
        this.composeService = c;
    }

    public void partial(boolean p) {
        requireOpen();
        this.partial = p;
    }

    /**
     * For a container a script starts: the directory its command runs in, when the script proves
     * it ({@code cd "$(dirname "$0")"}, {@code cd /srv/agent}) and the link stage followed it;
     * null when the script runs wherever it is started from, so {@code $PWD} and relative mount
     * sources name a directory no file decides.
     */
    public Path workingDirectory() {
        return workingDirectory;
    }

    public void workingDirectory(Path p) {
        requireOpen();
        this.workingDirectory = p;
    }

    /** True when the image is built from a local Dockerfile (Compose {@code build}, devcontainer {@code build}). */
    public boolean builtLocally() {
        return builtLocally;
    }

    public void builtLocally(boolean b) {
        requireOpen();
        this.builtLocally = b;
    }

    /**
     * The Dockerfile the image is built from, relative to the directory of the file that names it
     * (its location's file); null when the image is not built locally or the file is not known
     * (a remote context, an inline Dockerfile, a path from a variable).
     */
    public Located<String> dockerfile() {
        return dockerfile;
    }

    public void dockerfile(Located<String> d) {
        requireOpen();
        this.dockerfile = d;
    }

    /**
     * Where {@link #dockerfile()} is on the host: resolved against the directory of the file that
     * names it, absolute and normalised; null when there is none or the path cannot be named.
     */
    public Path dockerfilePath() {
        if (dockerfile == null || dockerfile.location().file().path() == null) return null;
        try {
            Path dir = dockerfile.location().file().path().toAbsolutePath().getParent();
            return dir == null ? null : dir.resolve(dockerfile.value().replace('\\', '/')).normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    /**
     * The project name a compose file gives itself (top-level {@code name:}), which Compose puts in
     * its containers' names when neither {@code -p} nor {@code COMPOSE_PROJECT_NAME} says another;
     * null when it says none or computes it ({@code ${…}}).
     */
    public String composeProject() {
        return composeProject;
    }

    public void composeProject(String name) {
        requireOpen();
        this.composeProject = name;
    }

    /**
     * What {@code capability()} makes of {@code ALL} written with the prefix ({@code CAP_ALL}): not
     * a capability the engines know, so neither adding nor dropping it does what it says.
     */
    public static final String INVALID_ALL_CAPABILITIES = "CAP_ALL";

    /**
     * The kube YAML files a Quadlet {@code .kube} unit plays ({@code Yaml=}), as written; their
     * containers are the unit's. Empty for every other workload.
     */
    public List<Located<String>> kubeYaml() {
        return kubeYaml;
    }

    /**
     * Where each of {@link #kubeYaml()} is on the host: Quadlet resolves a relative path against the
     * unit file's directory. Paths that cannot be named are left out.
     */
    public List<Path> kubeYamlPaths() {
        List<Path> out = new ArrayList<>();
        for (Located<String> y : kubeYaml) {
            Path unit = y.location().file().path();
            if (unit == null) continue;
            try {
                Path dir = unit.toAbsolutePath().getParent();
                if (dir != null) out.add(dir.resolve(y.value().replace('\\', '/')).normalize());
            } catch (java.nio.file.InvalidPathException e) {
                // not a path this system can name: nothing to link
            }
        }
        return out;
    }

    /**
     * The name the engine gives the container when the file says one (Compose {@code container_name},
     * Quadlet {@code ContainerName=}, {@code --name}); null when the engine picks it.
     */
    public String containerName() {
        return containerName;
    }

    public void containerName(String n) {
        requireOpen();
        this.containerName = n;
    }

    /** The Quadlet {@code .pod} unit a Quadlet container joins ({@code Pod=agent.pod}), as written; null when none. */
    public String quadletPod() {
        return quadletPod;
    }

    public void quadletPod(String pod) {
        requireOpen();
        this.quadletPod = pod;
    }

    /**
     * For a kube container: the Quadlet {@code .kube} unit of the tree that plays its YAML (its file
     * name, at its {@code [Kube]} section), whose {@code Network=} decides the pod's network; null when none does.
     */
    public Located<String> kubePlayer() {
        return kubePlayer;
    }

    public void kubePlayer(Located<String> unit) {
        requireOpen();
        this.kubePlayer = unit;
    }

    /** The image this workload's Dockerfile builds, joined by the link stage; null when not built from one in the tree. */
    public Image builtFrom() {
        return builtFrom;
    }

    public void builtFrom(Image i) {
        requireOpen();
        this.builtFrom = i;
    }

    /** The image it runs, as the file names it ({@code ghcr.io/org/agent:1}); null when the file names none. */
    public Located<ImageReference> image() {
        return image;
    }

    /** Sets the image, as written. */
    public void image(Located<String> i) {
        requireOpen();
        this.image = i == null ? null : i.map(ImageReference::of);
    }

    public List<Mount> mounts() {
        return mounts;
    }

    public List<PublishedPort> ports() {
        return ports;
    }

    public Located<Boolean> privileged() {
        return privileged;
    }

    /** Sets the value in effect; each call is also kept as a place it is written (see {@link #privilegedWrittenAt}). */
    public void privileged(Located<Boolean> p) {
        requireOpen();
        this.privileged = p;
        if (p != null) privilegedWritten.add(p);
    }

    /**
     * Every place that makes the container privileged, explicit settings and implied ones (a
     * Feature that needs it) alike: each must go for it to stop being privileged. Empty when it is not.
     */
    public List<Location> privilegedWrittenAt() {
        return writtenAt(privilegedWritten, v -> Boolean.TRUE.equals(v));
    }

    /**
     * The places, after the last assignment that does not match, that assign a matching value: a
     * setting written twice (in a file and its override, in {@code privileged} and in
     * {@code runArgs}) is one thing to fix in each place, and the user must see each. Duplicates
     * (one place read twice) are dropped; an unset value ({@code null}) ends the run like a non-matching one.
     */
    private static <T> List<Location> writtenAt(List<Located<T>> assignments, Predicate<T> matches) {
        // A set, not a list searched per assignment: a run line may repeat a flag tens of thousands of times.
        Set<Location> out = new LinkedHashSet<>();
        for (Located<T> a : assignments) {
            if (a == null || a.value() == null || !matches.test(a.value())) {
                out.clear();
            } else {
                out.add(a.location());
            }
        }
        return new ArrayList<>(out);
    }

    public boolean isPrivileged() {
        return privileged != null && Boolean.TRUE.equals(privileged.value());
    }

    /** Capabilities added, normalised ({@code SYS_ADMIN}, {@code ALL}). */
    public List<Located<String>> capAdd() {
        return capAdd;
    }

    /** Capabilities dropped, normalised. */
    public List<Located<String>> capDrop() {
        return capDrop;
    }

    /** Security options, each read once (see {@link SecurityOption}). */
    public List<Located<SecurityOption>> securityOpts() {
        return securityOpts;
    }

    /**
     * Hardening an earlier definition wrote and a later one removed: the key ({@code cap_drop},
     * {@code user}, {@code security_opt}) at the value that resets it ({@code cap_drop: !reset []}
     * in an override file). Whatever the merged settings now are, this definition undoes the
     * isolation the one before it promised.
     */
    public List<Located<String>> hardeningResets() {
        return hardeningResets;
    }

    /** Whether every capability is added back ({@code cap_add: [ALL]}, {@code --cap-add=ALL}), whatever is dropped. */
    public Located<String> addsAllCapabilities() {
        for (Located<String> c : capAdd) if (c.value().equals("ALL")) return c;
        return null;
    }

    /** The last security option with this name ({@code seccomp}, {@code no-new-privileges}), or null. */
    public Located<SecurityOption> securityOpt(String optionName) {
        Located<SecurityOption> found = null;
        for (Located<SecurityOption> o : securityOpts) if (o.value().name().equals(optionName)) found = o;
        return found;
    }

    /** Adds a security option as written ({@code seccomp:unconfined}, {@code no-new-privileges}). */
    public void addSecurityOpt(Located<String> written) {
        requireOpen();
        securityOpts.add(written.map(SecurityOption::of));
    }

    /** Whether {@code no-new-privileges} is in effect: the last such option says true. */
    public boolean noNewPrivileges() {
        Located<SecurityOption> o = securityOpt("no-new-privileges");
        return o != null && "true".equals(o.value().value());
    }

    /** The user the container's processes run as ({@code 1000:1000}, {@code node}, {@code root}). */
    public Located<ContainerUser> user() {
        return user;
    }

    /** Sets the user, as written. */
    public void user(Located<String> u) {
        requireOpen();
        this.user = u == null ? null : u.map(ContainerUser::of);
    }

    /** The user-namespace mode ({@code host}, {@code keep-id}, {@code auto}, {@code nomap}). */
    public Located<NamespaceMode> userNamespace() {
        return userNamespace;
    }

    /** Sets the user-namespace mode, as written. */
    public void userNamespace(Located<String> u) {
        requireOpen();
        this.userNamespace = u == null ? null : u.map(NamespaceMode::of);
    }

    /** The network mode ({@code host}, {@code none}, {@code bridge}, {@code container:x}, {@code pasta}, …). */
    public Located<NamespaceMode> networkMode() {
        return networkMode;
    }

    /** Sets the network mode, as written ({@code null}: none in effect); each call is also kept as a place it is written. */
    public void networkMode(Located<String> m) {
        requireOpen();
        this.networkMode = m == null ? null : m.map(NamespaceMode::of);
        networkModeWritten.add(this.networkMode);
    }

    /** Every place that sets the network mode in effect to a value {@code matches} accepts (see {@link #writtenAt}). */
    public List<Location> networkModeWrittenAt(Predicate<NamespaceMode> matches) {
        return writtenAt(networkModeWritten, matches);
    }

    /** Named networks the container joins (Compose {@code networks}, Quadlet {@code Network=x.network}). */
    public List<Network> networks() {
        return networks;
    }
    /** Where the container's traffic can go. */
    public enum Egress {
        /** No network ({@code none}). */
        NONE,
        /** Only internal networks: no route out. */
        INTERNAL,
        /** The default bridge, pasta, slirp4netns or a network with a route out. */
        OPEN,
        /** The host's own network namespace. */
        HOST,
        /** Decided elsewhere (an external network, another container's namespace, a pod). */
        UNKNOWN
    }

    /** The egress verdict and the setting that decides it (the anchor when nothing is written). */
    public record EgressVerdict(Egress egress, Location location, Phrase setting) {}

    /** How far this workload's network reaches, judged once for every rule that cares. */
    public EgressVerdict egress() {
        Located<NamespaceMode> mode = networkMode();
        if (mode != null) {
            Egress e = switch (mode.value().kind()) {
                case "none" -> Egress.NONE;
                case "host" -> Egress.HOST;
                case "bridge", "default", "private", "pasta", "slirp4netns" -> Egress.OPEN;
                default -> Egress.UNKNOWN;
            };
            return new EgressVerdict(e, mode.location(), Phrase.of("network mode {mode}", "mode", mode.value().written()));
        }
        if (networks().isEmpty()) {
            // Every engine's default network has a route out.
            return new EgressVerdict(Egress.OPEN, anchor(), Phrase.of("the default network"));
        }
        boolean unknown = false;
        for (Network n : networks()) {
            if (n.route() == Route.OUT) {
                return new EgressVerdict(Egress.OPEN, n.location(), n.name().equals("default")
                        ? Phrase.of("the default network") : Phrase.of("network {name} (not internal)", "name", n.name()));
            }
            if (n.route() == Route.UNKNOWN) unknown = true;
        }
        Network first = networks().get(0);
        return new EgressVerdict(unknown ? Egress.UNKNOWN : Egress.INTERNAL, first.location(), Phrase.of("network {name}", "name", first.name()));
    }


    /** Namespace modes in effect, as written ({@code host}, {@code private}, {@code container:x}). */
    public Map<Namespace, Located<NamespaceMode>> namespaces() {
        return Collections.unmodifiableMap(namespaces);
    }

    /** Sets a namespace mode; each call is also kept as a place it is written. */
    public void namespace(Namespace ns, Located<String> written) {
        requireOpen();
        Located<NamespaceMode> mode = written.map(NamespaceMode::of);
        namespaces.put(ns, mode);
        namespacesWritten.computeIfAbsent(ns, k -> new ArrayList<>()).add(mode);
    }

    /** Every place that sets a namespace mode in effect to a value {@code matches} accepts (see {@link #writtenAt}). */
    public List<Location> namespaceWrittenAt(Namespace ns, Predicate<NamespaceMode> matches) {
        return writtenAt(namespacesWritten.getOrDefault(ns, List.of()), matches);
    }

    public Located<Limit> pidsLimit() {
        return pidsLimit;
    }

    public void pidsLimit(Located<String> written) {
        requireOpen();
        this.pidsLimit = written.map(Limit::of);
    }

    public Located<Limit> memoryLimit() {
        return memoryLimit;
    }

    public void memoryLimit(Located<String> written) {
        requireOpen();
        this.memoryLimit = written.map(Limit::of);
    }

    public Located<Limit> cpuLimit() {
        return cpuLimit;
    }

    public void cpuLimit(Located<String> written) {
        requireOpen();
        this.cpuLimit = written.map(Limit::of);
    }

    public Located<Boolean> readOnlyRoot() {
        return readOnlyRoot;
    }

    public void readOnlyRoot(Located<Boolean> r) {
        requireOpen();
        this.readOnlyRoot = r;
    }

    public List<Located<String>> tmpfs() {
        return tmpfs;
    }

    /** Host devices passed in ({@code /dev/kvm}, {@code /dev/fuse:/dev/fuse:rwm}, CDI names). */
    public List<Located<String>> devices() {
        return devices;
    }

    /** GPU requests ({@code all}, {@code device=0}, a Compose {@code gpus} entry). */
    public List<Located<String>> gpus() {
        return gpus;
    }

    public List<EnvVar> env() {
        return env;
    }

    /**
     * Env files the engine reads into the container's environment ({@code --env-file}), as
     * written; their variables join {@link #env()} once the pipeline has read them from the tree.
     */
    public List<Located<String>> envFiles() {
        return envFiles;
    }

    /** The env files read into the environment, with their variables (which are in {@link #env()} too). */
    public List<EnvFileRead> envFilesRead() {
        return envFilesRead;
    }

    /** Secrets from a secret store the engine hands into the container, as files or variables. */
    public List<Secret> secrets() {
        return secrets;
    }

    /** What the credential files in the directories it shares from the host hold. */
    public List<SharedEntry> sharedEntries() {
        return sharedEntries;
    }

    /** The command, entrypoint and lifecycle commands that run inside it. */
    public List<EmbeddedScript> commands() {
        return commands;
    }

    /** {@code --rm}; null when the launcher does not say. */
    public Located<Boolean> removeOnExit() {
        return removeOnExit;
    }

    public void removeOnExit(Located<Boolean> r) {
        requireOpen();
        this.removeOnExit = r;
    }

    /** Podman's {@code --env-host} / Quadlet {@code EnvironmentHost=}: the whole host environment copied in; null when not said. */
    public Located<Boolean> hostEnvironment() {
        return hostEnvironment;
    }

    public void hostEnvironment(Located<Boolean> h) {
        requireOpen();
        this.hostEnvironment = h;
    }

    /**
     * {@code --volumes-from CONTAINER[:ro|:rw]} as written: the mounts of another container, which
     * only the file that starts that container can tell (Compose's {@code volumes_from} is resolved
     * where the project is read).
     */
    public List<Located<String>> volumesFrom() {
        return volumesFrom;
    }

    /**
     * For a container a command line starts: the word its options follow ({@code run} or
     * {@code create}), where options can be added; null for other sources.
     */
    public Word optionsAfter() {
        return optionsAfter;
    }

    public void optionsAfter(Word w) {
        requireOpen();
        this.optionsAfter = w;
    }

    /** What shows that a coding agent runs in it ({@code runs claude}), or null. */
    public Located<Phrase> agent() {
        return agent;
    }

    public void agent(Located<Phrase> a) {
        requireOpen();
        this.agent = a;
    }

    public boolean isAgent() {
        return agent != null;
    }

    @Override
    protected void seal() {
        kubeYaml = Collections.unmodifiableList(kubeYaml);
        mounts = Collections.unmodifiableList(mounts);
        ports = Collections.unmodifiableList(ports);
        capAdd = Collections.unmodifiableList(capAdd);
        capDrop = Collections.unmodifiableList(capDrop);
        securityOpts = Collections.unmodifiableList(securityOpts);
        hardeningResets = Collections.unmodifiableList(hardeningResets);
        networks = Collections.unmodifiableList(networks);
        tmpfs = Collections.unmodifiableList(tmpfs);
        devices = Collections.unmodifiableList(devices);
        gpus = Collections.unmodifiableList(gpus);
        env = Collections.unmodifiableList(env);
        envFiles = Collections.unmodifiableList(envFiles);
        envFilesRead = Collections.unmodifiableList(envFilesRead);
        secrets = Collections.unmodifiableList(secrets);
        sharedEntries = Collections.unmodifiableList(sharedEntries);
        commands = Collections.unmodifiableList(commands);
        volumesFrom = Collections.unmodifiableList(volumesFrom);
    }
}
