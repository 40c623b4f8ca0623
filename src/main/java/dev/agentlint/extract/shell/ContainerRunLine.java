package dev.agentlint.extract.shell;

import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Workload;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * STAND-IN until {@code extract.container.RunArgs} (branch {@code containers}) is on main: reads a
 * {@code docker/podman run} line far enough to find its image, and the settings that decide whether
 * the command after the image runs isolated (network, mounts, privileged, dropped capabilities).
 * Once RunArgs lands, {@link Launchers} should build the {@link Workload} with it instead (and add
 * it to the file's workloads) and this class goes.
 */
final class ContainerRunLine {

    private static final Set<String> FLAGS_LONG = Set.of("detach", "disable-content-trust", "help", "init", "interactive",
            "no-healthcheck", "oom-kill-disable", "privileged", "publish-all", "quiet", "read-only", "rm", "sig-proxy",
            "tty", "use-api-socket", "env-host", "http-proxy", "no-hosts", "passwd", "read-only-tmpfs", "replace", "rmi",
            "rootfs", "tls-verify", "unsetenv-all", "no-hostname");
    private static final String FLAGS_SHORT = "dqitP";

    private ContainerRunLine() {}

    /** Index of the image among {@code argv} (the size when there is none), options starting at {@code from}. */
    static int imageIndex(List<Arg> argv, int from) {
        int i = from;
        while (i < argv.size()) {
            String v = argv.get(i).value();
            if (v.equals("--")) return i + 1;
            if (v.startsWith("--") && v.length() > 2) {
                String name = v.substring(2);
                i += name.contains("=") || FLAGS_LONG.contains(name) ? 1 : 2;
            } else if (v.startsWith("-") && v.length() > 1) {
                i += takesNext(v) ? 2 : 1;
            } else {
                return i;
            }
        }
        return argv.size();
    }

    /** The container the options {@code argv[from, image)} describe. */
    static Workload workload(List<Arg> argv, int from, int image, Function<Arg, Location> at) {
        Arg img = argv.get(image);
        Workload w = new Workload(Workload.Source.RUN_COMMAND, img.value(), at.apply(img));
        w.image(new Located<>(img.value(), at.apply(img)));
        String via = w.description();
        for (int i = from; i < image; i++) {
            String v = argv.get(i).value();
            String name;
            Arg value = null;
            if (v.startsWith("--")) {
                int eq = v.indexOf('=');
                name = eq > 0 ? v.substring(2, eq) : v.substring(2);
                if (eq > 0) value = argv.get(i).from(eq + 1);
                else if (!FLAGS_LONG.contains(name) && i + 1 < image) value = argv.get(++i);
            } else if (v.startsWith("-") && v.length() > 1) {
                char last = v.charAt(v.length() - 1);
                name = switch (last) {
                    case 'v' -> "volume";
                    default -> FLAGS_SHORT.indexOf(last) >= 0 ? "" : "?";
                };
                if (v.length() == 2 && FLAGS_SHORT.indexOf(last) < 0 && i + 1 < image) value = argv.get(++i);
            } else {
                continue;
            }
            Location loc = at.apply(value == null ? argv.get(i) : value);
            String val = value == null ? "" : value.value();
            switch (name.toLowerCase(Locale.ROOT)) {
                case "privileged" -> w.privileged(new Located<>(value == null || !val.equalsIgnoreCase("false"), loc));
                case "network", "net" -> w.networkMode(new Located<>(val, loc));
                case "cap-drop" -> {
                    for (String c : val.split(",")) w.capDrop().add(new Located<>(c.strip().toUpperCase(Locale.ROOT), loc));
                }
                case "volume" -> volume(w, val, via, loc);
                case "mount" -> mount(w, val, via, loc);
                default -> { }
            }
        }
        return w;
    }

    /** {@code SRC:DST[:OPTS]}; a source that is not a path is a named volume. */
    private static void volume(Workload w, String spec, String via, Location at) {
        String[] parts = spec.split(":", -1);
        if (parts.length < 2) return;
        String src = parts[0];
        boolean path = src.startsWith("/") || src.startsWith(".") || src.startsWith("~") || src.startsWith("$");
        boolean ro = parts.length > 2 && List.of(parts[2].split(",")).contains("ro");
        w.mounts().add(new Mount(path ? "bind" : "volume", path ? HostPath.of(src) : null, parts[1], ro, via, at));
    }

    /** {@code type=bind,source=…,target=…[,readonly]}. */
    private static void mount(Workload w, String spec, String via, Location at) {
        String type = "volume";
        String src = null;
        String dst = "";
        boolean ro = false;
        for (String kv : spec.split(",")) {
            int eq = kv.indexOf('=');
            String k = (eq < 0 ? kv : kv.substring(0, eq)).strip().toLowerCase(Locale.ROOT);
            String v = eq < 0 ? "" : kv.substring(eq + 1).strip();
            switch (k) {
                case "type" -> type = v;
                case "source", "src" -> src = v;
                case "target", "dst", "destination" -> dst = v;
                case "readonly", "ro" -> ro = v.isEmpty() || v.equals("true") || v.equals("1");
                default -> { }
            }
        }
        w.mounts().add(new Mount(type, type.equals("bind") && src != null ? HostPath.of(src) : null, dst, ro, via, at));
    }

    /** {@code -it} takes nothing, {@code -v} and {@code -itv} take the next word, {@code -p80:80} has its value. */
    private static boolean takesNext(String cluster) {
        for (int k = 1; k < cluster.length(); k++) {
            if (FLAGS_SHORT.indexOf(cluster.charAt(k)) < 0) return k == cluster.length() - 1;
        }
        return false;
    }
}
