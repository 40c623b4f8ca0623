package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.container.AgentWorkloads;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.BatchLines;
import dev.agentlint.parse.powershell.PowerShellParser;
import dev.agentlint.parse.powershell.PsScript;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.shell.ShellScript;
import dev.agentlint.parse.shell.SyntaxProblem;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shell stage: after a format's extractor has run, every command it recorded as an
 * {@link EmbeddedScript} (a compose {@code command}, a systemd {@code ExecStart}, a workflow
 * {@code run:}, a hook …) becomes {@link dev.agentlint.model.Command}s in {@link FileFacts#commands()},
 * with the context the extractor gave it and positions mapped back into the file that holds it.
 */
public final class ShellStage {

    /** Scripts longer than this are not parsed (a command line, not a program). */
    static final int MAX_EMBEDDED = 256 * 1024;

    static final Phrase TOO_LONG = Phrase.of("a script holds more than {max} words and commands; the rest of it was not checked",
            "max", ShellParser.MAX_NODES);
    static final Phrase PS_TOO_LONG = Phrase.of("a PowerShell script holds more than {max} words or nests deeper than {depth}"
            + " levels; the rest of it was not checked", "max", PowerShellParser.MAX_NODES, "depth", PowerShellParser.MAX_DEPTH);
    static final Phrase TOO_MANY_COMMANDS = Phrase.of("more than {max} commands; the rest were not checked",
            "max", CommandWalker.MAX_COMMANDS);
    static final Phrase EMBEDDED_TOO_LONG = Phrase.of("a command longer than {max} KiB was not checked", "max", MAX_EMBEDDED / 1024);

    private ShellStage() {}

    public static void run(FileFacts facts) {
        Launched launched = new Launched(facts);
        Map<EmbeddedScript, List<Command>> walked = new IdentityHashMap<>();
        for (EmbeddedScript e : List.copyOf(facts.embeddedScripts())) {
            int from = facts.commands().size();
            commands(facts, e, launched);
            if (facts.commands().size() > from) walked.put(e, List.copyOf(facts.commands().subList(from, facts.commands().size())));
        }
        serviceAgents(facts);
        AgentWorkloads.mark(facts, walked);
        ScriptNetworks.apply(facts);
        ScriptVolumes.apply(facts);
    }

    /**
     * The commands one script runs, walked as this stage walks every script but recorded nowhere:
     * for a reader that needs them before the stage runs (which agent a workflow step starts).
     */
    public static List<Command> walk(FileFacts facts, EmbeddedScript e) {
        FileFacts scratch = new FileFacts(facts.file(), facts.options());
        commands(scratch, e, new Launched(scratch));
        return scratch.commands();
    }

    /** The keys of a service whose commands start the service's own process (not its stop or reload steps). */
    private static final List<String> STARTING_KEYS = List.of("/Service/ExecStart", "/ProgramArguments", "/Program");

    /**
     * A service runs the agent its starting commands run, as the walker saw through their wrappers
     * ({@code sudo -T 60 -u agent claude}, {@code env}, {@code nice}, {@code sh -c '…'}) and with the
     * configured {@code agent-commands}: the same identity every other command gets.
     */
    private static void serviceAgents(FileFacts facts) {
        if (facts.units().isEmpty()) return;
        for (ServiceUnit unit : facts.units()) {
            if (unit.agent() != null) continue;
            for (Command c : facts.commands()) {
                if (c.agent().isEmpty() || !starts(c.location().path())) continue;
                unit.agent(new Located<>(c.agent().get(), c.location().withSpan(c.argv().get(0).span())));
                break;
            }
        }
    }

    /** {@code /Service/ExecStart/…}, {@code /Service/ExecStartPre/…}, {@code /ProgramArguments/…}. */
    private static boolean starts(String path) {
        for (String key : STARTING_KEYS) if (path.startsWith(key)) return true;
        return false;
    }

    /** A whole file that is a script; the files it sources are read through {@code tree}. */
    static void script(FileFacts facts, ExecContext context, TreeFiles tree) {
        SourceFile file = facts.file();
        Positions at = Positions.exact(file.lines(), null);
        CommandWalker walker = new CommandWalker(file, facts.options(), at, "", facts.commands()).sourcing(tree);
        walked(facts, walker, ShellParser.parse(file.text(), facts.commentRecorder(file)), context, List.of(), file, at);
        new Launched(facts).record(walker);
    }

    /** A whole file that is a PowerShell script. */
    static void powerShell(FileFacts facts, ExecContext context) {
        SourceFile file = facts.file();
        CommandWalker walker = new CommandWalker(file, facts.options(), Positions.exact(file.lines(), null), "", facts.commands());
        PsScript script = PowerShellParser.parse(file.text(), facts.commentRecorder(file));
        walker.powerShell(script, context);
        limits(facts, walker);
        if (script.truncated()) facts.unchecked().add(PS_TOO_LONG);
        if (walker.exhausted()) facts.unchecked(TOO_MANY_COMMANDS, walker.stoppedAt());
        new Launched(facts).record(walker);
    }

    /** A whole file that is a Windows batch file. */
    static void batch(FileFacts facts, ExecContext context) {
        SourceFile file = facts.file();
        CommandWalker walker = new CommandWalker(file, facts.options(), Positions.exact(file.lines(), null), "", facts.commands());
        walker.batch(BatchLines.read(file.text(), facts.commentRecorder(file)), context);
        limits(facts, walker);
        if (walker.exhausted()) facts.unchecked(TOO_MANY_COMMANDS, walker.stoppedAt());
        new Launched(facts).record(walker);
    }

    /**
     * The containers the walked lines start become workloads of the file, once per run line. The
     * workloads already known are collected once per file, and only when a line starts one: done
     * per command, that made a compose file with thousands of services take minutes.
     */
    private static final class Launched {
        private final FileFacts facts;
        private Set<String> known;

        Launched(FileFacts facts) {
            this.facts = facts;
        }

        void record(CommandWalker walker) {
            if (walker.launched().isEmpty()) return;
            if (known == null) {
                known = new HashSet<>();
                for (Workload w : facts.workloads()) known.add(key(w));
            }
            for (Workload w : walker.launched()) {
                if (known.add(key(w))) ContainerFacts.add(facts, w);
            }
        }

        /** One run line is one workload, or one per branch when it depends on a variable set per branch. */
        private static String key(Workload w) {
            String at = w.anchor().span().toString();
            return w.variant() == null ? at : at + "|" + w.variant();
        }
    }

    /** Walks a parsed script, and says so (where the parser stopped) when a limit left part of it unchecked. */
    private static void walked(FileFacts facts, CommandWalker walker, ShellScript script, ExecContext context,
                               List<EnvVar> env, SourceFile file, Positions at) {
        walker.script(script, context, env);
        limits(facts, walker);
        if (script.truncated()) {
            Location stopped = null;
            for (SyntaxProblem p : script.problems()) {
                if (p.message().startsWith("more than " + ShellParser.MAX_NODES)) {
                    stopped = new Location(file, at.span(p.offset(), p.offset()), "");
                    break;
                }
            }
            facts.unchecked(TOO_LONG, stopped);
        }
        if (walker.exhausted()) facts.unchecked(TOO_MANY_COMMANDS, walker.stoppedAt());
    }

    /** Each limit the walk reached is a not-checked finding at the statement where it was reached. */
    private static void limits(FileFacts facts, CommandWalker walker) {
        for (CommandWalker.Limit l : walker.limits()) facts.unchecked(l.reason(), l.at());
    }

    static void commands(FileFacts facts, EmbeddedScript e, Launched launched) {
        // The file the command is written in: a drop-in or override merged into this file's facts
        // has its own lines, and its commands' findings belong to it.
        SourceFile file = e.location().file();
        String path = e.location().path();
        if (e.script() != null) {
            if (e.script().length() > MAX_EMBEDDED) {
                facts.unchecked(EMBEDDED_TOO_LONG, e.location());
                return;
            }
            Positions at = e.offsets() != null ? Positions.mapped(e.offsets())
                    : e.verbatim() ? Positions.exact(file.lines(), e.location().span()) : Positions.fixed(e.location().span());
            CommandWalker walker = new CommandWalker(file, facts.options(), at, path, facts.commands());
            walked(facts, walker, ShellParser.parse(e.script()), e.context(), e.env(), file, at);
            launched.record(walker);
        } else if (e.argv() != null && !e.argv().isEmpty()) {
            Positions.Exec at = new Positions.Exec(e.argv(), e.argvOffsets());
            List<Arg> argv = new ArrayList<>();
            int total = 0;
            for (int i = 0; i < e.argv().size(); i++) {
                Located<String> element = e.argv().get(i);
                String v = element.value() == null ? "" : element.value();
                int start = at.offset(i);
                int[] origins = new int[v.length()];
                for (int k = 0; k < origins.length; k++) origins[k] = start + k;
                argv.add(new Arg(v, origins, true, start, start + v.length()));
                total += v.length();
                if (total > MAX_EMBEDDED) {
                    facts.unchecked().add(EMBEDDED_TOO_LONG);
                    return;
                }
            }
            Arg last = argv.get(argv.size() - 1);
            CommandWalker walker = new CommandWalker(file, facts.options(), at, path, facts.commands());
            walker.argv(argv, e.context(), e.env(), 0, last.end());
            limits(facts, walker);
            if (walker.exhausted()) facts.unchecked(TOO_MANY_COMMANDS, walker.stoppedAt());
            launched.record(walker);
        }
    }
}
