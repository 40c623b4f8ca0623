package dev.agentlint.extract.shell;

import dev.agentlint.model.Command;

import dev.agentlint.model.Command.Probe;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recognises tests that say something about isolation: "am I inside a container or VM?"
 * ({@code [ -f /.dockerenv ]}, {@code systemd-detect-virt --container}, {@code grep -q docker /proc/1/cgroup})
 * and "is a container engine, VM or sandbox tool available?" ({@code command -v podman},
 * {@code docker info}, {@code [ -S /var/run/docker.sock ]}).
 */
final class Probes {

    private static final Pattern SUBSTITUTION_DELIMITERS = Pattern.compile("^\\$\\(|^`|\\)$|`$");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** Tools whose presence means an isolated launch is possible. */
    static final Set<String> ISOLATION_TOOLS = Set.of("docker", "podman", "nerdctl", "limactl", "lima", "colima",
            "multipass", "vagrant", "bwrap", "bubblewrap", "firejail", "srt", "sandbox-exec", "nsjail", "runsc",
            "systemd-nspawn", "wsl", "wsl.exe", "orb", "orbctl", "container", "devcontainer", "apptainer", "singularity");

    private static final Set<String> IN_ISOLATION_FILES = Set.of("/.dockerenv", "/run/.containerenv",
            "/.containerenv", "/run/.toolboxenv");
    private static final Set<String> IN_ISOLATION_VARS = Set.of("container", "REMOTE_CONTAINERS", "CODESPACES",
            "DEVCONTAINER");
    /** The programs {@link #classify} reads besides {@link #ISOLATION_TOOLS}: each case of its switch. */
    private static final Set<String> PROBE_PROGRAMS = Set.of("[", "test", "[[", "systemd-detect-virt", "grep", "egrep",
            "command", "type", "which", "hash", "whence", "where", "systemctl");
    private static final Set<String> FILE_TESTS = Set.of("-f", "-e", "-r", "-s", "-a");

    private Probes() {}

    /** What the success of this (resolved) command says, or null. */
    static Status classify(List<Arg> argv, String text, dev.agentlint.model.Location at) {
        if (argv.isEmpty()) return null;
        String program = base(argv.get(0).value());
        // Every command of every script comes here, and few are probes: decided before the arguments are copied.
        if (!PROBE_PROGRAMS.contains(program) && !ISOLATION_TOOLS.contains(program)) return null;
        List<String> args = argv.stream().skip(1).map(Arg::value).toList();
        switch (program) {
            case "[", "test", "[[":
                return test(args, program, text, at);
            case "systemd-detect-virt":
                if (args.stream().anyMatch(a -> a.startsWith("--list") || a.equals("--private-users") || a.equals("-r")
                        || a.equals("--chroot"))) return null;
                return Status.of(Probe.INSIDE_ISOLATION, true, text, at);
            case "grep", "egrep":
                return cgroupGrep(args) ? Status.of(Probe.INSIDE_ISOLATION, true, text, at) : null;
            case "command", "type", "which", "hash", "whence", "where":
                for (String a : args) {
                    if (!a.startsWith("-") && ISOLATION_TOOLS.contains(base(a))) {
                        return Status.of(Probe.ISOLATION_AVAILABLE, true, text, at);
                    }
                }
                return null;
            case "systemctl":
                if (args.contains("is-active") && args.stream().anyMatch(a -> a.startsWith("docker") || a.startsWith("podman"))) {
                    return Status.of(Probe.ISOLATION_AVAILABLE, true, text, at);
                }
                return null;
            default:
                if (ISOLATION_TOOLS.contains(program) && !args.isEmpty()) {
                    String sub = args.get(0);
                    if (Set.of("info", "version", "--version", "-v", "ps", "list", "ls", "images").contains(sub)
                            || sub.equals("system") && args.contains("info") || sub.equals("machine") && args.contains("inspect")) {
                        return Status.of(Probe.ISOLATION_AVAILABLE, true, text, at);
                    }
                }
                return null;
        }
    }

    /** {@code [ … ]} / {@code test …} / {@code [[ … ]]}. */
    private static Status test(List<String> raw, String program, String text, dev.agentlint.model.Location at) {
        List<String> args = raw;
        if ((program.equals("[") && !args.isEmpty() && args.get(args.size() - 1).equals("]"))
                || (program.equals("[[") && !args.isEmpty() && args.get(args.size() - 1).equals("]]"))) {
            args = args.subList(0, args.size() - 1);
        }
        // Split on && / || / -a / -o at the top level; a conjunction is judged by its first telling part.
        Status acc = null;
        String op = null;
        int from = 0;
        for (int i = 0; i <= args.size(); i++) {
            boolean end = i == args.size();
            String a = end ? null : args.get(i);
            boolean and = !end && (a.equals("&&") || a.equals("-a") && i > from && isOperand(args, i));
            boolean or = !end && (a.equals("||") || a.equals("-o") && i > from);
            if (end || and || or) {
                Status part = primary(args.subList(from, i), text, at);
                acc = op == null ? part : op.equals("&&") ? Status.and(acc, part) : Status.or(acc, part);
                op = and ? "&&" : "||";
                from = i + 1;
            }
        }
        return acc;
    }

    /** {@code -a} between two expressions is "and"; as the first word it is a file test. */
    private static boolean isOperand(List<String> args, int i) {
        return i + 1 < args.size();
    }

    private static Status primary(List<String> e, String text, dev.agentlint.model.Location at) {
        boolean negated = false;
        int i = 0;
        while (i < e.size() && e.get(i).equals("!")) {
            negated = !negated;
            i++;
        }
        List<String> x = e.subList(i, e.size());
        Status s = null;
        if (x.size() == 2 && FILE_TESTS.contains(x.get(0)) && IN_ISOLATION_FILES.contains(x.get(1))) {
            s = Status.of(Probe.INSIDE_ISOLATION, true, text, at);
        } else if (x.size() == 2 && (x.get(0).equals("-S") || x.get(0).equals("-e")) && runtimeSocket(x.get(1))) {
            s = Status.of(Probe.ISOLATION_AVAILABLE, true, text, at);
        } else if (x.size() == 2 && (x.get(0).equals("-x") || x.get(0).equals("-n") || x.get(0).equals("-f"))
                && lookupOfIsolationTool(x.get(1))) {
            s = Status.of(Probe.ISOLATION_AVAILABLE, true, text, at);
        } else if (x.size() == 2 && x.get(0).equals("-z") && lookupOfIsolationTool(x.get(1))) {
            s = Status.of(Probe.ISOLATION_AVAILABLE, false, text, at);
        } else if (x.size() == 2 && (x.get(0).equals("-n") || x.get(0).equals("-z")) && isolationVar(x.get(1))) {
            s = Status.of(Probe.INSIDE_ISOLATION, x.get(0).equals("-n"), text, at);
        } else if (x.size() == 3 && (x.get(1).equals("=") || x.get(1).equals("==") || x.get(1).equals("!="))) {
            s = comparison(x.get(0), x.get(1), x.get(2), text, at);
        }
        return negated ? Status.negate(s) : s;
    }

    /** {@code "$(systemd-detect-virt)" != none}, {@code "$container" = podman}. */
    private static Status comparison(String left, String op, String right, String text, dev.agentlint.model.Location at) {
        boolean equal = !op.equals("!=");
        String l = left.toLowerCase(Locale.ROOT);
        String r = right.toLowerCase(Locale.ROOT);
        if (r.contains("systemd-detect-virt") && !l.contains("systemd-detect-virt")) {
            String t = l;
            l = r;
            r = t;
        }
        if (l.contains("$(systemd-detect-virt") || l.contains("`systemd-detect-virt")) {
            if (r.equals("none")) return Status.of(Probe.INSIDE_ISOLATION, !equal, text, at);
            if (!r.isEmpty() && !r.startsWith("$")) return Status.of(Probe.INSIDE_ISOLATION, equal, text, at);
            return null;
        }
        if (isolationVar(left) && !right.isEmpty() && !right.startsWith("$")) {
            return Status.of(Probe.INSIDE_ISOLATION, equal, text, at);
        }
        return null;
    }

    private static boolean isolationVar(String word) {
        String w = word.strip();
        if (!w.startsWith("$")) return false;
        String name = w.substring(1).replace("{", "").replace("}", "");
        int colon = name.indexOf(':');
        if (colon >= 0) name = name.substring(0, colon);
        return IN_ISOLATION_VARS.contains(name);
    }

    /** {@code $(command -v podman)}, {@code `which docker`}. */
    private static boolean lookupOfIsolationTool(String word) {
        String w = word.strip();
        if (!(w.startsWith("$(") || w.startsWith("`"))) return false;
        String inner = SUBSTITUTION_DELIMITERS.matcher(w).replaceAll("").strip();
        String[] parts = WHITESPACE.split(inner);
        if (parts.length < 2) return false;
        String tool = parts[parts.length - 1];
        return Set.of("command", "which", "type", "hash").contains(parts[0]) && ISOLATION_TOOLS.contains(base(tool));
    }

    private static boolean runtimeSocket(String path) {
        String p = path.toLowerCase(Locale.ROOT);
        return p.endsWith("docker.sock") || p.endsWith("podman.sock");
    }

    /** {@code grep -q docker /proc/1/cgroup}. */
    private static boolean cgroupGrep(List<String> args) {
        boolean cgroup = false;
        boolean containerWord = false;
        for (String a : args) {
            String l = a.toLowerCase(Locale.ROOT);
            if (l.startsWith("/proc/") && (l.endsWith("/cgroup") || l.endsWith("/sched") || l.endsWith("/mountinfo")
                    || l.endsWith("/environ"))) cgroup = true;
            else if (l.contains("docker") || l.contains("lxc") || l.contains("kubepods") || l.contains("containerd")
                    || l.contains("podman") || l.contains("libpod") || l.contains("container=")) containerWord = true;
        }
        return cgroup && containerWord;
    }

    static String base(String path) {
        return Command.programName(path);
    }
}
