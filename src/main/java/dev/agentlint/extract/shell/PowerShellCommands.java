package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.parse.WindowsCommandLine;
import dev.agentlint.parse.powershell.PowerShellParser;
import dev.agentlint.parse.powershell.PsScript;
import dev.agentlint.parse.powershell.PsStatement;
import dev.agentlint.parse.powershell.PsWord;
import java.util.ArrayList;
import dev.agentlint.parse.powershell.PsBranch;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Turns a parsed PowerShell script into the command lines it runs, in order: variables assigned
 * literal values are expanded ({@code $flags = '--yolo'; codex $flags}), {@code $env:NAME = …},
 * {@code [Environment]::SetEnvironmentVariable}, {@code Set-Item env:NAME} and {@code setx} are
 * environment assignments, {@code Start-Process prog -ArgumentList …} runs {@code prog} with
 * those arguments, {@code Invoke-Expression 'text'} is parsed again, and a variable set to
 * {@code Get-Command NAME} stands for that program. Every other command goes to the shell stage as
 * it is, so every command check applies.
 */
final class PowerShellCommands {

    /**
     * {@code (Split-Path -Parent $MyInvocation.MyCommand.Path)}, {@code $(Split-Path $PSCommandPath)}
     * and the like: the directory of the running script, as {@code $PSScriptRoot} holds it.
     */
    private static final Pattern SCRIPT_DIRECTORY = Pattern.compile(
            "\\$?\\(\\s*split-path\\s+(?:-parent\\s+)?(?:-path\\s+)?\\$(?:myinvocation\\.mycommand\\.(?:path|definition)|pscommandpath)"
                    + "(?:\\s+-parent)?\\s*\\)", Pattern.CASE_INSENSITIVE);

    private static final Pattern LEADING_SEPARATOR = Pattern.compile("^[\\\\/]");

    static final int MAX_REPARSE = 4;
    /** The longest word expansion builds. */
    static final int MAX_WORD = 64 * 1024;

    private static final Set<String> START_PROCESS = Set.of("start-process", "start", "saps");
    private static final Set<String> INVOKE_EXPRESSION = Set.of("invoke-expression", "iex");
    private static final Set<String> SET_ITEM = Set.of("set-item", "si", "new-item", "ni");
    private static final List<String> START_PROCESS_VALUED = List.of("filepath", "argumentlist", "args", "path", "pspath",
            "credential", "workingdirectory", "redirectstandarderror", "redirectstandardinput", "redirectstandardoutput",
            "verb", "windowstyle", "environment");
    private static final List<String> START_PROCESS_SWITCHES = List.of("loaduserprofile", "nonewwindow", "passthru", "wait",
            "usenewenvironment");
    private static final Set<String> GET_COMMAND = Set.of("get-command", "gcm");
    /** Get-Command's switches; its other options take a value. */
    private static final Set<String> GET_COMMAND_SWITCHES = Set.of("-all", "-listimported", "-showcommandinfo", "-syntax",
            "-usefuzzymatching");
    private static final Set<String> PROGRAM_PROPERTIES = Set.of("source", "path", "definition", "name");
    private static final Set<String> SCOPES = Set.of("script", "global", "local", "private", "using");

    private final CommandSink sink;
    /** Variables by lower-case name ({@code env:x} for environment variables); null value: not known. */
    private final Map<String, List<Arg>> vars = new HashMap<>();
    /** Variables holding what {@code Get-Command NAME} found: their path properties name that program. */
    private final Set<String> commands = new HashSet<>();
    private int reparsed;

    PowerShellCommands(CommandSink sink) {
        this.sink = sink;
    }

    void walk(PsScript script) {
        List<PsStatement> statements = script.statements();
        List<PsBranch> marks = script.branches();
        int m = 0;
        for (int k = 0; k <= statements.size(); k++) {
            while (m < marks.size() && marks.get(m).before() <= k) mark(marks.get(m++));
            if (k == statements.size()) break;
            PsStatement st = statements.get(k);
            // A statement after an if's last block: no else follows.
            joinPendingElse();
            if (st instanceof PsStatement.Assignment a) assign(a);
            else if (st instanceof PsStatement.Command c) command(c);
        }
        joinPendingElse();
    }

    // ---- branches: each path of an if starts from the values before it ------------------------

    private final Branches<List<Arg>> branches = new Branches<>(vars, "$", PowerShellCommands::texts);
    /** Open if/elseif/else blocks and switch clauses, innermost last (null: a block whose statement could not be matched). */
    private final List<Branches<List<Arg>>.Fork> blocks = new ArrayList<>();
    /** Open switch statements, innermost last: their clauses are the paths. */
    private final List<Branches<List<Arg>>.Fork> switches = new ArrayList<>();
    /** An if whose block closed: an {@code elseif}/{@code else} may follow. */
    private Branches<List<Arg>>.Fork pendingElse;
    /** The fork an {@code elseif}/{@code else} keyword continues, until its block begins. */
    private Branches<List<Arg>>.Fork claimed;
    /** The branch whose value a command is judged with, or null. */
    private Phrase branch;

    private void mark(PsBranch b) {
        switch (b.kind()) {
            case ELSE_KEYWORD -> {
                claimed = pendingElse;
                pendingElse = null;
            }
            case IF -> {
                joinPendingElse();
                int line = sink.line(b.origin());
                blocks.add(branches.open("if", line, Phrase.of("the if branch at line {line}", "line", line)));
            }
            case ELSEIF, ELSE -> {
                if (claimed != null) {
                    boolean last = b.kind() == PsBranch.Kind.ELSE;
                    claimed.next(last ? Phrase.of("the else branch at line {line}", "line", sink.line(b.origin()))
                            : Phrase.of("the elseif branch at line {line}", "line", sink.line(b.origin())), last);
                    blocks.add(claimed);
                    claimed = null;
                } else {
                    joinPendingElse();
                    blocks.add(null);
                }
            }
            case END -> {
                joinPendingElse();
                if (blocks.isEmpty()) return;
                Branches<List<Arg>>.Fork f = blocks.remove(blocks.size() - 1);
                if (f == null) return;
                f.endPath();
                // After an if's block an else may follow; after a switch clause, the next clause.
                if (switches.isEmpty() || switches.get(switches.size() - 1) != f) pendingElse = f;
            }
            case SWITCH -> {
                joinPendingElse();
                switches.add(branches.fork("switch", sink.line(b.origin())));
            }
            case CLAUSE, DEFAULT -> {
                joinPendingElse();
                if (switches.isEmpty()) {
                    blocks.add(null);
                    return;
                }
                Branches<List<Arg>>.Fork f = switches.get(switches.size() - 1);
                boolean last = b.kind() == PsBranch.Kind.DEFAULT;
                f.next(last ? Phrase.of("the default clause at line {line}", "line", sink.line(b.origin()))
                        : Phrase.of("the switch clause at line {line}", "line", sink.line(b.origin())), last);
                blocks.add(f);
            }
            case SWITCH_END -> {
                joinPendingElse();
                if (!switches.isEmpty()) switches.remove(switches.size() - 1).join();
            }
            case EXIT -> branches.stop();
        }
    }

    private void joinPendingElse() {
        if (pendingElse == null) return;
        Branches<List<Arg>>.Fork f = pendingElse;
        pendingElse = null;
        f.join();
    }

    /** What makes two values one: the same arguments. */
    private static Object texts(List<Arg> value) {
        return value.stream().map(Arg::value).toList();
    }

    /** The first variable of the command that a branch gave more than one value, or null. */
    private String branchingVariable(PsStatement.Command c) {
        for (PsWord w : c.words()) {
            for (PsWord.Part p : w.parts()) {
                if (p instanceof PsWord.Variable v && branches.alternatives(variable(v.name())) != null) return variable(v.name());
            }
        }
        return null;
    }

    private void assign(PsStatement.Assignment a) {
        String name = variable(a.variable());
        branches.assigned(name);
        List<Arg> value = null;
        commands.remove(name);
        Arg found = a.output() == null ? null : commandLookedUp(a.output());
        if (found != null) {
            // $claude = Get-Command claude; & $claude.Source …: the variable stands for that program
            value = List.of(found);
            commands.add(name);
        } else if (a.value() != null) {
            value = new ArrayList<>();
            for (PsWord w : a.value()) value.addAll(expand(w));
        }
        vars.put(name, bounded(value));
        if (name.startsWith("env:")) {
            Arg v = value == null ? Arg.at("$(…)", a.start(), false, a.start(), a.end())
                    : value.size() == 1 ? value.get(0) : Wrappers.join(value, 0);
            sink.environment(a.variable().substring(a.variable().indexOf(':') + 1), v, a.start(), a.end());
        }
    }

    /** A command using a variable whose value depends on the branch an if took is judged once per value. */
    private void command(PsStatement.Command c) {
        String name = !branches.branching() || branch != null ? null : branchingVariable(c);
        if (name == null) {
            run(c);
            return;
        }
        boolean present = vars.containsKey(name);
        List<Arg> now = vars.get(name);
        for (Branches.Alternative<List<Arg>> a : branches.alternatives(name)) {
            vars.put(name, a.value());
            branch = a.note();
            try {
                run(c);
            } finally {
                branch = null;
            }
        }
        if (present) vars.put(name, now);
        else vars.remove(name);
    }

    private void emit(List<Arg> argv, int start, int end) {
        if (branch != null) sink.command(argv, start, end, branch);
        else sink.command(argv, start, end);
    }

    private void run(PsStatement.Command c) {
        List<Arg> argv = new ArrayList<>();
        List<Boolean> joined = new ArrayList<>();
        for (PsWord w : c.words()) {
            List<Arg> expanded = expand(w);
            for (int k = 0; k < expanded.size(); k++) {
                argv.add(expanded.get(k));
                joined.add(w.afterComma() || k > 0);
            }
        }
        if (argv.isEmpty()) return;
        String name = argv.get(0).value().toLowerCase(Locale.ROOT);
        if (START_PROCESS.contains(name)) {
            List<Arg> started = startProcess(argv, joined);
            if (started != null) {
                emit(started, c.start(), c.end());
                return;
            }
        } else if (INVOKE_EXPRESSION.contains(name) && invokeExpression(argv)) {
            return;
        } else if (SET_ITEM.contains(name) && setItem(argv, c)) {
            return;
        } else if ((name.equals("setx") || name.equals("setx.exe")) && setx(argv)) {
            return;
        }
        emit(argv, c.start(), c.end());
    }

    // ---- expansion -----------------------------------------------------------------------------

    /** A word as the program receives it: one argument, or one per element of an array variable written alone. */
    private List<Arg> expand(PsWord w) {
        if (w.parts().size() == 1 && w.parts().get(0) instanceof PsWord.Variable v) {
            List<Arg> value = value(v);
            if (value != null) {
                List<Arg> out = new ArrayList<>(value.size());
                for (Arg a : value) out.add(Arg.at(a.value(), w.start(), a.literal(), w.start(), w.end()));
                return out;
            }
        }
        StringBuilder text = new StringBuilder();
        int[] origins = new int[16];
        int length = 0;
        boolean literal = true;
        for (PsWord.Part p : w.parts()) {
            String piece;
            int[] at = null;
            int origin = w.start();
            if (p instanceof PsWord.Text t) {
                piece = t.text();
                at = t.origins();
            } else if (p instanceof PsWord.Variable v) {
                List<Arg> value = value(v);
                origin = v.start();
                if (value == null) {
                    // PowerShell's braced form, which reads as a reference wherever a value is judged (${env:TOKEN})
                    piece = v.splat() ? "@" + v.name() : "${" + v.name() + "}" + (v.property() == null ? "" : "." + v.property());
                    literal = false;
                } else {
                    piece = String.join(" ", value.stream().map(Arg::value).toList());
                    literal &= value.stream().allMatch(Arg::literal);
                }
            } else {
                PsWord.Opaque o = (PsWord.Opaque) p;
                origin = o.start();
                // The script's own directory, spelt the PowerShell 2 way: what $PSScriptRoot holds.
                piece = SCRIPT_DIRECTORY.matcher(o.text()).matches() ? "${PSScriptRoot}" : "$(…)";
                literal = false;
            }
            if (length + piece.length() > MAX_WORD) { // many references in one word: the rest is not known
                literal = false;
                break;
            }
            if (length + piece.length() > origins.length) origins = Arrays.copyOf(origins, Math.max(origins.length * 2, length + piece.length()));
            for (int k = 0; k < piece.length(); k++) origins[length + k] = at != null && k < at.length ? at[k] : origin;
            length += piece.length();
            text.append(piece);
        }
        return List.of(new Arg(text.toString(), Arrays.copyOf(origins, length), literal, w.start(), w.end()));
    }

    /** A value within the shell stage's limits for a variable ({@code $a = "$a$a"} forty times is not kept), else null. */
    private static List<Arg> bounded(List<Arg> value) {
        if (value == null || value.size() > Vars.MAX_ELEMENTS) return null;
        int total = 0;
        for (Arg a : value) total += a.value().length();
        return total > Vars.MAX_VALUE ? null : value;
    }

    /** What a variable holds, null when the script does not say (a parameter, an automatic variable, a command's output). */
    private List<Arg> value(PsWord.Variable v) {
        String name = variable(v.name());
        if (v.property() != null) {
            boolean path = PROGRAM_PROPERTIES.contains(v.property().toLowerCase(Locale.ROOT));
            return path && commands.contains(name) ? vars.get(name) : null;
        }
        switch (name) {
            case "true":
                return List.of(Arg.at("True", v.start(), true, v.start(), v.end()));
            case "false":
                return List.of(Arg.at("False", v.start(), true, v.start(), v.end()));
            case "null":
                return List.of(Arg.at("", v.start(), true, v.start(), v.end()));
            default:
                return vars.get(name);
        }
    }

    /** Lower case, without a scope ({@code $script:x} is {@code $x}); environment variables keep {@code env:}. */
    private static String variable(String written) {
        String name = written.toLowerCase(Locale.ROOT);
        int colon = name.indexOf(':');
        if (colon > 0 && SCOPES.contains(name.substring(0, colon))) name = name.substring(colon + 1);
        return name;
    }

    /** The program {@code Get-Command [-Name] NAME …} looks up, where it is written; null for another command. */
    private Arg commandLookedUp(PsStatement.Command c) {
        List<PsWord> words = c.words();
        if (words.isEmpty() || words.get(0).literal() == null || !GET_COMMAND.contains(words.get(0).literal().toLowerCase(Locale.ROOT))) {
            return null;
        }
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i).literal();
            if (w == null) return null;
            String lower = w.toLowerCase(Locale.ROOT);
            if (lower.equals("-name")) return i + 1 < words.size() ? literal(words.get(i + 1)) : null;
            if (lower.startsWith("-")) {
                if (!GET_COMMAND_SWITCHES.contains(lower)) i++;
                continue;
            }
            return literal(words.get(i));
        }
        return null;
    }

    private Arg literal(PsWord w) {
        List<Arg> a = expand(w);
        return a.size() == 1 && a.get(0).literal() ? a.get(0) : null;
    }

    // ---- commands that run or set something else -----------------------------------------------

    /**
     * {@code Start-Process [-FilePath] prog [[-ArgumentList] 'a','b' | 'a b']}: the program with its
     * arguments, which Windows joins into one command line and the program splits again. Null when
     * no program is named.
     */
    private static List<Arg> startProcess(List<Arg> argv, List<Boolean> joined) {
        Arg file = null;
        List<Arg> arguments = new ArrayList<>();
        int positional = 0;
        for (int i = 1; i < argv.size(); i++) {
            String word = argv.get(i).value();
            String parameter = word.length() > 1 && word.startsWith("-") ? parameter(word.substring(1)) : null;
            if (parameter != null && START_PROCESS_SWITCHES.contains(parameter)) continue;
            String role;
            Arg value;
            if (parameter != null) {
                int colon = word.indexOf(':');
                if (colon > 0) {
                    value = argv.get(i).from(colon + 1);
                } else {
                    if (i + 1 >= argv.size()) break;
                    value = argv.get(++i);
                }
                role = parameter;
            } else {
                value = argv.get(i);
                role = positional++ == 0 ? "filepath" : "argumentlist";
            }
            if (role.equals("filepath") || role.equals("path") || role.equals("pspath")) {
                file = value;
            } else if (role.equals("argumentlist") || role.equals("args")) {
                arguments.add(value);
                while (i + 1 < argv.size() && joined.get(i + 1)) arguments.add(argv.get(++i));
            }
        }
        if (file == null) return null;
        List<Arg> out = new ArrayList<>();
        out.add(file);
        for (Arg a : arguments) out.addAll(a.literal() ? commandLine(a) : List.of(a));
        return out;
    }

    /** The Start-Process parameter a (possibly shortened) name means; null when it is none. */
    private static String parameter(String written) {
        String p = written.toLowerCase(Locale.ROOT);
        int colon = p.indexOf(':');
        if (colon >= 0) p = p.substring(0, colon);
        if (p.isEmpty()) return null;
        for (List<String> names : List.of(START_PROCESS_VALUED, START_PROCESS_SWITCHES)) {
            if (names.contains(p)) return p;
        }
        for (List<String> names : List.of(START_PROCESS_VALUED, START_PROCESS_SWITCHES)) {
            for (String name : names) if (name.startsWith(p)) return name;
        }
        return null;
    }

    /** A Windows command line in one argument, split as the started program's C runtime splits it. */
    private static List<Arg> commandLine(Arg line) {
        List<Arg> out = new ArrayList<>();
        for (WindowsCommandLine.Arg piece : WindowsCommandLine.split(line.value())) {
            int[] at = new int[piece.value().length()];
            for (int k = 0; k < at.length; k++) {
                int from = Math.min(piece.start() + k, Math.max(piece.end() - 1, piece.start()));
                at[k] = line.origins().length == 0 ? line.start() : line.origins()[Math.min(from, line.origins().length - 1)];
            }
            int start = line.origins().length == 0 ? line.start() : line.origins()[Math.min(piece.start(), line.origins().length - 1)];
            int end = line.origins().length == 0 ? line.end()
                    : line.origins()[Math.min(Math.max(piece.end() - 1, piece.start()), line.origins().length - 1)] + 1;
            out.add(new Arg(piece.value(), at, true, start, end));
        }
        return out;
    }

    /** {@code Invoke-Expression 'text'} (or {@code iex}): the text is PowerShell, parsed again; false when it is not known. */
    private boolean invokeExpression(List<Arg> argv) {
        int i = 1;
        if (i < argv.size() && argv.get(i).value().equalsIgnoreCase("-Command")) i++;
        if (i >= argv.size() || !argv.get(i).literal() || reparsed >= MAX_REPARSE) return false;
        Arg text = argv.get(i);
        reparsed++;
        try {
            walk(PowerShellParser.parse(text.value(), text.origins()));
        } finally {
            reparsed--;
        }
        return true;
    }

    /** {@code Set-Item -Path env:NAME -Value v} (or {@code New-Item}, positionally too): an environment assignment. */
    private boolean setItem(List<Arg> argv, PsStatement.Command c) {
        Arg path = null;
        Arg value = null;
        int positional = 0;
        for (int i = 1; i < argv.size(); i++) {
            String w = argv.get(i).value().toLowerCase(Locale.ROOT);
            if (w.startsWith("-")) {
                if (i + 1 >= argv.size()) break;
                if ("-path".startsWith(w) || w.equals("-literalpath")) path = argv.get(++i);
                else if ("-value".startsWith(w)) value = argv.get(++i);
                else if (!w.equals("-force")) i++;
            } else if (positional++ == 0) {
                path = argv.get(i);
            } else if (value == null) {
                value = argv.get(i);
            }
        }
        if (path == null || value == null || !path.value().regionMatches(true, 0, "env:", 0, 4)) return false;
        String name = LEADING_SEPARATOR.matcher(path.value().substring(4)).replaceFirst("");
        if (name.isEmpty()) return false;
        vars.put("env:" + name.toLowerCase(Locale.ROOT), List.of(value));
        sink.environment(name, value, c.start(), c.end());
        return true;
    }

    /** {@code setx NAME value [/M]}: an environment assignment. */
    private boolean setx(List<Arg> argv) {
        int[] at = Setx.operands(argv.stream().map(Arg::value).toList());
        if (at == null || !argv.get(at[0]).literal()) return false;
        Arg name = argv.get(at[0]);
        sink.environment(name.value(), argv.get(at[1]), name.start(), argv.get(at[1]).end());
        return true;
    }
}
