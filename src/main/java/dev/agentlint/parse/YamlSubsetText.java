package dev.agentlint.parse;

/**
 * The characters and tokens of a YAML text as {@link YamlBlockSubset} reads them: lines and
 * indentation, and the scalars of the subset (plain, quoted with SnakeYAML's escapes, keys).
 * Whatever lies outside the subset is signalled with {@link #BEYOND}.
 */
final class YamlSubsetText {

    /** SnakeYAML refuses implicit keys longer than 1024 characters; these are left to it a little before that. */
    private static final int MAX_KEY = 1000;

    /** Thrown where the subset ends; cheap, since it is the normal way out for many files. */
    static final class Beyond extends Exception {
        Beyond() {
            super(null, null, false, false);
        }
    }

    @SuppressWarnings("StaticAssignmentOfThrowable") // a signal without a stack trace, thrown and caught inside the reader
    static final Beyond BEYOND = new Beyond();

    final String text;
    final int length;

    YamlSubsetText(String text) {
        this.text = text;
        this.length = text.length();
    }

    /**
     * Printable text without tabs, lone CRs, BOMs, lone surrogates or the line breaks only YAML 1.1
     * knows. A surrogate pair (an emoji) is fine: SnakeYAML counts it as one column where this
     * reader counts two, but columns are only compared at the indentation, which is spaces.
     */
    void checkCharacters() throws Beyond {
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c <= 0x7e || c == '\n') continue;
            if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') continue;
            if (c >= 0xa0 && c < 0xd800 && c != 0x2028 && c != 0x2029) continue;
            if (c >= 0xe000 && c <= 0xfffd && c != 0xfeff) continue;
            if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
                continue;
            }
            throw BEYOND;
        }
    }

    /** A line with nothing on it, not even a space. */
    boolean isEmptyLine(int lineStart) {
        return atLineEnd(lineStart) && lineStart < length;
    }

    /** How many spaces a line starts with. */
    int indentation(int lineStart) {
        int i = lineStart;
        while (i < length && text.charAt(i) == ' ') i++;
        return i - lineStart;
    }

    /** A scalar token: its value, whether it was plain, and where it starts and ends. */
    record Scalar(String value, boolean plain, int start, int end, int colon) {}

    /** A key and its colon at {@code at} ({@code name:} followed by a space or the line's end), or null. */
    Scalar key(int at) throws Beyond {
        char c = text.charAt(at);
        Scalar k = c == '"' || c == '\'' ? quoted(at) : plain(at, false);
        if (k == null) return null;
        int colon = k.plain ? k.colon : skipSpaces(k.end);
        if (colon < 0 || colon >= length || text.charAt(colon) != ':' || !blankOrLineEnd(colon + 1)) return null;
        if (colon - k.start > MAX_KEY) throw BEYOND;
        return new Scalar(k.value, k.plain, k.start, k.end, colon);
    }

    /**
     * A plain scalar on one line. It ends at a comment, the line's end, or (in a flow sequence) a
     * comma or bracket; {@code colon} is where a {@code ": "} ends it, -1 when none does. Null when
     * it starts with an indicator, or holds what the subset leaves to SnakeYAML.
     */
    Scalar plain(int start, boolean flow) throws Beyond {
        char first = start < length ? text.charAt(start) : 0;
        if ("&*!|>%@`#,[]{}\"'".indexOf(first) >= 0 || first == 0) return null;
        if ((first == '-' || first == '?' || first == ':') && blankOrLineEnd(start + 1)) return null;
        if (first == '?' || first == ':') return null;
        int end = start;
        int i = start;
        int colon = -1;
        while (!atLineEnd(i)) {
            char c = text.charAt(i);
            if (c == ':' && blankOrLineEnd(i + 1)) {
                colon = i;
                break;
            }
            if (c == '#' && text.charAt(i - 1) == ' ') break;
            if (flow && (c == ',' || c == ']' || c == '}')) break;
            // SnakeYAML (YAML 1.1) ends a flow scalar at '?' too: any indicator in a flow item is left to it.
            if (flow && "[{:#?\"'&*!|>%@`".indexOf(c) >= 0) throw BEYOND;
            if (c != ' ') end = i + 1;
            i++;
        }
        return new Scalar(text.substring(start, end), true, start, end, colon);
    }

    /** A quoted scalar that closes on its line, with SnakeYAML's escapes in a double-quoted one. */
    Scalar quoted(int start) throws Beyond {
        char q = text.charAt(start);
        StringBuilder value = null;
        int from = start + 1;
        for (int i = start + 1; !atLineEnd(i); i++) {
            char c = text.charAt(i);
            if (q == '"' && c == '\\') {
                if (value == null) value = new StringBuilder();
                value.append(text, from, i);
                i = escape(i, value);
                from = i + 1;
                continue;
            }
            if (c != q) continue;
            if (q == '\'' && i + 1 < length && text.charAt(i + 1) == '\'') {
                if (value == null) value = new StringBuilder();
                value.append(text, from, i + 1);
                from = i + 2;
                i++;
                continue;
            }
            String v = value == null ? text.substring(from, i) : value.append(text, from, i).toString();
            return new Scalar(v, false, start, i + 1, -1);
        }
        throw BEYOND; // it goes on to the next line
    }

    /**
     * The escape at {@code backslash} appended as SnakeYAML 2 decodes it (YAML 1.1's set: no
     * {@code \/}); returns the index of its last character. An unknown escape, a line
     * continuation, and a code that is no Unicode scalar value are left to SnakeYAML.
     */
    int escape(int backslash, StringBuilder out) throws Beyond {
        char e = backslash + 1 < length ? text.charAt(backslash + 1) : 0;
        String simple = switch (e) {
            case '0' -> "\0";
            case 'a' -> "\u0007";
            case 'b' -> "\b";
            case 't' -> "\t";
            case 'n' -> "\n";
            case 'v' -> "\u000b";
            case 'f' -> "\f";
            case 'r' -> "\r";
            case 'e' -> "\u001b";
            case ' ' -> " ";
            case '"' -> "\"";
            case '\\' -> "\\";
            case 'N' -> "\u0085";
            case '_' -> "\u00a0";
            case 'L' -> "\u2028";
            case 'P' -> "\u2029";
            default -> null;
        };
        if (simple != null) {
            out.append(simple);
            return backslash + 1;
        }
        int digits = e == 'x' ? 2 : e == 'u' ? 4 : e == 'U' ? 8 : 0;
        if (digits == 0 || backslash + 2 + digits > length) throw BEYOND;
        long code = 0;
        for (int k = 0; k < digits; k++) {
            char h = text.charAt(backslash + 2 + k);
            int d = h < 128 ? Character.digit(h, 16) : -1;
            if (d < 0) throw BEYOND;
            code = code * 16 + d;
        }
        if (code > 0x10ffff || code >= 0xd800 && code <= 0xdfff) throw BEYOND;
        out.appendCodePoint((int) code);
        return backslash + 1 + digits;
    }

    boolean isSequenceEntry(int at) {
        return at < length && text.charAt(at) == '-' && blankOrLineEnd(at + 1);
    }

    boolean restIsBlankOrComment(int from) {
        int i = skipSpaces(from);
        return atLineEnd(i) || text.charAt(i) == '#' && (i == 0 || isSpaceOrBreak(text.charAt(i - 1)));
    }

    int skipSpaces(int from) {
        int i = from;
        while (i < length && text.charAt(i) == ' ') i++;
        return i;
    }

    boolean blankOrLineEnd(int i) {
        return atLineEnd(i) || text.charAt(i) == ' ';
    }

    boolean atLineEnd(int i) {
        return i >= length || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    static boolean isSpaceOrBreak(char c) {
        return c == ' ' || c == '\n' || c == '\r';
    }

    int column(int offset) {
        return offset - lineStart(offset);
    }

    int lineStart(int offset) {
        int nl = offset == 0 ? -1 : text.lastIndexOf('\n', offset - 1);
        return nl + 1;
    }

    /** The start of the line after the one holding {@code offset}, or the text's end. */
    int lineEnd(int offset) {
        int nl = text.indexOf('\n', offset);
        return nl < 0 ? length : nl + 1;
    }
}
