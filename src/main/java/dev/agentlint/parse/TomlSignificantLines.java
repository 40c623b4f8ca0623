package dev.agentlint.parse;

import java.util.Arrays;

/**
 * The lines of a TOML document that hold something besides whitespace and comments, and where each
 * came from. tomlj's error strategy works out the expected tokens at every line it parses, which
 * costs tens of microseconds per line on a warm JVM: a commented template of a few hundred lines (how
 * Codex ships {@code config.toml}) took 20-50 ms to parse. Blank and comment-only lines mean nothing
 * to TOML outside a string, so they are left out of what tomlj reads and positions are mapped back.
 * Every kept line is kept whole, so columns do not change. A comment holding a control character
 * (other than a tab, or the CR of a CRLF) is kept, so that tomlj refuses it as TOML requires.
 *
 * <p>tomlj numbers lines by LF only; a position is mapped to a source offset, which the caller's
 * {@link dev.agentlint.read.LineIndex} turns into the line and column editors show (it also breaks
 * lines at a lone CR, which TOML allows inside multi-line strings).
 */
final class TomlSignificantLines {

    private final String text;
    /** The source offset where each line of {@link #text} starts. */
    private final int[] starts;
    private final int sourceLength;

    private TomlSignificantLines(String text, int[] starts, int sourceLength) {
        this.text = text;
        this.starts = starts;
        this.sourceLength = sourceLength;
    }

    /** What tomlj is given to parse. */
    String text() {
        return text;
    }

    /**
     * The source offset of a position tomlj reports in {@link #text()} (1-based line and column,
     * lines broken at LF); past the end, the source's end.
     */
    int sourceOffset(int line, int column) {
        if (line < 1) return 0;
        if (line > starts.length) return sourceLength;
        return Math.min(sourceLength, starts[line - 1] + Math.max(0, column - 1));
    }

    static TomlSignificantLines of(String toml) {
        StringBuilder kept = new StringBuilder(toml.length());
        int[] starts = new int[16];
        int count = 0;
        boolean dropped = false;
        Lexer lexer = new Lexer();
        int start = 0;
        while (start <= toml.length()) {
            int end = toml.indexOf('\n', start);
            if (end < 0) end = toml.length();
            boolean insignificant = lexer.outsideStrings() && blankOrComment(toml, start, end);
            lexer.scan(toml, start, end);
            if (insignificant) {
                dropped = true;
            } else {
                if (count == starts.length) starts = Arrays.copyOf(starts, count * 2);
                starts[count++] = start;
                kept.append(toml, start, end).append('\n');
            }
            start = end + 1;
        }
        return new TomlSignificantLines(dropped ? kept.toString() : toml, Arrays.copyOf(starts, count), toml.length());
    }

    /** Only spaces and tabs, or those and a comment, up to an optional CR before the LF; no other control character. */
    private static boolean blankOrComment(String s, int from, int to) {
        int end = to > from && s.charAt(to - 1) == '\r' ? to - 1 : to;
        boolean comment = false;
        for (int i = from; i < end; i++) {
            char c = s.charAt(i);
            if (c == '#') comment = true;
            else if (c == '\t') continue;
            else if (c < 0x20 || c == 0x7f) return false;
            else if (!comment && c != ' ') return false;
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
