package dev.agentlint.parse.just;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import dev.agentlint.parse.shell.ShellParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The recipes of a justfile as {@code just} hands them to its shell or interpreter, with every
 * character mapped to where it is written. Read as just reads it (just.systems, "Recipes",
 * "Settings", "Shebang Recipes"; {@code src/recipe.rs}, {@code src/line.rs}), without running anything:
 *
 * <ul>
 *   <li>A recipe is a header at the start of a line ({@code @?name params: dependencies}) and the
 *       indented lines after it. Dependencies are other recipes, read where they are defined.
 *   <li>A linewise recipe runs each line in a fresh shell: each line is a script of its own. A line
 *       ending in a backslash continues on the next one, without the backslash and without the next
 *       line's indentation ({@code recipe.rs}: the backslash is dropped, the continued line trimmed).
 *       The sigils {@code @}, {@code -} and {@code ?} before a line are just's.
 *   <li>A recipe whose body starts with {@code #!} (or has the {@code [script]} attribute) is one
 *       script, run by that interpreter.
 *   <li>An interpolation (two braces around an expression) is replaced: string literals, the file's variables ({@code name := …},
 *       {@code export name := …}), a parameter's default, and their concatenations with {@code +} and
 *       {@code /}; anything else (backticks, function calls, {@code if}) is unknown, and stays an unknown
 *       shell word. Four opening braces are a literal two.
 *   <li>{@code set shell := [...]} names the shell of linewise recipes; exported variables (or all of
 *       them with {@code set export}) are the recipes' environment.
 *   <li>A {@code #} outside strings and backticks comments out the rest of a line outside recipe
 *       bodies, as just's lexer reads it. Recipe bodies are the shell's: when asked for comments,
 *       each script (a shebang recipe's too, whatever its interpreter, {@code #!} line included) is
 *       read by the shell parser, its comments kept at the characters they came from.
 * </ul>
 *
 * Linear in the input; expansion is bounded in depth and in the text it produces.
 */
public final class JustfileReader {

    private static final java.util.regex.Pattern BLANKS = java.util.regex.Pattern.compile("\\s+");

    /** Longest script after interpolation; past it the rest is left out. */
    static final int MAX_EXPANDED = 64 * 1024;
    /** Deepest nesting of variables inside variables. */
    static final int MAX_DEPTH = 16;

    /**
     * What runs one recipe line (linewise) or one recipe body (script).
     *
     * @param recipe      the recipe's name
     * @param script      the text handed to {@code interpreter}
     * @param offsets     where each character of {@code script} is written
     * @param span        the lines it comes from
     * @param interpreter the program and its arguments before the text ({@code ["sh", "-cu"]}), or, for a
     *                    script run from a file, the interpreter only
     * @param file        true when {@code script} is saved to a file and run by {@code interpreter}; false when it
     *                    is the argument after {@code interpreter}'s own arguments
     */
    public record Recipe(String recipe, String script, OffsetMap offsets, Span span, List<String> interpreter, boolean file) {}

    /** A variable: its value when just can know it without running anything, null when computed. */
    private record Variable(String value, boolean exported) {}

    private final LineIndex lines;
    private final CommentSpans.Recorder comments;
    private final Map<String, String> variableText = new LinkedHashMap<>();
    private final Map<String, Boolean> exported = new HashMap<>();
    private final Map<String, Integer> variableLine = new HashMap<>();
    private final Map<String, Variable> resolved = new HashMap<>();
    private final List<Pending> pending = new ArrayList<>();
    private List<String> shell = List.of("sh", "-cu");
    private List<String> scriptInterpreter = List.of("sh", "-eu");
    private boolean exportAll;

    /** A recipe as written, expanded once every variable of the file is known. */
    private record Pending(String name, Map<String, String> defaults, List<int[]> bodyLines, int indent, boolean scriptAttribute,
                           List<String> attributeInterpreter) {}

    private JustfileReader(LineIndex lines, CommentSpans.Recorder comments) {
        this.lines = lines;
        this.comments = comments;
    }

    /**
     * A justfile's recipes and the environment just gives them.
     *
     * @param recipes what runs, in the order written
     * @param exports the exported variables with values known without running anything, in the order written
     */
    public record Justfile(List<Recipe> recipes, List<Export> exports) {}

    /** An exported variable ({@code export NAME := …}, or any variable under {@code set export}) and where it is set. */
    public record Export(String name, String value, Span span) {}

    public static Justfile read(String text) {
        return read(new LineIndex(text));
    }

    public static Justfile read(LineIndex lines) {
        return read(lines, null);
    }

    /** As {@link #read(LineIndex)}, recording the file's comments in {@code comments} (null: none). */
    public static Justfile read(LineIndex lines, CommentSpans.Recorder comments) {
        JustfileReader r = new JustfileReader(lines, comments);
        r.scan();
        List<Recipe> out = new ArrayList<>();
        for (Pending p : r.pending) r.expand(p, out);
        if (comments != null) {
            // The shell stage parses each script again for its commands; this parse is for its comments only.
            for (Recipe recipe : out) ShellParser.recordComments(recipe.script(), recipe.offsets(), lines, comments);
        }
        return new Justfile(out, r.exportedValues());
    }

    private List<Export> exportedValues() {
        List<Export> out = new ArrayList<>();
        for (String name : variableText.keySet()) {
            if (!exportAll && !exported.getOrDefault(name, false)) continue;
            String v = variable(name, 0);
            int line = variableLine.get(name);
            if (v != null) out.add(new Export(name, v, span(line, line)));
        }
        return out;
    }

    // ---- reading lines -------------------------------------------------------------------------

    private void scan() {
        int n = lines.lineCount();
        boolean scriptAttribute = false;
        List<String> attributeInterpreter = null;
        for (int i = 1; i <= n; i++) {
            String line = lines.lineText(i);
            if (line.isBlank() || line.charAt(0) == ' ' || line.charAt(0) == '\t') continue;
            int comment = commentStart(line);
            if (comment >= 0 && comments != null) comments.line(lines.offset(i, comment + 1), lines.offset(i, 1) + line.length(), 1);
            String s = (comment < 0 ? line : line.substring(0, comment)).strip();
            if (s.isEmpty()) continue;
            if (s.startsWith("[")) {
                // Attributes for the recipe that follows: [script], [script('bash', '-x')], [linux, private].
                if (s.contains("script")) {
                    for (String attribute : splitAttributes(s)) {
                        String a = attribute.strip();
                        if (a.equals("script")) {
                            scriptAttribute = true;
                        } else if (a.startsWith("script(") || a.startsWith("script:")) {
                            scriptAttribute = true;
                            attributeInterpreter = stringList(a.substring(a.indexOf(a.startsWith("script(") ? '(' : ':') + 1));
                        }
                    }
                }
                continue;
            }
            if (s.startsWith("set ")) {
                setting(s.substring(4).strip());
                continue;
            }
            if (s.startsWith("alias ") || s.startsWith("import ") || s.startsWith("import?") || s.startsWith("mod ")
                    || s.startsWith("mod?") || s.startsWith("unexport ")) {
                continue;
            }
            int assign = assignmentOperator(s);
            if (assign > 0) {
                String left = s.substring(0, assign).strip();
                boolean export = false;
                if (left.startsWith("export ")) {
                    export = true;
                    left = left.substring(7).strip();
                }
                if (isName(left)) {
                    variableText.put(left, s.substring(assign + 2).strip());
                    exported.put(left, export);
                    variableLine.put(left, i);
                }
                continue;
            }
            int colon = headerColon(s);
            if (colon < 0) continue;
            String header = s.substring(0, colon).strip();
            if (header.startsWith("@")) header = header.substring(1);
            String[] words = BLANKS.split(header, 2);
            if (words.length == 0 || !isName(words[0])) continue;
            Map<String, String> defaults = parameters(words.length > 1 ? words[1] : "");
            List<int[]> body = new ArrayList<>();
            int indent = -1;
            int j = i + 1;
            int lastBody = i;
            for (; j <= n; j++) {
                String b = lines.lineText(j);
                if (b.isBlank()) continue;
                if (b.charAt(0) != ' ' && b.charAt(0) != '\t') break;
                if (indent < 0) indent = leading(b);
                for (int k = lastBody + 1; k < j; k++) body.add(new int[] {k});
                body.add(new int[] {j});
                lastBody = j;
            }
            pending.add(new Pending(words[0], defaults, body, Math.max(indent, 0), scriptAttribute, attributeInterpreter));
            scriptAttribute = false;
            attributeInterpreter = null;
            i = lastBody;
        }
    }

    /**
     * Where a comment starts on a line outside recipe bodies: its first {@code #} outside strings
     * ({@code '…'}, {@code "…"} with escapes, their tripled forms) and backticks; -1 when none.
     */
    static int commentStart(String line) {
        int k = 0;
        while (k < line.length()) {
            char c = line.charAt(k);
            if (c == '#') return k;
            if (c != '\'' && c != '"' && c != '`') {
                k++;
                continue;
            }
            String close = line.startsWith(String.valueOf(c).repeat(3), k) ? String.valueOf(c).repeat(3) : String.valueOf(c);
            int from = k + close.length();
            int end = c == '"' ? closingQuote(line, from, close) : line.indexOf(close, from);
            if (end < 0) return -1; // a string to the end of the line
            k = end + close.length();
        }
        return -1;
    }

    private void setting(String s) {
        int assign = s.indexOf(":=");
        String name = (assign < 0 ? s : s.substring(0, assign)).strip();
        String value = assign < 0 ? "true" : s.substring(assign + 2).strip();
        switch (name) {
            case "shell" -> {
                List<String> v = stringList(value);
                if (v != null && !v.isEmpty()) shell = v;
            }
            case "script-interpreter" -> {
                List<String> v = stringList(value);
                if (v != null && !v.isEmpty()) scriptInterpreter = v;
            }
            case "export" -> exportAll = value.equals("true");
            default -> { }
        }
    }

    /** {@code [a, script('x'), b]}: the attributes between the brackets (one level of parentheses). */
    private static List<String> splitAttributes(String s) {
        List<String> out = new ArrayList<>();
        int end = s.lastIndexOf(']');
        String inner = s.substring(1, end > 0 ? end : s.length());
        int depth = 0;
        int start = 0;
        char quote = 0;
        for (int k = 0; k < inner.length(); k++) {
            char c = inner.charAt(k);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(inner.substring(start, k));
                start = k + 1;
            }
        }
        out.add(inner.substring(start));
        return out;
    }

    /** {@code ["bash", "-uc"]}, {@code ('python3', '-u')} or a single string: the strings; null when computed. */
    private static List<String> stringList(String s) {
        String t = s.strip();
        if (t.endsWith(")") || t.endsWith("]")) t = t.substring(0, t.length() - 1);
        if (t.startsWith("(") || t.startsWith("[")) t = t.substring(1);
        List<String> out = new ArrayList<>();
        int k = 0;
        while (k < t.length()) {
            char c = t.charAt(k);
            if (c == ' ' || c == '\t' || c == ',') {
                k++;
                continue;
            }
            if (c != '\'' && c != '"') return null;
            int end = t.indexOf(c, k + 1);
            if (end < 0) return null;
            out.add(c == '"' ? unescape(t.substring(k + 1, end)) : t.substring(k + 1, end));
            k = end + 1;
        }
        return out;
    }

    /** The {@code :=} of an assignment outside quotes, or -1. */
    private static int assignmentOperator(String s) {
        int k = s.indexOf(":=");
        if (k <= 0) return -1;
        String left = s.substring(0, k);
        return left.indexOf('\'') < 0 && left.indexOf('"') < 0 && left.indexOf('(') < 0 ? k : -1;
    }

    /** The colon that ends a recipe header (outside quotes and parentheses, not {@code :=}), or -1. */
    private static int headerColon(String s) {
        int depth = 0;
        char quote = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"' || c == '`') {
                quote = c;
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ':' && depth == 0) {
                return k + 1 < s.length() && s.charAt(k + 1) == '=' ? -1 : k;
            }
        }
        return -1;
    }

    /** Parameters with a literal default ({@code flags='--x'}, {@code $mode="y"}, {@code *args}); others unknown. */
    private static Map<String, String> parameters(String s) {
        Map<String, String> out = new HashMap<>();
        int k = 0;
        while (k < s.length()) {
            while (k < s.length() && Character.isWhitespace(s.charAt(k))) k++;
            while (k < s.length() && "+*$".indexOf(s.charAt(k)) >= 0) k++;
            int start = k;
            while (k < s.length() && isNameChar(s.charAt(k))) k++;
            if (k == start) {
                k++;
                continue;
            }
            String name = s.substring(start, k);
            out.put(name, null);
            if (k < s.length() && s.charAt(k) == '=') {
                k++;
                if (k < s.length() && (s.charAt(k) == '\'' || s.charAt(k) == '"')) {
                    char q = s.charAt(k);
                    int end = s.indexOf(q, k + 1);
                    if (end < 0) break;
                    String v = s.substring(k + 1, end);
                    out.put(name, q == '"' ? unescape(v) : v);
                    k = end + 1;
                } else {
                    // A computed default (a variable, a parenthesised expression): left unknown.
                    int depth = 0;
                    while (k < s.length() && (depth > 0 || !Character.isWhitespace(s.charAt(k)))) {
                        if (s.charAt(k) == '(') depth++;
                        if (s.charAt(k) == ')') depth--;
                        k++;
                    }
                }
            }
        }
        return out;
    }

    private static int leading(String s) {
        int k = 0;
        while (k < s.length() && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) k++;
        return k;
    }

    // ---- expressions ---------------------------------------------------------------------------

    /** A variable's value, or null when just computes it (backticks, functions) or it is not set. */
    private String variable(String name, int depth) {
        Variable cached = resolved.get(name);
        if (cached != null) return cached.value();
        String text = variableText.get(name);
        if (text == null || depth >= MAX_DEPTH) return null;
        resolved.put(name, new Variable(null, false)); // a cycle is unknown
        String v = evaluate(text, null, depth + 1);
        resolved.put(name, new Variable(v, exported.getOrDefault(name, false)));
        return v;
    }

    /**
     * The value of an expression of string literals, names and {@code +}/{@code /}; null when any part
     * is computed. {@code parameters}: the recipe's parameters (their defaults), or null outside a recipe.
     */
    private String evaluate(String expr, Map<String, String> parameters, int depth) {
        StringBuilder out = new StringBuilder();
        String s = expr.strip();
        int k = 0;
        boolean operand = true;
        String join = "";
        while (k < s.length()) {
            char c = s.charAt(k);
            if (Character.isWhitespace(c)) {
                k++;
                continue;
            }
            if (!operand) {
                if (c == '+') join = "";
                else if (c == '/') join = "/";
                else return null;
                operand = true;
                k++;
                continue;
            }
            String value;
            if (c == '\'' || c == '"') {
                boolean triple = s.startsWith(String.valueOf(c).repeat(3), k);
                String close = triple ? String.valueOf(c).repeat(3) : String.valueOf(c);
                int start = k + close.length();
                int end = c == '"' ? closingQuote(s, start, close) : s.indexOf(close, start);
                if (end < 0) return null;
                value = s.substring(start, end);
                if (c == '"') value = unescape(value);
                k = end + close.length();
            } else if (isNameChar(c)) {
                int start = k;
                while (k < s.length() && isNameChar(s.charAt(k))) k++;
                String name = s.substring(start, k);
                int after = k;
                while (after < s.length() && Character.isWhitespace(s.charAt(after))) after++;
                if (after < s.length() && s.charAt(after) == '(') return null; // a function call
                if (name.equals("if")) return null;
                if (parameters != null && parameters.containsKey(name)) value = parameters.get(name);
                else value = variable(name, depth);
                if (value == null) return null;
            } else {
                return null;
            }
            if (out.length() > 0 || !join.isEmpty()) out.append(join);
            out.append(value);
            if (out.length() > MAX_EXPANDED) return null;
            operand = false;
            join = "";
        }
        return operand && out.length() == 0 && !s.isEmpty() ? null : out.toString();
    }

    /** The closing {@code close} of a double-quoted string from {@code from}, skipping backslash escapes. */
    private static int closingQuote(String s, int from, String close) {
        for (int k = from; k < s.length(); k++) {
            if (s.charAt(k) == '\\') {
                k++;
            } else if (s.startsWith(close, k)) {
                return k;
            }
        }
        return -1;
    }

    private static String unescape(String s) {
        if (s.indexOf('\\') < 0) return s;
        StringBuilder b = new StringBuilder(s.length());
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            if (c != '\\' || k + 1 >= s.length()) {
                b.append(c);
                continue;
            }
            char e = s.charAt(++k);
            switch (e) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case '\n' -> { }
                default -> b.append(e);
            }
        }
        return b.toString();
    }

    private static boolean isName(String s) {
        if (s.isEmpty() || !(Character.isLetter(s.charAt(0)) || s.charAt(0) == '_')) return false;
        for (int k = 0; k < s.length(); k++) if (!isNameChar(s.charAt(k))) return false;
        return true;
    }

    private static boolean isNameChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-');
    }

    // ---- recipes -------------------------------------------------------------------------------

    private void expand(Pending p, List<Recipe> out) {
        if (p.bodyLines().isEmpty()) return;
        int firstLine = p.bodyLines().get(0)[0];
        String first = lines.lineText(firstLine).substring(Math.min(p.indent(), lines.lineText(firstLine).length()));
        if (first.startsWith("#!") || p.scriptAttribute()) {
            List<String> interpreter = first.startsWith("#!") ? List.of(first.substring(2).strip())
                    : p.attributeInterpreter() != null && !p.attributeInterpreter().isEmpty() ? p.attributeInterpreter()
                    : scriptInterpreter;
            Out text = new Out();
            int last = firstLine;
            for (int[] l : p.bodyLines()) {
                String line = lines.lineText(l[0]);
                if (text.text.length() > 0) text.put('\n', l[0], 1);
                // A script's lines keep the indentation beyond the recipe's.
                interpolate(line, Math.min(p.indent(), leadingWithin(line, p.indent())), l[0], p.defaults(), text);
                last = l[0];
            }
            out.add(new Recipe(p.name(), text.text.toString(), text.map.build(), span(firstLine, last), interpreter, true));
            return;
        }
        List<int[]> body = p.bodyLines();
        for (int b = 0; b < body.size(); b++) {
            int lineNo = body.get(b)[0];
            String line = lines.lineText(lineNo);
            if (line.isBlank()) continue;
            Out text = new Out();
            int from = Math.min(p.indent(), leadingWithin(line, p.indent()));
            // just's sigils: @ (quiet), - (errors ignored), ? (guard), each once, before the command.
            int k = from;
            while (k < line.length() && "@-?".indexOf(line.charAt(k)) >= 0 && k - from < 3) k++;
            int startLine = lineNo;
            int last = lineNo;
            boolean continued = false;
            while (true) {
                String own = lines.lineText(last);
                int start = continued ? leading(own) : k;
                boolean continues = endsWithContinuation(own) && b + 1 < body.size();
                String part = continues ? own.substring(0, own.length() - 1) : own;
                interpolate(part, start, last, p.defaults(), text);
                if (!continues) break;
                continued = true;
                b++;
                last = body.get(b)[0];
            }
            String script = text.text.toString();
            if (script.isBlank()) continue;
            out.add(new Recipe(p.name(), script, text.map.build(), span(startLine, last), shell, false));
        }
    }

    /** Leading blanks of {@code line}, at most {@code max}. */
    private static int leadingWithin(String line, int max) {
        int k = 0;
        while (k < line.length() && k < max && (line.charAt(k) == ' ' || line.charAt(k) == '\t')) k++;
        return k;
    }

    private Span span(int first, int last) {
        return new Span(first, 1, last, lines.lineText(last).length() + 1);
    }

    /** An odd number of backslashes at the end. */
    private static boolean endsWithContinuation(String s) {
        int count = 0;
        for (int k = s.length() - 1; k >= 0 && s.charAt(k) == '\\'; k--) count++;
        return count % 2 == 1;
    }

    /** {@code line} from column {@code from} (0-based) into {@code out}, with {@code {{…}}} interpolated. */
    private void interpolate(String line, int from, int lineNo, Map<String, String> parameters, Out out) {
        for (int k = from; k < line.length() && !out.full(); k++) {
            if (line.startsWith("{{{{", k)) {
                out.put('{', lineNo, k + 1);
                out.put('{', lineNo, k + 2);
                k += 3;
                continue;
            }
            if (!line.startsWith("{{", k)) {
                out.put(line.charAt(k), lineNo, k + 1);
                continue;
            }
            int end = line.indexOf("}}", k + 2);
            if (end < 0) {
                out.put(line.charAt(k), lineNo, k + 1);
                continue;
            }
            String expr = line.substring(k + 2, end);
            String value = evaluate(expr, parameters, 0);
            String name = expr.strip();
            out.putAt(value != null ? value : "${" + (isName(name) ? name.replace('-', '_') : "JUST_COMPUTED") + "}", lineNo, k + 1);
            k = end + 1;
        }
    }

    /** Text and where each character is written. */
    private static final class Out {
        final StringBuilder text = new StringBuilder();
        final OffsetMap.Builder map = new OffsetMap.Builder();
        int lastLine = -1;
        int lastColumn = -1;

        boolean full() {
            return text.length() >= MAX_EXPANDED;
        }

        void put(char c, int line, int column) {
            if (full()) return;
            if (!(line == lastLine && column == lastColumn + 1)) map.piece(text.length(), line, column);
            text.append(c);
            lastLine = line;
            lastColumn = column;
        }

        /** Text that stands for an interpolation written at {@code line}:{@code column}: all of it is reported there. */
        void putAt(String s, int line, int column) {
            for (int k = 0; k < s.length() && !full(); k++) {
                map.piece(text.length(), line, column);
                text.append(s.charAt(k));
            }
            lastLine = -1;
        }
    }
}
