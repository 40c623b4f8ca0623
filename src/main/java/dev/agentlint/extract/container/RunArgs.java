package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.GoBool;
import dev.agentlint.model.Located;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.base.Span;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The options of {@code docker run} / {@code podman run} / {@code create} (after the subcommand),
 * read into a {@link Workload}. Also used for devcontainer {@code runArgs} and Quadlet
 * {@code PodmanArgs=}, which are the same options without an image.
 *
 * <p>Every spelling is accepted: {@code --flag=value}, {@code --flag value}, short clusters
 * ({@code -it}, {@code -dp 80:80}, {@code -p80:80}), repeated flags, {@code --} ending the options.
 * The first word that is not an option is the image; everything after it is the container's
 * command, never read as options.
 */
public final class RunArgs {

    /** Long options that take no value (a value may still be attached with '='). */
    private static final Set<String> BOOLEAN_LONG = Set.of(
            "detach", "disable-content-trust", "help", "init", "interactive", "no-healthcheck", "oom-kill-disable",
            "privileged", "publish-all", "quiet", "read-only", "rm", "sig-proxy", "tty", "use-api-socket",
            // Podman
            "env-host", "http-proxy", "no-hosts", "passwd", "read-only-tmpfs", "replace", "rmi", "rootfs", "tls-verify",
            "unsetenv-all", "no-hostname",
            // Apple's container
            "remove", "ssh", "virtualization", "no-dns");

    /** Short options that take no value. */
    private static final String BOOLEAN_SHORT = "dqitP";

    /**
     * What {@link #read} found besides the options.
     *
     * @param image   the image word, or null
     * @param command the words after the image: the container's command
     * @param name    the value of {@code --name}, or null
     */
    public record Result(Word image, List<Word> command, String name) {}

    private final Workload workload;
    private final Location base;
    private final Phrase via;
    private String containerName;

    private RunArgs(Workload workload, Location base) {
        this.workload = workload;
        this.base = base;
        this.via = workload.description();
    }

    /**
     * @param words       the words after {@code run}/{@code create}
     * @param base        the location of the whole argument list (file and logical path)
     * @param expectImage false for {@code runArgs}/{@code PodmanArgs=}, which hold options only
     */
    public static Result read(List<Word> words, Location base, Workload workload, boolean expectImage) {
        return new RunArgs(workload, base).readAll(words, expectImage);
    }

    /**
     * The word is a command's output ({@code $(test -t 0 && echo -t)}, {@code `opts`}) with options after it:
     * options it computes, not the image, so the rest of the line is still read. Its value is unknown.
     */
    private static boolean computedOptions(List<Word> words, int i) {
        Word w = words.get(i);
        if (w.literal() || i + 1 >= words.size()) return false;
        String v = w.value();
        return (v.startsWith("$(") || v.startsWith("`")) && words.get(i + 1).value().startsWith("-");
    }

    private Result readAll(List<Word> words, boolean expectImage) {
        int i = 0;
        while (i < words.size()) {
            Word w = words.get(i);
            String v = w.value();
            if (v.equals("--")) {
                i++;
                break;
            }
            if (v.startsWith("--") && v.length() > 2) {
                String name = v.substring(2);
                String value = null;
                Span span = w.span();
                Span valueSpan = w.span();
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                } else if (!BOOLEAN_LONG.contains(name) && i + 1 < words.size()) {
                    Word next = words.get(++i);
                    value = next.value();
                    span = span.union(next.span());
                    valueSpan = next.span();
                }
                apply(name.toLowerCase(Locale.ROOT), value, span, valueSpan);
                i++;
                continue;
            }
            if (v.startsWith("-") && v.length() > 1) {
                i = shortCluster(words, i);
                continue;
            }
            if (expectImage) {
                if (!computedOptions(words, i)) break;
                i++;
                continue;
            }
            i++;
        }
        if (!expectImage || i >= words.size()) return new Result(null, List.of(), containerName);
        Word image = words.get(i);
        workload.image(new Located<>(image.value(), at("image", image.span())));
        return new Result(image, List.copyOf(words.subList(i + 1, words.size())), containerName);
    }

    /** {@code -it}, {@code -dp 80:80}, {@code -p80:80}, {@code -v=/a:/b}; returns the index after it. */
    private int shortCluster(List<Word> words, int i) {
        Word w = words.get(i);
        String v = w.value();
        for (int k = 1; k < v.length(); k++) {
            char c = v.charAt(k);
            if (BOOLEAN_SHORT.indexOf(c) >= 0) {
                apply(longName(c), null, w.span(), w.span());
                continue;
            }
            String rest = v.substring(k + 1);
            if (rest.startsWith("=")) rest = rest.substring(1);
            if (!rest.isEmpty()) {
                apply(longName(c), rest, w.span(), w.span());
            } else if (i + 1 < words.size()) {
                Word next = words.get(++i);
                apply(longName(c), next.value(), w.span().union(next.span()), next.span());
            }
            break;
        }
        return i + 1;
    }

    private String longName(char c) {
        return switch (c) {
            case 'd' -> "detach";
            case 'q' -> "quiet";
            case 'i' -> "interactive";
            case 't' -> "tty";
            case 'P' -> "publish-all";
            case 'e' -> "env";
            case 'h' -> "hostname";
            case 'l' -> "label";
            case 'm' -> "memory";
            case 'p' -> "publish";
            case 'u' -> "user";
            case 'v' -> "volume";
            case 'w' -> "workdir";
            case 'a' -> "attach";
            // Apple's container: -c is the number of CPUs; Docker's is CPU shares, a weight, not a limit.
            case 'c' -> workload.engine() == Workload.Engine.APPLE ? "cpus" : "cpu-shares";
            default -> String.valueOf(c);
        };
    }

    /** @param valueSpan where the value alone is written (the flag's own word when it is attached: {@code --env=K=V}) */
    private void apply(String name, String value, Span span, Span valueSpan) {
        Location at = at("--" + name, span);
        String val = value == null ? "" : value;
        switch (name) {
            case "privileged" -> workload.privileged(new Located<>(bool(value), at));
            case "cap-add" -> {
                for (String c : ContainerValues.capabilities(val)) workload.capAdd().add(new Located<>(c, at));
            }
            case "cap-drop" -> {
                for (String c : ContainerValues.capabilities(val)) workload.capDrop().add(new Located<>(c, at));
            }
            case "security-opt" -> workload.addSecurityOpt(new Located<>(val, at));
            case "user" -> workload.user(new Located<>(val, at));
            case "userns" -> workload.userNamespace(new Located<>(val, at));
            case "network", "net" -> network(val, at);
            case "pid" -> workload.namespace(Workload.Namespace.PID, new Located<>(val, at));
            case "ipc" -> workload.namespace(Workload.Namespace.IPC, new Located<>(val, at));
            case "uts" -> workload.namespace(Workload.Namespace.UTS, new Located<>(val, at));
            case "cgroupns" -> workload.namespace(Workload.Namespace.CGROUP, new Located<>(val, at));
            case "publish" -> workload.ports().add(PortSpec.parse(val).toPort(via, at, val, at.withSpan(valueSpan)));
            case "publish-all" -> {
                if (bool(value)) workload.ports().add(new PublishedPort(null, "", PublishedPort.EVERY_EXPOSED_PORT, "tcp", via, at));
            }
            case "volume" -> workload.mounts().add(VolumeSpec.parse(val).toMount(via, at));
            case "mount" -> workload.mounts().add(MountOption.parse(val, via, at));
            case "tmpfs" -> workload.tmpfs().add(new Located<>(val, at));
            case "read-only" -> workload.readOnlyRoot(new Located<>(bool(value), at));
            case "device" -> workload.devices().add(new Located<>(val, at));
            case "device-cgroup-rule" -> workload.devices().add(new Located<>("cgroup rule " + val, at));
            case "gpus" -> workload.gpus().add(new Located<>(val, at));
            case "pids-limit" -> workload.pidsLimit(new Located<>(val, at));
            case "memory" -> workload.memoryLimit(new Located<>(val, at));
            case "cpus", "cpu-quota", "cpuset-cpus" -> workload.cpuLimit(new Located<>(val, at));
            case "rm", "remove" -> workload.removeOnExit(new Located<>(bool(value), at));
            // Apple's container: forwards the host's SSH agent socket into the container.
            case "ssh" -> {
                if (bool(value)) {
                    workload.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of("$SSH_AUTH_SOCK"), "$SSH_AUTH_SOCK", false,
                            Phrase.of("{workload} (--ssh)", "workload", via), at));
                }
            }
            case "env-host" -> workload.hostEnvironment(new Located<>(bool(value), at));
            // A variable is reported at its assignment (a secret at the word that holds it), not at the -e before it.
            case "env" -> env(val, at("--" + name, valueSpan));
            case "secret" -> ContainerValues.podmanSecret(val, at("--" + name, valueSpan)).ifPresent(workload.secrets()::add);
            case "env-file" -> {
                if (!val.isBlank()) workload.envFiles().add(new Located<>(val.strip(), at("--" + name, valueSpan)));
            }
            case "use-api-socket" -> {
                if (bool(value)) {
                    workload.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of("/var/run/docker.sock"), "/var/run/docker.sock",
                            false, Phrase.of("{workload} (--use-api-socket)", "workload", via), at));
                }
            }
            case "name" -> containerName = val;
            case "volumes-from" -> workload.volumesFrom().add(new Located<>(val, at));
            case "entrypoint" -> workload.commands().add(EmbeddedScript.exec(via + " entrypoint",
                    List.of(new Located<>(val, at)), at, ExecContext.container(workload)));
            default -> { }
        }
    }

    private void network(String value, Location at) {
        // Podman accepts several networks separated by commas; Docker one, possibly with ",alias=…" options.
        if (NamespaceMode.isNetworkMode(value)) {
            workload.networkMode(new Located<>(value, at));
            return;
        }
        for (String n : value.split(",")) {
            String name = n.strip();
            if (name.startsWith("name=")) name = name.substring(5);
            else if (name.contains("=")) continue;
            if (!name.isEmpty()) workload.networks().add(new Workload.Network(name, Workload.Route.UNKNOWN, at));
        }
    }

    private void env(String value, Location at) {
        int eq = value.indexOf('=');
        if (eq > 0) workload.env().add(new EnvVar(value.substring(0, eq), value.substring(eq + 1), at));
        else if (!value.isEmpty()) workload.env().add(new EnvVar(value, null, at));
    }

    private static boolean bool(String value) {
        if (value == null) return true;
        Boolean b = GoBool.parse(value);
        return b == null || b;
    }

    private Location at(String key, Span span) {
        return base.child(key, span);
    }
}
