package dev.agentlint.parse.powershell;

import dev.agentlint.base.CommentSpans;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads PowerShell the way its tokenizer does, for what a launch script runs: commands (in
 * command mode: generic tokens, quoted and expandable strings, here-strings, backtick escapes and
 * line continuations, {@code --%}), assignments of literal values, and the statements nested in
 * script blocks, sub-expressions and conditions. Comments ({@code #}, {@code <# #>}), strings a
 * statement only prints and expressions are not commands.
 *
 * <p>Not a full grammar: what a statement computes is not evaluated, and a construct it does not
 * know is read as an expression (never as a command). Work is bounded: nesting deeper than
 * {@link #MAX_DEPTH} or more than {@link #MAX_NODES} words stops the parse, and the result says so.
 */
public final class PowerShellParser {

    public static final int MAX_DEPTH = 64;
    public static final int MAX_NODES = 200_000;

    private static final Set<String> CONDITIONAL = Set.of("if", "elseif", "while", "until", "for", "foreach");
    private static final Set<String> BLOCK = Set.of("else", "try", "finally", "do", "begin", "process", "end", "clean",
            "dynamicparam", "data");
    private static final Set<String> NAMED = Set.of("function", "filter", "workflow", "configuration", "class", "enum");
    private static final List<String> COMPOUND = List.of("+=", "-=", "*=", "/=", "%=", "??=");
    private static final Set<String> NUMBER_SUFFIXES = Set.of("kb", "mb", "gb", "tb", "pb", "l", "d", "u", "ul", "y", "uy",
            "s", "us", "n");
    private static final Set<String> FLOW = Set.of("return", "throw", "exit", "break", "continue");

    private final String s;
    private final int[] origins;
    private final int n;
    private final List<PsStatement> out = new ArrayList<>();
    private final List<PsBranch> branches = new ArrayList<>();
    private int i;
    private int depth;
    private int nodes;
    private boolean truncated;

    /** Where the comments go, or null. */
    private CommentSpans.Recorder comments;

    private PowerShellParser(String text, int[] origins) {
        this.s = text;
        this.origins = origins;
        this.n = text.length();
    }

    /** Parses a whole file, recording its comments ({@code #} to the line's end, {@code <# … #>}) in {@code comments}. */
    public static PsScript parse(String text, CommentSpans.Recorder comments) {
        PowerShellParser p = new PowerShellParser(text, null);
        p.comments = comments;
        p.statements((char) 0);
        return new PsScript(List.copyOf(p.out), p.truncated, List.copyOf(p.branches));
    }

    public static PsScript parse(String text) {
        return parse(text, (int[]) null);
    }

    /** Parses text whose character {@code k} is written at origin {@code origins[k]} (null: at {@code k}). */
    public static PsScript parse(String text, int[] origins) {
        PowerShellParser p = new PowerShellParser(text, origins);
        p.statements((char) 0);
        return new PsScript(List.copyOf(p.out), p.truncated, List.copyOf(p.branches));
    }

    // ---- statements ----------------------------------------------------------------------------

    /** A value found by {@link #statements}: the literal elements of its only statement, if that was one. */
    private List<PsWord> lastValue;

    /** Statements until {@code close} (consumed) or the end. */
    private void statements(char close) {
        int count = 0;
        List<PsWord> only = null;
        while (!stopped()) {
            skipSeparators();
            if (i >= n) break;
            char c = s.charAt(i);
            if (c == close && close != 0) {
                i++;
                break;
            }
            if (c == ')' || c == '}') {
                i++; // a closer with no opener: skip it and go on
                continue;
            }
            int before = i;
            lastValue = null;
            statement(close);
            count++;
            only = lastValue;
            if (i == before) i++; // never stall on a character nothing consumes
        }
        lastValue = count == 1 ? only : null;
    }

    /** One pipeline chain: elements joined by {@code |}, {@code &&}, {@code ||}. */
    private void statement(char close) {
        while (!stopped()) {
            element(close);
            skipBlanks();
            if (at("&&") || at("||")) {
                i += 2;
                skipSeparatorsButSemicolon();
                lastValue = null;
            } else if (i < n && s.charAt(i) == '|') {
                i++;
                skipSeparatorsButSemicolon();
                lastValue = null;
            } else if (i < n && s.charAt(i) == '&' && !at("&&")) {
                i++; // `cmd &`: runs as a background job
                return;
            } else {
                return;
            }
        }
    }

    /** A command, an expression, an assignment, or a keyword's structure. */
    private void element(char close) {
        skipBlanks();
        if (i >= n) return;
        char c = s.charAt(i);
        if (c == '{') {
            i++;
            nested('}');
            return;
        }
        if (c == '&' && !at("&&")) {
            i++;
            command(close);
            return;
        }
        if (c == '.' && i + 1 < n && (s.charAt(i + 1) == ' ' || s.charAt(i + 1) == '\t')) {
            i++; // dot-sourcing: runs the script named next in this scope
            command(close);
            return;
        }
        String word = identifier();
        if (word != null) {
            String k = word.toLowerCase(Locale.ROOT);
            if (keyword(k, close)) return;
        }
        if (startsExpression(c)) expression(close);
        else command(close);
    }

    /** Reads a keyword's structure; false when {@code k} is not a keyword here. */
    private boolean keyword(String k, char close) {
        int after = i + k.length();
        if (k.equals("if") || k.equals("elseif")) {
            int keyword = i;
            if (k.equals("elseif")) mark(PsBranch.Kind.ELSE_KEYWORD, keyword);
            i = after;
            skipBlanks();
            group();
            mark(k.equals("if") ? PsBranch.Kind.IF : PsBranch.Kind.ELSEIF, keyword);
            block();
            mark(PsBranch.Kind.END, keyword);
            return true;
        }
        if (k.equals("else")) {
            mark(PsBranch.Kind.ELSE_KEYWORD, i);
            mark(PsBranch.Kind.ELSE, i);
            i = after;
            block();
            mark(PsBranch.Kind.END, i);
            return true;
        }
        if (k.equals("switch")) {
            int keyword = i;
            i = after;
            skipBlanks();
            while (i < n && s.charAt(i) == '-') { // switch -Regex -CaseSensitive -File path
                int option = i;
                genericToken();
                boolean file = s.regionMatches(true, option, "-file", 0, 5) && i - option == 5;
                skipBlanks();
                if (file) {
                    genericToken();
                    skipBlanks();
                }
            }
            group();
            switchBody(keyword);
            return true;
        }
        if (CONDITIONAL.contains(k)) {
            i = after;
            skipBlanks();
            while (i < n && s.charAt(i) == '-') { // switch -Regex -CaseSensitive
                genericToken();
                skipBlanks();
            }
            group();
            block();
            return true;
        }
        if (BLOCK.contains(k)) {
            i = after;
            block();
            return true;
        }
        if (k.equals("catch") || k.equals("trap")) {
            i = after;
            skipBlanks();
            while (i < n && (s.charAt(i) == '[' || s.charAt(i) == ',')) {
                if (s.charAt(i) == '[') skipBrackets();
                else i++;
                skipBlanks();
            }
            block();
            return true;
        }
        if (NAMED.contains(k)) {
            i = after;
            skipBlanks();
            genericToken();
            skipBlanks();
            if (i < n && s.charAt(i) == ':') { // class X : Base
                i++;
                skipBlanks();
                genericToken();
                skipBlanks();
            }
            group();
            block();
            return true;
        }
        if (k.equals("param")) {
            i = after;
            skipBlanks();
            group();
            return true;
        }
        if (FLOW.contains(k)) {
            if (k.equals("exit") || k.equals("return") || k.equals("throw")) mark(PsBranch.Kind.EXIT, i);
            i = after;
            skipBlanks();
            if (i < n && !terminator(s.charAt(i), close)) element(close);
            return true;
        }
        if (k.equals("using")) {
            while (i < n && s.charAt(i) != '\n' && s.charAt(i) != ';') i++;
            return true;
        }
        return false;
    }

    /**
     * A {@code switch}'s {@code { pattern { block } … }}: each clause's block is a path of the
     * switch ({@code default}'s the one that runs when no other does). A pattern is a word, a
     * string, a {@code ( … )} or a script block; its own statements (a script block's) are read
     * where they are, outside every path.
     */
    private void switchBody(int keyword) {
        int save = i;
        skipSeparatorsButSemicolon();
        if (i >= n || s.charAt(i) != '{') {
            i = save;
            return;
        }
        i++;
        if (++depth > MAX_DEPTH) {
            stop();
            return;
        }
        try {
            mark(PsBranch.Kind.SWITCH, keyword);
            while (!stopped()) {
                skipSeparators();
                if (i >= n) break;
                char c = s.charAt(i);
                if (c == '}') {
                    i++;
                    break;
                }
                int clause = i;
                boolean catchAll = false;
                if (c == '{') {
                    i++;
                    nested('}');
                } else if (c == '(') {
                    group();
                } else if (isSingleQuote(c) || isDoubleQuote(c)) {
                    stringParts(new ArrayList<>());
                } else {
                    genericToken();
                    catchAll = i - clause == 7 && s.regionMatches(true, clause, "default", 0, 7);
                }
                skipSeparatorsButSemicolon();
                if (i < n && s.charAt(i) == '{') {
                    mark(catchAll ? PsBranch.Kind.DEFAULT : PsBranch.Kind.CLAUSE, clause);
                    i++;
                    nested('}');
                    mark(PsBranch.Kind.END, clause);
                } else if (i == clause) {
                    i++; // never stall on a character nothing consumes
                }
            }
        } finally {
            depth--;
            mark(PsBranch.Kind.SWITCH_END, keyword);
        }
    }

    /** An optional {@code ( … )} at {@code i}: a condition, a parameter list. */
    private void group() {
        if (i < n && s.charAt(i) == '(') {
            i++;
            nested(')');
        }
    }

    /** An optional {@code { … }} after a keyword, possibly on a following line. */
    private void block() {
        int save = i;
        skipSeparatorsButSemicolon();
        if (i < n && s.charAt(i) == '{') {
            i++;
            nested('}');
        } else {
            i = save;
        }
    }

    /** Statements nested in a block or group: depth-bounded. */
    private void nested(char close) {
        if (++depth > MAX_DEPTH) {
            stop();
            return;
        }
        try {
            statements(close);
        } finally {
            depth--;
        }
    }

    /**
     * After <code>&#64;{</code>: {@code key = value} entries to the closing brace. A key is not a command;
     * a value is an expression (a script block in it is parsed for commands).
     */
    private void hashLiteral() {
        if (++depth > MAX_DEPTH) {
            stop();
            return;
        }
        try {
            while (!stopped()) {
                skipSeparators();
                if (i >= n) return;
                char c = s.charAt(i);
                if (c == '}') {
                    i++;
                    return;
                }
                int before = i;
                if (isSingleQuote(c) || isDoubleQuote(c)) stringParts(new ArrayList<>());
                else while (i < n && !Character.isWhitespace(s.charAt(i)) && "=;}".indexOf(s.charAt(i)) < 0) i++;
                skipBlanks();
                if (i < n && s.charAt(i) == '=') {
                    i++;
                    skipSeparatorsButSemicolon();
                    values('}');
                }
                if (i == before) i++;
            }
        } finally {
            depth--;
        }
    }

    // ---- expressions ---------------------------------------------------------------------------

    private static boolean startsExpression(char c) {
        return c == '$' || c == '@' || c == '(' || c == '[' || c == '!' || c == '+' || c == ','
                || isSingleQuote(c) || isDoubleQuote(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
    }

    /**
     * An expression statement. {@code $x = …} and {@code [Environment]::SetEnvironmentVariable(…)}
     * are recorded as assignments; the value is kept when it is only literals and variables.
     */
    private void expression(char close) {
        int start = i;
        char c = s.charAt(i);
        if (c == '-' || c == '.') {
            // `-not …`, `.5`; but `--flag` or `.\run.ps1` at the start of a statement is a command
            if (c == '.' && i + 1 < n && (s.charAt(i + 1) == '\\' || s.charAt(i + 1) == '/' || s.charAt(i + 1) == '.')) {
                command(close);
                return;
            }
            if (c == '-' && !(i + 1 < n && Character.isLetterOrDigit(s.charAt(i + 1)))) {
                command(close);
                return;
            }
        }
        if (c >= '0' && c <= '9' && !number()) {
            command(close); // 7z a out.zip: a generic token that is not a number is a command name
            return;
        }
        while (i < n && s.charAt(i) == '[') { // [string]$x = …
            skipBrackets();
            skipBlanks();
        }
        if (i < n && s.charAt(i) == '$') {
            int save = i;
            String name = variableName();
            skipBlanks();
            if (name != null && i < n && s.charAt(i) == '=' && !(i + 1 < n && s.charAt(i + 1) == '=')) {
                i++;
                assignment(name, start, close);
                return;
            }
            for (String op : COMPOUND) {
                if (name != null && at(op)) { // $x += …: what it holds afterwards is not known here
                    i += op.length();
                    values(close);
                    emit(new PsStatement.Assignment(name, null, origin(start), endOrigin(start)));
                    return;
                }
            }
            i = save;
        }
        i = start;
        List<PsWord> value = values(close);
        lastValue = value;
    }

    private void assignment(String name, int start, char close) {
        skipSeparatorsButSemicolon();
        if (i >= n || terminator(s.charAt(i), close)) {
            emit(new PsStatement.Assignment(name, null, origin(start), origin(i)));
            return;
        }
        char c = s.charAt(i);
        String word = identifier();
        boolean commandMode = !startsExpression(c) || (c == '&' && !at("&&"))
                || (word != null && (CONDITIONAL.contains(word.toLowerCase(Locale.ROOT))));
        if (commandMode) {
            int first = out.size();
            statement(close); // $out = claude -p … | Out-String: the pipeline runs
            PsStatement.Command output = null;
            for (int k = first; k < out.size() && output == null; k++) {
                if (out.get(k) instanceof PsStatement.Command cmd) output = cmd; // the first of a pipeline
            }
            emit(new PsStatement.Assignment(name, null, output, origin(start), endOrigin(start)));
            return;
        }
        List<PsWord> value = values(close);
        emit(new PsStatement.Assignment(name, value, origin(start), endOrigin(start)));
    }

    /**
     * Scans an expression to the end of its statement, parsing what is nested in it for commands;
     * returns its elements when it is only literals and variables separated by commas, else null.
     */
    private List<PsWord> values(char close) {
        List<PsWord> words = new ArrayList<>();
        boolean plain = true;
        boolean comma = false;
        while (!stopped()) {
            skipBlanks();
            if (i >= n) break;
            char c = s.charAt(i);
            if (terminator(c, close) || c == '|' || (c == '&' && at("&&"))) break;
            int before = i;
            if (c == ',') {
                i++;
                comma = true;
                continue;
            }
            if (isSingleQuote(c) || isDoubleQuote(c) || hereString()) {
                List<PsWord.Part> parts = new ArrayList<>();
                stringParts(parts);
                words.add(new PsWord(List.copyOf(parts), origin(before), endOrigin(before), comma));
                countNode();
            } else if (c == '@' && i + 1 < n && s.charAt(i + 1) == '(') {
                i += 2;
                nested(')');
                if (lastValue != null) {
                    for (int k = 0; k < lastValue.size(); k++) {
                        PsWord w = lastValue.get(k);
                        words.add(new PsWord(w.parts(), w.start(), w.end(), comma || k > 0));
                    }
                } else {
                    plain = false;
                }
            } else if (c == '$' && !(i + 1 < n && s.charAt(i + 1) == '(')) {
                PsWord.Part v = variablePart();
                if (v == null) {
                    plain = false;
                    i++;
                } else {
                    words.add(new PsWord(List.of(v), origin(before), endOrigin(before), comma));
                    countNode();
                    if (!(v instanceof PsWord.Variable)) plain = false;
                }
            } else if (c == '[') {
                int typeStart = i;
                skipBrackets();
                String type = s.substring(typeStart, i).toLowerCase(Locale.ROOT).replace(" ", "");
                if ((type.equals("[environment]") || type.equals("[system.environment]")) && setEnvironmentVariable(before)) {
                    lastValue = null;
                    return null;
                }
                plain = false;
            } else if (c == '@' && i + 1 < n && s.charAt(i + 1) == '{') {
                i += 2;
                hashLiteral();
                plain = false;
            } else if (c == '(' || c == '{' || c == '$') {
                i += c == '$' ? 2 : 1; // (…), {…}, $(…)
                nested(c == '{' ? '}' : ')');
                plain = false;
            } else if (c >= '0' && c <= '9' && number()) {
                int end = i + numberLength();
                words.add(new PsWord(List.of(text(i, end)), origin(i), endOrigin(end - 1), comma));
                i = end;
            } else {
                genericToken(); // operators, member access, method names: not a plain value
                plain = false;
            }
            comma = false;
            if (i == before) i++;
        }
        return plain && !words.isEmpty() ? List.copyOf(words) : null;
    }

    /** After {@code [Environment]}: {@code ::SetEnvironmentVariable('NAME', value[, target])}, recorded as {@code $env:NAME = value}. */
    private boolean setEnvironmentVariable(int start) {
        int save = i;
        skipBlanks();
        if (!at("::")) return false;
        i += 2;
        String method = identifier();
        if (method == null || !method.equalsIgnoreCase("SetEnvironmentVariable")) {
            i = save;
            return false;
        }
        i += method.length();
        skipBlanks();
        if (i >= n || s.charAt(i) != '(') {
            i = save;
            return false;
        }
        i++;
        nested(')');
        List<PsWord> args = lastValue;
        if (args != null && args.size() >= 2 && args.get(0).literal() != null) {
            emit(new PsStatement.Assignment("env:" + args.get(0).literal(), List.of(new PsWord(args.get(1).parts(),
                    args.get(1).start(), args.get(1).end(), false)), origin(start), endOrigin(start)));
        }
        return true;
    }

    // ---- commands ------------------------------------------------------------------------------

    /** A command in command mode: its name and arguments to the end of the statement. */
    private void command(char close) {
        int start = i;
        List<PsWord> words = new ArrayList<>();
        boolean comma = false;
        while (!stopped()) {
            skipBlanks();
            if (i >= n) break;
            char c = s.charAt(i);
            if (terminator(c, close) || c == '|' || c == '&') break;
            if (c == ',') {
                i++;
                comma = true;
                continue;
            }
            if (redirection()) continue;
            if (at("--%") && (i + 3 >= n || Character.isWhitespace(s.charAt(i + 3)))) {
                i += 3;
                stopParsing(words);
                break;
            }
            int before = i;
            if (!words.isEmpty() && arrayArgument(words, comma)) {
                comma = false;
                continue;
            }
            PsWord w = word(comma);
            comma = false;
            if (w != null) {
                words.add(w);
                countNode();
            }
            if (i == before) i++;
        }
        if (!words.isEmpty()) emit(new PsStatement.Command(List.copyOf(words), origin(start), endOrigin(start)));
    }

    /**
     * An argument that starts with {@code @(…)} or {@code (…)}: read once; when it is an array of
     * literals ({@code @('--a', $b)}) its elements are the arguments, as {@code '--a', $b} would be,
     * otherwise it is one word known only by running it (the commands inside it are read).
     */
    private boolean arrayArgument(List<PsWord> words, boolean comma) {
        int open = at("@(") ? 2 : s.charAt(i) == '(' ? 1 : 0;
        if (open == 0) return false;
        int start = i;
        i += open;
        nested(')');
        List<PsWord> elements = lastValue;
        boolean alone = i >= n || Character.isWhitespace(s.charAt(i)) || ";|&,)}".indexOf(s.charAt(i)) >= 0;
        if (elements != null && alone) {
            for (int k = 0; k < elements.size(); k++) {
                PsWord e = elements.get(k);
                words.add(new PsWord(e.parts(), e.start(), e.end(), k == 0 ? comma : true));
                countNode();
            }
            return true;
        }
        List<PsWord.Part> parts = new ArrayList<>();
        parts.add(new PsWord.Opaque(origin(start), endOrigin(start), written(start)));
        if (!alone) {
            PsWord rest = word(false); // what is written right after it belongs to the same word
            if (rest != null) parts.addAll(rest.parts());
        }
        words.add(new PsWord(List.copyOf(parts), origin(start), endOrigin(start), comma));
        countNode();
        return true;
    }

    /** {@code --%}: the rest of the line goes to the program as written, split at blanks outside double quotes. */
    private void stopParsing(List<PsWord> words) {
        while (i < n && s.charAt(i) != '\n' && s.charAt(i) != '\r') {
            while (i < n && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) i++;
            if (i >= n || s.charAt(i) == '\n' || s.charAt(i) == '\r') break;
            int start = i;
            StringBuilder b = new StringBuilder();
            List<Integer> at = new ArrayList<>();
            boolean quoted = false;
            while (i < n && s.charAt(i) != '\n' && s.charAt(i) != '\r' && (quoted || (s.charAt(i) != ' ' && s.charAt(i) != '\t'))) {
                if (s.charAt(i) == '"') quoted = !quoted;
                else {
                    b.append(s.charAt(i));
                    at.add(origin(i));
                }
                i++;
            }
            words.add(new PsWord(List.of(new PsWord.Text(b.toString(), at.stream().mapToInt(Integer::intValue).toArray())),
                    origin(start), endOrigin(start), false));
            countNode();
        }
    }

    /** {@code > file}, {@code 2>&1}, {@code *>> log}: skipped with their target. */
    private boolean redirection() {
        int k = i;
        if (k < n && (Character.isDigit(s.charAt(k)) || s.charAt(k) == '*') && k + 1 < n && s.charAt(k + 1) == '>') k++;
        if (k >= n || (s.charAt(k) != '>' && s.charAt(k) != '<')) return false;
        k++;
        if (k < n && s.charAt(k) == '>') k++;
        if (k + 1 < n && s.charAt(k) == '&' && Character.isDigit(s.charAt(k + 1))) {
            i = k + 2;
            return true;
        }
        i = k;
        skipBlanks();
        if (i < n && !terminator(s.charAt(i), (char) 0)) word(false);
        return true;
    }

    /** One argument: text, strings and variables up to a blank or an operator. Null when nothing is there. */
    private PsWord word(boolean comma) {
        int start = i;
        List<PsWord.Part> parts = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        List<Integer> at = new ArrayList<>();
        while (i < n && !stopped()) {
            char c = s.charAt(i);
            if (c == '`') {
                if (i + 1 >= n || s.charAt(i + 1) == '\n' || s.charAt(i + 1) == '\r') break; // a line continuation
                text.append(s.charAt(i + 1));
                at.add(origin(i + 1));
                i += 2;
                continue;
            }
            if (Character.isWhitespace(c) || c == ';' || c == '|' || c == '&' || c == ',' || c == ')' || c == '}') break;
            boolean first = i == start;
            if (isSingleQuote(c) || isDoubleQuote(c) || (first && hereString())) {
                flush(text, at, parts);
                stringParts(parts);
                continue;
            }
            if (first && (c == '{' || c == '(')) {
                i++;
                nested(c == '{' ? '}' : ')');
                parts.add(new PsWord.Opaque(origin(start), endOrigin(start), written(start)));
                continue;
            }
            if ((c == '$' || c == '@') && i + 1 < n && (s.charAt(i + 1) == '(' || (s.charAt(i + 1) == '{' && c == '@'))) {
                flush(text, at, parts);
                int from = i;
                i += 2;
                if (s.charAt(i - 1) == '(') nested(')');
                else hashLiteral();
                parts.add(new PsWord.Opaque(origin(from), endOrigin(from), written(from)));
                continue;
            }
            if (c == '$' || (c == '@' && first)) {
                int from = i;
                PsWord.Part v = variablePart();
                // @name splats only as a whole token: npm install -g @anthropic-ai/claude-code names a package
                if (v != null && c == '@' && i < n && !Character.isWhitespace(s.charAt(i)) && ";|&,)}".indexOf(s.charAt(i)) < 0) {
                    v = null;
                }
                if (v != null) {
                    flush(text, at, parts);
                    parts.add(v);
                    continue;
                }
                i = from;
            }
            text.append(c);
            at.add(origin(i));
            i++;
        }
        flush(text, at, parts);
        if (parts.isEmpty()) return i > start ? new PsWord(List.of(new PsWord.Text("", new int[0])), origin(start), endOrigin(start), comma) : null;
        return new PsWord(List.copyOf(parts), origin(start), endOrigin(start), comma);
    }

    private static void flush(StringBuilder text, List<Integer> at, List<PsWord.Part> parts) {
        if (text.length() == 0) return;
        parts.add(new PsWord.Text(text.toString(), at.stream().mapToInt(Integer::intValue).toArray()));
        text.setLength(0);
        at.clear();
    }

    // ---- strings and variables -----------------------------------------------------------------

    /**
     * A quoted string or here-string at {@code i}, appended to {@code into} as parts: its text, and
     * in an expandable one ({@code "…"}, {@code @"…"@}) each variable and {@code $(…)} it expands.
     */
    private void stringParts(List<PsWord.Part> into) {
        char c = s.charAt(i);
        StringBuilder b = new StringBuilder();
        List<Integer> at = new ArrayList<>();
        if (c == '@') {
            boolean expandable = isDoubleQuote(s.charAt(i + 1));
            i += 2;
            while (i < n && s.charAt(i) != '\n') i++; // the opening line ends after @" or @'
            if (i < n) i++;
            int lineStart = i;
            int bodyEnd = -1;
            while (i < n) {
                if (i == lineStart && i + 1 < n && (expandable ? isDoubleQuote(s.charAt(i)) : isSingleQuote(s.charAt(i)))
                        && s.charAt(i + 1) == '@') {
                    bodyEnd = b.length();
                    i += 2;
                    break;
                }
                char ch = s.charAt(i);
                if (expandable && escapeOrExpansion(b, at, into)) continue;
                b.append(ch);
                at.add(origin(i));
                i++;
                if (ch == '\n') lineStart = i;
            }
            // the line break before the closing "@ is not part of the string
            if (bodyEnd > 0 && b.charAt(b.length() - 1) == '\n') {
                b.setLength(b.length() - 1);
                at.remove(at.size() - 1);
                if (b.length() > 0 && b.charAt(b.length() - 1) == '\r') {
                    b.setLength(b.length() - 1);
                    at.remove(at.size() - 1);
                }
            }
        } else {
            boolean expandable = isDoubleQuote(c);
            i++;
            while (i < n) {
                char ch = s.charAt(i);
                if (expandable ? isDoubleQuote(ch) : isSingleQuote(ch)) {
                    if (i + 1 < n && (expandable ? isDoubleQuote(s.charAt(i + 1)) : isSingleQuote(s.charAt(i + 1)))) {
                        b.append(ch);
                        at.add(origin(i));
                        i += 2;
                        continue;
                    }
                    i++;
                    break;
                }
                if (expandable && escapeOrExpansion(b, at, into)) continue;
                b.append(ch);
                at.add(origin(i));
                i++;
            }
        }
        flush(b, at, into);
        if (into.isEmpty()) into.add(new PsWord.Text("", new int[0]));
    }

    /** In an expandable string: a backtick escape or an expansion at {@code i}, read; false when neither is there. */
    private boolean escapeOrExpansion(StringBuilder text, List<Integer> at, List<PsWord.Part> into) {
        char ch = s.charAt(i);
        if (ch == '`' && i + 1 < n) {
            text.append(escape(s.charAt(i + 1)));
            at.add(origin(i + 1));
            i += 2;
            return true;
        }
        return ch == '$' && i + 1 < n && expansion(text, at, into);
    }

    /** In an expandable string at {@code $}: a variable or {@code $(…)}, after the text before it; false for a literal {@code $}. */
    private boolean expansion(StringBuilder text, List<Integer> at, List<PsWord.Part> into) {
        int from = i;
        if (s.charAt(i + 1) == '(') {
            flush(text, at, into);
            i += 2;
            nested(')');
            into.add(new PsWord.Opaque(origin(from), endOrigin(from), written(from)));
            return true;
        }
        String name = variableName();
        if (name == null) {
            i = from;
            return false;
        }
        flush(text, at, into);
        into.add(new PsWord.Variable(name, null, false, origin(from), endOrigin(from)));
        return true;
    }

    /** The text from {@code from} to here, when short enough to keep (an opaque part's expression as written). */
    private String written(int from) {
        return i - from <= PsWord.MAX_OPAQUE_TEXT && from >= 0 && i <= n ? s.substring(from, i) : "";
    }

    /**
     * At {@code $} (or {@code @} for a splat): the variable, with a property it reads
     * ({@code $cmd.Source}); {@code $x[0]}, {@code $x.Method()} and deeper member access are
     * opaque. Null when not a variable.
     */
    private PsWord.Part variablePart() {
        int from = i;
        boolean splat = s.charAt(i) == '@';
        String name = variableName();
        if (name == null) return null;
        if (i < n && s.charAt(i) == '.' && i + 1 < n && Character.isLetter(s.charAt(i + 1))) {
            int k = i + 1;
            while (k < n && (Character.isLetterOrDigit(s.charAt(k)) || s.charAt(k) == '_')) k++;
            if (k >= n || "([.".indexOf(s.charAt(k)) < 0) {
                String property = s.substring(i + 1, k);
                i = k;
                return new PsWord.Variable(name, property, splat, origin(from), endOrigin(from));
            }
        }
        if (i < n && (s.charAt(i) == '[' || (s.charAt(i) == '.' && i + 1 < n && Character.isLetter(s.charAt(i + 1))))) {
            while (i < n && (s.charAt(i) == '[' || s.charAt(i) == '.' || Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                if (s.charAt(i) == '[') skipBrackets();
                else i++;
            }
            group();
            return new PsWord.Opaque(origin(from), endOrigin(from), written(from));
        }
        return new PsWord.Variable(name, null, splat, origin(from), endOrigin(from));
    }

    /** At {@code $} or {@code @}: reads {@code $name}, {@code $scope:name}, {@code ${any name}}, {@code $$}, {@code $?}, {@code $^}. */
    private String variableName() {
        int k = i + 1;
        if (k >= n) return null;
        char c = s.charAt(k);
        if (c == '{' && s.charAt(i) == '$') {
            int end = s.indexOf('}', k + 1);
            if (end < 0) return null;
            i = end + 1;
            return s.substring(k + 1, end);
        }
        if (s.charAt(i) == '$' && (c == '$' || c == '?' || c == '^')) {
            i = k + 1;
            return String.valueOf(c);
        }
        int start = k;
        while (k < n && (Character.isLetterOrDigit(s.charAt(k)) || s.charAt(k) == '_'
                || (s.charAt(k) == ':' && k + 1 < n && Character.isLetter(s.charAt(k + 1)) && k > start
                && s.substring(start, k).chars().allMatch(Character::isLetter)))) {
            k++;
        }
        if (k == start) return null;
        i = k;
        return s.substring(start, k);
    }

    private static char escape(char c) {
        return switch (c) {
            case '0' -> '\0';
            case 'a' -> '\u0007';
            case 'b' -> '\b';
            case 'e' -> '\u001b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            case 'v' -> '\u000b';
            default -> c;
        };
    }

    private boolean hereString() {
        return i + 1 < n && s.charAt(i) == '@' && (isSingleQuote(s.charAt(i + 1)) || isDoubleQuote(s.charAt(i + 1)))
                && restOfLineBlank(i + 2);
    }

    private boolean restOfLineBlank(int k) {
        while (k < n && (s.charAt(k) == ' ' || s.charAt(k) == '\t' || s.charAt(k) == '\r')) k++;
        return k >= n || s.charAt(k) == '\n';
    }

    /** PowerShell accepts typographic quotes as quotes. */
    /** A quote that opens or closes a verbatim string: PowerShell takes the typographic ones as {@code '}. */
    public static boolean isSingleQuote(char c) {
        return c == '\'' || c == '\u2018' || c == '\u2019' || c == '\u201a' || c == '\u201b';
    }

    /** A quote that opens or closes an expandable string: PowerShell takes the typographic ones as {@code "}. */
    public static boolean isDoubleQuote(char c) {
        return c == '"' || c == '\u201c' || c == '\u201d' || c == '\u201e';
    }

    // ---- small tokens --------------------------------------------------------------------------

    /** The identifier-like word at {@code i} (letters, digits, {@code _}, {@code -}), not consumed; null if none. */
    private String identifier() {
        int k = i;
        while (k < n && (Character.isLetterOrDigit(s.charAt(k)) || s.charAt(k) == '_' || s.charAt(k) == '-')) k++;
        if (k == i || !Character.isLetter(s.charAt(i))) return null;
        if (k < n && !Character.isWhitespace(s.charAt(k)) && "({;".indexOf(s.charAt(k)) < 0) return null;
        return s.substring(i, k);
    }

    /** Skips one generic token (for names and operators that are not values). */
    private void genericToken() {
        while (i < n && !Character.isWhitespace(s.charAt(i)) && ";|&,(){}".indexOf(s.charAt(i)) < 0) {
            char c = s.charAt(i);
            if (isSingleQuote(c) || isDoubleQuote(c)) stringParts(new ArrayList<>());
            else if (c == '[') skipBrackets();
            else i++;
        }
    }

    /** Skips {@code [ … ]}, nested brackets and strings inside included. */
    private void skipBrackets() {
        int level = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') level++;
            else if (c == ']' && --level == 0) {
                i++;
                return;
            } else if (c == '\n') {
                return;
            } else if (isSingleQuote(c) || isDoubleQuote(c)) {
                stringParts(new ArrayList<>());
                continue;
            }
            i++;
        }
    }

    private boolean number() {
        return numberLength() > 0;
    }

    /** The length of a number literal at {@code i} ({@code 42}, {@code 0x1F}, {@code 1.5}, {@code 10MB}), 0 if it is not one. */
    private int numberLength() {
        int k = i;
        if (at("0x") || at("0X")) {
            k += 2;
            while (k < n && Character.digit(s.charAt(k), 16) >= 0) k++;
        } else {
            while (k < n && (Character.isDigit(s.charAt(k)) || s.charAt(k) == '.' || s.charAt(k) == '_')) k++;
        }
        int digitsEnd = k;
        while (k < n && Character.isLetter(s.charAt(k)) && k - digitsEnd < 2) k++;
        String suffix = s.substring(digitsEnd, k).toLowerCase(Locale.ROOT);
        if (k == i || (!suffix.isEmpty() && !NUMBER_SUFFIXES.contains(suffix))) return 0;
        if (k < n && !Character.isWhitespace(s.charAt(k)) && "),;|}]+-*/%=<>!".indexOf(s.charAt(k)) < 0) return 0;
        return k - i;
    }

    private boolean terminator(char c, char close) {
        return c == '\n' || c == '\r' || c == ';' || (close != 0 && c == close) || c == ')' || c == '}' || c == '#' && commentStart();
    }

    private boolean commentStart() {
        return i == 0 || Character.isWhitespace(s.charAt(i - 1)) || ";|&(){},".indexOf(s.charAt(i - 1)) >= 0;
    }

    /** Spaces, tabs and line continuations (a backtick at the end of a line); block comments. */
    private void skipBlanks() {
        while (i < n) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\f' || c == '\u00a0' || c == '\uFEFF') {
                i++;
            } else if (c == '`' && i + 1 < n && (s.charAt(i + 1) == '\n' || s.charAt(i + 1) == '\r')) {
                i += s.charAt(i + 1) == '\r' && i + 2 < n && s.charAt(i + 2) == '\n' ? 3 : 2;
            } else if (at("<#")) {
                int end = s.indexOf("#>", i + 2);
                if (comments != null) comments.add(origin(i), end < 0 ? n : end + 2, i + 2, end < 0 ? n : end);
                i = end < 0 ? n : end + 2;
            } else {
                return;
            }
        }
    }

    /** Blanks, newlines, semicolons and comments between statements. */
    private void skipSeparators() {
        while (i < n) {
            skipSeparatorsButSemicolon();
            if (i < n && s.charAt(i) == ';') i++;
            else return;
        }
    }

    private void skipSeparatorsButSemicolon() {
        while (i < n) {
            skipBlanks();
            if (i >= n) return;
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                i++;
            } else if (c == '#') {
                int start = i;
                while (i < n && s.charAt(i) != '\n' && s.charAt(i) != '\r') i++;
                if (comments != null) comments.line(start, i, 1);
            } else {
                return;
            }
        }
    }

    private boolean at(String t) {
        return s.startsWith(t, i);
    }

    private PsWord.Text text(int from, int to) {
        int[] at = new int[to - from];
        for (int k = from; k < to; k++) at[k - from] = origin(k);
        return new PsWord.Text(s.substring(from, to), at);
    }

    private int origin(int k) {
        if (origins == null) return k;
        if (origins.length == 0) return 0;
        return origins[Math.max(0, Math.min(k, origins.length - 1))];
    }

    /** The origin just after what was read since {@code start}. */
    private int endOrigin(int start) {
        int k = Math.min(i, n);
        return k <= start ? origin(start) : origin(k - 1) + 1;
    }

    /** Where an if's path begins or ends, before the next statement. */
    private void mark(PsBranch.Kind kind, int at) {
        if (!truncated && branches.size() < MAX_NODES) branches.add(new PsBranch(out.size(), kind, origin(at)));
    }

    private void emit(PsStatement st) {
        countNode();
        if (!truncated) out.add(st);
    }

    private void countNode() {
        if (++nodes > MAX_NODES) stop();
    }

    private void stop() {
        if (comments != null) comments.stoppedAt(origin(i));
        truncated = true;
        i = n;
    }

    private boolean stopped() {
        return truncated;
    }
}
