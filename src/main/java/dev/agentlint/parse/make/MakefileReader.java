package dev.agentlint.parse.make;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import dev.agentlint.parse.shell.ShellParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The recipes of a Makefile as GNU make hands them to the shell, each recipe line a script of its
 * own with every character mapped to where it is written. Read as make reads it, without running
 * anything:
 *
 * <ul>
 *   <li>Recipe lines are the tab-indented lines after a rule ({@code target: prerequisites}) and the
 *       text after a rule's {@code ;}; comment and blank lines do not end a rule, any other line does.
 *       {@code @}, {@code -} and {@code +} before a recipe line are make's, not the shell's.
 *   <li>A backslash at the end of a recipe line continues it: the shell gets the backslash and the
 *       line break, and the next line without its leading tab.
 *   <li>Variables from simple assignments in the same file ({@code VAR = …}, {@code :=}, {@code ::=},
 *       {@code ?=}, {@code +=}, with {@code export}/{@code override}) are expanded in recipes as
 *       {@code $(VAR)}, {@code ${VAR}} and {@code $V}; recipes are expanded after the whole file is
 *       read, so the last assignment wins, as in make. {@code $$} is a {@code $} for the shell.
 *       {@code $(shell cmd)} becomes the shell's {@code $(cmd)}; other functions, automatic variables
 *       and variables the file does not set stay unknown ({@code ${NAME}} for the shell).
 *   <li>{@code define … endef} bodies are values, not recipes; conditionals are not evaluated (every
 *       branch's assignments count, the last one winning).
 *   <li>Comments, when asked for: make's own, a {@code #} outside recipe lines and define bodies
 *       ({@code \#} is a {@code #}) to the end of the logical line (a backslash at its end
 *       continues a comment too), and a recipe line's, which make hands to the shell: what the
 *       shell parser finds in the recipe as make expanded it, at the characters it came from.
 *       A {@code #} after a rule's {@code ;} is the recipe's, the shell's.
 * </ul>
 *
 * Linear in the input; expansion is bounded in depth and in the text it produces.
 */
public final class MakefileReader {

    /** Deepest nesting of variable references expanded in one recipe line. */
    static final int MAX_DEPTH = 16;
    /** Most variable references expanded for one recipe line or one {@code :=} value. */
    static final int MAX_REFERENCES = 10_000;
    /** Longest recipe line after expansion; past it the rest of the expansion is left out. */
    static final int MAX_EXPANDED = 64 * 1024;

    /**
     * One recipe line.
     *
     * @param target  the rule's first target
     * @param script  the shell text make runs
     * @param offsets where each character of {@code script} is written
     * @param span    the recipe line (with its continuations) in the file
     */
    public record Recipe(String target, String script, OffsetMap offsets, Span span) {}

    /** A variable's value as written, and where (its characters are reported at the reference). */
    private record Variable(String value, boolean recursive, boolean unknown) {}

    /** A recipe line before expansion: its text and, per character, its line and column. */
    private record RawRecipe(String target, StringBuilder text, List<int[]> at, Span span) {}

    private final LineIndex lines;
    private final CommentSpans.Recorder comments;
    private final Map<String, Variable> variables = new HashMap<>();
    private final List<RawRecipe> raw = new ArrayList<>();

    private MakefileReader(LineIndex lines, CommentSpans.Recorder comments) {
        this.lines = lines;
        this.comments = comments;
    }

    public static List<Recipe> read(String text) {
        return read(new LineIndex(text));
    }

    public static List<Recipe> read(LineIndex lines) {
        return read(lines, null);
    }

    /** As {@link #read(LineIndex)}, recording the file's comments in {@code comments} (null: none). */
    public static List<Recipe> read(LineIndex lines, CommentSpans.Recorder comments) {
        MakefileReader r = new MakefileReader(lines, comments);
        r.scan();
        List<Recipe> out = new ArrayList<>(r.raw.size());
        for (RawRecipe recipe : r.raw) {
            Recipe expanded = r.expand(recipe);
            // The shell stage parses the recipe again for its commands; this parse is for its comments only.
            if (comments != null) ShellParser.recordComments(expanded.script(), expanded.offsets(), lines, comments);
            out.add(expanded);
        }
        return out;
    }

    // ---- reading lines -------------------------------------------------------------------------

    private void scan() {
        int n = lines.lineCount();
        String target = null;
        boolean inDefine = false;
        for (int i = 1; i <= n; i++) {
            String line = lines.lineText(i);
            if (inDefine) {
                // The body is the variable's value, '#' and all; the endef line is make's and may hold a comment.
                String bare = stripComment(line).strip();
                if (bare.equals("endef") || bare.startsWith("endef ")) {
                    inDefine = false;
                    comment(i, i);
                }
                continue;
            }
            if (line.startsWith("\t") && target != null) {
                i = recipe(target, i, 1);
                continue;
            }
            // A logical line: backslash-newline and the blanks around it are one space, as make reads it.
            StringBuilder logical = new StringBuilder(line);
            int firstLine = i;
            while (endsWithContinuation(logical) && i < n) {
                logical.setLength(logical.length() - 1);
                logical.append(' ').append(lines.lineText(++i).stripLeading());
            }
            String text = stripComment(logical.toString());
            int colon = ruleColon(text);
            String stripped = text.strip();
            boolean define = stripped.equals("define") || stripped.startsWith("define ") || stripped.startsWith("override define ")
                    || stripped.startsWith("export define ");
            boolean rule = !stripped.isEmpty() && !define && !directive(stripped) && !assignment(stripped) && colon >= 0;
            int semi = rule ? text.indexOf(';', colon) : -1;
            // A '#' after a rule's ';' is the recipe's: the shell's, recorded with the recipe.
            if (semi < 0) comment(firstLine, i);
            if (define) {
                inDefine = true;
                target = null;
                continue;
            }
            if (!rule) {
                // A comment line or a directive keeps the rule going; an assignment or other text ends it.
                if (!stripped.isEmpty() && !directive(stripped)) target = null;
                continue;
            }
            String targets = text.substring(0, colon).strip();
            target = firstWord(targets);
            // `target: prerequisites ; recipe`: the text after the semicolon is the first recipe line.
            // Read only from a rule written on one line, where the logical line's offsets are the line's.
            if (semi >= 0 && i == firstLine) inlineRecipe(target, i, line, semi);
        }
    }

    /** A recipe line starting at line {@code first} (after {@code skip} leading characters); returns its last line. */
    private int recipe(String target, int first, int skip) {
        StringBuilder text = new StringBuilder();
        List<int[]> at = new ArrayList<>();
        int i = first;
        int from = skip;
        int last;
        while (true) {
            String line = lines.lineText(i);
            for (int k = from; k < line.length(); k++) {
                text.append(line.charAt(k));
                at.add(new int[] {i, k + 1});
            }
            last = i;
            if (!endsWithContinuation(line) || i >= lines.lineCount()) break;
            text.append('\n');
            at.add(new int[] {i, line.length() + 1});
            i++;
            // The next line loses one leading tab (the recipe prefix), nothing else.
            from = lines.lineText(i).startsWith("\t") ? 1 : 0;
        }
        String lastLine = lines.lineText(last);
        raw.add(new RawRecipe(target, text, at, new Span(first, skip + 1, last, lastLine.length() + 1)));
        return last;
    }

    private void inlineRecipe(String target, int line, String text, int semi) {
        int k = semi + 1;
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) k++;
        if (k < text.length()) recipe(target, line, k);
    }

    /** An odd number of backslashes at the end. */
    private static boolean endsWithContinuation(CharSequence s) {
        int count = 0;
        for (int k = s.length() - 1; k >= 0 && s.charAt(k) == '\\'; k--) count++;
        return count % 2 == 1;
    }

    /** The line without a {@code #} comment. */
    private static String stripComment(String s) {
        int k = commentStart(s);
        return k < 0 ? s : s.substring(0, k);
    }

    /** Where make's comment starts in {@code s}: its first {@code #} ({@code \#} is a literal {@code #}), or -1. */
    private static int commentStart(String s) {
        for (int k = 0; k < s.length(); k++) {
            if (s.charAt(k) == '#' && (k == 0 || s.charAt(k - 1) != '\\')) return k;
        }
        return -1;
    }

    /**
     * Records make's comment in the logical line written on lines {@code first} to {@code last}: from
     * its {@code #} to the end of the last line, which a backslash continues the comment onto. The
     * continued lines are joined with a space, so the logical line's first {@code #} is the first
     * one on these lines.
     */
    private void comment(int first, int last) {
        if (comments == null) return;
        for (int l = first; l <= last; l++) {
            int k = commentStart(lines.lineText(l));
            if (k < 0) continue;
            int start = lines.offset(l, k + 1);
            comments.line(start, lines.offset(last, 1) + lines.lineLength(last), 1);
            return;
        }
    }

    private static boolean directive(String s) {
        int end = 0;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end)) && s.charAt(end) != '(') end++;
        String word = s.substring(0, end);
        return switch (word) {
            case "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "include", "-include", "sinclude", "vpath",
                    "unexport", "undefine", "endef", "load", "-load" -> true;
            case "export", "override", "private" -> !s.contains("=");
            default -> false;
        };
    }

    /** {@code NAME = value} and the other assignment operators; true when the line is one (and it is recorded). */
    private boolean assignment(String s) {
        String rest = s;
        for (String prefix : List.of("override ", "export ", "private ")) {
            if (rest.startsWith(prefix)) rest = rest.substring(prefix.length()).stripLeading();
        }
        int eq = rest.indexOf('=');
        if (eq <= 0) return false;
        int opStart = eq;
        char before = rest.charAt(eq - 1);
        if (before == ':' || before == '?' || before == '+' || before == '!') opStart = eq - 1;
        if (before == ':' && eq >= 2 && rest.charAt(eq - 2) == ':') opStart = eq - 2;
        String name = rest.substring(0, opStart).strip();
        // `target: VAR = value` is a target-specific assignment, `a:b=c` a rule: neither sets a file variable.
        if (name.isEmpty() || name.indexOf(':') >= 0 || name.indexOf('$') >= 0 || !firstWord(name).equals(name)) {
            return name.indexOf(':') < 0 && !name.isEmpty();
        }
        String op = rest.substring(opStart, eq + 1);
        String value = rest.substring(eq + 1).strip();
        switch (op) {
            case "?=" -> variables.putIfAbsent(name, new Variable(value, true, false));
            case "+=" -> {
                Variable old = variables.get(name);
                if (old == null) variables.put(name, new Variable(value, true, false));
                else variables.put(name, new Variable(old.value() + " " + value, old.recursive(), old.unknown()));
            }
            case ":=", "::=" -> variables.put(name, new Variable(expandValue(value, 0), false, false));
            case "!=" -> variables.put(name, new Variable("", false, true));
            default -> variables.put(name, new Variable(value, true, false));
        }
        return true;
    }

    /** The text up to its first blank. */
    private static String firstWord(String s) {
        int end = 0;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end))) end++;
        return s.substring(0, end);
    }

    /** The colon of a rule ({@code target: prereqs}, {@code target:: prereqs}) outside references, or -1. */
    private static int ruleColon(String s) {
        int depth = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c == '$' && k + 1 < s.length() && (s.charAt(k + 1) == '(' || s.charAt(k + 1) == '{')) {
                depth++;
                k++;
            } else if ((c == ')' || c == '}') && depth > 0) {
                depth--;
            } else if (c == ':' && depth == 0) {
                return k;
            }
        }
        return -1;
    }

    // ---- expansion -----------------------------------------------------------------------------

    /** A value for {@code :=}: references expanded now, as text (no positions needed). */
    private String expandValue(String value, int depth) {
        Out out = new Out(null);
        expandInto(value, null, out, depth, 0, 0);
        return out.text.toString();
    }

    private Recipe expand(RawRecipe r) {
        Out out = new Out(new OffsetMap.Builder());
        String text = r.text().toString();
        // make's own prefixes: `@` (silent), `-` (ignore errors), `+` (run under -n too), and blanks.
        int k = 0;
        while (k < text.length() && "@-+ \t".indexOf(text.charAt(k)) >= 0) k++;
        int[] where = k < r.at().size() ? r.at().get(k) : r.at().isEmpty() ? new int[] {r.span().line(), r.span().column()}
                : r.at().get(r.at().size() - 1);
        expandInto(text.substring(k), r.at().subList(Math.min(k, r.at().size()), r.at().size()), out, 0, where[0], where[1]);
        return new Recipe(r.target(), out.text.toString(), out.map.build(), r.span());
    }

    /** Expanded text and, for a recipe, where each character is written. */
    private static final class Out {
        final StringBuilder text = new StringBuilder();
        final OffsetMap.Builder map;
        int lastLine = -1;
        int lastColumn = -1;
        int references;

        Out(OffsetMap.Builder map) {
            this.map = map;
        }

        boolean full() {
            return text.length() >= MAX_EXPANDED;
        }

        /** A character written at {@code line}:{@code column} ({@code contiguous}: right after the previous one). */
        void put(char c, int line, int column) {
            if (full()) return;
            if (map != null && !(line == lastLine && column == lastColumn + 1)) map.piece(text.length(), line, column);
            text.append(c);
            lastLine = line;
            lastColumn = column;
        }

        /** Text that stands for a reference written at {@code line}:{@code column}: all of it is reported there. */
        void putAt(String s, int line, int column) {
            for (int k = 0; k < s.length() && !full(); k++) {
                if (map != null) map.piece(text.length(), line, column);
                text.append(s.charAt(k));
            }
            lastLine = -1;
        }
    }

    /**
     * Expands {@code s} into {@code out}. {@code at} gives each character's position (a recipe's own
     * text); null for a variable's value, whose characters are all reported at {@code line}:{@code column}.
     */
    private void expandInto(String s, List<int[]> at, Out out, int depth, int line, int column) {
        int n = s.length();
        for (int k = 0; k < n && !out.full(); k++) {
            char c = s.charAt(k);
            int l = at != null ? at.get(k)[0] : line;
            int col = at != null ? at.get(k)[1] : column;
            if (c != '$' || k + 1 >= n) {
                if (at != null) out.put(c, l, col);
                else out.putAt(String.valueOf(c), l, col);
                continue;
            }
            char next = s.charAt(k + 1);
            if (next == '$') {
                if (at != null) out.put('$', l, col);
                else out.putAt("$", l, col);
                k++;
                continue;
            }
            String inner;
            int end;
            if (next == '(' || next == '{') {
                end = closing(s, k + 1);
                if (end < 0) {
                    out.putAt(s.substring(k), l, col);
                    return;
                }
                inner = s.substring(k + 2, end);
            } else {
                end = k + 1;
                inner = String.valueOf(next);
            }
            reference(inner, out, depth, l, col);
            k = end;
        }
    }

    /** The index of the bracket closing the one at {@code open}, or -1. */
    private static int closing(String s, int open) {
        char o = s.charAt(open);
        char c = o == '(' ? ')' : '}';
        int depth = 0;
        for (int k = open; k < s.length(); k++) {
            if (s.charAt(k) == o) depth++;
            else if (s.charAt(k) == c && --depth == 0) return k;
        }
        return -1;
    }

    private void reference(String inner, Out out, int depth, int line, int column) {
        if (depth >= MAX_DEPTH || ++out.references > MAX_REFERENCES) {
            out.putAt("${MAKE_UNKNOWN}", line, column);
            return;
        }
        String name = inner.strip();
        if (name.startsWith("shell ") || name.startsWith("shell\t")) {
            // make runs it in the shell and uses its output: the shell's own command substitution.
            out.putAt("$(", line, column);
            expandInto(name.substring(6), null, out, depth + 1, line, column);
            out.putAt(")", line, column);
            return;
        }
        Variable v = isName(name) ? variables.get(name) : null;
        if (v != null && !v.unknown()) {
            if (v.recursive()) expandInto(v.value(), null, out, depth + 1, line, column);
            else out.putAt(v.value(), line, column);
            return;
        }
        String builtin = switch (name) {
            case "MAKE" -> "make";
            case "RM" -> "rm -f";
            case "SHELL" -> "/bin/sh";
            default -> null;
        };
        if (builtin != null) {
            out.putAt(builtin, line, column);
        } else if (isName(name) && !name.isEmpty() && (Character.isLetter(name.charAt(0)) || name.charAt(0) == '_')) {
            // The environment's value, or empty: unknown to agentlint, as the shell's ${NAME} is.
            out.putAt("${" + name + "}", line, column);
        } else {
            // Automatic variables ($@, $<, $(@D)) and functions ($(wildcard …)): computed by make.
            out.putAt("${MAKE_COMPUTED}", line, column);
        }
    }

    private static boolean isName(String s) {
        if (s.isEmpty()) return false;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (!(Character.isLetterOrDigit(c) && c < 128 || c == '_' || c == '.' || c == '-')) return false;
        }
        return true;
    }
}
