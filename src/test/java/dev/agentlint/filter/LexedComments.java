package dev.agentlint.filter;

import dev.agentlint.parse.powershell.PowerShellParser;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The comment lexer inline ignores used before the parsers recorded comments (one linear pass
 * per syntax, enough lexing to tell a comment from a {@code #} inside a string, a {@code ${#var}}
 * or a here-document), kept as the oracle {@code ParsedCommentsTest} compares the parsers with.
 */
final class LexedComments {

    /**
     * One comment; offsets into the text, end exclusive.
     *
     * @param bodyStart  where the text after the opening delimiter starts
     * @param bodyEnd    where it ends (before a closing delimiter)
     * @param codeBefore something other than whitespace precedes it on its first line
     * @param codeAfter  something other than whitespace follows it on its last line
     */
    record Comment(int start, int end, int bodyStart, int bodyEnd, boolean codeBefore, boolean codeAfter) {}

    private static final Pattern LEADING_TABS = Pattern.compile("^\t+");

    private LexedComments() {}

    /** The comment syntaxes as this lexer knew them. */
    enum Syntax { NONE, SHELL, POWERSHELL, BATCH, YAML, TOML, UNIT, DOCKERFILE, WSL_INI, JSONC, XML }

    static Syntax of(dev.agentlint.base.Format format) {
        if (format == null) return Syntax.NONE;
        return switch (format) {
            case CLAUDE_SETTINGS, MCP_CONFIG, SRT_SETTINGS, PACKAGE_JSON -> Syntax.NONE;
            case SHELL, MAKEFILE, CREDENTIAL_FILE, JUSTFILE -> Syntax.SHELL;
            case POWERSHELL -> Syntax.POWERSHELL;
            case BATCH -> Syntax.BATCH;
            case COMPOSE, KUBE, LIMA, GITHUB_WORKFLOW, GITHUB_ACTION, TASKFILE -> Syntax.YAML;
            case CODEX_CONFIG, MISE -> Syntax.TOML;
            case QUADLET, SYSTEMD_UNIT -> Syntax.UNIT;
            case DOCKERFILE -> Syntax.DOCKERFILE;
            case WSL_CONF, WSL_CONFIG -> Syntax.WSL_INI;
            case DEVCONTAINER, DEVBOX, GEMINI_SETTINGS, VSCODE_SETTINGS -> Syntax.JSONC;
            case LAUNCHD_PLIST, WSB -> Syntax.XML;
        };
    }

    static List<Comment> scan(String text, Syntax syntax) {
        // The syntaxes whose readers keep no comments are still lexed by Comments: the oracle asks it.
        switch (syntax) {
            case YAML -> { return kept(text, CommentSyntax.YAML); }
            case JSONC -> { return kept(text, CommentSyntax.JSONC); }
            case XML -> { return kept(text, CommentSyntax.XML); }
            default -> { }
        }
        Lexer lx = new Lexer(text);
        switch (syntax) {
            case SHELL -> lx.shell();
            case POWERSHELL -> lx.powerShell();
            case BATCH -> lx.batch();
            case TOML -> lx.toml();
            case UNIT -> lx.unit();
            case DOCKERFILE -> lx.dockerfile();
            case WSL_INI -> lx.wsl();
            default -> { }
        }
        return lx.out;
    }

    private static List<Comment> kept(String text, CommentSyntax syntax) {
        List<Comment> out = new ArrayList<>();
        for (Comments.Comment c : Comments.scan(text, syntax)) {
            out.add(new Comment(c.start(), c.end(), c.bodyStart(), c.bodyEnd(), c.codeBefore(), c.codeAfter()));
        }
        return out;
    }

    private static final class Lexer {
        private final String t;
        private final int n;
        final List<Comment> out = new ArrayList<>();

        Lexer(String text) {
            this.t = text;
            this.n = text.length();
        }

        private void add(int start, int end, int bodyStart, int bodyEnd) {
            out.add(new Comment(start, end, bodyStart, bodyEnd, codeBefore(start), codeAfter(end)));
        }

        private void lineComment(int start, int delimiterLength) {
            int e = lineEnd(start);
            add(start, e, start + delimiterLength, e);
        }

        // Both look only across the blanks next to the comment, which lie between comments: linear
        // in total even for one long line holding many comments.
        private boolean codeBefore(int start) {
            int k = start - 1;
            while (k >= 0 && (t.charAt(k) == ' ' || t.charAt(k) == '\t')) k--;
            return k >= 0 && t.charAt(k) != '\n' && t.charAt(k) != '\r';
        }

        private boolean codeAfter(int end) {
            int k = end;
            while (k < n && (t.charAt(k) == ' ' || t.charAt(k) == '\t')) k++;
            return k < n && t.charAt(k) != '\n' && t.charAt(k) != '\r';
        }

        private int lineEnd(int i) {
            while (i < n && t.charAt(i) != '\n' && t.charAt(i) != '\r') i++;
            return i;
        }

        /** The offset after the line break ending at or after {@code i}. */
        private int nextLine(int i) {
            int e = lineEnd(i);
            if (e < n && t.charAt(e) == '\r') e++;
            if (e < n && t.charAt(e) == '\n') e++;
            return e;
        }

        // ---- line-oriented syntaxes ----

        void unit() {
            for (int ls = 0; ls < n; ls = nextLine(ls)) {
                int i = ls;
                while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) i++;
                if (i < n && (t.charAt(i) == '#' || t.charAt(i) == ';')) lineComment(i, 1);
            }
        }

        void dockerfile() {
            for (int ls = 0; ls < n; ls = nextLine(ls)) {
                int i = ls;
                while (i < n && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) i++;
                if (i < n && t.charAt(i) == '#') lineComment(i, 1);
            }
        }

        void wsl() {
            for (int ls = 0; ls < n; ls = nextLine(ls)) {
                int le = lineEnd(ls);
                boolean quoted = false;
                for (int i = ls; i < le; i++) {
                    char c = t.charAt(i);
                    if (c == '\\') {
                        i++;
                    } else if (c == '"') {
                        quoted = !quoted;
                    } else if (c == '#' && !quoted) {
                        lineComment(i, 1);
                        break;
                    }
                }
            }
        }

        // ---- stream-oriented syntaxes ----

        void toml() {
            int i = 0;
            while (i < n) {
                char c = t.charAt(i);
                if (t.startsWith("\"\"\"", i)) {
                    i = closeMultiline(i + 3, "\"\"\"", true);
                } else if (t.startsWith("'''", i)) {
                    i = closeMultiline(i + 3, "'''", false);
                } else if (c == '"' || c == '\'') {
                    i = closeSingleLine(i + 1, c, c == '"');
                } else if (c == '#') {
                    lineComment(i, 1);
                    i = lineEnd(i);
                } else {
                    i++;
                }
            }
        }

        private int closeMultiline(int i, String delimiter, boolean escapes) {
            while (i < n) {
                if (escapes && t.charAt(i) == '\\') {
                    i += 2;
                } else if (t.startsWith(delimiter, i)) {
                    i += 3;
                    // Up to two more quotes belong to the string's content ("""a"""").
                    for (int k = 0; k < 2 && i < n && t.charAt(i) == delimiter.charAt(0); k++) i++;
                    return i;
                } else {
                    i++;
                }
            }
            return n;
        }

        private int closeSingleLine(int i, char quote, boolean escapes) {
            while (i < n) {
                char c = t.charAt(i);
                if (c == '\n' || c == '\r') return i;
                if (escapes && c == '\\') {
                    i += 2;
                    continue;
                }
                i++;
                if (c == quote) return i;
            }
            return n;
        }

        /**
         * PowerShell: {@code #} at the start of a token and {@code <# … #>}, outside {@code '…'}
         * ({@code ''} escapes), {@code "…"} (backtick escapes) and here-strings, whose bodies are data.
         * Which characters are quotes is the parser's answer (typographic quotes are quotes too),
         * so a string the parser reads is never taken for a comment here.
         */
        void powerShell() {
            int i = 0;
            while (i < n) {
                char c = t.charAt(i);
                if (c == '@' && i + 1 < n && quote(t.charAt(i + 1)) != 0) {
                    char kind = quote(t.charAt(i + 1));
                    i = hereStringEnd(i + 2, kind);
                } else if (quote(c) != 0) {
                    char kind = quote(c);
                    i++;
                    while (i < n) {
                        char d = t.charAt(i);
                        if (kind == '"' && d == '`') {
                            i += 2;
                        } else if (quote(d) == kind) {
                            i++;
                            if (i < n && quote(t.charAt(i)) == kind) i++;
                            else break;
                        } else {
                            i++;
                        }
                    }
                } else if (c == '`') {
                    i += 2;
                } else if (c == '<' && i + 1 < n && t.charAt(i + 1) == '#') {
                    int close = t.indexOf("#>", i + 2);
                    int end = close < 0 ? n : close + 2;
                    add(i, end, i + 2, close < 0 ? n : close);
                    i = end;
                } else if (c == '#' && (i == 0 || " \t\n\r;|&(){},".indexOf(t.charAt(i - 1)) >= 0)) {
                    lineComment(i, 1);
                    i = lineEnd(i);
                } else {
                    i++;
                }
            }
        }

        /** {@code '} or {@code "} for a PowerShell quote of that kind, else 0. */
        private static char quote(char c) {
            return PowerShellParser.isSingleQuote(c) ? '\'' : PowerShellParser.isDoubleQuote(c) ? '"' : 0;
        }

        /** Just after the {@code @} of the line that closes a here-string of this kind: a quote of it, then {@code @}, at a line's start. */
        private int hereStringEnd(int from, char kind) {
            for (int j = t.indexOf('@', from); j >= 0; j = t.indexOf('@', j + 1)) {
                if (j - 2 >= from && t.charAt(j - 2) == '\n' && quote(t.charAt(j - 1)) == kind) return j + 1;
            }
            return n;
        }


        private record Heredoc(String delimiter, boolean stripTabs) {}

        /** Here-document delimiters are short words; looking further could only cost time. */
        private static final int MAX_DELIMITER = 256;

        /** The end of the line holding {@code i}, cached: the shell lexer only moves forward. */
        private int cachedLineEnd = -1;

        private int currentLineEnd(int i) {
            if (i > cachedLineEnd) cachedLineEnd = lineEnd(i);
            return cachedLineEnd;
        }

        void shell() {
            Deque<Heredoc> pending = new ArrayDeque<>();
            char quote = 0; // '\'', '"', or '$' for $'…'
            int noArithmeticCloseUntil = -1;
            int i = 0;
            while (i < n) {
                char c = t.charAt(i);
                if (quote == '\'') {
                    if (c == '\'') quote = 0;
                    i++;
                    continue;
                }
                if (quote == '"' || quote == '$') {
                    if (c == '\\') i += 2;
                    else {
                        if (c == (quote == '"' ? '"' : '\'')) quote = 0;
                        i++;
                    }
                    continue;
                }
                switch (c) {
                    case '\\' -> i += 2;
                    case '\'', '"' -> {
                        quote = c;
                        i++;
                    }
                    case '$' -> {
                        if (i + 1 < n && t.charAt(i + 1) == '\'') {
                            quote = '$';
                            i += 2;
                        } else {
                            i++;
                        }
                    }
                    case '#' -> {
                        if (i == 0 || " \t\n\r;&|()<>".indexOf(t.charAt(i - 1)) >= 0) {
                            lineComment(i, 1);
                            i = lineEnd(i);
                        } else {
                            i++;
                        }
                    }
                    case '(' -> {
                        // Arithmetic ((…)) holds '<<' shifts and '#' bases, never comments.
                        int close = -1;
                        if (i > noArithmeticCloseUntil && t.startsWith("((", i)) {
                            int le = currentLineEnd(i);
                            for (int k = i + 2; k + 1 < le && close < 0; k++) {
                                if (t.charAt(k) == ')' && t.charAt(k + 1) == ')') close = k;
                            }
                            if (close < 0) noArithmeticCloseUntil = le; // none on this line: do not look again
                        }
                        i = close >= 0 ? close + 2 : i + 1;
                    }
                    case '<' -> i = heredoc(i, pending);
                    case '\n', '\r' -> {
                        i = nextLine(i);
                        if (!pending.isEmpty()) i = skipBodies(i, pending);
                    }
                    default -> i++;
                }
            }
        }

        /** At a '<': registers a here-document ({@code <<EOF}, {@code <<-'EOF'}) and returns where to go on. */
        private int heredoc(int i, Deque<Heredoc> pending) {
            if (!t.startsWith("<<", i) || t.startsWith("<<<", i)) return i + 1;
            int j = i + 2;
            boolean strip = j < n && t.charAt(j) == '-';
            if (strip) j++;
            while (j < n && (t.charAt(j) == ' ' || t.charAt(j) == '\t')) j++;
            StringBuilder word = new StringBuilder();
            int limit = Math.min(currentLineEnd(i), i + MAX_DELIMITER);
            while (j < limit) {
                char c = t.charAt(j);
                if (c == '\'' || c == '"') {
                    int close = -1;
                    for (int k = j + 1; k < limit && close < 0; k++) if (t.charAt(k) == c) close = k;
                    if (close < 0) break;
                    word.append(t, j + 1, close);
                    j = close + 1;
                } else if (c == '\\' && j + 1 < limit) {
                    word.append(t.charAt(j + 1));
                    j += 2;
                } else if (Character.isWhitespace(c) || ";&|<>()".indexOf(c) >= 0) {
                    break;
                } else {
                    word.append(c);
                    j++;
                }
            }
            if (word.length() == 0) return i + 2;
            pending.add(new Heredoc(word.toString(), strip));
            return j;
        }

        private int skipBodies(int i, Deque<Heredoc> pending) {
            while (!pending.isEmpty() && i < n) {
                Heredoc h = pending.peek();
                int le = lineEnd(i);
                String line = t.substring(i, le);
                if (h.stripTabs()) line = LEADING_TABS.matcher(line).replaceFirst("");
                i = nextLine(i);
                if (line.equals(h.delimiter())) pending.poll();
            }
            pending.clear();
            return i;
        }

        /** Batch files: {@code rem …} and {@code :: …} lines (after blanks and {@code @}); nothing later in a line. */
        void batch() {
            int i = 0;
            while (i < n) {
                int end = lineEnd(i);
                int k = i;
                while (k < end && (t.charAt(k) == ' ' || t.charAt(k) == '\t' || t.charAt(k) == '@')) k++;
                if (t.startsWith("::", k)) {
                    lineComment(k, 2);
                } else if (t.regionMatches(true, k, "rem", 0, 3) && (k + 3 == end || t.charAt(k + 3) == ' ' || t.charAt(k + 3) == '\t')) {
                    lineComment(k, 3);
                }
                i = nextLine(end);
            }
        }

    }
}
