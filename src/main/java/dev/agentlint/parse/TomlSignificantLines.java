package dev.agentlint.parse;

import java.util.Arrays;

/**
 * The lines of a TOML document that hold something besides whitespace and comments, and where each
 * came from. tomlj's error strategy works out the expected tokens at every line it parses, which
 * costs tens of microseconds per line on a warm JVM: a commented template of a few hundred lines (how
 * Codex ships {@code config.toml}) took 20-50 ms to parse. Blank and comment-only lines mean nothing
 * to TOML outside a string, so they are left out of what tomlj reads and positions are mapped back.
 * Every kept line is kept whole, so columns do not change.
 */
final class TomlSignificantLines {

    private final String text;
    private final int[] source;
    private final int sourceLines;

    private TomlSignificantLines(String text, int[] source, int sourceLines) {
        this.text = text;
        this.source = source;
        this.sourceLines = sourceLines;
    }

    /** What tomlj is given to parse. */
    String text() {
        return text;
    }

    /** The source line of a line of {@link #text()} (1-based); past the end, the source's last line. */
    int sourceLine(int line) {
        if (line < 1) return 1;
        return line <= source.length ? source[line - 1] : sourceLines;
    }

    static TomlSignificantLines of(String toml) {
        StringBuilder kept = new StringBuilder(toml.length());
        int[] lines = new int[16];
        int count = 0;
        Lexer lexer = new Lexer();
        int line = 0;
        int start = 0;
        while (start <= toml.length()) {
            int end = toml.indexOf('\n', start);
            if (end < 0) end = toml.length();
            line++;
            boolean insignificant = lexer.outsideStrings() && blankOrComment(toml, start, end);
            lexer.scan(toml, start, end);
            if (!insignificant) {
                if (count == lines.length) lines = Arrays.copyOf(lines, count * 2);
                lines[count++] = line;
                kept.append(toml, start, end).append('\n');
            }
            start = end + 1;
        }
        if (count == line) return new TomlSignificantLines(toml, identity(line), line);
        return new TomlSignificantLines(kept.toString(), Arrays.copyOf(lines, count), line);
    }

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i + 1;
        return a;
    }

    private static boolean blankOrComment(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '#') return true;
            if (c != ' ' && c != '\t' && c != '\r') return false;
        }
        return true;
    }

    /** Tracks whether a line starts inside a multi-line string, whose blank lines are content. */
    private static final class Lexer {
        private static final int NONE = 0, BASIC = 1, LITERAL = 2;
        private int multiline = NONE;

        boolean outsideStrings() {
            return multiline == NONE;
        }

        void scan(String s, int from, int to) {
            int i = from;
            while (i < to) {
                char c = s.charAt(i);
                if (multiline == BASIC) {
                    if (c == '\\') {
                        i += 2;
                    } else if (startsWith(s, i, to, "\"\"\"")) {
                        i = closing(s, i, to, '"');
                        multiline = NONE;
                    } else {
                        i++;
                    }
                } else if (multiline == LITERAL) {
                    if (startsWith(s, i, to, "'''")) {
                        i = closing(s, i, to, '\'');
                        multiline = NONE;
                    } else {
                        i++;
                    }
                } else if (c == '#') {
                    return;
                } else if (c == '"' || c == '\'') {
                    if (startsWith(s, i, to, c == '"' ? "\"\"\"" : "'''")) {
                        multiline = c == '"' ? BASIC : LITERAL;
                        i += 3;
                    } else {
                        i = endOfOneLineString(s, i, to, c);
                    }
                } else {
                    i++;
                }
            }
        }

        /** Past a closing delimiter, which may carry up to two more quotes that belong to the string. */
        private static int closing(String s, int at, int to, char quote) {
            int i = at + 3;
            for (int extra = 0; extra < 2 && i < to && s.charAt(i) == quote; extra++) i++;
            return i;
        }

        /** Past a one-line string (or to the line's end when it is not closed: tomlj reports that). */
        private static int endOfOneLineString(String s, int open, int to, char quote) {
            int i = open + 1;
            while (i < to) {
                char c = s.charAt(i);
                if (quote == '"' && c == '\\') {
                    i += 2;
                } else if (c == quote) {
                    return i + 1;
                } else {
                    i++;
                }
            }
            return to;
        }

        private static boolean startsWith(String s, int at, int to, String delimiter) {
            return at + delimiter.length() <= to && s.startsWith(delimiter, at);
        }
    }
}
