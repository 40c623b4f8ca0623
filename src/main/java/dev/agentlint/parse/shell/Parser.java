package dev.agentlint.parse.shell;

import dev.agentlint.parse.shell.ShellNode.AndOr;
import dev.agentlint.parse.shell.ShellNode.Assignment;
import dev.agentlint.parse.shell.ShellNode.Branch;
import dev.agentlint.parse.shell.ShellNode.CaseItem;
import dev.agentlint.parse.shell.ShellNode.Command;
import dev.agentlint.parse.shell.ShellNode.Pipeline;
import dev.agentlint.parse.shell.ShellNode.Redirect;
import dev.agentlint.base.CommentSpans;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The grammar: lists, and-or lists, pipelines, compound commands, simple commands, redirections. */
final class Parser {

    private static final Set<String> RESERVED = Set.of("if", "then", "else", "elif", "fi", "do", "done", "case", "esac",
            "while", "until", "for", "select", "function", "{", "}", "!", "[[", "]]", "time");
    private static final Set<String> CLOSERS = Set.of("then", "else", "elif", "fi", "do", "done", "esac", "}");
    private static final String[] REDIRECT_OPERATORS = {"<<<", "<<-", "<<", "<&", "<>", "<", ">>", ">&", ">|", ">", "&>>", "&>"};

    /** What ends a list: reserved words, a closing parenthesis, the end of a case item. */
    record Stops(Set<String> words, boolean paren, boolean caseEnd) {
        static final Stops NONE = new Stops(Set.of(), false, false);
        static final Stops PAREN = new Stops(Set.of(), true, false);
        static final Stops CASE_ITEM = new Stops(Set.of("esac"), false, true);

        static Stops words(String... w) {
            return new Stops(Set.of(w), false, false);
        }
    }

    /** What nested parses of the same text share: the problems found and the nodes built so far. */
    static final class Budget {
        final List<SyntaxProblem> problems = new ArrayList<>();
        int nodes;
        /** Where the comments of the text go (at their origins), or null. */
        CommentSpans.Recorder comments;
    }

    final Source src;
    final String s;
    final int n;
    int pos;
    private int depth;
    private boolean aborted;
    private final Budget budget;
    private final List<SyntaxProblem> problems;
    private final List<HereDoc> pending = new ArrayList<>();
    private final WordReader words;

    Parser(Source src, int depth, Budget budget) {
        this.src = src;
        this.s = src.text;
        this.n = s.length();
        this.depth = depth;
        this.budget = budget;
        this.problems = budget.problems;
        this.words = new WordReader(this);
    }

    ShellScript script() {
        List<AndOr> all = new ArrayList<>();
        while (pos < n) {
            int before = pos;
            all.addAll(list(Stops.NONE));
            if (pos < n && pos == before) {
                problem("unexpected '" + s.charAt(pos) + "'", pos);
                pos++;
            }
        }
        if (!pending.isEmpty()) {
            problem("here-document without a body", n);
            pending.clear();
        }
        return new ShellScript(List.copyOf(all), List.copyOf(problems), budget.nodes >= ShellParser.MAX_NODES);
    }

    /** Parses text found inside this text (a backquoted command), one level deeper. */
    ShellScript nested(String text, int[] origins) {
        Parser p = new Parser(new Source(text, origins), depth + 1, budget);
        return p.script();
    }

    // ---- problems and nesting ------------------------------------------------------------------

    void problem(String message, int at) {
        if (problems.size() < ShellParser.MAX_PROBLEMS) problems.add(new SyntaxProblem(message, src.origin(at)));
    }

    /** Enters one nesting level; when too deep, gives up on the rest of the text. */
    boolean enter() {
        if (aborted) return false;
        if (++depth > ShellParser.MAX_DEPTH) {
            problem("nesting deeper than " + ShellParser.MAX_DEPTH + " levels; the rest is not parsed", pos);
            stopped();
            aborted = true;
            pos = n;
            return false;
        }
        return true;
    }

    /** The rest of the text from {@code pos} on is not read: nor are its comments. */
    private void stopped() {
        if (budget.comments != null) budget.comments.stoppedAt(src.origin(pos));
    }

    void leave() {
        depth--;
    }

    /** Counts one node (word or command); past the budget, the rest of the text is not parsed. */
    void spend() {
        if (++budget.nodes == ShellParser.MAX_NODES) {
            problem("more than " + ShellParser.MAX_NODES + " words and commands; the rest is not parsed", pos);
            stopped();
            aborted = true;
            pos = n;
        } else if (budget.nodes > ShellParser.MAX_NODES) {
            aborted = true;
            pos = n;
        }
    }

    // ---- characters ----------------------------------------------------------------------------

    boolean startsWith(String t) {
        return s.startsWith(t, pos);
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    static boolean isNewline(char c) {
        return c == '\n' || c == '\r';
    }

    /** Characters that end an unquoted word. */
    static boolean isMeta(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == '&' || c == '|' || c == '('
                || c == ')' || c == '<' || c == '>';
    }

    /** Length of a backslash-newline at {@code at} (LF, CRLF or CR), or 0. */
    int continuationAt(int at) {
        if (at + 1 >= n || s.charAt(at) != '\\') return 0;
        char c = s.charAt(at + 1);
        if (c == '\n') return 2;
        if (c == '\r') return at + 2 < n && s.charAt(at + 2) == '\n' ? 3 : 2;
        return 0;
    }

    /** Blanks, line continuations and a comment up to (not including) the end of the line. */
    void skipBlanks() {
        while (pos < n) {
            char c = s.charAt(pos);
            if (isBlank(c)) {
                pos++;
            } else if (c == '\\' && continuationAt(pos) > 0) {
                pos += continuationAt(pos);
            } else if (c == '#') {
                int start = pos;
                while (pos < n && !isNewline(s.charAt(pos))) pos++;
                if (budget.comments != null) budget.comments.line(src.origin(start), src.originEnd(pos), 1);
            } else {
                break;
            }
        }
    }

    void consumeNewline() {
        if (s.charAt(pos) == '\r' && pos + 1 < n && s.charAt(pos + 1) == '\n') pos += 2;
        else pos++;
        if (!pending.isEmpty()) readHereDocs();
    }

    void skipLinebreaks() {
        while (true) {
            skipBlanks();
            if (pos < n && isNewline(s.charAt(pos))) consumeNewline();
            else return;
        }
    }

    /** The reserved word starting at {@code at} and followed by a delimiter, or null. */
    String reservedAt(int at) {
        int i = at;
        while (i < n && i - at < 9) {
            char c = s.charAt(i);
            if (isMeta(c)) break;
            if (c == '\'' || c == '"' || c == '\\' || c == '$' || c == '`') return null;
            i++;
        }
        if (i == at || i < n && !isMeta(s.charAt(i))) return null;
        String w = s.substring(at, i);
        return RESERVED.contains(w) ? w : null;
    }

    private boolean caseEndAt(int at) {
        return s.startsWith(";;", at) || s.startsWith(";&", at);
    }

    private boolean atStop(Stops stops) {
        if (pos >= n) return true;
        char c = s.charAt(pos);
        if (stops.paren() && c == ')') return true;
        if (stops.caseEnd() && caseEndAt(pos)) return true;
        String w = reservedAt(pos);
        return w != null && stops.words().contains(w);
    }

    private boolean expect(String word) {
        skipLinebreaks();
        if (word.equals(reservedAt(pos))) {
            pos += word.length();
            return true;
        }
        problem("expected '" + word + "'", pos);
        return false;
    }

    // ---- lists ---------------------------------------------------------------------------------

    List<AndOr> list(Stops stops) {
        List<AndOr> out = new ArrayList<>();
        if (!enter()) return out;
        try {
            while (pos < n) {
                skipLinebreaks();
                if (atStop(stops)) break;
                int before = pos;
                AndOr item = andOr(stops);
                if (item != null) out.add(item);
                skipBlanks();
                if (pos < n) {
                    char c = s.charAt(pos);
                    if (c == ';') {
                        if (!caseEndAt(pos)) {
                            pos++;
                        } else if (!stops.caseEnd()) {
                            problem("';;' outside of a case item", pos);
                            pos += 2;
                        }
                    } else if (c == '&' && !startsWith("&&") && !startsWith("&>")) {
                        pos++;
                        if (item != null) out.set(out.size() - 1, new AndOr(item.pipelines(), item.operators(), true,
                                item.start(), item.end()));
                    }
                }
                if (pos == before) {
                    problem("unexpected '" + s.charAt(pos) + "'", pos);
                    pos++;
                }
            }
        } finally {
            leave();
        }
        return out;
    }

    private AndOr andOr(Stops stops) {
        Pipeline first = pipeline(stops);
        if (first == null) return null;
        List<Pipeline> pipes = new ArrayList<>();
        List<String> ops = new ArrayList<>();
        pipes.add(first);
        while (true) {
            skipBlanks();
            String op = startsWith("&&") ? "&&" : startsWith("||") ? "||" : null;
            if (op == null) break;
            int at = pos;
            pos += 2;
            skipLinebreaks();
            Pipeline next = pipeline(stops);
            if (next == null) {
                problem("nothing after '" + op + "'", at);
                break;
            }
            ops.add(op);
            pipes.add(next);
        }
        return new AndOr(List.copyOf(pipes), List.copyOf(ops), false, first.start(), pipes.get(pipes.size() - 1).end());
    }

    private Pipeline pipeline(Stops stops) {
        skipBlanks();
        int start = pos;
        boolean negated = false;
        while (true) {
            String w = reservedAt(pos);
            if ("!".equals(w)) {
                negated = !negated;
                pos++;
            } else if ("time".equals(w)) {
                pos += 4;
                skipBlanks();
                if (startsWith("-p") && (pos + 2 >= n || isMeta(s.charAt(pos + 2)))) pos += 2;
            } else {
                break;
            }
            skipBlanks();
        }
        List<Command> cmds = new ArrayList<>();
        Command first = command(stops);
        if (first == null) return null;
        cmds.add(first);
        while (true) {
            skipBlanks();
            if (pos >= n || s.charAt(pos) != '|' || startsWith("||")) break;
            int at = pos;
            pos += startsWith("|&") ? 2 : 1;
            skipLinebreaks();
            Command next = command(stops);
            if (next == null) {
                problem("nothing after '|'", at);
                break;
            }
            cmds.add(next);
        }
        return new Pipeline(negated, List.copyOf(cmds), src.origin(start), cmds.get(cmds.size() - 1).end());
    }

    // ---- commands ------------------------------------------------------------------------------

    private Command command(Stops stops) {
        skipBlanks();
        if (pos >= n) return null;
        String w = reservedAt(pos);
        if (w != null) {
            switch (w) {
                case "if":
                    return ifClause();
                case "while", "until":
                    return loop(w.equals("until"));
                case "for", "select":
                    return forClause(w);
                case "case":
                    return caseClause();
                case "function":
                    return functionKeyword();
                case "{":
                    return group();
                case "[[":
                    return testCommand();
                default:
                    if (CLOSERS.contains(w)) {
                        if (!stops.words().contains(w)) {
                            problem("unexpected '" + w + "'", pos);
                            pos += w.length();
                        }
                        return null;
                    }
            }
        }
        if (s.charAt(pos) == '(') {
            if (startsWith("((")) {
                int close = matchDoubleParen(pos);
                if (close >= 0) {
                    int start = pos;
                    pos = close;
                    return new ShellNode.ArithmeticCommand(src.origin(start), src.originEnd(pos));
                }
            }
            return subshell();
        }
        return simple();
    }

    /**
     * For text starting with {@code ((} at {@code at}: the index just after the {@code ))} that
     * closes it as arithmetic; -1 when the parentheses close as two nested subshells instead
     * ({@code ( (a) )}); the end of the text when they never close (committed, so never rescanned).
     */
    int matchDoubleParen(int at) {
        int level = 0;
        int dropTo1 = -2;
        for (int i = at; i < n; i++) {
            char c = s.charAt(i);
            if (c == '(') {
                level++;
            } else if (c == ')') {
                level--;
                if (level == 1) dropTo1 = i;
                if (level == 0) return dropTo1 == i - 1 ? i + 1 : -1;
            }
        }
        problem("unterminated '(('", at);
        return n;
    }

    private ShellNode.If ifClause() {
        int start = pos;
        pos += 2;
        List<Branch> branches = new ArrayList<>();
        List<AndOr> elseBody = null;
        List<AndOr> cond = list(Stops.words("then"));
        expect("then");
        branches.add(new Branch(cond, list(Stops.words("elif", "else", "fi"))));
        while ("elif".equals(reservedAt(pos))) {
            pos += 4;
            List<AndOr> c = list(Stops.words("then"));
            expect("then");
            branches.add(new Branch(c, list(Stops.words("elif", "else", "fi"))));
        }
        if ("else".equals(reservedAt(pos))) {
            pos += 4;
            elseBody = list(Stops.words("fi"));
        }
        expect("fi");
        int end = pos;
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.If(List.copyOf(branches), elseBody, rs, src.origin(start), src.originEnd(Math.max(end, pos)));
    }

    private ShellNode.Loop loop(boolean until) {
        int start = pos;
        pos += 5;
        List<AndOr> cond = list(Stops.words("do"));
        expect("do");
        List<AndOr> body = list(Stops.words("done"));
        expect("done");
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.Loop(until, cond, body, rs, src.origin(start), src.originEnd(pos));
    }

    private ShellNode.For forClause(String keyword) {
        int start = pos;
        pos += keyword.length();
        skipBlanks();
        String variable = null;
        List<ShellWord> items = null;
        if (startsWith("((")) {
            int close = matchDoubleParen(pos);
            pos = close < 0 ? pos + 2 : close;
            items = List.of();
        } else {
            int before = pos;
            ShellWord name = words.word();
            if (pos == before) problem("expected a variable name after '" + keyword + "'", pos);
            variable = name.literalText() == null ? "" : name.literalText();
            skipLinebreaks();
            if ("in".equals(inAt())) {
                pos += 2;
                items = new ArrayList<>();
                while (true) {
                    skipBlanks();
                    if (pos >= n || isMeta(s.charAt(pos))) break;
                    int b = pos;
                    ShellWord w = words.word();
                    if (pos == b) break;
                    items.add(w);
                }
            }
        }
        skipBlanks();
        if (pos < n && s.charAt(pos) == ';') pos++;
        skipLinebreaks();
        List<AndOr> body;
        if ("do".equals(reservedAt(pos))) {
            pos += 2;
            body = list(Stops.words("done"));
            expect("done");
        } else if ("{".equals(reservedAt(pos))) {
            pos++;
            body = list(Stops.words("}"));
            expect("}");
        } else {
            problem("expected 'do'", pos);
            body = List.of();
        }
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.For(variable, items, body, rs, src.origin(start), src.originEnd(pos));
    }

    /** {@code in} is reserved only after {@code for NAME} and {@code case WORD}. */
    private String inAt() {
        return startsWith("in") && (pos + 2 >= n || isMeta(s.charAt(pos + 2))) ? "in" : null;
    }

    /** Skips a keyword and reads the word that must follow it. */
    private ShellWord keywordAndWord(String keyword, String expected) {
        pos += keyword.length();
        skipBlanks();
        int before = pos;
        ShellWord w = words.word();
        if (pos == before) problem("expected " + expected + " after '" + keyword + "'", pos);
        return w;
    }

    private ShellNode.Case caseClause() {
        int start = pos;
        ShellWord subject = keywordAndWord("case", "a word");
        skipLinebreaks();
        if ("in".equals(inAt())) pos += 2;
        else problem("expected 'in'", pos);
        List<CaseItem> items = new ArrayList<>();
        while (true) {
            skipLinebreaks();
            if (pos >= n || "esac".equals(reservedAt(pos))) break;
            int itemStart = pos;
            if (s.charAt(pos) == '(') pos++;
            List<ShellWord> patterns = new ArrayList<>();
            while (pos < n) {
                skipBlanks();
                if (pos >= n) break;
                char c = s.charAt(pos);
                if (c == ')' || isNewline(c) || c == ';') break;
                if (c == '|') {
                    pos++;
                    continue;
                }
                int b = pos;
                ShellWord w = words.word();
                if (pos == b) {
                    problem("unexpected '" + c + "' in a case pattern", pos);
                    pos++;
                } else {
                    patterns.add(w);
                }
            }
            if (pos < n && s.charAt(pos) == ')') pos++;
            else problem("expected ')' after a case pattern", pos);
            List<AndOr> body = list(Stops.CASE_ITEM);
            items.add(new CaseItem(List.copyOf(patterns), body));
            skipBlanks();
            if (startsWith(";;&")) pos += 3;
            else if (caseEndAt(pos)) pos += 2;
            if (pos == itemStart) {
                problem("unexpected '" + s.charAt(pos) + "' in case", pos);
                pos++;
            }
        }
        expect("esac");
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.Case(subject, List.copyOf(items), rs, src.origin(start), src.originEnd(pos));
    }

    private ShellNode.Group group() {
        int start = pos;
        pos++;
        List<AndOr> body = list(Stops.words("}"));
        expect("}");
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.Group(body, rs, src.origin(start), src.originEnd(pos));
    }

    private ShellNode.Subshell subshell() {
        int start = pos;
        pos++;
        List<AndOr> body = list(Stops.PAREN);
        skipLinebreaks();
        if (pos < n && s.charAt(pos) == ')') pos++;
        else problem("expected ')'", pos);
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.Subshell(body, rs, src.origin(start), src.originEnd(pos));
    }

    private ShellNode.FunctionDef functionKeyword() {
        int start = pos;
        ShellWord name = keywordAndWord("function", "a function name");
        skipBlanks();
        if (startsWith("(")) {
            int save = pos;
            pos++;
            skipBlanks();
            if (pos < n && s.charAt(pos) == ')') pos++;
            else pos = save;
        }
        return functionBody(name, start);
    }

    private ShellNode.FunctionDef functionBody(ShellWord name, int start) {
        skipLinebreaks();
        Command body = command(Stops.NONE);
        if (body == null) {
            problem("function without a body", pos);
            body = new ShellNode.Group(List.of(), List.of(), src.origin(pos), src.originEnd(pos));
        }
        String text = name.literalText();
        return new ShellNode.FunctionDef(text == null ? "" : text, body, src.origin(start), body.end());
    }

    /** {@code [[ … ]]}: words until {@code ]]}; operators inside it are words of the test language. */
    private ShellNode.Simple testCommand() {
        int start = pos;
        List<ShellWord> ws = new ArrayList<>();
        ws.add(words.literal("[[", pos));
        pos += 2;
        while (true) {
            skipBlanks();
            if (pos >= n) {
                problem("'[[' without ']]'", start);
                break;
            }
            char c = s.charAt(pos);
            if (isNewline(c)) {
                consumeNewline();
                continue;
            }
            if ("]]".equals(reservedAt(pos))) {
                ws.add(words.literal("]]", pos));
                pos += 2;
                break;
            }
            if ("&|()<>;".indexOf(c) >= 0) {
                int len = startsWith("&&") || startsWith("||") ? 2 : 1;
                ws.add(words.literal(s.substring(pos, pos + len), pos));
                pos += len;
                continue;
            }
            int before = pos;
            ShellWord w = words.word();
            if (pos == before) {
                ws.add(words.literal(String.valueOf(c), pos));
                pos++;
            } else {
                ws.add(w);
            }
        }
        int end = pos;
        List<Redirect> rs = trailingRedirects();
        return new ShellNode.Simple(List.of(), List.copyOf(ws), rs, src.origin(start), src.originEnd(Math.max(end, pos)));
    }

    private Command simple() {
        spend();
        int start = pos;
        int end = pos;
        List<Assignment> assignments = new ArrayList<>();
        List<ShellWord> ws = new ArrayList<>();
        List<Redirect> rs = new ArrayList<>();
        while (true) {
            skipBlanks();
            if (pos >= n) break;
            char c = s.charAt(pos);
            boolean procSub = (c == '<' || c == '>') && pos + 1 < n && s.charAt(pos + 1) == '(';
            if (!procSub && redirectAhead()) {
                rs.add(redirect());
                end = pos;
                continue;
            }
            if (!procSub && isMeta(c)) {
                if (c == '(' && ws.size() == 1 && assignments.isEmpty() && rs.isEmpty() && emptyParensAhead()) {
                    return functionBody(ws.get(0), start);
                }
                break;
            }
            int before = pos;
            ShellWord w = procSub ? words.processSubstitution() : words.word();
            if (pos == before) {
                problem("unexpected '" + c + "'", pos);
                pos++;
                continue;
            }
            if (pos < n && s.charAt(pos) == '(' && WordReader.isAssignmentPrefix(w)) w = words.array(w);
            end = pos;
            if (ws.isEmpty()) {
                Assignment a = WordReader.assignment(w);
                if (a != null) {
                    assignments.add(a);
                    continue;
                }
            }
            ws.add(w);
        }
        if (assignments.isEmpty() && ws.isEmpty() && rs.isEmpty()) return null;
        return new ShellNode.Simple(List.copyOf(assignments), List.copyOf(ws), List.copyOf(rs), src.origin(start),
                src.originEnd(end));
    }

    /** {@code ()} at pos, as in {@code name () { … }}; consumes it when present. */
    private boolean emptyParensAhead() {
        int i = pos + 1;
        while (i < n && isBlank(s.charAt(i))) i++;
        if (i < n && s.charAt(i) == ')') {
            pos = i + 1;
            return true;
        }
        return false;
    }

    // ---- redirections and here-documents -------------------------------------------------------

    private boolean redirectAhead() {
        int i = pos;
        while (i < n && i - pos < 10 && Character.isDigit(s.charAt(i)) && s.charAt(i) < 128) i++;
        if (i < n && (s.charAt(i) == '<' || s.charAt(i) == '>')) return true;
        return i == pos && startsWith("&>");
    }

    private List<Redirect> trailingRedirects() {
        List<Redirect> rs = new ArrayList<>();
        while (true) {
            int save = pos;
            skipBlanks();
            if (pos < n && redirectAhead() && !((s.charAt(pos) == '<' || s.charAt(pos) == '>')
                    && pos + 1 < n && s.charAt(pos + 1) == '(')) {
                rs.add(redirect());
            } else {
                pos = save;
                return rs;
            }
        }
    }

    private Redirect redirect() {
        int start = pos;
        while (pos < n && Character.isDigit(s.charAt(pos)) && s.charAt(pos) < 128) pos++;
        String op = "<";
        for (String o : REDIRECT_OPERATORS) {
            if (startsWith(o)) {
                op = o;
                break;
            }
        }
        pos = Math.min(n, pos + op.length());
        skipBlanks();
        if (pos >= n || isMeta(s.charAt(pos))) {
            problem("redirection without a target", start);
            return new Redirect(op, null, null, src.origin(start), src.originEnd(pos));
        }
        ShellWord target = words.word();
        HereDoc doc = null;
        if (op.equals("<<") || op.equals("<<-")) {
            doc = new HereDoc(WordReader.delimiter(target), !target.unquoted(), op.equals("<<-"));
            pending.add(doc);
        }
        return new Redirect(op, target, doc, src.origin(start), src.originEnd(pos));
    }

    /** Reads the bodies of pending here-documents; called just after a newline. */
    private void readHereDocs() {
        List<HereDoc> docs = new ArrayList<>(pending);
        pending.clear();
        for (HereDoc d : docs) {
            int bodyStart = pos;
            int bodyEnd = -1;
            while (pos < n) {
                int lineStart = pos;
                int eol = pos;
                while (eol < n && !isNewline(s.charAt(eol))) eol++;
                int content = lineStart;
                if (d.stripTabs()) while (content < eol && s.charAt(content) == '\t') content++;
                boolean isDelimiter = eol - content == d.delimiter().length() && s.startsWith(d.delimiter(), content);
                pos = eol;
                if (pos < n) pos += s.charAt(pos) == '\r' && pos + 1 < n && s.charAt(pos + 1) == '\n' ? 2 : 1;
                if (isDelimiter) {
                    bodyEnd = lineStart;
                    break;
                }
            }
            boolean terminated = bodyEnd >= 0;
            if (!terminated) {
                bodyEnd = n;
                problem("here-document not terminated by '" + d.delimiter() + "'", bodyStart);
            }
            d.fill(s.substring(bodyStart, bodyEnd), src.origins(bodyStart, bodyEnd), terminated);
        }
    }
}
