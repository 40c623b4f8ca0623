package dev.agentlint.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the coding agent a command line starts, looking through the wrappers services and
 * launchers put in front of it ({@code env VAR=x}, {@code exec}, {@code nohup}, {@code sudo -u u},
 * {@code npx pkg}, {@code node …/@anthropic-ai/claude-code/cli.js}, {@code sh -c '…'}). Only the
 * command position counts, so {@code echo claude} or {@code --model claude} are not agents.
 */
public final class AgentInvocations {

    /** The agent and the index of the argument that names it. */
    public record Match(String agent, int index) {}

    private static final Set<String> PREFIX_COMMANDS = Set.of(
            "exec", "nohup", "setsid", "nice", "ionice", "time", "command", "caffeinate", "stdbuf", "timeout",
            "sudo", "doas", "chrt", "taskset", "unbuffer", "dbus-run-session");
    /** Options of prefix commands that take a separate value. */
    private static final java.util.Map<String, Set<String>> OPTIONS_WITH_VALUE = java.util.Map.of(
            "sudo", Set.of("-u", "--user", "-g", "--group", "-C", "-D", "--chdir", "-h", "--host", "-p", "--prompt", "-r", "-t", "-U"),
            "doas", Set.of("-u", "-C"),
            "nice", Set.of("-n", "--adjustment"),
            "ionice", Set.of("-c", "--class", "-n", "--classdata", "-p", "-P", "-u"),
            "timeout", Set.of("-k", "--kill-after", "-s", "--signal"),
            "stdbuf", Set.of("-i", "-o", "-e"),
            "chrt", Set.of("-p"),
            "taskset", Set.of("-p"));
    private static final Set<String> PACKAGE_RUNNERS = Set.of("npx", "bunx", "pnpx", "uvx");
    private static final Set<String> RUNTIMES = Set.of("node", "nodejs", "bun", "deno", "python", "python3");
    private static final Set<String> SHELLS = Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "mksh");
    private static final int MAX_SCRIPT = 64 * 1024;

    private AgentInvocations() {}

    /** The agent this argv runs, if any. */
    public static Optional<Match> find(List<String> argv) {
        return find(argv, 0, 0);
    }

    private static Optional<Match> find(List<String> argv, int from, int depth) {
        int i = from;
        while (i < argv.size()) {
            String word = argv.get(i);
            String base = basename(word);
            Optional<String> agent = AgentClis.byExecutable(word);
            if (agent.isPresent()) return Optional.of(new Match(agent.get(), i));
            if (base.equals("env")) {
                i = skipEnv(argv, i + 1);
            } else if (PREFIX_COMMANDS.contains(base)) {
                i = skipOptions(argv, i + 1, OPTIONS_WITH_VALUE.getOrDefault(base, Set.of()));
                // timeout DURATION cmd
                if (base.equals("timeout") && i < argv.size()) i++;
            } else if (PACKAGE_RUNNERS.contains(base)) {
                int p = skipOptions(argv, i + 1);
                if (p < argv.size()) return AgentClis.byPackage(argv.get(p)).map(a -> new Match(a, p));
                return Optional.empty();
            } else if (isRunnerSubcommand(argv, i)) {
                int p = skipOptions(argv, i + 2);
                if (p < argv.size()) return AgentClis.byPackage(argv.get(p)).map(a -> new Match(a, p));
                return Optional.empty();
            } else if (RUNTIMES.contains(base)) {
                int p = skipOptions(argv, i + 1);
                if (p < argv.size()) {
                    Optional<String> pkg = packageInPath(argv.get(p));
                    if (pkg.isPresent()) return Optional.of(new Match(pkg.get(), p));
                }
                return Optional.empty();
            } else if (SHELLS.contains(base) && depth == 0) {
                for (int c = i + 1; c + 1 < argv.size(); c++) {
                    String opt = argv.get(c);
                    if (!opt.startsWith("-")) break;
                    if (opt.startsWith("-") && !opt.startsWith("--") && opt.indexOf('c') > 0) {
                        Optional<String> inScript = inShellScript(argv.get(c + 1));
                        final int at = c + 1;
                        return inScript.map(a -> new Match(a, at));
                    }
                }
                return Optional.empty();
            } else {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The agent a shell script starts at a command position, if any (a deliberately small tokenizer). */
    public static Optional<String> inShellScript(String script) {
        if (script == null || script.length() > MAX_SCRIPT) return Optional.empty();
        for (List<String> simple : ShellWords.simpleCommands(script)) {
            Optional<Match> m = find(simple, 0, 1);
            if (m.isPresent()) return Optional.of(m.get().agent());
        }
        return Optional.empty();
    }

    private static boolean isRunnerSubcommand(List<String> argv, int i) {
        if (i + 1 >= argv.size()) return false;
        String base = basename(argv.get(i));
        String sub = argv.get(i + 1);
        return (base.equals("npm") && sub.equals("exec")) || (base.equals("pnpm") && (sub.equals("dlx") || sub.equals("exec")))
                || (base.equals("yarn") && sub.equals("dlx")) || (base.equals("pipx") && sub.equals("run"))
                || (base.equals("uv") && sub.equals("tool") && i + 2 < argv.size() && argv.get(i + 2).equals("run"));
    }

    private static int skipEnv(List<String> argv, int i) {
        while (i < argv.size()) {
            String a = argv.get(i);
            if (a.equals("-u") || a.equals("--unset") || a.equals("-C") || a.equals("--chdir")) i += 2;
            else if (a.startsWith("-") || ShellWords.isAssignment(a)) i++;
            else break;
        }
        return i;
    }

    private static int skipOptions(List<String> argv, int i) {
        return skipOptions(argv, i, Set.of());
    }

    private static int skipOptions(List<String> argv, int i, Set<String> withValue) {
        while (i < argv.size() && argv.get(i).startsWith("-")) {
            String a = argv.get(i);
            if (a.equals("--")) return i + 1;
            i += withValue.contains(a) ? 2 : 1;
        }
        return i;
    }

    /** {@code /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js} → claude. */
    private static Optional<String> packageInPath(String path) {
        String[] segs = path.replace('\\', '/').split("/");
        for (int i = 0; i < segs.length; i++) {
            String candidate = segs[i].startsWith("@") && i + 1 < segs.length ? segs[i] + "/" + segs[i + 1] : segs[i];
            if (candidate.isEmpty()) continue;
            Optional<String> a = AgentClis.byPackage(candidate);
            if (a.isPresent() && i > 0 && segs[i - 1].equals("node_modules")) return a;
        }
        return Optional.empty();
    }

    private static String basename(String word) {
        return word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }
}
