package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.Set;

/**
 * Decides which workloads run a coding agent: their command, entrypoint or lifecycle commands
 * start or install one, their image is an agent image, or they keep an agent's state directory or
 * set a variable only an agent reads. Hardening demands apply to those workloads only.
 *
 * <p>Which command starts an agent is not decided here: the shell stage walks every command of a
 * workload (through wrappers, package runners and {@code sh -c}) and gives each its agent
 * ({@link Command#agent()}, with the configured {@code agent-commands}); this class reads that
 * once the stage has walked the file.
 */
public final class AgentWorkloads {

    private AgentWorkloads() {}

    /**
     * Marks each workload of the file when something shows it runs an agent, or the configuration
     * says it does; the first evidence found is kept.
     *
     * @param walked the commands the shell stage walked from each script of the file
     */
    public static void mark(FileFacts facts, Map<EmbeddedScript, List<Command>> walked) {
        if (facts.workloads().isEmpty()) return;
        // A run line's container command is walked inside the script that holds the line, in the container's context.
        Map<Workload, List<Command>> inContainer = new IdentityHashMap<>();
        for (Command c : facts.commands()) {
            Workload w = c.context().workload();
            if (w != null && w.source() == Workload.Source.RUN_COMMAND) inContainer.computeIfAbsent(w, k -> new ArrayList<>()).add(c);
        }
        for (Workload w : facts.workloads()) {
            mark(w, facts.options(), s -> walked.getOrDefault(s, inContainer.getOrDefault(w, List.of())));
        }
    }

    /**
     * Marks one workload read outside a file's extraction (the services of several compose files
     * the link stage merges), with {@code commandsOf} walking its scripts as the shell stage would.
     */
    public static void mark(Workload w, RuleOptions options, Function<EmbeddedScript, List<Command>> commandsOf) {
        if (w.isAgent()) return;
        if (markedByConfiguration(w, options)) {
            w.agent(new Located<>(Phrase.of("the configuration marks it as an agent workload"), w.anchor()));
            return;
        }
        for (EmbeddedScript s : w.commands()) {
            for (Command c : commandsOf.apply(s)) {
                Optional<Phrase> agent = startsOrInstalls(c);
                if (agent.isPresent()) {
                    w.agent(new Located<>(agent.get(), s.location()));
                    return;
                }
            }
        }
        // An agent image counts unless its command is replaced by one that does nothing (a build-only service).
        if (w.image() != null && AgentClis.imageLooksLikeAgent(w.image().value()) && !onlyNoOps(w, commandsOf)) {
            w.agent(new Located<>(Phrase.of("its image {image} is an agent image", "image", w.image().value().written()), w.image().location()));
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

    /**
     * What a walked command shows: it runs an agent ("runs claude", the walker's identity), or a
     * package manager installs an agent's package ({@code npm install -g @openai/codex}: "installs codex").
     */
    public static Optional<Phrase> startsOrInstalls(Command c) {
        Optional<String> runs = c.agent();
        if (runs.isPresent()) return Optional.of(Phrase.of("runs {agent}", "agent", runs.get()));
        if (c.argv().size() < 3 || !isInstall(c.program(), c.argv().get(1).value())) return Optional.empty();
        for (int i = 2; i < c.argv().size(); i++) {
            Optional<String> a = AgentClis.byPackage(c.argv().get(i).value());
            if (a.isPresent()) return Optional.of(Phrase.of("installs {agent}", "agent", a.get()));
        }
        return Optional.empty();
    }

    private static boolean isInstall(String cmd, String sub) {
        return switch (cmd) {
            case "npm", "pnpm", "bun" -> sub.equals("install") || sub.equals("i") || sub.equals("add");
            case "yarn" -> sub.equals("global") || sub.equals("add");
            case "pip", "pip3", "pipx", "uv" -> sub.equals("install") || sub.equals("tool");
            default -> false;
        };
    }

    private static final Set<String> NO_OPS = Set.of("true", "/bin/true", "/usr/bin/true", ":", "exit", "echo", "/bin/echo");

    /** Every command of the workload is a no-op such as {@code true} or {@code echo done}. */
    private static boolean onlyNoOps(Workload w, Function<EmbeddedScript, List<Command>> commandsOf) {
        if (w.commands().isEmpty()) return false;
        for (EmbeddedScript s : w.commands()) {
            List<Command> commands = commandsOf.apply(s);
            if (commands.isEmpty()) return false;
            for (Command c : commands) if (c.argv().isEmpty() || !NO_OPS.contains(c.argv().get(0).value())) return false;
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
}
