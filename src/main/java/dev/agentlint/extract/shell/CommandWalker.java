package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Location;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.BatchLines;
import dev.agentlint.parse.powershell.PowerShellParser;
import dev.agentlint.parse.powershell.PsScript;
import dev.agentlint.parse.shell.HereDoc;
import dev.agentlint.parse.shell.ShellNode;
import dev.agentlint.parse.shell.ShellNode.AndOr;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.shell.ShellScript;
import dev.agentlint.parse.shell.ShellWord;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Walks a parsed script the way the shell would run it, without running anything, and records
 * every simple command as a {@link Command}: words expanded with the script's constant variables,
 * wrappers seen through, command strings ({@code bash -c}, {@code eval}, {@code ssh host …})
 * parsed again, commands inside {@code podman run}/{@code limactl shell} placed in that context,
 * and the isolation tests each command depends on (guards, fallbacks) attached to it.
 *
 * <p>Functions are walked where they are called (so a guard before the call counts), and once
 * more at the end if never called. Work is bounded: commands per file, re-parsing depth and
 * function-call depth all have limits.
 */
final class CommandWalker {

    static final int MAX_COMMANDS = 20_000;
    static final int MAX_REPARSE = 6;
    static final int MAX_CALL_DEPTH = 8;
    private static final int MAX_WRAPPERS = 32;

    private static final Set<String> DECLARATIONS = Set.of("export", "declare", "typeset", "local", "readonly");

    /** The file being walked: the script, or a file it sources while that is walked. */
    private SourceFile file;
    /** The first statement of the walked file left unwalked because the budget ran out (null: none). */
    private Location stoppedAt;
    private Positions positions;
    private final SourceFile scriptFile;
    private final RuleOptions options;
    /** Reads the files the script sources; {@link TreeFiles#NONE} when there is no scanned tree. */
    private TreeFiles tree = TreeFiles.NONE;
    /** Files already sourced (each is read once) and where each function was written. */
    private final Set<String> sourced = new HashSet<>();
    private final Map<String, SourceFile> functionFile = new HashMap<>();
    private final Map<String, Positions> functionPositions = new HashMap<>();
    private final String basePath;
    private final List<Command> out;
    private final Vars vars = new Vars();
    private final Expander expander;
    private final Map<String, ShellNode.FunctionDef> functions = new LinkedHashMap<>();
    private final Map<String, Frame> definedIn = new HashMap<>();
    private final Set<String> called = new HashSet<>();
    private final Map<String, Integer> occurrences = new HashMap<>();
    private final Set<String> emitted = new HashSet<>();
    private final List<Workload> launched = new ArrayList<>();
    private Frame current;
    /** Text the previous part of a pipeline prints, for the part reading it. */
    private Arg pipedIn;
    private Arg printed;
    private int callDepth;
    private int steps;
    /** While a command is walked with one of a variable's values: which, for its commands' context; else null. */
    private Phrase note;
    /** The command being run is a declaration whose words {@link #declarations} has already assigned. */
    private boolean declaredByWords;

    CommandWalker(SourceFile file, RuleOptions options, Positions positions, String basePath, List<Command> out) {
        this.file = file;
        this.scriptFile = file;
        this.options = options;
        this.positions = positions;
        this.basePath = basePath == null ? "" : basePath;
        this.out = out;
        this.expander = new Expander(vars, this::substitution);
    }

    /** {@code source}/{@code .} of a file in the tree reads it through {@code tree}. */
    CommandWalker sourcing(TreeFiles tree) {
        this.tree = tree == null ? TreeFiles.NONE : tree;
        return this;
    }

    /** The containers that {@code docker/podman run} lines in what was walked start. */
    List<Workload> launched() {
        return launched;
    }

    /** Walks a whole script, then the functions it defines but never calls. */
    void script(ShellScript script, ExecContext context) {
        script(script, context, List.of());
    }

    /**
     * Walks a script started with an environment: its variables are the script's variables and
     * part of every command's environment.
     */
    void script(ShellScript script, ExecContext context, List<EnvVar> env) {
        inherit(env);
        Frame root = Frame.root(context, env);
        walkList(script.statements(), root);
        walkUncalledFunctions();
    }

    /** Walks a command given as an argv list (exec form), started with an environment. */
    void argv(List<Arg> argv, ExecContext context, List<EnvVar> env, int start, int end) {
        inherit(env);
        if (!argv.isEmpty()) run(argv, Frame.root(context, env), List.of(), null, start, end);
        walkUncalledFunctions();
    }

    /** Walks a parsed PowerShell script (a {@code .ps1} file) run in {@code context}. */
    void powerShell(PsScript script, ExecContext context) {
        walkPowerShell(script, Frame.root(context));
        walkUncalledFunctions();
    }

    /** Walks a Windows batch file's lines run in {@code context}. */
    void batch(List<BatchLines.Line> lines, ExecContext context) {
        new BatchCommands(sinkFor(Frame.root(context))).walk(lines);
        walkUncalledFunctions();
    }

    /** PowerShell's commands run in frame {@code f}, each through the same wrappers, launchers and checks as a shell's. */
    private void walkPowerShell(PsScript script, Frame f) {
        new PowerShellCommands(sinkFor(f)).walk(script);
    }

    /** Commands another language's reader found, run in frame {@code f}. */
    private CommandSink sinkFor(Frame f) {
        return new CommandSink() {
            @Override
            public void command(List<Arg> argv, int start, int end) {
                if (budgetLeft()) run(argv, f, List.of(), null, start, end);
            }

            @Override
            public void command(List<Arg> argv, int start, int end, Phrase branch) {
                if (!budgetLeft()) return;
                Phrase saved = note;
                note = branch;
                try {
                    run(argv, f, List.of(), null, start, end);
                } finally {
                    note = saved;
                }
            }

            @Override
            public int line(int origin) {
                return CommandWalker.this.line(origin);
            }

            @Override
            public void limit(Phrase reason, int start, int end) {
                CommandWalker.this.limit(reason, location(start, end, ""));
            }

            @Override
            public void environment(String name, Arg value, int start, int end) {
                EnvVar env = new EnvVar(name, value.value(), location(start, end, "env/" + name));
                emit(List.of(), f.wrappers(), List.of(env), f, start, end);
            }
        };
    }

    /** The environment's variables are the shell's variables too ({@code sh -c 'claude $FLAGS'}). */
    private void inherit(List<EnvVar> env) {
        for (EnvVar e : env) vars.set(e.name(), Vars.Value.of(e.value(), true));
    }

    private void walkUncalledFunctions() {
        for (var e : new ArrayList<>(functions.entrySet())) {
            if (!called.contains(e.getKey()) && budgetLeft()) {
                called.add(e.getKey());
                vars.enterFunction();
                SourceFile savedFile = file;
                Positions savedPositions = positions;
                file = functionFile.getOrDefault(e.getKey(), file);
                positions = functionPositions.getOrDefault(e.getKey(), positions);
                walkCommand(e.getValue().body(), definedIn.getOrDefault(e.getKey(), Frame.root(ExecContext.host(Phrase.of("shell")))));
                file = savedFile;
                positions = savedPositions;
                vars.leaveFunction();
            }
        }
    }

    /** A limit reached while walking: what was not followed, and the statement where it happened. */
    record Limit(Phrase reason, Location at) {}

    /** Most limits one walk reports; past them the first ones say enough. */
    private static final int MAX_LIMITS = 10;

    private final List<Limit> limits = new ArrayList<>();

    /** The branch-value and sourcing limits this walk reached (the command budget is {@link #exhausted()}). */
    List<Limit> limits() {
        return limits;
    }

    private void limit(Phrase reason, Location at) {
        if (limits.size() < MAX_LIMITS) limits.add(new Limit(reason, at));
    }

    /** The file's budget of commands ran out: what came after was not walked. */
    boolean exhausted() {
        return !budgetLeft();
    }

    /** Where the walk of this file stopped for want of budget, when it was in this file; else null. */
    Location stoppedAt() {
        return stoppedAt;
    }

    private boolean budgetLeft() {
        return out.size() < MAX_COMMANDS && steps < MAX_COMMANDS * 10;
    }

    // ---- lists and control flow ----------------------------------------------------------------

    private Flow walkList(List<AndOr> items, Frame f) {
        Frame cur = f;
        Flow last = Flow.NONE;
        boolean ends = false;
        boolean endsScript = false;
        for (AndOr item : items) {
            if (!budgetLeft()) {
                if (stoppedAt == null && file == scriptFile) stoppedAt = location(item.start(), item.end(), "");
                break;
            }
            last = walkAndOr(item, cur);
            String capped = vars.takeCapped();
            if (capped != null) {
                limit(Phrase.of("the variable {name} takes more than {max} values across the branches at line {line};"
                        + " commands using it were judged with the first {max} only",
                        "name", capped, "max", Vars.MAX_ALTERNATIVES, "line", line(item.start())), location(item.start(), item.end(), ""));
            }
            cur = cur.plus(last.after());
            if (last.ends()) {
                ends = true;
                endsScript = last.endsScript();
            }
        }
        return new Flow(last.status(), ends, endsScript, cur.since(f));
    }

    private Flow walkAndOr(AndOr ao, Frame f) {
        steps++;
        List<ShellNode.Pipeline> pipes = ao.pipelines();
        Flow first = walkPipeline(pipes.get(0), f);
        Status acc = first.status();
        Status beforeLast = null;
        Flow last = first;
        for (int i = 1; i < pipes.size(); i++) {
            boolean and = ao.operators().get(i - 1).equals("&&");
            beforeLast = acc;
            last = walkPipeline(pipes.get(i), f.when(acc, and));
            if (!and && cannotFail(pipes.get(i)) && Status.isolationFailed(acc)) {
                // `podman run … claude || echo failed && claude`: the echo succeeds, so what follows runs
                // also when the isolation failed, on the host.
                acc = new Status(acc.probe(), false, null, acc.test(), acc.location());
            } else {
                acc = and ? Status.and(acc, last.status()) : Status.or(acc, last.status());
            }
        }
        if (ao.background()) return Flow.NONE;
        if (pipes.size() == 1) return first;
        List<Command.Condition> after = List.of();
        if (last.ends()) {
            // The code after `test || exit` is reached only when the test succeeded (and after `test && exit`, failed).
            boolean lastRanOnSuccess = ao.operators().get(pipes.size() - 2).equals("&&");
            after = f.when(beforeLast, !lastRanOnSuccess).since(f);
        }
        return new Flow(acc, false, false, after);
    }

    private static final Set<String> ALWAYS_SUCCEED = Set.of("echo", "printf", "true", ":");

    /** A pipeline that always exits 0: a lone {@code echo}, {@code printf}, {@code true} or {@code :}. */
    private static boolean cannotFail(ShellNode.Pipeline p) {
        if (p.negated() || p.commands().size() != 1 || !(p.commands().get(0) instanceof ShellNode.Simple s)) return false;
        if (s.words().isEmpty()) return false;
        String program = s.words().get(0).literalText();
        return program != null && ALWAYS_SUCCEED.contains(program);
    }

    private Flow walkPipeline(ShellNode.Pipeline p, Frame f) {
        Flow flow = Flow.NONE;
        if (p.commands().size() == 1) {
            flow = walkCommand(p.commands().get(0), f);
        } else {
            // Each part of a multi-command pipeline runs in a subshell: an exit there ends only that part.
            // Text a part prints (cat <<EOF, echo …) is the standard input of the next: `… | bash` runs it.
            Arg piped = null;
            for (ShellNode.Command c : p.commands()) {
                pipedIn = piped;
                printed = null;
                flow = Flow.of(walkCommand(c, f).status());
                piped = printed;
            }
            pipedIn = null;
            printed = null;
        }
        return p.negated() ? new Flow(Status.negate(flow.status()), flow.ends(), flow.endsScript(), flow.after()) : flow;
    }

    private Flow walkCommand(ShellNode.Command c, Frame f) {
        if (!budgetLeft()) return Flow.NONE;
        if (c instanceof ShellNode.Simple s) return walkSimple(s, f);
        if (c instanceof ShellNode.Group g) return walkList(g.body(), f);
        if (c instanceof ShellNode.Subshell s) return Flow.of(walkList(s.body(), f).status());
        if (c instanceof ShellNode.If i) return walkIf(i, f);
        if (c instanceof ShellNode.Loop l) {
            Flow cond = walkList(l.condition(), f);
            walkList(l.body(), f.plus(cond.after()).when(cond.status(), !l.until()));
        } else if (c instanceof ShellNode.For fo) {
            withFrame(f, () -> {
                if (fo.items() != null) for (ShellWord w : fo.items()) expander.fields(w);
            });
            if (fo.variable() != null) vars.unknown(fo.variable());
            walkList(fo.body(), f);
        } else if (c instanceof ShellNode.Case k) {
            withFrame(f, () -> expander.single(k.subject()));
            int line = line(k.start());
            Vars.Fork fork = vars.fork(Phrase.of("the case at line {line}", "line", line));
            boolean catchAll = false;
            for (ShellNode.CaseItem item : k.items()) {
                Flow body = walkList(item.body(), f);
                fork.endPath(Phrase.of("the case \"{patterns}\" at line {line}", "patterns", patterns(item), "line", line(itemStart(item, k.start()))), !body.ends());
                for (ShellWord p : item.patterns()) catchAll |= "*".equals(p.literalText()) && p.unquoted();
            }
            if (!catchAll) fork.endPath(Phrase.of("no case"), true);
            fork.join();
        } else if (c instanceof ShellNode.FunctionDef d) {
            functions.put(d.name(), d);
            definedIn.put(d.name(), f);
            functionFile.put(d.name(), file);
            functionPositions.put(d.name(), positions);
            called.remove(d.name());
        }
        return Flow.NONE;
    }

    /** Branches run under their tests; when all but one path ends, what that path's tests say holds afterwards. */
    private Flow walkIf(ShellNode.If node, Frame f) {
        Frame otherwise = f;
        List<Frame> continuing = new ArrayList<>();
        boolean allEndScript = true;
        int line = line(node.start());
        Vars.Fork fork = vars.fork(Phrase.of("the if at line {line}", "line", line));
        boolean first = true;
        for (ShellNode.Branch b : node.branches()) {
            Flow cond = walkList(b.condition(), otherwise);
            Frame then = otherwise.plus(cond.after()).when(cond.status(), true);
            Flow body = walkList(b.body(), then);
            if (!body.ends()) continuing.add(then.plus(body.after()));
            allEndScript &= body.endsScript();
            otherwise = otherwise.plus(cond.after()).when(cond.status(), false);
            int at = b.condition().isEmpty() ? line : line(b.condition().get(0).start());
            fork.endPath(first ? Phrase.of("the if branch at line {line}", "line", at) : Phrase.of("the elif branch at line {line}", "line", at), !body.ends());
            first = false;
        }
        Flow elseFlow = node.elseBody() == null ? Flow.NONE : walkList(node.elseBody(), otherwise);
        if (!elseFlow.ends()) continuing.add(otherwise.plus(elseFlow.after()));
        allEndScript &= elseFlow.endsScript();
        fork.endPath(node.elseBody() == null || node.elseBody().isEmpty() ? Phrase.of("no branch")
                : Phrase.of("the else branch at line {line}", "line", line(node.elseBody().get(0).start())), !elseFlow.ends());
        fork.join();
        List<Command.Condition> after = continuing.size() == 1 ? continuing.get(0).since(f) : List.of();
        return new Flow(null, continuing.isEmpty(), continuing.isEmpty() && allEndScript, after);
    }

    private int line(int origin) {
        return positions.span(origin, origin).line();
    }

    private static int itemStart(ShellNode.CaseItem item, int fallback) {
        if (!item.patterns().isEmpty()) return item.patterns().get(0).start();
        return item.body().isEmpty() ? fallback : item.body().get(0).start();
    }

    /** A case item's patterns as written, shortened for a message: {@code host|--host)}. */
    private static String patterns(ShellNode.CaseItem item) {
        StringBuilder b = new StringBuilder();
        for (ShellWord p : item.patterns()) {
            if (b.length() > 0) b.append('|');
            String t = p.literalText();
            b.append(t == null ? "…" : t);
            if (b.length() > 40) {
                b.setLength(40);
                b.append('…');
                break;
            }
        }
        return b.append(')').toString();
    }

    // ---- simple commands -----------------------------------------------------------------------

    /**
     * A command that uses a variable whose value depends on the branch an {@code if}/{@code case}
     * took is walked once per value, each named in its commands' context, so the exposed branch is
     * the one reported. A variable it assigns from such a value keeps one value per branch too.
     */
    private Flow walkSimple(ShellNode.Simple s, Frame f) {
        String name = note == null && vars.branching() ? branchingVariable(s) : null;
        if (name == null) return walkSimpleOnce(s, f);
        List<Vars.Alternative> alts = vars.alternatives(name);
        Vars.Value lastValue = vars.get(name);
        List<String> targets = assignedNames(s);
        Map<String, List<Vars.Alternative>> results = new LinkedHashMap<>();
        Map<String, Vars.Value> lastResults = new HashMap<>();
        Flow flow = Flow.NONE;
        for (Vars.Alternative a : alts) {
            vars.assume(name, a.value());
            note = a.note();
            try {
                flow = walkSimpleOnce(s, f);
            } finally {
                note = null;
            }
            for (String t : targets) {
                results.computeIfAbsent(t, k -> new ArrayList<>()).add(new Vars.Alternative(vars.get(t), a.note()));
                if (a.value().equals(lastValue) || !lastResults.containsKey(t)) lastResults.put(t, vars.get(t));
            }
        }
        vars.settle(name, lastValue, alts);
        for (String t : targets) vars.settle(t, lastResults.get(t), results.get(t));
        return flow;
    }

    /** The first variable with several values ({@link Vars#alternatives}) that the command's words or assignments use. */
    private String branchingVariable(ShellNode.Simple s) {
        for (ShellNode.Assignment a : s.assignments()) {
            String n = branchingVariable(a.value(), 0);
            if (n != null) return n;
        }
        for (ShellWord w : s.words()) {
            String n = branchingVariable(w, 0);
            if (n != null) return n;
        }
        return null;
    }

    private String branchingVariable(ShellWord w, int depth) {
        if (w == null || depth > 4) return null;
        for (ShellWord.Part part : w.parts()) {
            if (part instanceof ShellWord.Parameter p) {
                if (vars.alternatives(p.name()) != null) return p.name();
                String n = branchingVariable(p.argument(), depth + 1);
                if (n != null) return n;
            }
        }
        if (w.arrayElements() != null) {
            for (ShellWord e : w.arrayElements()) {
                String n = branchingVariable(e, depth + 1);
                if (n != null) return n;
            }
        }
        return null;
    }

    /** The variables a simple command assigns in the shell: standalone assignments, or a declaration's. */
    private static List<String> assignedNames(ShellNode.Simple s) {
        List<String> names = new ArrayList<>();
        if (s.words().isEmpty()) {
            for (ShellNode.Assignment a : s.assignments()) names.add(a.name());
        } else if (isDeclaration(s)) {
            for (ShellWord w : s.words().subList(1, s.words().size())) {
                ShellNode.Assignment a = ShellParser.assignment(w);
                if (a != null) names.add(a.name());
            }
        }
        return names;
    }

    private Flow walkSimpleOnce(ShellNode.Simple s, Frame f) {
        Frame saved = current;
        current = f;
        try {
            List<EnvVar> assigned = assignments(s);
            boolean declaration = isDeclaration(s);
            if (declaration) {
                assigned = new ArrayList<>(assigned);
                assigned.addAll(declarations(s.words()));
            }
            List<Arg> argv = new ArrayList<>();
            boolean test = !s.words().isEmpty() && "[[".equals(s.words().get(0).literalText());
            for (ShellWord w : s.words()) {
                if (test) argv.add(expander.single(w));
                else argv.addAll(expander.fields(w));
            }
            Arg stdin = pipedIn;
            pipedIn = null;
            for (ShellNode.Redirect r : s.redirects()) {
                if (r.hereDoc() != null) stdin = hereDocument(r.hereDoc(), r.start());
                else if (r.operator().equals("<<<") && r.target() != null) stdin = expander.single(r.target());
                else if (r.target() != null) expander.fields(r.target());
            }
            if (argv.isEmpty()) {
                if (!assigned.isEmpty()) emit(List.of(), f.wrappers(), assigned, f, s.start(), s.end());
                return Flow.NONE;
            }
            declaredByWords = declaration;
            return run(argv, f, assigned, stdin, s.start(), s.end());
        } finally {
            current = saved;
            declaredByWords = false;
        }
    }

    private static boolean isDeclaration(ShellNode.Simple s) {
        if (s.words().isEmpty()) return false;
        String program = s.words().get(0).literalText();
        return program != null && DECLARATIONS.contains(program);
    }

    /** Prefix assignments: variables of the shell when nothing follows them, else environment of the command. */
    private List<EnvVar> assignments(ShellNode.Simple s) {
        List<EnvVar> env = new ArrayList<>();
        boolean standalone = s.words().isEmpty();
        for (ShellNode.Assignment a : s.assignments()) env.add(assign(a, standalone));
        return env;
    }

    /** One assignment's value; the shell's variable changes when {@code standalone}. */
    private EnvVar assign(ShellNode.Assignment a, boolean standalone) {
        ShellWord value = a.value();
        Vars.Value v;
        String text;
        if (value.arrayElements() != null) {
            List<Arg> elements = expander.elements(value);
            List<String> values = new ArrayList<>(elements.size());
            List<Boolean> unknown = new ArrayList<>(elements.size());
            boolean literal = true;
            for (Arg e : elements) {
                values.add(e.value());
                unknown.add(!e.literal());
                literal &= e.literal();
            }
            v = new Vars.Value(values, literal, literal ? null : unknown);
            text = String.join(" ", values);
        } else {
            Arg one = expander.single(value);
            v = Vars.Value.of(one.value(), one.literal());
            text = one.value();
        }
        if (standalone) {
            if (a.append()) vars.append(a.name(), v, value.arrayElements() != null);
            else vars.set(a.name(), v);
        }
        return new EnvVar(a.name(), text, location(a.start(), a.end(), "env/" + a.name()));
    }

    /**
     * The arguments of {@code local}, {@code declare}/{@code typeset}, {@code readonly} and
     * {@code export}: assignments like prefix ones (arrays and {@code +=} too). In a function,
     * {@code local}, and {@code declare}/{@code typeset} without {@code -g}, make the variable the
     * function's own.
     */
    private List<EnvVar> declarations(List<ShellWord> words) {
        String builtin = words.get(0).literalText();
        boolean scoped = builtin.equals("local") || builtin.equals("declare") || builtin.equals("typeset");
        List<EnvVar> env = new ArrayList<>();
        for (ShellWord w : words.subList(1, words.size())) {
            String flag = w.literalText();
            if (flag != null && (flag.startsWith("-") || flag.startsWith("+"))) {
                if (flag.startsWith("-") && flag.indexOf('g') > 0) scoped = false;
                continue;
            }
            ShellNode.Assignment a = ShellParser.assignment(w);
            String name = a != null ? a.name() : flag;
            if (name == null || !Wrappers.isAssignment(name + "=")) continue;
            if (scoped) vars.local(name);
            if (a != null) env.add(assign(a, true));
            else if (scoped && !vars.assigned(name)) vars.unset(name);
        }
        return env;
    }

    /** Sees through wrappers one at a time, then records the command that is left. */
    private Flow run(List<Arg> argv, Frame f, List<EnvVar> assigned, Arg stdin, int start, int end) {
        List<Command.Wrapper> wrappers = new ArrayList<>(f.wrappers());
        List<EnvVar> env = new ArrayList<>(f.env());
        env.addAll(assigned);
        boolean endsScript = false;
        boolean isolating = false;
        for (int guard = 0; guard < MAX_WRAPPERS && !argv.isEmpty(); guard++) {
            String program = Probes.base(argv.get(0).value());
            if (wrappers.size() == f.wrappers().size() && functions.containsKey(program) && argv.get(0).literal()) {
                return call(program, f);
            }
            Step step = Wrappers.next(argv);
            if (step instanceof Step.None) step = PackageRunners.next(argv);
            if (step instanceof Step.None) step = Launchers.next(argv, a -> location(a.start(), a.end(), "launch"));
            if (step instanceof Step.None) step = HandOffs.next(argv);
            if (step instanceof Step.Unwrap u) {
                if (u.next() >= argv.size() && !u.exits()) break;
                wrappers.add(new Command.Wrapper(u.name(), words(argv.subList(0, u.next())), null));
                for (Arg a : u.assignments()) env.add(envVar(a));
                endsScript |= u.exits() && u.next() < argv.size();
                isolating |= u.isolating();
                argv = argv.subList(u.next(), argv.size());
            } else if (step instanceof Step.Package p) {
                wrappers.add(new Command.Wrapper(p.name(), words(argv.subList(0, p.next())), word(p.spec())));
                List<Arg> rest = new ArrayList<>();
                rest.add(p.command());
                rest.addAll(argv.subList(p.next(), argv.size()));
                argv = rest;
            } else if (step instanceof Step.Script sc) {
                List<Command.Wrapper> via = new ArrayList<>(wrappers);
                via.add(new Command.Wrapper(sc.name(), words(argv.subList(0, sc.consumed())), word(sc.script())));
                Flow inner = reparse(sc.script(), f.nested(f.context(), via, env));
                if (inner == null) break;
                return new Flow(sc.isolating() ? isolatedRun(argv, start, end) : inner.status(), endsScript, endsScript,
                        List.of());
            } else if (step instanceof Step.PowerShell ps) {
                List<Command.Wrapper> via = new ArrayList<>(wrappers);
                via.add(new Command.Wrapper(ps.name(), words(argv.subList(0, ps.consumed())), word(ps.script())));
                Frame there = f.nested(f.context(), via, env);
                if (there.reparsed() > MAX_REPARSE || !budgetLeft()) break;
                walkPowerShell(PowerShellParser.parse(ps.script().value(), ps.script().origins()), there);
                return new Flow(null, endsScript, endsScript, List.of());
            } else if (step instanceof Step.Batch bt) {
                List<Command.Wrapper> via = new ArrayList<>(wrappers);
                via.add(new Command.Wrapper(bt.name(), words(argv.subList(0, bt.consumed())), word(bt.script())));
                Frame there = f.nested(f.context(), via, env);
                if (there.reparsed() > MAX_REPARSE || !budgetLeft()) break;
                new BatchCommands(sinkFor(there)).walk(BatchLines.read(bt.script().value(), bt.script().origins()));
                return new Flow(null, endsScript, endsScript, List.of());
            } else if (step instanceof Step.Stdin sd) {
                if (stdin == null) break;
                List<Command.Wrapper> via = new ArrayList<>(wrappers);
                via.add(new Command.Wrapper(sd.name() + " (stdin)", words(argv), null));
                Flow inner = reparse(stdin, f.nested(f.context(), via, env));
                if (inner == null) break;
                return Flow.of(inner.status());
            } else if (step instanceof Step.HandOff h) {
                handOff(h, wrappers, env, f, start, end);
                return new Flow(null, endsScript, endsScript, List.of());
            } else if (step instanceof Step.Launch l) {
                if (l.context().workload() != null && note != null) {
                    // One container per value of the variable it depends on, each named by its branch.
                    l.context().workload().variant(note.toString());
                }
                if (l.context().workload() != null) launched.add(l.context().workload());
                // The launcher's own command ends at its image (or VM, or host); what follows is the inner command.
                emit(argv.subList(0, l.next()), wrappers, env, f, start, end);
                List<Command.Wrapper> via = new ArrayList<>(wrappers);
                via.add(new Command.Wrapper(l.name(), words(argv.subList(0, l.next())), word(l.target())));
                List<Arg> inner = argv.subList(l.next(), argv.size());
                // What the outer shell assigns stays outside the container or VM.
                Frame there = f.nested(l.context(), via, List.of());
                if (l.joined()) reparse(Wrappers.join(inner, 0), there);
                else if (!inner.isEmpty()) run(new ArrayList<>(inner), there, List.of(), null, start, end);
                return new Flow(isolatedRun(argv, start, end), endsScript, endsScript, List.of());
            } else {
                break;
            }
        }
        if (argv.isEmpty()) return new Flow(null, endsScript, endsScript, List.of());
        if (wrappers.size() == f.wrappers().size() && (argv.get(0).value().equals("source") || argv.get(0).value().equals("."))
                && argv.size() > 1) {
            emit(argv, wrappers, env, f, start, end);
            Flow inner = source(argv.get(1), f);
            if (inner != null) return new Flow(inner.status(), inner.endsScript(), inner.endsScript(), inner.after());
            return Flow.NONE;
        }
        printed = printedText(argv, stdin);
        builtins(argv, env, f);
        emit(argv, wrappers, env, f, start, end);
        String program = Probes.base(argv.get(0).value());
        boolean exit = program.equals("exit");
        boolean ret = program.equals("return");
        Status status = isolating ? isolatedRun(argv, start, end)
                : Probes.classify(argv, text(argv), location(start, end, "test"));
        return new Flow(status, exit || ret || endsScript, exit || endsScript, List.of());
    }

    /**
     * The command lines a terminal or multiplexer is handed run on this machine, in the frame of the
     * command that hands them on; nesting counts as re-parsing, so hand-offs of hand-offs are bounded.
     */
    private void handOff(Step.HandOff h, List<Command.Wrapper> wrappers, List<EnvVar> env, Frame f, int start, int end) {
        for (Step.Inner in : h.inner()) {
            List<Command.Wrapper> via = new ArrayList<>(wrappers);
            via.add(new Command.Wrapper(h.name(), words(in.own()), in.script() == null ? null : word(in.script())));
            Frame there = f.nested(f.context(), via, env);
            if (there.reparsed() > MAX_REPARSE || !budgetLeft()) return;
            if (in.script() != null) reparse(in.script(), there);
            else if (!in.argv().isEmpty()) run(new ArrayList<>(in.argv()), there, List.of(), null, start, end);
        }
    }

    private Status isolatedRun(List<Arg> argv, int start, int end) {
        return Status.of(Command.Probe.ISOLATED_RUN, true, text(argv), location(start, end, "run"));
    }

    /** What {@code cat} (of its standard input) and {@code echo} print, when that is known. */
    private static Arg printedText(List<Arg> argv, Arg stdin) {
        String program = Probes.base(argv.get(0).value());
        if (program.equals("cat") && argv.size() == 1) return stdin;
        if (program.equals("echo") && argv.size() > 1 && !argv.get(1).value().startsWith("-")) return Wrappers.join(argv, 1);
        return null;
    }

    /** A function call: its body runs here, under this command's tests. */
    private Flow call(String name, Frame f) {
        called.add(name);
        if (callDepth >= MAX_CALL_DEPTH) return Flow.NONE;
        callDepth++;
        vars.enterFunction();
        SourceFile savedFile = file;
        Positions savedPositions = positions;
        file = functionFile.getOrDefault(name, file);
        positions = functionPositions.getOrDefault(name, positions);
        try {
            Flow body = walkCommand(functions.get(name).body(), f);
            return new Flow(body.status(), body.endsScript(), body.endsScript(), body.after());
        } finally {
            file = savedFile;
            positions = savedPositions;
            vars.leaveFunction();
            callDepth--;
        }
    }

    /** Most files one script sources (each once). */
    static final int MAX_SOURCED = 32;

    /**
     * {@code source lib.sh}, {@code . "$(dirname "$0")/env.sh"}: a file of the scanned tree is walked
     * here, once, so its variables and functions are the script's; its commands keep their
     * positions in it. Paths that depend on the environment or leave the tree are not followed.
     */
    private Flow source(Arg path, Frame f) {
        String reference = sourcedPath(path);
        if (reference == null || !budgetLeft()) return null;
        if (!(tree.read(file, reference, dev.agentlint.base.Format.SHELL) instanceof TreeFiles.Found found)) return null;
        SourceFile lib = found.file();
        if (lib.displayPath().equals(scriptFile.displayPath()) || sourced.contains(lib.displayPath())) return null;
        if (sourced.size() >= MAX_SOURCED) {
            limit(Phrase.of("the script sources more than {max} files; {file} (line {line}) was not read, so its variables,"
                    + " functions and commands were not checked", "max", MAX_SOURCED, "file", reference, "line", line(path.start())),
                    location(path.start(), path.end(), ""));
            return null;
        }
        sourced.add(lib.displayPath());
        SourceFile savedFile = file;
        Positions savedPositions = positions;
        file = lib;
        positions = Positions.exact(lib.lines(), null);
        try {
            return walkList(ShellParser.parse(lib.text()).statements(), f);
        } finally {
            file = savedFile;
            positions = savedPositions;
        }
    }

    /**
     * The path a {@code source} argument names relative to the sourcing file: a literal path, or
     * one under the script's own directory ({@code "$(dirname "$0")/lib.sh"},
     * {@code "${BASH_SOURCE%/*}/lib.sh"}, {@code "$SCRIPT_DIR/lib.sh"} set from either); null otherwise.
     */
    private static String sourcedPath(Arg path) {
        String v = path.value();
        if (path.literal()) return v.isEmpty() || v.startsWith("~") ? null : v;
        int slash = Math.max(v.lastIndexOf(")/"), v.lastIndexOf("}/"));
        if (slash < 0) return null;
        String prefix = v.substring(0, slash + 1);
        String rest = v.substring(slash + 2);
        boolean scriptDir = prefix.contains("dirname") || prefix.contains("BASH_SOURCE") || prefix.contains("$0")
                || prefix.contains("${0");
        return scriptDir && !rest.isEmpty() && rest.indexOf('$') < 0 && rest.indexOf('`') < 0 ? rest : null;
    }

    /** Parses a command string again (positions carried through) and walks it; null when too deep. */
    private Flow reparse(Arg script, Frame f) {
        if (f.reparsed() > MAX_REPARSE || !budgetLeft()) return null;
        ShellScript parsed = ShellParser.parse(script.value(), script.origins());
        return walkList(parsed.statements(), f);
    }

    private Arg hereDocument(HereDoc doc, int at) {
        String body = doc.body();
        int[] origins = doc.origins();
        int start = origins.length == 0 ? at : origins[0];
        int end = origins.length == 0 ? at : origins[origins.length - 1] + 1;
        return new Arg(body, origins, doc.quoted(), start, end);
    }

    /** Command substitutions run: their commands count, in the frame of the command that contains them. */
    private void substitution(ShellScript script) {
        if (current != null && budgetLeft()) walkList(script.statements(), current);
    }

    private void withFrame(Frame f, Runnable r) {
        Frame saved = current;
        current = f;
        try {
            r.run();
        } finally {
            current = saved;
        }
    }

    // ---- builtins that change what later commands see -------------------------------------------

    private void builtins(List<Arg> argv, List<EnvVar> env, Frame f) {
        String program = argv.get(0).value();
        if (DECLARATIONS.contains(program) && !declaredByWords) {
            for (Arg a : argv.subList(1, argv.size())) {
                String v = a.value();
                if (v.startsWith("-") || v.startsWith("+")) continue;
                int eq = v.indexOf('=');
                if (eq > 0 && Wrappers.isAssignment(v)) {
                    String name = v.substring(0, eq).replace("+", "");
                    vars.set(name, Vars.Value.of(v.substring(eq + 1), a.literal()));
                    env.add(envVar(a));
                }
            }
        } else if (program.equals("unset")) {
            for (Arg a : argv.subList(1, argv.size())) if (!a.value().startsWith("-")) vars.unset(a.value());
        } else if (program.equals("read") || program.equals("getopts") || program.equals("mapfile")
                || program.equals("readarray")) {
            for (Arg a : argv.subList(1, argv.size())) {
                if (Wrappers.isAssignment(a.value() + "=")) vars.unknown(a.value());
            }
        } else if (program.equals("alias")) {
            for (Arg a : argv.subList(1, argv.size())) {
                int eq = a.value().indexOf('=');
                if (eq > 0) {
                    List<Command.Wrapper> via = new ArrayList<>(f.wrappers());
                    via.add(new Command.Wrapper("alias " + a.value().substring(0, eq), words(List.of(a)), null));
                    reparse(a.from(eq + 1), f.nested(f.context(), via, f.env()));
                }
            }
        }
    }

    // ---- output --------------------------------------------------------------------------------

    private void emit(List<Arg> argv, List<Command.Wrapper> wrappers, List<EnvVar> env, Frame f, int start, int end) {
        if (!budgetLeft()) return;
        ExecContext context = contextOf(f);
        if (note != null && !context.description().toString().contains(note.toString())) {
            context = new ExecContext(context.kind(), Phrase.of("{place}, {note}", "place", context.description(), "note", note),
                    context.workload(), context.vm());
        }
        String program = argv.isEmpty() ? "=" : Probes.base(argv.get(0).value());
        String key = (file == scriptFile ? "" : file.displayPath() + ":") + start + ":" + end + ":" + context.kind() + ":" + text(argv) + ":" + wrappers.size() + ":" + env.size()
                + (note == null ? "" : ":" + note);
        if (!emitted.add(key)) return;
        int n = occurrences.merge(program, 1, Integer::sum) - 1;
        Location at = location(start, end, escape(program) + "/" + n);
        String agent = argv.isEmpty() ? null : options.agentByExecutable(Command.programName(argv.get(0).value())).orElse(null);
        out.add(new Command(words(argv), List.copyOf(wrappers), List.copyOf(env), at, context, f.conditions(), agent));
    }

    /** A script that refuses to continue outside a container or VM runs its commands guarded. */
    private static ExecContext contextOf(Frame f) {
        ExecContext base = f.context();
        if (base.kind() != ExecContext.Kind.HOST && base.kind() != ExecContext.Kind.UNKNOWN) return base;
        for (Command.Condition c : f.conditions()) {
            if (c.probe() != Command.Probe.INSIDE_ISOLATION) continue;
            if (c.holds()) return new ExecContext(ExecContext.Kind.GUARDED, Phrase.of("only inside a container or VM ({test})", "test", c.test()));
            if (base.kind() == ExecContext.Kind.UNKNOWN) return ExecContext.host(Phrase.of("outside any container or VM ({test})", "test", c.test()));
        }
        return base;
    }

    private List<Word> words(List<Arg> args) {
        List<Word> w = new ArrayList<>(args.size());
        for (Arg a : args) w.add(word(a));
        return List.copyOf(w);
    }

    private Word word(Arg a) {
        return a == null ? null : new Word(a.value(), positions.span(a.start(), a.end()), a.literal());
    }

    private EnvVar envVar(Arg assignment) {
        String v = assignment.value();
        int eq = v.indexOf('=');
        String name = v.substring(0, eq).replace("+", "");
        return new EnvVar(name, v.substring(eq + 1), location(assignment.start(), assignment.end(), "env/" + name));
    }

    private Location location(int start, int end, String suffix) {
        return new Location(file, positions.span(start, end), basePath + "/" + suffix);
    }

    private static String text(List<Arg> argv) {
        StringBuilder b = new StringBuilder();
        for (Arg a : argv) {
            if (b.length() > 0) b.append(' ');
            b.append(a.value());
            if (b.length() > 200) break;
        }
        return b.toString();
    }

    private static String escape(String s) {
        return s.replace("~", "~0").replace("/", "~1");
    }
}
