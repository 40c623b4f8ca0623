package dev.agentlint.filter;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the comments of a text in one linear pass, for the formats whose parser is a library that
 * drops comments: YAML (SnakeYAML, and the block-subset reader follows it), JSONC (Jackson skips
 * them), XML (StAX). Enough lexing to tell a comment from a {@code #} or {@code //} inside a string
 * or a CDATA section, and nothing more. Every other format's comments come from its parser ({@link ParsedComments}). Used
 * only for inline ignores, so a text without the word "agentlint" is never lexed at all.
 */
final class Comments {

    /**
     * One comment; offsets into the text, end exclusive.
     *
     * @param bodyStart  where the text after the opening delimiter starts
     * @param bodyEnd    where it ends (before a closing delimiter)
     * @param codeBefore something other than whitespace precedes it on its first line
     * @param codeAfter  something other than whitespace follows it on its last line
     */
    record Comment(int start, int end, int bodyStart, int bodyEnd, boolean codeBefore, boolean codeAfter) {}

    private Comments() {}

    /** A comment of {@code t}, with whether code stands before and after it on its lines. */
    static Comment comment(String t, int start, int end, int bodyStart, int bodyEnd) {
        return new Comment(start, end, bodyStart, bodyEnd, codeBefore(t, start), codeAfter(t, end));
    }

    // Both look only across the blanks next to the comment, which lie between comments: linear
    // in total even for one long line holding many comments.
    private static boolean codeBefore(String t, int start) {
        int k = start - 1;
        while (k >= 0 && (t.charAt(k) == ' ' || t.charAt(k) == '\t')) k--;
        return k >= 0 && t.charAt(k) != '\n' && t.charAt(k) != '\r';
    }

    private static boolean codeAfter(String t, int end) {
        int k = end;
        while (k < t.length() && (t.charAt(k) == ' ' || t.charAt(k) == '\t')) k++;
        return k < t.length() && t.charAt(k) != '\n' && t.charAt(k) != '\r';
    }

    static List<Comment> scan(String text, CommentSyntax syntax) {
        Lexer lx = new Lexer(text);
        switch (syntax) {
            case NONE -> { }
            case YAML -> lx.yaml();
            case JSONC -> lx.jsonc();
            case XML -> lx.xml();
            // The parser records these (ParsedComments).
            case SHELL, MAKEFILE, JUSTFILE, CREDENTIAL_FILE, POWERSHELL, BATCH, TOML, UNIT, DOCKERFILE, WSL_INI -> throw new IllegalArgumentException(syntax + " comments come from its parser");
        }
        return lx.out;
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
            out.add(comment(t, start, end, bodyStart, bodyEnd));
        }

        private void lineComment(int start, int delimiterLength) {
            int e = lineEnd(start);
            add(start, e, start + delimiterLength, e);
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

        void yaml() {
            for (int ls = 0; ls < n; ls = nextLine(ls)) {
                int le = lineEnd(ls);
                char quote = 0;
                for (int i = ls; i < le; i++) {
                    char c = t.charAt(i);
                    if (quote == '\'') {
                        if (c == '\'') {
                            if (i + 1 < le && t.charAt(i + 1) == '\'') i++;
                            else quote = 0;
                        }
                    } else if (quote == '"') {
                        if (c == '\\') i++;
                        else if (c == '"') quote = 0;
                    } else if ((c == '\'' || c == '"') && (i == ls || " \t[{,".indexOf(t.charAt(i - 1)) >= 0)) {
                        // A quote opens a scalar only where a scalar can start ("it's" is plain text).
                        quote = c;
                    } else if (c == '#' && (i == ls || t.charAt(i - 1) == ' ' || t.charAt(i - 1) == '\t')) {
                        lineComment(i, 1);
                        break;
                    }
                }
            }
        }

        // ---- stream-oriented syntaxes ----

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

        void jsonc() {
            int i = 0;
            while (i < n) {
                char c = t.charAt(i);
                if (c == '"') {
                    i = closeSingleLine(i + 1, '"', true);
                } else if (c == '/' && i + 1 < n && t.charAt(i + 1) == '/') {
                    lineComment(i, 2);
                    i = lineEnd(i);
                } else if (c == '/' && i + 1 < n && t.charAt(i + 1) == '*') {
                    int close = t.indexOf("*/", i + 2);
                    int end = close < 0 ? n : close + 2;
                    add(i, end, i + 2, close < 0 ? n : close);
                    i = end;
                } else {
                    i++;
                }
            }
        }

        void xml() {
            int i = t.indexOf('<');
            while (i >= 0 && i < n) {
                if (t.startsWith("<!--", i)) {
                    int close = t.indexOf("-->", i + 4);
                    int end = close < 0 ? n : close + 3;
                    add(i, end, i + 4, close < 0 ? n : close);
                    i = end;
                } else if (t.startsWith("<![CDATA[", i)) {
                    int close = t.indexOf("]]>", i + 9);
                    i = close < 0 ? n : close + 3;
                } else {
                    i++;
                }
                i = i < n ? t.indexOf('<', i) : -1;
            }
        }
    }
}
