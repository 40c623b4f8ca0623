package dev.agentlint.extract.github;

import dev.agentlint.model.AgentClis;
import dev.agentlint.model.ShellWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a workflow {@code run:} script does that the workflow checks need before the shell stage has
 * parsed it: whether it starts a coding agent CLI, and whether it checks out a pull request's head.
 * A light scan of command positions, not a shell parser: the shell stage does the full analysis of
 * the same script.
 */
final class RunScripts {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** Subcommands and options that manage the CLI rather than run the agent. */
    private static final Set<String> NOT_A_RUN = Set.of(
            "--version", "-v", "-V", "--help", "-h", "help", "update", "upgrade", "install", "mcp", "doctor", "config",
            "login", "logout", "setup-token", "completion", "plugin", "migrate-installer");
    private static final Set<String> WRAPPERS = Set.of("sudo", "env", "time", "nohup", "exec", "command", "stdbuf", "xvfb-run");
    private static final Pattern HEREDOC = Pattern.compile("<<-?[ \\t]*[\"']?([A-Za-z_][A-Za-z0-9_]{0,63})[\"']?");
    private static final Pattern SEPARATOR = Pattern.compile("\\$\\(|[;&|()`{}]");
    private static final Pattern PR_CHECKOUT = Pattern.compile(
            "\\bgh\\s+pr\\s+checkout\\b|\\bgit\\s+fetch\\b[^\\n;&|]{0,200}?\\bpull/|\\bgit\\s+checkout\\s+FETCH_HEAD\\b");

    // The agent's configuration taken from a path: Claude Code's --mcp-config / --settings, Codex's CODEX_HOME.
    private static final Pattern CONFIG_PATH = Pattern.compile(
            "(?:(?<![\\w-])--(?:mcp-config|settings)(?:=|[ \t]+)|(?<![\\w])CODEX_HOME=)(\"[^\"\\n]{1,512}\"|'[^'\\n]{1,512}'|[^\\s;&|\"']{1,512})");

    private RunScripts() {}

    /**
     * Where a run script points an agent at configuration files ({@code --mcp-config pr/.mcp.json},
     * {@code --settings …}, {@code CODEX_HOME=…}), as start and end offsets of each path in the
     * script; inline JSON ({@code --settings '{…}'}) is not a path.
     */
    static List<int[]> configPaths(String script) {
        List<int[]> out = new ArrayList<>();
        Matcher m = CONFIG_PATH.matcher(script);
        while (m.find() && out.size() < 64) {
            if (commentedOut(script, m.start())) continue;
            String v = m.group(1);
            int start = m.start(1);
            int end = m.end(1);
            if (v.startsWith("\"") || v.startsWith("'")) {
                start++;
                end--;
            }
            if (end > start && script.charAt(start) != '{') out.add(new int[] {start, end});
        }
        return out;
    }

    /** Whether a shell comment ({@code #} at the start of a word) begins on the line before {@code at}. */
    private static boolean commentedOut(String script, int at) {
        int line = script.lastIndexOf('\n', at - 1) + 1;
        for (int i = line; i < at; i++) {
            if (script.charAt(i) == '#' && (i == line || Character.isWhitespace(script.charAt(i - 1)))) return true;
        }
        return false;
    }

    /** The agent CLI the script starts ({@code claude}, {@code codex}, …), or empty. */
    static Optional<String> agent(String script) {
        String heredoc = null;
        for (String line : script.split("\n", 2000)) {
            String l = line.strip();
            if (heredoc != null) {
                // Here-document text is data, not commands.
                if (l.equals(heredoc)) heredoc = null;
                continue;
            }
            Matcher here = HEREDOC.matcher(l);
            if (here.find()) heredoc = here.group(1);
            if (l.isEmpty() || l.startsWith("#")) continue;
            for (String segment : SEPARATOR.split(l)) {
                Optional<String> a = agentOf(WHITESPACE.split(segment.strip()));
                if (a.isPresent()) return a;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> agentOf(String[] words) {
        int i = 0;
        while (i < words.length && (ShellWords.isAssignment(words[i]) || WRAPPERS.contains(words[i]))) i++;
        if (i < words.length && words[i].equals("timeout")) i += 2;
        if (i >= words.length) return Optional.empty();
        String command = unquote(words[i]);
        boolean runner = command.equals("npx") || command.equals("bunx") || command.equals("pnpx")
                || (command.equals("pnpm") || command.equals("yarn")) && i + 1 < words.length && words[i + 1].equals("dlx")
                || command.equals("npm") && i + 1 < words.length && words[i + 1].equals("exec");
        if (runner) {
            int j = i + 1;
            if (j < words.length && (words[j].equals("dlx") || words[j].equals("exec"))) j++;
            while (j < words.length && words[j].startsWith("-")) j++;
            if (j >= words.length) return Optional.empty();
            Optional<String> agent = AgentClis.byPackage(unquote(words[j]));
            return managing(words, j + 1) ? Optional.empty() : agent;
        }
        Optional<String> agent = AgentClis.byExecutable(command);
        if (agent.isEmpty() || managing(words, i + 1)) return Optional.empty();
        String next = i + 1 < words.length ? words[i + 1] : "";
        return sharedName(agent.get(), next) ? Optional.empty() : agent;
    }

    /**
     * Names other common CLIs share: pressly/goose (database migrations: {@code goose up}) and AWS
     * Copilot ({@code copilot svc deploy}) take subcommands where the agents take a prompt option.
     */
    private static boolean sharedName(String agent, String next) {
        return switch (agent) {
            case "goose" -> !next.equals("run") && !next.equals("session");
            case "copilot", "amp" -> !next.isEmpty() && !next.startsWith("-");
            default -> false;
        };
    }

    private static boolean managing(String[] words, int next) {
        return next < words.length && NOT_A_RUN.contains(unquote(words[next]));
    }

    private static String unquote(String w) {
        if (w.length() >= 2 && (w.charAt(0) == '"' || w.charAt(0) == '\'') && w.charAt(w.length() - 1) == w.charAt(0)) {
            return w.substring(1, w.length() - 1);
        }
        return w;
    }

    /** Offsets {@code [start, end)} of a command that checks out a pull request's head, or null. */
    static int[] pullRequestCheckout(String script) {
        if (script.length() > 1_000_000) return null;
        Matcher m = PR_CHECKOUT.matcher(script);
        return m.find() ? new int[] {m.start(), m.end()} : null;
    }
}
