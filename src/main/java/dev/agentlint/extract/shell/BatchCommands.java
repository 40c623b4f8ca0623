package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.parse.BatchLines;
import dev.agentlint.parse.WindowsCommandLine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a Windows batch file's lines into the commands cmd runs, in order, the way cmd reads
 * them: {@code %VAR%} expanded first (variables the file sets to known values; {@code %1},
 * {@code %*}, {@code %~dp0} and the caller's variables stay unknown), then commands split at
 * {@code &}, {@code &&}, {@code ||}, {@code |} and block parentheses outside quotes ({@code ^}
 * escapes), {@code if …}, {@code else}, {@code for … do} and {@code call} seen through, {@code start}'s
 * title and switches skipped. {@code set NAME=value} and {@code setx NAME value} are environment
 * assignments. Under {@code setlocal EnableDelayedExpansion}, {@code !VAR!} is expanded as each
 * command runs. Each command is split into arguments as the started program's C runtime splits
 * its command line.
 */
final class BatchCommands {

    /** {@code if exist PATH}, {@code if defined VAR}, {@code if errorlevel N}, {@code if cmdextversion N}. */
    private static final Set<String> UNARY_TESTS = Set.of("exist", "defined", "errorlevel", "cmdextversion");
    private static final Set<String> COMPARISONS = Set.of("==", "equ", "neq", "lss", "leq", "gtr", "geq");
    private static final Set<String> START_VALUED = Set.of("/d", "/node", "/affinity");

    private final CommandSink sink;
    /** Variables by upper-case name; null value: set to something not known here. */
    private final Map<String, Text> vars = new HashMap<>();
    /** The letters of {@code for %%f …} loops met so far: {@code %%f} is the loop's value, elsewhere {@code %%} is {@code %}. */
    private final Set<Character> forVariables = new HashSet<>();
    /** Open parenthesised blocks: they span lines ({@code if … (}, {@code ) else (}, {@code )}). */
    private int depth;
    /** {@code setlocal EnableDelayedExpansion} is in force: {@code !VAR!} is expanded as each command runs. */
    private boolean delayed;

    BatchCommands(CommandSink sink) {
        this.sink = sink;
    }

    /** The file's lines, labels included, and where each label is. */
    private List<BatchLines.Line> lines = List.of();
    private final Map<String, List<Integer>> labels = new HashMap<>();
    /** Lines some walk has reached: a label section none reached is walked on its own at the end. */
    private boolean[] visited = new boolean[0];
    /** Lines walked so far, over every call and jump: past {@link #MAX_STEPS} the walk stops and says so. */
    private int steps;
    private boolean stopped;
    /** How many {@code call :label} frames are being walked. */
    private int calls;
    /** The blocks open and the fork being read where the frame being walked began: its own start after them. */
    private int frameBlocks;
    private Branches<Text>.Fork frameFork;
    /** The line being walked. */
    private int here;
    /** Whether the deepest blocks were read without forking (said once). */
    private boolean tooDeep;
    /** What was handed to the sink already (see {@link #emit}). */
    private final Set<String> emitted = new HashSet<>();
    /** The labels the frame being walked has passed: a jump back to one is a loop. */
    private Set<Integer> passed = new HashSet<>();
    /** The values the other paths of the frame being walked returned with. */
    private List<Returned> returns = new ArrayList<>();

    /** A path's variables where it returned from its frame, and which path it was, for messages. */
    private record Returned(Map<String, Text> vars, Phrase note) {}

    /** What the command just run does to the flow of lines: nothing (null), or a jump, return or exit. */
    private Control control;

    /** Most lines walked in all (loops and calls walk lines again). */
    static final int MAX_STEPS = 50_000;
    /** Most {@code call :label} frames inside each other (a subroutine that calls itself stops here). */
    static final int MAX_CALLS = 16;
    /** Most parenthesised blocks open at once that fork the variables; deeper ones are read without forking. */
    static final int MAX_BLOCKS = 256;

    /** What a {@code goto}, {@code exit} or {@code call} does to the lines walked next. */
    private record Control(Kind kind, String label) {
        enum Kind { JUMP, RETURN, EXIT }
    }

    void walk(List<BatchLines.Line> lines) {
        this.lines = lines;
        visited = new boolean[lines.size()];
        for (int k = 0; k < lines.size(); k++) {
            String label = lines.get(k).label();
            if (label != null) labels.computeIfAbsent(label, x -> new ArrayList<>()).add(k);
        }
        walkFrom(0);
        // A label no goto or call of the text reached is still reached from outside it (`call :%1`,
        // `goto %TARGET%`, another file's `call x.cmd`): its section is walked as well, as the sh
        // walker walks functions nobody calls.
        joinPendingElse();
        blocks.clear();
        for (int k = 0; k < lines.size() && !stopped; k++) {
            if (lines.get(k).label() != null && !visited[k]) walkFrom(k);
        }
    }

    /**
     * Walks lines from {@code pc} as cmd runs them, until the end of the file, a return
     * ({@code goto :eof}, {@code exit /b}) or an exit: {@code goto label} jumps, but not back to a
     * label this frame has passed (a loop is walked once), {@code call :label} walks the label's lines in
     * a frame of its own and comes back. A {@code goto} or {@code exit} inside an {@code if} ends that
     * path only. Returns how the frame ended: null at the end of the file.
     */
    private Control.Kind walkFrom(int pc) {
        passed = new HashSet<>();
        while (pc < lines.size()) {
            if (stopped) return Control.Kind.EXIT;
            BatchLines.Line line = lines.get(pc);
            if (++steps > MAX_STEPS) {
                stopped = true;
                sink.limit(Phrase.of("the batch file's goto and call :label paths walk more than {max} lines; the lines from here on"
                        + " were not judged", "max", MAX_STEPS), start(line), end(line));
                return Control.Kind.EXIT;
            }
            visited[pc] = true;
            here = pc;
            if (line.label() != null) {
                passed.add(pc);
                pc++;
                continue;
            }
            control = null;
            walkLine(line);
            Control c = control;
            control = null;
            if (c != null) {
                if (c.kind() != Control.Kind.JUMP) return c.kind();
                int target = target(c.label(), pc);
                if (target < 0 || passed.contains(target)) return Control.Kind.RETURN;
                pc = target;
            }
            pc++;
        }
        return null;
    }

    /** The line of label {@code name} cmd jumps to from line {@code pc}: the next one after it, else the first; -1 if none. */
    private int target(String name, int pc) {
        List<Integer> at = labels.get(name);
        if (at == null) return -1;
        for (int k : at) if (k > pc) return k;
        return at.get(0);
    }

    private static int start(BatchLines.Line line) {
        return line.origins().length == 0 ? 0 : line.origins()[0];
    }

    private static int end(BatchLines.Line line) {
        return line.origins().length == 0 ? 0 : line.origins()[line.origins().length - 1] + 1;
    }

    private void walkLine(BatchLines.Line line) {
        String branching = branches.branching() ? branchingVariable(line.text()) : null;
        if (branching == null) {
            run(line);
        } else {
            // The line's effects once, then its commands once per value a branch gave the variable.
            List<Branches.Alternative<Text>> alts = branches.alternatives(branching);
            mode = Mode.STATE;
            run(line);
            Text after = vars.get(branching);
            boolean present = vars.containsKey(branching);
            int savedDepth = depth;
            mode = Mode.REPLAY;
            for (Branches.Alternative<Text> a : alts) {
                vars.put(branching, a.value());
                branch = a.note();
                run(line);
            }
            branch = null;
            depth = savedDepth;
            if (present) vars.put(branching, after);
            else vars.remove(branching);
            mode = Mode.NORMAL;
        }
        // cmd reads `) else (` only on the line of the closing parenthesis.
        joinPendingElse();
    }

    private void run(BatchLines.Line line) {
        for (Piece p : commands(expand(line))) {
            if (control != null) break; // a goto or exit: the rest of the line does not run
            if (mode == Mode.REPLAY) {
                if (p.event() == Event.COMMAND) command(p.text(), p.guarded());
                continue;
            }
            if (pendingElse != null && !(p.event() == Event.OPEN_ELSE || p.event() == Event.OPEN_ELSE_IF
                    || p.event() == Event.COMMAND && startsWithWord(p.text().value(), "else"))) {
                joinPendingElse();
            }
            switch (p.event()) {
                case COMMAND -> command(p.text(), p.guarded());
                case OPEN_IF -> openIf(p.text().start());
                case OPEN_ELSE -> openElse(p.text().start(), false);
                case OPEN_ELSE_IF -> openElse(p.text().start(), true);
                case OPEN_OTHER -> blocks.add(null);
                case CLOSE -> close();
            }
        }
    }

    // ---- branches: each path of an if starts from the values before it ------------------------

    /** What {@link #run} does with a line: everything, its effects only, or its commands only (one branch's value). */
    private enum Mode { NORMAL, STATE, REPLAY }

    private final Branches<Text> branches = new Branches<>(vars, "", Text::value);
    /** Open blocks, innermost last: the fork of an {@code if}/{@code else} block, or null for any other block. */
    private final List<Branches<Text>.Fork> blocks = new ArrayList<>();
    /** An {@code if} block that closed on this line: an {@code else} may still follow. */
    private Branches<Text>.Fork pendingElse;
    private Mode mode = Mode.NORMAL;
    /** The branch whose value the line's commands are replayed with, or null. */
    private Phrase branch;

    private void openIf(int origin) {
        if (blocks.size() >= MAX_BLOCKS) {
            // Each fork saves and restores what its paths assign: thousands nested cost quadratic time.
            blocks.add(null);
            if (!tooDeep) sink.limit(Phrase.of("more than {max} if blocks are open at once; the variables set inside the deeper ones"
                    + " were not followed per branch", "max", MAX_BLOCKS), origin, origin + 1);
            tooDeep = true;
            return;
        }
        int line = sink.line(origin);
        blocks.add(branches.open("if", line, Phrase.of("the if branch at line {line}", "line", line)));
    }

    /** {@code ) else (} and {@code ) else if … (}: another path of the if that just closed. */
    private void openElse(int origin, boolean elseIf) {
        if (pendingElse == null) {
            blocks.add(null);
            return;
        }
        Branches<Text>.Fork f = pendingElse;
        pendingElse = null;
        f.next(elseIf ? Phrase.of("the else-if branch at line {line}", "line", sink.line(origin))
                : Phrase.of("the else branch at line {line}", "line", sink.line(origin)), !elseIf);
        blocks.add(f);
    }

    /** Most one-line {@code if}s nested in one command that each fork the variables; deeper ones flow through. */
    private static final int MAX_IF_DEPTH = 16;
    private int ifDepth;

    private void close() {
        if (blocks.isEmpty()) return;
        Branches<Text>.Fork f = blocks.remove(blocks.size() - 1);
        if (f == null) return;
        f.endPath();
        pendingElse = f;
    }

    private void joinPendingElse() {
        if (pendingElse == null || mode == Mode.REPLAY) return;
        Branches<Text>.Fork f = pendingElse;
        pendingElse = null;
        f.join();
    }

    /** The first variable of the line ({@code %NAME%}, {@code !NAME!}) that a branch gave more than one value, or null. */
    private String branchingVariable(String s) {
        for (int i = s.indexOf('%'); i >= 0 && i + 1 < s.length(); i = s.indexOf('%', i + 1)) {
            int close = s.indexOf('%', i + 1);
            if (close < 0) break;
            String name = s.substring(i + 1, close).toUpperCase(Locale.ROOT);
            if (branches.alternatives(name) != null) return name;
        }
        if (delayed) {
            for (int i = s.indexOf('!'); i >= 0 && i + 1 < s.length(); i = s.indexOf('!', i + 1)) {
                int close = s.indexOf('!', i + 1);
                if (close < 0) break;
                String name = s.substring(i + 1, close).toUpperCase(Locale.ROOT);
                if (branches.alternatives(name) != null) return name;
            }
        }
        return null;
    }

    private static boolean startsWithWord(String s, String word) {
        String t = s.stripLeading();
        return t.regionMatches(true, 0, word, 0, word.length())
                && (t.length() == word.length() || Character.isWhitespace(t.charAt(word.length())) || t.charAt(word.length()) == '(');
    }

    /** Characters with their origins, whether each is known (not from a variable the file does not set), and where they are written. */
    record Text(String value, int[] origins, boolean[] known, int start, int end) {

        static Text of(StringBuilder b, int[] origins, boolean[] known, int at) {
            int[] o = Arrays.copyOf(origins, b.length());
            return new Text(b.toString(), o, Arrays.copyOf(known, b.length()), o.length == 0 ? at : o[0],
                    o.length == 0 ? at : o[o.length - 1] + 1);
        }

        Text sub(int from, int to) {
            int[] o = Arrays.copyOfRange(origins, from, to);
            int at = from < origins.length ? origins[from] : end;
            return new Text(value.substring(from, to), o, Arrays.copyOfRange(known, from, to), o.length == 0 ? at : o[0],
                    o.length == 0 ? at : o[o.length - 1] + 1);
        }

        Text strip() {
            int from = 0;
            int to = value.length();
            while (from < to && Character.isWhitespace(value.charAt(from))) from++;
            while (to > from && Character.isWhitespace(value.charAt(to - 1))) to--;
            return sub(from, to);
        }

        Arg arg() {
            boolean literal = true;
            for (boolean k : known) literal &= k;
            return new Arg(value, origins, literal, start, end);
        }
    }

    /** An argument of a command line: its text, where it starts in the line, and whether it is written in quotes. */
    private record Token(Text text, int at, boolean quoted) {
        String value() {
            return text.value();
        }
    }

    // ---- phase 1: %VAR% ------------------------------------------------------------------------

    private Text expand(BatchLines.Line line) {
        String s = line.text();
        int n = s.length();
        declareForVariable(s);
        Expansion b = new Expansion(n, line.origins().length == 0 ? 0 : line.origins()[0]);
        int i = 0;
        while (i < n && b.length() < PowerShellCommands.MAX_WORD) {
            char c = s.charAt(i);
            String piece = null;
            boolean pieceKnown = true;
            boolean[] valueKnown = null;
            int from = i;
            if (c == '%' && i + 1 < n) {
                char d = s.charAt(i + 1);
                if (d == '%') { // %% is a literal %, or a for loop's variable (%%f)
                    boolean forVariable = i + 2 < n && forVariables.contains(s.charAt(i + 2));
                    piece = forVariable ? "%" + s.charAt(i + 2) : "%";
                    pieceKnown = !forVariable;
                    i += forVariable ? 3 : 2;
                } else if (Character.isDigit(d) || d == '*') {
                    piece = s.substring(i, i + 2);
                    pieceKnown = false;
                    i += 2;
                } else if (d == '~') {
                    int k = i + 2;
                    while (k < n && Character.isLetter(s.charAt(k)) && "fdpnxsatz$".indexOf(Character.toLowerCase(s.charAt(k))) >= 0) k++;
                    if (k < n && Character.isDigit(s.charAt(k))) k++;
                    piece = s.substring(i, k);
                    pieceKnown = false;
                    i = k;
                } else {
                    int close = s.indexOf('%', i + 1);
                    String name = close < 0 ? null : s.substring(i + 1, close);
                    if (name != null && !name.isEmpty() && name.indexOf(' ') < 0) {
                        String key = name.toUpperCase(Locale.ROOT);
                        int colon = key.indexOf(':'); // %PATH:x=y% and %VAR:~0,3% edit the value: unknown here
                        Text value = colon < 0 ? vars.get(key) : null;
                        if (value != null) {
                            piece = value.value();
                            valueKnown = value.known();
                        } else {
                            piece = s.substring(i, close + 1);
                            pieceKnown = false;
                        }
                        i = close + 1;
                    }
                }
            }
            if (piece == null) {
                piece = String.valueOf(c);
                i++;
            }
            b.append(piece, line.origins(), from, i - 1, valueKnown, pieceKnown);
        }
        return b.text();
    }

    /**
     * {@code !VAR!} under {@code setlocal EnableDelayedExpansion}: expanded as each command runs, so
     * a {@code set} earlier on the same line counts; unknown variables stay written.
     */
    private Text expandDelayed(Text command) {
        String s = command.value();
        if (s.indexOf('!') < 0) return command;
        int n = s.length();
        Expansion b = new Expansion(n, command.start());
        int i = 0;
        while (i < n && b.length() < PowerShellCommands.MAX_WORD) {
            int from = i;
            int close = s.charAt(i) == '!' ? s.indexOf('!', i + 1) : -1;
            String name = close > i + 1 ? s.substring(i + 1, close) : null;
            if (name != null && name.indexOf(' ') < 0) {
                Text value = vars.get(name.toUpperCase(Locale.ROOT));
                i = close + 1;
                if (value != null) b.append(value.value(), command.origins(), from, i - 1, value.known(), true);
                else b.append(s.substring(from, i), command.origins(), from, i - 1, null, false);
            } else {
                i++;
                b.append(s.substring(from, i), command.origins(), from, from, null, command.known()[from]);
            }
        }
        return b.text();
    }

    /** Text being expanded: each character with where it is written and whether it is known. */
    private static final class Expansion {
        private final StringBuilder b;
        private int[] origins;
        private boolean[] known;
        private final int at;

        Expansion(int capacity, int at) {
            this.b = new StringBuilder(capacity);
            this.origins = new int[capacity + 16];
            this.known = new boolean[capacity + 16];
            this.at = at;
        }

        int length() {
            return b.length();
        }

        /**
         * Appends {@code piece}, which replaces the written characters {@code from}..{@code last}:
         * a value spans the reference it replaces, first character to last.
         */
        void append(String piece, int[] written, int from, int last, boolean[] valueKnown, boolean pieceKnown) {
            if (b.length() + piece.length() > origins.length) {
                int size = Math.max(origins.length * 2, b.length() + piece.length());
                origins = Arrays.copyOf(origins, size);
                known = Arrays.copyOf(known, size);
            }
            for (int k = 0; k < piece.length(); k++) {
                origins[b.length() + k] = written[k == piece.length() - 1 ? last : Math.min(from + k, last)];
                known[b.length() + k] = valueKnown != null ? valueKnown[k] : pieceKnown;
            }
            b.append(piece);
        }

        Text text() {
            return Text.of(b, origins, known, at);
        }
    }

    /** {@code for [/d /r /l /f …] %%f in (…) do …}: remembers {@code f}. */
    private void declareForVariable(String line) {
        int k = 0;
        while (k < line.length() && (Character.isWhitespace(line.charAt(k)) || line.charAt(k) == '@')) k++;
        if (!line.regionMatches(true, k, "for", 0, 3) || k + 3 >= line.length()) return;
        char after = line.charAt(k + 3);
        if (!Character.isWhitespace(after) && after != '/') return;
        int at = line.indexOf("%%", k + 3);
        if (at >= 0 && at + 2 < line.length() && Character.isLetter(line.charAt(at + 2))) forVariables.add(line.charAt(at + 2));
    }

    // ---- phase 2: commands ---------------------------------------------------------------------

    /** What a piece of a line is: a command, or a block's parenthesis. */
    private enum Event { COMMAND, OPEN_IF, OPEN_ELSE, OPEN_ELSE_IF, OPEN_OTHER, CLOSE }

    /**
     * A command of a line, or a block opening or closing (its text then only says where);
     * {@code guarded}: the command runs only as a previous one's {@code &&} or {@code ||} decides.
     */
    private record Piece(Text text, Event event, boolean guarded) {
        Piece(Text text, Event event) {
            this(text, event, false);
        }
    }

    /**
     * The commands of a line, split at operators and block parentheses outside quotes, carets
     * removed; each block parenthesis is a piece of its own, after the command before it.
     */
    private List<Piece> commands(Text line) {
        List<Piece> out = new ArrayList<>();
        String s = line.value();
        int n = s.length();
        StringBuilder b = new StringBuilder();
        int[] origins = new int[n];
        boolean[] known = new boolean[n];
        boolean quoted = false;
        Event event = null;
        boolean guarded = false;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            boolean boundary = false;
            int skip = 1;
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && c == '^' && i + 1 < n) {
                i++; // the next character is literal
                c = s.charAt(i);
            } else if (!quoted && (c == '&' || c == '|')) {
                boundary = true;
                if (i + 1 < n && s.charAt(i + 1) == c) skip = 2;
            } else if (!quoted && c == '(' && opensBlock(b)) {
                boundary = true;
                event = blockKind(b);
                depth++;
            } else if (!quoted && c == ')' && (depth > 0 || b.toString().isBlank())) {
                boundary = true;
                event = Event.CLOSE;
                depth = Math.max(0, depth - 1);
            }
            if (boundary) {
                add(out, Text.of(b, origins, known, line.origins()[i]), guarded);
                guarded = event == null && skip == 2;
                if (event != null) out.add(new Piece(line.sub(i, i + 1), event));
                event = null;
                b.setLength(0);
                i += skip;
                continue;
            }
            origins[b.length()] = line.origins()[i];
            known[b.length()] = line.known()[i];
            b.append(c);
            i++;
        }
        add(out, Text.of(b, origins, known, line.end()), guarded);
        return out;
    }

    /**
     * A {@code (} opens a block at the start of a command and after {@code if …}, {@code else} and
     * {@code for … do} (not the set of {@code for %%f in (…)}, which is the for's own). Looks only at
     * the ends of what precedes it, so a line of parentheses costs no more than its length.
     */
    private static boolean opensBlock(StringBuilder before) {
        int from = 0;
        int to = before.length();
        while (from < to && (Character.isWhitespace(before.charAt(from)) || before.charAt(from) == '@')) from++;
        while (to > from && Character.isWhitespace(before.charAt(to - 1))) to--;
        if (from == to) return true;
        // `) else if … (`: the else's command is an if.
        if (to - from > 5 && regionEquals(before, from, "else") && Character.isWhitespace(before.charAt(from + 4))) {
            int k = from + 4;
            while (k < to && Character.isWhitespace(before.charAt(k))) k++;
            if (startsWithWord(before, k, to, "if")) return true;
        }
        return startsWithWord(before, from, to, "if") || ends(before, from, to, "else") || ends(before, from, to, " do");
    }

    /** {@code if} followed by a blank or {@code /} ({@code if/i}). */
    private static boolean startsWithWord(StringBuilder b, int from, int to, String word) {
        int end = from + word.length();
        if (end >= to || !regionEquals(b, from, word)) return false;
        return Character.isWhitespace(b.charAt(end)) || b.charAt(end) == '/';
    }

    /** The text ends with {@code suffix} (ignoring case), as a whole word. */
    private static boolean ends(StringBuilder b, int from, int to, String suffix) {
        int start = to - suffix.length();
        if (start < from || !regionEquals(b, start, suffix)) return false;
        return start == from || suffix.charAt(0) == ' ' || !Character.isLetterOrDigit(b.charAt(start - 1));
    }

    private static boolean regionEquals(StringBuilder b, int at, String lower) {
        for (int k = 0; k < lower.length(); k++) {
            if (Character.toLowerCase(b.charAt(at + k)) != lower.charAt(k)) return false;
        }
        return true;
    }

    private static void add(List<Piece> out, Text command, boolean guarded) {
        Text t = command.strip();
        if (!t.value().isEmpty()) out.add(new Piece(t, Event.COMMAND, guarded));
    }

    /** Which block a {@code (} opens, from the command before it: an {@code if}'s, an {@code else}'s, or another. */
    private Event blockKind(StringBuilder before) {
        String b = before.toString().strip();
        while (b.startsWith("@")) b = b.substring(1).stripLeading();
        if (startsWithWord(b, "if")) return Event.OPEN_IF;
        if (startsWithWord(b, "else")) return startsWithWord(b.substring(4), "if") ? Event.OPEN_ELSE_IF : Event.OPEN_ELSE;
        return Event.OPEN_OTHER;
    }

    /**
     * One command: conditions and {@code call} seen through, then run, assigned or skipped;
     * {@code guarded}: it runs only when an earlier command's status says so.
     */
    private void command(Text text, boolean guarded) {
        if (delayed) text = expandDelayed(text);
        boolean looped = false;
        for (int guard = 0; guard < 16; guard++) {
            text = text.strip();
            while (text.value().startsWith("@")) text = text.sub(1, text.value().length()).strip();
            List<Token> words = words(text);
            if (words.isEmpty()) return;
            String first = words.get(0).value().toLowerCase(Locale.ROOT);
            int rest;
            switch (first) {
                case "if" -> rest = afterCondition(words);
                case "else", "call" -> rest = 1;
                case "for" -> {
                    rest = afterDo(words);
                    looped = true;
                }
                case "rem" -> rest = -1;
                case "set" -> {
                    if (mode != Mode.REPLAY) set(text, words);
                    return;
                }
                case "setx", "setx.exe" -> {
                    if (mode != Mode.REPLAY) setx(words);
                    return;
                }
                case "start" -> {
                    if (mode != Mode.STATE) start(words);
                    return;
                }
                case "setlocal", "endlocal" -> {
                    if (mode != Mode.REPLAY) delayedExpansion(first, words);
                    return;
                }
                case "exit", "goto" -> {
                    if (mode != Mode.REPLAY) flow(first, words, guarded || looped);
                    rest = 0;
                }
                default -> rest = 0;
            }
            if (rest < 0 || rest >= words.size()) return;
            if (rest == 0) {
                if (mode == Mode.STATE) return;
                emit(args(words), text.start(), text.end());
                return;
            }
            if (first.equals("call") && words.get(1).value().startsWith(":")) {
                call(words.get(1), guarded || looped);
                return;
            }
            text = text.sub(words.get(rest).at(), text.value().length());
            if (first.equals("if") && mode != Mode.REPLAY && ifDepth < MAX_IF_DEPTH) {
                // `if cond set X=1` on one line: a path that sets X, and one that goes on without.
                int line = sink.line(text.start());
                Branches<Text>.Fork f = branches.open("if", line, Phrase.of("the if branch at line {line}", "line", line));
                ifDepth++;
                try {
                    command(text, guarded);
                } finally {
                    ifDepth--;
                    f.endPath();
                    f.join();
                }
                return;
            }
        }
    }

    /** Whether a {@code goto} or {@code exit} here runs whatever happened before: not inside any block or condition. */
    private boolean unconditional(boolean guarded) {
        return !guarded && branches.current() == frameFork && blocks.size() == frameBlocks && ifDepth == 0;
    }

    /**
     * {@code exit [/b]}, {@code goto label}, {@code goto :eof}: inside an {@code if} (or after
     * {@code &&}, {@code ||}, in a {@code for}) the path ends there and what it set goes nowhere;
     * otherwise the walk of lines goes where it says. A target that is not known text
     * ({@code goto %1}) ends the frame: the label sections are walked on their own.
     */
    private void flow(String first, List<Token> words, boolean guarded) {
        boolean exit = first.equals("exit");
        if (!exit && words.size() < 2) return; // a bare goto is an error cmd reports, and goes on
        if (!unconditional(guarded)) {
            if (mode != Mode.REPLAY && !exit) {
                if (isReturn(words.get(1))) returned(Phrase.of("in the path that returns at line {line}", "line", sink.line(words.get(1).text().start())));
                else jumpAside(words.get(1));
            } else if (mode != Mode.REPLAY && words.size() > 1 && words.get(1).value().equalsIgnoreCase("/b")) {
                returned(Phrase.of("in the path that returns at line {line}", "line", sink.line(words.get(1).text().start())));
            }
            if (branches.current() != frameFork) branches.stop();
            return;
        }
        if (exit) {
            boolean b = words.size() > 1 && words.get(1).value().equalsIgnoreCase("/b");
            control = new Control(b ? Control.Kind.RETURN : Control.Kind.EXIT, null);
            return;
        }
        Token target = words.get(1);
        String name = label(target.value());
        if (!target.text().arg().literal() || name == null || name.equals("eof")) control = new Control(Control.Kind.RETURN, null);
        else control = new Control(Control.Kind.JUMP, name);
    }

    private static boolean isReturn(Token target) {
        return target.text().arg().literal() && "eof".equals(label(target.value()));
    }

    /** A label's name as {@code goto} and {@code call} write it ({@code :name}, {@code name}), lower case; null if empty. */
    private static String label(String written) {
        String t = written.startsWith(":") ? written.substring(1) : written;
        int end = 0;
        while (end < t.length() && ":;,=+<>|&".indexOf(t.charAt(end)) < 0 && !Character.isWhitespace(t.charAt(end))) end++;
        return end == 0 ? null : t.substring(0, end).toLowerCase(Locale.ROOT);
    }

    /**
     * {@code call :label …}: the label's lines run in a frame of their own, with this file's
     * variables, until they return ({@code goto :eof}, {@code exit /b}, the end of the file); an
     * {@code exit} there ends the script. A subroutine's arguments ({@code %1}) stay unknown.
     */
    private void call(Token label, boolean guarded) {
        if (mode == Mode.REPLAY || !label.text().arg().literal()) return;
        String name = label(label.value());
        if (name == null || name.equals("eof")) return;
        int target = target(name, here);
        if (target < 0) return;
        if (calls >= MAX_CALLS) {
            sink.limit(Phrase.of("call :{label} is nested more than {max} calls deep; the lines it runs there were not judged",
                    "label", name, "max", MAX_CALLS), label.text().start(), label.text().end());
            return;
        }
        boolean wasUnconditional = unconditional(guarded);
        List<Returned> savedReturns = returns;
        returns = new ArrayList<>();
        Control.Kind end;
        try {
            end = walkFrame(target + 1);
            // The subroutine's other paths that returned (a conditional goto :eof, a goto elsewhere)
            // left their own values: each is one more value after the call.
            if (end != Control.Kind.EXIT && !returns.isEmpty()) {
                List<Map<String, Text>> states = new ArrayList<>();
                List<Phrase> notes = new ArrayList<>();
                for (Returned r : returns) {
                    states.add(r.vars());
                    notes.add(r.note());
                }
                branches.merge(states, notes, Phrase.of("in the path of :{label} that returns last", "label", name));
            }
        } finally {
            returns = savedReturns;
        }
        if (end == Control.Kind.EXIT && !stopped) {
            if (wasUnconditional) control = new Control(Control.Kind.EXIT, null);
            else if (branches.current() != frameFork) branches.stop();
        }
    }

    /**
     * A conditional {@code goto label} forward: the path that jumps is walked from the label to
     * where its frame returns, and what it leaves is one of the values the frame returns with; the
     * path that does not jump goes on after the {@code if}.
     */
    private void jumpAside(Token label) {
        if (mode == Mode.REPLAY || !label.text().arg().literal()) return;
        String name = label(label.value());
        if (name == null || name.equals("eof")) return;
        int target = target(name, here);
        // A jump back to a label this frame passed is a loop: its lines were walked already.
        if (target < 0 || passed.contains(target)) return;
        if (calls >= MAX_CALLS) {
            sink.limit(Phrase.of("goto {label} is nested more than {max} jumps and calls deep; the lines it jumps to there were not"
                    + " judged", "label", name, "max", MAX_CALLS), label.text().start(), label.text().end());
            return;
        }
        Control.Kind end = walkFrame(target);
        if (end != Control.Kind.EXIT) returned(Phrase.of("in the path of the goto {label} at line {line}", "label", name, "line", sink.line(label.text().start())));
    }

    /** The path being read returns from its frame here with the values it has now. */
    private void returned(Phrase note) {
        if (returns.size() < Vars.MAX_ALTERNATIVES) returns.add(new Returned(new HashMap<>(vars), note));
    }

    /** Walks lines from {@code pc} in a frame of their own (a subroutine, a jump aside), the reader's state saved around it. */
    private Control.Kind walkFrame(int pc) {
        Mode savedMode = mode;
        Branches<Text>.Fork savedPending = pendingElse;
        int savedDepth = depth;
        int savedHere = here;
        int savedIfDepth = ifDepth;
        int savedBlocks = blocks.size();
        int savedFrameBlocks = frameBlocks;
        Branches<Text>.Fork savedFrameFork = frameFork;
        Set<Integer> savedPassed = passed;
        frameBlocks = savedBlocks;
        frameFork = branches.current();
        mode = Mode.NORMAL;
        pendingElse = null;
        ifDepth = 0;
        calls++;
        try {
            return walkFrom(pc);
        } finally {
            calls--;
            mode = savedMode;
            pendingElse = savedPending;
            depth = savedDepth;
            here = savedHere;
            ifDepth = savedIfDepth;
            frameBlocks = savedFrameBlocks;
            frameFork = savedFrameFork;
            passed = savedPassed;
            // A frame's unclosed blocks end with it.
            while (blocks.size() > savedBlocks) blocks.remove(blocks.size() - 1);
        }
    }

    /** {@code setlocal EnableDelayedExpansion} turns it on, {@code DisableDelayedExpansion} and {@code endlocal} off. */
    private void delayedExpansion(String first, List<Token> words) {
        if (first.equals("endlocal")) {
            delayed = false;
            return;
        }
        for (Token w : words) {
            String v = w.value().toLowerCase(Locale.ROOT);
            if (v.equals("enabledelayedexpansion")) delayed = true;
            else if (v.equals("disabledelayedexpansion")) delayed = false;
        }
    }

    /** Index of the first word after {@code if [/i] [not] <condition>}, -1 when there is none. */
    private static int afterCondition(List<Token> words) {
        int i = 1;
        while (i < words.size() && (words.get(i).value().equalsIgnoreCase("/i") || words.get(i).value().equalsIgnoreCase("not"))) i++;
        if (i >= words.size()) return -1;
        String w = words.get(i).value().toLowerCase(Locale.ROOT);
        if (UNARY_TESTS.contains(w)) return i + 2;
        if (w.contains("==")) return w.endsWith("==") ? i + 2 : i + 1;
        if (i + 1 < words.size() && COMPARISONS.contains(words.get(i + 1).value().toLowerCase(Locale.ROOT))) return i + 3;
        return -1;
    }

    /** Index of the word after {@code do} in {@code for … do command}. */
    private static int afterDo(List<Token> words) {
        for (int i = 1; i < words.size(); i++) if (words.get(i).value().equalsIgnoreCase("do")) return i + 1;
        return -1;
    }

    /** {@code set NAME=value}, {@code set "NAME=value"}; {@code set /a} and {@code set /p} make the variable unknown. */
    private void set(Text text, List<Token> words) {
        if (words.size() < 2) return;
        Text rest = text.sub(words.get(1).at(), text.value().length()).strip();
        String r = rest.value();
        boolean computed = r.regionMatches(true, 0, "/a", 0, 2) || r.regionMatches(true, 0, "/p", 0, 2);
        if (computed) rest = rest.sub(2, r.length()).strip();
        r = rest.value();
        if (r.startsWith("\"")) {
            int close = r.lastIndexOf('"');
            rest = close > 0 ? rest.sub(1, close) : rest.sub(1, r.length());
            r = rest.value();
        }
        int eq = r.indexOf('=');
        if (eq <= 0) return;
        String name = r.substring(0, eq).strip();
        if (name.isEmpty()) return;
        Text value = rest.sub(eq + 1, r.length());
        String key = name.toUpperCase(Locale.ROOT);
        branches.assigned(key);
        vars.put(key, computed || value.value().length() > Vars.MAX_VALUE ? null : value);
        if (!computed && emitted.add("env|" + rest.start() + "|" + name + "=" + value.value())) {
            sink.environment(name, value.arg(), rest.start(), rest.end());
        }
    }

    /** {@code setx NAME value [/M]}: an environment assignment. */
    private void setx(List<Token> words) {
        int[] at = Setx.operands(words.stream().map(Token::value).toList());
        if (at == null) return;
        Text name = words.get(at[0]).text();
        Text value = words.get(at[1]).text();
        sink.environment(name.value(), value.arg(), name.start(), value.end());
    }

    /** {@code start ["title"] [/b /wait /min /d dir …] program args}: runs the program; a first argument in quotes is the window's title. */
    private void start(List<Token> words) {
        if (mode == Mode.STATE) return;
        int i = 1;
        if (i < words.size() && words.get(i).quoted()) i++;
        while (i < words.size() && words.get(i).value().startsWith("/")) {
            if (START_VALUED.contains(words.get(i).value().toLowerCase(Locale.ROOT))) i++;
            i++;
        }
        if (i >= words.size()) return;
        List<Token> run = words.subList(i, words.size());
        int from = run.get(0).text().start();
        int to = run.get(run.size() - 1).text().end();
        emit(args(run), from, to);
    }

    /**
     * A command line, once: a line that a jump or a second call walks again with the same values
     * gives the same command, which is judged already.
     */
    private void emit(List<Arg> argv, int from, int to) {
        StringBuilder key = new StringBuilder().append(from).append('|').append(to).append('|').append(branch);
        for (Arg a : argv) key.append('|').append(a.literal()).append(a.value());
        if (!emitted.add(key.toString())) return;
        if (branch != null) sink.command(argv, from, to, branch);
        else sink.command(argv, from, to);
    }

    private static List<Arg> args(List<Token> words) {
        List<Arg> out = new ArrayList<>(words.size());
        for (Token w : words) out.add(w.text().arg());
        return out;
    }

    /** The arguments of a command line, split as the C runtime splits it, each with its origins. */
    private static List<Token> words(Text text) {
        List<Token> out = new ArrayList<>();
        String line = text.value();
        for (WindowsCommandLine.Arg a : WindowsCommandLine.split(line)) {
            int length = a.value().length();
            int[] origins = new int[length];
            boolean[] known = new boolean[length];
            // Quotes and escaping backslashes are gone from the value: its characters map in order onto
            // the written ones, skipping quotes the value does not hold.
            int k = a.start();
            for (int j = 0; j < length; j++) {
                while (k < a.end() - 1 && line.charAt(k) == '"' && a.value().charAt(j) != '"') k++;
                origins[j] = text.origins()[Math.min(k, line.length() - 1)];
                known[j] = text.known()[Math.min(k, line.length() - 1)];
                k++;
            }
            int at = text.origins()[a.start()];
            int end = text.origins()[Math.max(a.start(), a.end() - 1)] + 1;
            out.add(new Token(new Text(a.value(), origins, known, at, end), a.start(), line.charAt(a.start()) == '"'));
        }
        return out;
    }
}
