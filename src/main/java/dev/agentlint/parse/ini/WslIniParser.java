package dev.agentlint.parse.ini;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * WSL's own INI dialect (a port of the parse path of {@code ParseConfigFile} in
 * {@code microsoft/WSL:src/shared/configfile/configfile.cpp}), which differs from systemd's:
 * <ul>
 *   <li>{@code #} starts a comment anywhere outside double quotes; {@code ;} is not a comment;</li>
 *   <li>a section header is {@code [} a letter, letters or digits, {@code ]}; a key is a letter then
 *       letters or digits, then {@code =};</li>
 *   <li>{@code "} toggles quoting and is removed; escapes {@code \\ \" \b \n \t}; a backslash at the end
 *       of a line continues the value; any other escape makes the line invalid;</li>
 *   <li>trailing blanks are trimmed (inside quotes they are kept).</li>
 * </ul>
 * WSL reads {@code wsl.conf} with {@link Dialect#WSL_CONF} (stop at the first invalid line, binary
 * mode so a CR ends the value) and {@code .wslconfig} with {@link Dialect#WSLCONFIG} (skip invalid
 * lines, Windows text mode so CRLF is a plain line end). Never throws: every line WSL would reject
 * is reported as a {@link WslIni.Problem}.
 */
public final class WslIniParser {

    public enum Dialect { WSL_CONF, WSLCONFIG }

    private final String text;
    private final LineIndex lines;
    private final Dialect dialect;
    private final List<WslIni.Entry> entries = new ArrayList<>();
    private final List<WslIni.Section> sections = new ArrayList<>();
    private final List<WslIni.Problem> problems = new ArrayList<>();
    private final CommentSpans.Recorder comments;
    private int pos;
    private String section = "";

    private WslIniParser(String text, LineIndex lines, Dialect dialect, CommentSpans.Recorder comments) {
        this.text = text;
        this.lines = lines;
        this.dialect = dialect;
        this.comments = comments;
    }

    public static WslIni parse(String text, Dialect dialect) {
        return parse(text, new LineIndex(text), dialect);
    }

    public static WslIni parse(String text, LineIndex lines, Dialect dialect) {
        return parse(text, lines, dialect, null);
    }

    /**
     * As {@link #parse(String, LineIndex, Dialect)}, recording every comment in {@code comments}
     * (may be null). In a line WSL rejects, a {@code #} outside double quotes still starts one; in
     * {@code wsl.conf} the text after the first invalid line is not read
     * ({@link CommentSpans.Recorder#stoppedAt}).
     */
    public static WslIni parse(String text, LineIndex lines, Dialect dialect, CommentSpans.Recorder comments) {
        return new WslIniParser(text, lines, dialect, comments).run();
    }

    private WslIni run() {
        while (pos < text.length()) {
            skipBlanks();
            if (pos >= text.length()) break;
            char c = text.charAt(pos);
            String invalid;
            int lineStart = pos;
            if (isLineEnd()) {
                skipLineEnd();
                continue;
            } else if (c == '#') {
                comment();
                continue;
            } else if (c == '[') {
                invalid = section();
            } else if (isAlpha(c)) {
                invalid = keyValue();
            } else {
                invalid = "expected a setting name (a letter) or [section]";
            }
            if (invalid != null) {
                WslIni.Problem p = new WslIni.Problem(invalid, lines.span(lineStart, Math.max(lineStart, endOfLine(lineStart))));
                problems.add(p);
                commentInInvalidLine(lineStart);
                if (dialect == Dialect.WSL_CONF) {
                    if (comments != null) comments.stoppedAt(endOfLine(lineStart));
                    return result(p);
                }
                skipToNextLine();
            }
        }
        return result(null);
    }

    private WslIni result(WslIni.Problem stop) {
        return new WslIni(List.copyOf(entries), List.copyOf(sections), List.copyOf(problems), stop);
    }

    /** {@code [name]}; returns why the line is invalid, or null. */
    private String section() {
        int open = pos;
        pos++; // '['
        int start = pos;
        if (pos >= text.length() || !isAlpha(text.charAt(pos))) return "a section name must start with a letter";
        while (pos < text.length() && isAlnum(text.charAt(pos))) pos++;
        String name = text.substring(start, pos);
        if (pos >= text.length() || text.charAt(pos) != ']') return "expected ']' after the section name";
        pos++;
        int close = pos;
        skipBlanks();
        if (pos < text.length() && !isLineEnd()) {
            if (text.charAt(pos) != '#') return "unexpected text after ']'";
            comment();
        }
        section = name;
        sections.add(new WslIni.Section(name, lines.span(open, close)));
        return null;
    }

    /** {@code key = value}; returns why the line is invalid, or null. */
    private String keyValue() {
        int keyStart = pos;
        while (pos < text.length() && isAlnum(text.charAt(pos))) pos++;
        int keyEnd = pos;
        skipBlanks();
        if (pos >= text.length() || text.charAt(pos) != '=') return "expected '=' after the setting name";
        pos++;
        skipBlanks();
        int valueStart = pos;
        StringBuilder value = new StringBuilder();
        int trimmed = 0;
        int trimmedEnd = valueStart;
        boolean inQuote = false;
        boolean plain = true;
        while (pos < text.length() && !isLineEnd()) {
            char c = text.charAt(pos);
            if (c == '"') {
                inQuote = !inQuote;
                plain = false;
            } else if (c == '\\') {
                plain = false;
                if (pos + 1 >= text.length()) return "a backslash at the end of the file";
                char e = text.charAt(pos + 1);
                switch (e) {
                    case '\\', '"' -> value.append(e);
                    case 'b' -> value.append('\b');
                    case 'n' -> value.append('\n');
                    case 't' -> value.append('\t');
                    case '\n' -> { }
                    case '\r' -> {
                        // Windows text mode reads CRLF as LF: a continuation. wsl.conf is read in binary mode.
                        if (dialect == Dialect.WSL_CONF || pos + 2 >= text.length() || text.charAt(pos + 2) != '\n') {
                            return "invalid escape '\\' followed by a carriage return";
                        }
                        pos++;
                    }
                    default -> {
                        return "invalid escape '\\" + e + "' (Windows paths need doubled backslashes)";
                    }
                }
                pos += 2;
                trimmed = value.length();
                trimmedEnd = pos;
                continue;
            } else if (c == '#' && !inQuote) {
                comment();
                break;
            } else {
                value.append(c);
            }
            pos++;
            if (c != ' ' && c != '\t') {
                trimmed = value.length();
                trimmedEnd = pos;
            }
        }
        if (inQuote) return "unterminated '\"'";
        value.setLength(trimmed);
        String v = value.toString();
        Span keySpan = lines.span(keyStart, keyEnd);
        Span valueSpan = lines.span(valueStart, Math.max(valueStart, trimmedEnd));
        boolean verbatim = plain && text.substring(valueStart, trimmedEnd).equals(v);
        entries.add(new WslIni.Entry(section, text.substring(keyStart, keyEnd), v, keySpan, valueSpan, verbatim));
        return null;
    }

    private boolean isLineEnd() {
        char c = text.charAt(pos);
        if (c == '\n') return true;
        if (c != '\r') return false;
        // In binary mode a CR ends the value; in text mode only CRLF is a line end.
        return dialect == Dialect.WSL_CONF || pos + 1 < text.length() && text.charAt(pos + 1) == '\n'
                || pos + 1 == text.length();
    }

    private void skipLineEnd() {
        if (text.charAt(pos) == '\r' && pos + 1 < text.length() && text.charAt(pos + 1) == '\n') pos++;
        pos++;
    }

    /** At a {@code #}: the comment to the end of its line, then the next line. */
    private void comment() {
        if (comments != null) comments.line(pos, endOfLine(pos), 1);
        skipToNextLine();
    }

    /** A line WSL rejects (it skips the whole of it): its comment is where a {@code #} outside double quotes is. */
    private void commentInInvalidLine(int lineStart) {
        if (comments == null) return;
        int end = endOfLine(lineStart);
        boolean quoted = false;
        for (int i = lineStart; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == '#' && !quoted) {
                comments.line(i, end, 1);
                return;
            }
        }
    }

    private void skipToNextLine() {
        while (pos < text.length() && text.charAt(pos) != '\n') pos++;
        if (pos < text.length()) pos++;
    }

    private int endOfLine(int from) {
        int e = from;
        while (e < text.length() && text.charAt(e) != '\n' && text.charAt(e) != '\r') e++;
        return e;
    }

    private void skipBlanks() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) pos++;
    }

    // WSL uses C isalpha/isalnum on wide characters read in the C locale: ASCII letters and digits.
    private static boolean isAlpha(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isAlnum(char c) {
        return isAlpha(c) || c >= '0' && c <= '9';
    }
}
