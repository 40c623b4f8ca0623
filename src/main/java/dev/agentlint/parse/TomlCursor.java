package dev.agentlint.parse;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;

/**
 * A position in a TOML document and the lexical pieces of TOML 1.0 read from it: whitespace,
 * comments, newlines, keys and the four kinds of string. Every error names where it happened.
 */
final class TomlCursor {

    final String text;
    final LineIndex lines;
    /** Where every comment read goes; null when nobody asked. */
    final CommentSpans.Recorder comments;
    int pos;

    TomlCursor(String text, LineIndex lines, CommentSpans.Recorder comments) {
        this.text = text;
        this.lines = lines;
        this.comments = comments;
    }

    boolean atEnd() {
        return pos >= text.length();
    }

    /** The character at {@code pos + ahead}, or 0 past the end. */
    char peek(int ahead) {
        int i = pos + ahead;
        return i < text.length() ? text.charAt(i) : 0;
    }

    char peek() {
        return peek(0);
    }

    boolean lookingAt(String s) {
        return text.startsWith(s, pos);
    }

    Span span(int from, int to) {
        return lines.span(from, to);
    }

    ParseException error(String message) {
        return error(message, pos);
    }

    ParseException error(String message, int at) {
        int o = Math.min(at, text.length());
        return new ParseException(message, Span.point(lines.line(o), lines.column(o)));
    }

    void skipBlanks() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) pos++;
    }

    /** A comment up to (not including) the line's end; TOML forbids control characters other than tab in it. */
    void skipComment() throws ParseException {
        if (peek() != '#') return;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '\n' || (c == '\r' && peek(1) == '\n')) break;
            if (isControl(c)) throw error("control character U+" + hex(c) + " in a comment");
            pos++;
        }
        if (comments != null) comments.line(start, pos, 1);
    }

    boolean atNewline() {
        char c = peek();
        return c == '\n' || (c == '\r' && peek(1) == '\n');
    }

    /** Past a LF or CRLF if one is here. */
    boolean newline() {
        if (peek() == '\n') {
            pos++;
            return true;
        }
        if (peek() == '\r' && peek(1) == '\n') {
            pos += 2;
            return true;
        }
        return false;
    }

    /** Blanks, comments and newlines, as allowed between the elements of an array. */
    void skipBlanksCommentsAndNewlines() throws ParseException {
        while (true) {
            skipBlanks();
            skipComment();
            if (!newline()) return;
        }
    }

    /** What must follow a key/value pair or a table header: blanks, a comment, then a newline or the end. */
    void endOfLine(String after) throws ParseException {
        skipBlanks();
        skipComment();
        if (!atEnd() && !newline()) throw error("expected the end of the line after " + after + ", found " + found());
    }

    /** One part of a key: bare, "basic" or 'literal'. */
    String keyPart() throws ParseException {
        char c = peek();
        if (c == '"') {
            if (lookingAt("\"\"\"")) throw error("a key cannot be a multi-line string");
            return basicString();
        }
        if (c == '\'') {
            if (lookingAt("'''")) throw error("a key cannot be a multi-line string");
            return literalString();
        }
        int start = pos;
        while (pos < text.length() && isBareKeyChar(text.charAt(pos))) pos++;
        if (pos == start) throw error("expected a key, found " + found());
        return text.substring(start, pos);
    }

    static boolean isBareKeyChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    /** A "basic" string on one line, escapes decoded; the cursor is at the opening quote. */
    String basicString() throws ParseException {
        int open = pos++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (atEnd() || atNewline() || peek() == '\r') throw error("unterminated string", open);
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return out.toString();
            }
            if (c == '\\') {
                escape(out);
            } else {
                if (isControl(c)) throw error("control character U+" + hex(c) + " in a string");
                out.append(c);
                pos++;
            }
        }
    }

    /** A 'literal' string on one line; the cursor is at the opening quote. */
    String literalString() throws ParseException {
        int open = pos++;
        int start = pos;
        while (true) {
            if (atEnd() || atNewline() || peek() == '\r') throw error("unterminated string", open);
            char c = text.charAt(pos);
            if (c == '\'') {
                pos++;
                return text.substring(start, pos - 1);
            }
            if (isControl(c)) throw error("control character U+" + hex(c) + " in a string");
            pos++;
        }
    }

    /** A """multi-line basic""" string; the cursor is at the opening delimiter. */
    String multilineBasicString() throws ParseException {
        int open = pos;
        pos += 3;
        newline(); // a newline right after the delimiter is not part of the string
        StringBuilder out = new StringBuilder();
        while (true) {
            if (atEnd()) throw error("unterminated multi-line string", open);
            char c = text.charAt(pos);
            if (c == '"' && lookingAt("\"\"\"")) {
                // Up to two quotes may sit against the closing delimiter and belong to the string.
                int quotes = 3;
                while (quotes < 5 && peek(quotes) == '"') quotes++;
                out.append("\"".repeat(quotes - 3));
                pos += quotes;
                return out.toString();
            }
            if (c == '\\' && lineEndingBackslash()) continue;
            if (c == '\\') {
                escape(out);
            } else if (newline()) {
                out.append('\n'); // a CRLF is read as LF, as tomlj did
            } else {
                if (isControl(c)) throw error("control character U+" + hex(c) + " in a string");
                out.append(c);
                pos++;
            }
        }
    }

    /** A '''multi-line literal''' string; the cursor is at the opening delimiter. */
    String multilineLiteralString() throws ParseException {
        int open = pos;
        pos += 3;
        newline();
        int start = pos;
        while (true) {
            if (atEnd()) throw error("unterminated multi-line string", open);
            char c = text.charAt(pos);
            if (c == '\'' && lookingAt("'''")) {
                int quotes = 3;
                while (quotes < 5 && peek(quotes) == '\'') quotes++;
                String s = text.substring(start, pos + quotes - 3);
                pos += quotes;
                // Every CR left here ends a CRLF (a lone one is refused below): read as LF, as tomlj did.
                return s.indexOf('\r') < 0 ? s : s.replace("\r\n", "\n");
            }
            if (!newline()) {
                if (isControl(c)) throw error("control character U+" + hex(c) + " in a string");
                pos++;
            }
        }
    }

    /**
     * A backslash that is the last non-blank character of its line: it and every blank and
     * newline after it are trimmed. The cursor moves past them when this answers true.
     */
    private boolean lineEndingBackslash() {
        int i = pos + 1;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) i++;
        boolean lineEnd = i < text.length() && (text.charAt(i) == '\n' || (text.charAt(i) == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n'));
        if (!lineEnd) return false;
        pos = i;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ' ' || c == '\t') pos++;
            else if (!newline()) break;
        }
        return true;
    }

    private void escape(StringBuilder out) throws ParseException {
        int at = pos;
        char e = peek(1);
        pos += 2;
        switch (e) {
            case 'b' -> out.append('\b');
            case 't' -> out.append('\t');
            case 'n' -> out.append('\n');
            case 'f' -> out.append('\f');
            case 'r' -> out.append('\r');
            case '"' -> out.append('"');
            case '\\' -> out.append('\\');
            case 'e' -> out.append('\u001b'); // \e and \xHH: TOML 1.1, which tomlj read
            case 'x' -> out.appendCodePoint(unicode(at, 2));
            case 'u' -> out.appendCodePoint(unicode(at, 4));
            case 'U' -> out.appendCodePoint(unicode(at, 8));
            default -> throw error("invalid escape sequence \\" + (at + 1 < text.length() ? printable(e) : ""), at);
        }
    }

    private int unicode(int at, int digits) throws ParseException {
        if (pos + digits > text.length()) throw error("incomplete \\" + text.charAt(at + 1) + " escape", at);
        int cp = 0;
        for (int i = 0; i < digits; i++) {
            int d = Character.digit(text.charAt(pos + i), 16);
            if (d < 0) throw error("invalid \\" + text.charAt(at + 1) + " escape", at);
            cp = cp * 16 + d;
            if (cp > 0x10FFFF) throw error("\\U escape beyond U+10FFFF", at);
        }
        if (cp >= 0xD800 && cp <= 0xDFFF) throw error("\\u escape of a surrogate, which is no Unicode scalar value", at);
        pos += digits;
        return cp;
    }

    /** What TOML forbids raw in strings and comments: C0 controls other than tab, and DEL. */
    static boolean isControl(char c) {
        return (c < 0x20 && c != '\t') || c == 0x7f;
    }

    /** What is at the cursor, for an error message. */
    String found() {
        if (atEnd()) return "the end of the file";
        char c = peek();
        if (c == '\r' && peek(1) != '\n') return "a carriage return without a line feed";
        if (isBareKeyChar(c)) {
            int end = pos;
            while (end < text.length() && end - pos < 20 && isBareKeyChar(text.charAt(end))) end++;
            return "'" + text.substring(pos, end) + "'";
        }
        return c == '\n' || c == '\r' ? "the end of the line" : "'" + printable(c) + "'";
    }

    private static String printable(char c) {
        return c < 0x20 || c == 0x7f ? "U+" + hex(c) : String.valueOf(c);
    }

    private static String hex(char c) {
        return String.format("%04X", (int) c);
    }
}
