package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Decides which workloads run a coding agent: their command, entrypoint or lifecycle commands
 * start or install one (by executable or package, see {@link AgentClis}), their image is an agent
 * image, or they keep an agent's state directory or set a variable only an agent reads. Hardening
 * demands apply to those workloads only.
 *
 * <p>Commands are split with a small quote-aware lexer that knows only what it needs here:
 * command separators, quotes, environment assignments and wrappers such as {@code exec} and
 * {@code sh -c}.
 */
public final class AgentWorkloads {

    private static final Pattern DURATION = Pattern.compile("[0-9.]{1,20}[smhd]?");

    private static final int MAX_SCRIPT = 64 * 1024;
    private static final int MAX_NESTING = 3;
    private static final Set<String> WRAPPERS = Set.of("exec", "sudo", "doas", "env", "nohup", "time", "command", "nice",
            "stdbuf", "setsid", "tini", "dumb-init", "gosu", "su-exec", "timeout");
    private static final Set<String> RUNNERS = Set.of("npx", "bunx", "pnpx", "uvx");
    private static final Set<String> SHELLS = Set.of("sh", "bash", "zsh", "dash", "ash", "/bin/sh", "/bin/bash",
            "/usr/bin/bash", "/usr/bin/env");

    private AgentWorkloads() {}

    /**
     * Marks the workload when something shows it runs an agent, or the configuration says it does;
     * the first evidence found is kept.
     */
    public static void mark(Workload w, RuleOptions options) {
        if (w.isAgent()) return;
        if (markedByConfiguration(w, options)) {
            w.agent(new Located<>(Phrase.of("the configuration marks it as an agent workload"), w.anchor()));
            return;
        }
        for (EmbeddedScript s : w.commands()) {
            Optional<Phrase> agent = s.argv() != null ? inWords(strings(s.argv()), 0, options) : inScript(s.script(), 0, options);
            if (agent.isPresent()) {
                w.agent(new Located<>(agent.get(), s.location()));
                return;
            }
        }
        // An agent image counts unless its command is replaced by one that does nothing (a build-only service).
        if (w.image() != null && AgentClis.imageLooksLikeAgent(w.image().value()) && !onlyNoOps(w)) {
            w.agent(new Located<>(Phrase.of("its image {image} is an agent image", "image", w.image().value()), w.image().location()));
            return;
        }
        for (Mount m : w.mounts()) {
            Optional<String> a = AgentClis.byConfigDir(m.target());
            if (a.isPresent()) {
                w.agent(new Located<>(Phrase.of("it keeps {agent}'s state at {target}", "agent", a.get(), "target", m.target()), m.location()));
                return;
            }
            // The host's own state or credentials of an agent, mounted wherever: the agent is what reads them.
            String source = m.hostPath() == null ? null : m.hostPath().written();
            Optional<String> host = AgentClis.byConfigDir(source);
            if (host.isPresent() && source.startsWith("~")) {
                w.agent(new Located<>(Phrase.of("it is given {host}'s state from {source}", "host", host.get(), "source", source), m.location()));
                return;
            }
        }
        for (EnvVar e : w.env()) {
            Optional<String> a = AgentClis.byVariable(e.name());
            if (a.isPresent()) {
                w.agent(new Located<>(Phrase.of("it sets {name}, which configures {agent}", "name", e.name(), "agent", a.get()), e.location()));
                return;
            }
        }
    }

    private static final Set<String> NO_OPS = Set.of("true", "/bin/true", "/usr/bin/true", ":", "exit", "echo", "/bin/echo");

    /** Every command of the workload is a no-op such as {@code true} or {@code echo done}. */
    private static boolean onlyNoOps(Workload w) {
        if (w.commands().isEmpty()) return false;
        for (EmbeddedScript s : w.commands()) {
            List<List<String>> commands = s.argv() != null ? List.of(strings(s.argv())) : simpleCommands(s.script() == null ? "" : s.script());
            for (List<String> c : commands) if (c.isEmpty() || !NO_OPS.contains(c.get(0))) return false;
        }
        return true;
    }

    /**
     * The names configuration may use for a workload: its own name, a Quadlet unit without its
     * extension, and a kube pod or container on its own.
     */
    private static boolean markedByConfiguration(Workload w, RuleOptions options) {
        String name = w.name();
        if (options.markedAgentWorkload(name)) return true;
        int dot = name.lastIndexOf('.');
        if (w.source() == Workload.Source.QUADLET && dot > 0 && options.markedAgentWorkload(name.substring(0, dot))) return true;
        int slash = name.indexOf('/');
        return w.source() == Workload.Source.KUBE && slash > 0
                && (options.markedAgentWorkload(name.substring(0, slash)) || options.markedAgentWorkload(name.substring(slash + 1)));
    }

    /** What agent a shell script starts or installs ("runs claude"), if any. */
    public static Optional<Phrase> inScript(String script, int depth) {
        return inScript(script, depth, RuleOptions.DEFAULTS);
    }

    /** What agent a shell script starts or installs, also knowing the team's own agent commands. */
    public static Optional<Phrase> inScript(String script, int depth, RuleOptions options) {
        if (script == null || script.length() > MAX_SCRIPT || depth > MAX_NESTING) return Optional.empty();
        for (List<String> command : simpleCommands(script)) {
            Optional<Phrase> a = inWords(command, depth, options);
            if (a.isPresent()) return a;
        }
        return Optional.empty();
    }

    /** What agent one simple command (argv) starts or installs, if any. */
    /** {@code NAME=value} (any value, line breaks included): a name of at most 201 word characters, not starting with a digit. */
    private static boolean isAssignment(String w) {
        int eq = w.indexOf('=');
        if (eq < 1 || eq > 201) return false;
        for (int i = 0; i < eq; i++) {
            char c = w.charAt(i);
            boolean letter = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_';
            if (!letter && !(i > 0 && c >= '0' && c <= '9')) return false;
        }
        return true;
    }

    static Optional<Phrase> inWords(List<String> words, int depth) {
        return inWords(words, depth, RuleOptions.DEFAULTS);
    }

    static Optional<Phrase> inWords(List<String> words, int depth, RuleOptions options) {
        int i = 0;
        while (i < words.size()) {
            String w = words.get(i);
            String base = w.substring(w.lastIndexOf('/') + 1);
            boolean wrapped = i > 0;
            if (isAssignment(w) || wrapped && (w.startsWith("-") || DURATION.matcher(w).matches())) {
                i++;
            } else if (WRAPPERS.contains(base)) {
                i++;
            } else {
                break;
            }
        }
        if (i >= words.size()) return Optional.empty();
        String cmd = words.get(i);
        String base = cmd.substring(cmd.lastIndexOf('/') + 1);
        Optional<String> direct = options.agentByExecutable(cmd);
        if (direct.isPresent()) return Optional.of(Phrase.of("runs {agent}", "agent", direct.get()));
        List<String> rest = words.subList(i + 1, words.size());
        if (RUNNERS.contains(base)) return firstPackage(rest).map(a -> Phrase.of("runs {agent}", "agent", a));
        if ((base.equals("pnpm") || base.equals("yarn") || base.equals("npm")) && !rest.isEmpty()
                && Set.of("dlx", "exec", "x").contains(rest.get(0))) {
            return firstPackage(rest.subList(1, rest.size())).map(a -> Phrase.of("runs {agent}", "agent", a));
        }
        if (base.equals("pipx") && !rest.isEmpty() && rest.get(0).equals("run")) {
            return firstPackage(rest.subList(1, rest.size())).map(a -> Phrase.of("runs {agent}", "agent", a));
        }
        if (isInstall(base, rest)) {
            for (String r : rest) {
                Optional<String> a = AgentClis.byPackage(r);
                if (a.isPresent()) return Optional.of(Phrase.of("installs {agent}", "agent", a.get()));
            }
        }
        if (SHELLS.contains(cmd) || SHELLS.contains(base)) {
            for (int k = 0; k + 1 < rest.size(); k++) {
                if (rest.get(k).startsWith("-") && rest.get(k).contains("c")) return inScript(rest.get(k + 1), depth + 1, options);
            }
        }
        return Optional.empty();
    }

    private static boolean isInstall(String cmd, List<String> rest) {
        if (rest.isEmpty()) return false;
        String sub = rest.get(0);
        return switch (cmd) {
            case "npm", "pnpm", "bun" -> sub.equals("install") || sub.equals("i") || sub.equals("add");
            case "yarn" -> sub.equals("global") || sub.equals("add");
            case "pip", "pip3", "pipx", "uv" -> sub.equals("install") || sub.equals("tool");
            default -> false;
        };
    }

    private static Optional<String> firstPackage(List<String> words) {
        for (String w : words) {
            if (w.startsWith("-")) continue;
            return AgentClis.byPackage(w);
        }
        return Optional.empty();
    }

    private static List<String> strings(List<Located<String>> argv) {
        List<String> out = new ArrayList<>();
        for (Located<String> l : argv) out.add(l.value());
        return out;
    }

    /**
     * Splits a script into simple commands of unquoted words: separators {@code ; & | && || ( )}
     * and newlines end a command; single and double quotes group; a backslash escapes the next
     * character. Linear in the length of the script.
     */
    static List<List<String>> simpleCommands(String script) {
        List<List<String>> commands = new ArrayList<>();
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        int n = script.length();
        while (i < n) {
            char c = script.charAt(i);
            if (c == '\'' || c == '"') {
                int close = script.indexOf(c, i + 1);
                if (close < 0) close = n;
                word.append(script, i + 1, close);
                inWord = true;
                i = close + 1;
                continue;
            }
            if (c == '\\' && i + 1 < n) {
                if (script.charAt(i + 1) != '\n') {
                    word.append(script.charAt(i + 1));
                    inWord = true;
                }
                i += 2;
                continue;
            }
            if (c == '#' && !inWord) {
                while (i < n && script.charAt(i) != '\n') i++;
                continue;
            }
            boolean separator = c == ';' || c == '&' || c == '|' || c == '(' || c == ')' || c == '\n' || c == '`';
            if (Character.isWhitespace(c) || separator) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                if (separator && !words.isEmpty()) {
                    commands.add(words);
                    words = new ArrayList<>();
                }
                i++;
                continue;
            }
            word.append(c);
            inWord = true;
            i++;
        }
        if (inWord) words.add(word.toString());
        if (!words.isEmpty()) commands.add(words);
        return commands;
    }
}
