package dev.agentlint.extract.shell;

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

    void walk(List<BatchLines.Line> lines) {
        for (BatchLines.Line line : lines) {
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
    }

    private void run(BatchLines.Line line) {
        for (Piece p : commands(expand(line))) {
            if (mode == Mode.REPLAY) {
                if (p.event() == Event.COMMAND) command(p.text());
                continue;
            }
            if (pendingElse != null && !(p.event() == Event.OPEN_ELSE || p.event() == Event.OPEN_ELSE_IF
                    || p.event() == Event.COMMAND && startsWithWord(p.text().value(), "else"))) {
                joinPendingElse();
            }
            switch (p.event()) {
                case COMMAND -> command(p.text());
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
    private String branch;

    private void openIf(int origin) {
        int line = sink.line(origin);
        blocks.add(branches.open("if", line, "the if branch at line " + line));
    }

    /** {@code ) else (} and {@code ) else if … (}: another path of the if that just closed. */
    private void openElse(int origin, boolean elseIf) {
        if (pendingElse == null) {
            blocks.add(null);
            return;
        }
        Branches<Text>.Fork f = pendingElse;
        pendingElse = null;
        f.next((elseIf ? "the else-if branch at line " : "the else branch at line ") + sink.line(origin), !elseIf);
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

    /** A command of a line, or a block opening or closing (its text then only says where). */
    private record Piece(Text text, Event event) {}

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
                add(out, Text.of(b, origins, known, line.origins()[i]));
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
        add(out, Text.of(b, origins, known, line.end()));
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

    private static void add(List<Piece> out, Text command) {
        Text t = command.strip();
        if (!t.value().isEmpty()) out.add(new Piece(t, Event.COMMAND));
    }

    /** Which block a {@code (} opens, from the command before it: an {@code if}'s, an {@code else}'s, or another. */
    private Event blockKind(StringBuilder before) {
        String b = before.toString().strip();
        while (b.startsWith("@")) b = b.substring(1).stripLeading();
        if (startsWithWord(b, "if")) return Event.OPEN_IF;
        if (startsWithWord(b, "else")) return startsWithWord(b.substring(4), "if") ? Event.OPEN_ELSE_IF : Event.OPEN_ELSE;
        return Event.OPEN_OTHER;
    }

    /** One command: conditions and {@code call} seen through, then run, assigned or skipped. */
    private void command(Text text) {
        if (delayed) text = expandDelayed(text);
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
                case "for" -> rest = afterDo(words);
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
                    // The path of the innermost if ends here: what it set goes nowhere.
                    if (mode != Mode.REPLAY && (first.equals("exit") || words.size() > 1)) branches.stop();
                    rest = 0;
                }
                default -> rest = 0;
            }
            if (rest < 0 || rest >= words.size()) return;
            if (rest == 0) {
                if (mode == Mode.STATE) return;
                if (branch != null) sink.command(args(words), text.start(), text.end(), branch);
                else sink.command(args(words), text.start(), text.end());
                return;
            }
            if (first.equals("call") && words.get(1).value().startsWith(":")) return; // a label in this file
            text = text.sub(words.get(rest).at(), text.value().length());
            if (first.equals("if") && mode != Mode.REPLAY && ifDepth < MAX_IF_DEPTH) {
                // `if cond set X=1` on one line: a path that sets X, and one that goes on without.
                int line = sink.line(text.start());
                Branches<Text>.Fork f = branches.open("if", line, "the if branch at line " + line);
                ifDepth++;
                try {
                    command(text);
                } finally {
                    ifDepth--;
                    f.endPath();
                    f.join();
                }
                return;
            }
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
        if (!computed) sink.environment(name, value.arg(), rest.start(), rest.end());
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
        if (branch != null) sink.command(args(run), from, to, branch);
        else sink.command(args(run), from, to);
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
