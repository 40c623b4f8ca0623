package dev.agentlint.parse;

import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.read.LineIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * The plain block subset of YAML that most configuration files are written in, read without
 * SnakeYAML (ADR 0027): block mappings and sequences, one-line plain and quoted scalars, literal
 * and folded block scalars, one-line flow sequences and mappings of scalars, comments, and
 * {@code ---} between documents. It gives the tree {@link YamlTreeParser}'s SnakeYAML path gives,
 * with the same spans, or null for anything else (anchors, tags, multi-line plain and quoted
 * scalars, nested flow collections, tabs, merge keys, errors): SnakeYAML reads those files, so
 * this reader never has to be right about them, only about knowing where its subset ends.
 */
final class YamlBlockSubset {

    private static final int MAX_DEPTH = 64;
    private static final int MAX_NODES = 100_000;
    /** SnakeYAML refuses implicit keys longer than 1024 characters; these are left to it a little before that. */
    private static final int MAX_KEY = 1000;

    /** Thrown where the subset ends; cheap, since it is the normal way out for many files. */
    private static final class Beyond extends Exception {
        Beyond() {
            super(null, null, false, false);
        }
    }

    private static final Beyond BEYOND = new Beyond();

    private final String text;
    private final LineIndex lines;
    private final int length;
    /** Where the current document ends: the start of the next {@code ---} line, or the text's end. */
    private int docEnd;
    /** Just past the last token read. */
    private int pos;
    private int nodes;

    private YamlBlockSubset(String text, LineIndex lines) {
        this.text = text;
        this.lines = lines;
        this.length = text.length();
    }

    /** The documents of a YAML stream, or null when it is not written in the subset. */
    static List<Node> read(String text, LineIndex lines) {
        YamlBlockSubset reader = new YamlBlockSubset(text, lines);
        try {
            return reader.documents();
        } catch (Beyond beyond) {
            return null;
        }
    }

    private List<Node> documents() throws Beyond {
        checkCharacters();
        List<Node> docs = new ArrayList<>(1);
        int start = 0;
        boolean explicit = false;
        while (true) {
            docEnd = nextDocumentMarker(start);
            int first = nextToken(start);
            if (first < docEnd) {
                docs.add(block(first, "", null, 0));
                if (nextToken(pos) < docEnd) throw BEYOND;
            } else if (explicit) {
                throw BEYOND; // "---" and nothing after it: SnakeYAML makes that document a null scalar
            }
            if (docEnd >= length) return docs;
            start = lineEnd(docEnd);
            explicit = true;
        }
    }

    /** Printable text without tabs, lone CRs, BOMs, surrogates or the line breaks only YAML 1.1 knows. */
    private void checkCharacters() throws Beyond {
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c <= 0x7e || c == '\n') continue;
            if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') continue;
            if (c >= 0xa0 && c < 0xd800 && c != 0x2028 && c != 0x2029) continue;
            if (c >= 0xe000 && c <= 0xfffd && c != 0xfeff) continue;
            throw BEYOND;
        }
    }

    /**
     * The start of the next line that is {@code ---} (alone, or before a comment) at or after
     * {@code from}; the text's end when there is none. Any other line starting {@code ---},
     * {@code ...} or a directive is beyond the subset.
     */
    private int nextDocumentMarker(int from) throws Beyond {
        for (int i = lineStart(from); i < length; i = lineEnd(i)) {
            char c = text.charAt(i);
            if (c == '%') throw BEYOND;
            if (text.startsWith("...", i)) throw BEYOND;
            if (!text.startsWith("---", i)) continue;
            int after = i + 3;
            if (atLineEnd(after)) return i;
            if (text.charAt(after) == ' ' && restIsBlankOrComment(after)) return i;
            throw BEYOND;
        }
        return length;
    }

    /** A block node whose first token is at {@code at}: a sequence or a mapping. */
    private Node block(int at, String pointer, Span keySpan, int depth) throws Beyond {
        if (depth > MAX_DEPTH) throw BEYOND;
        if (isSequenceEntry(at)) return sequence(at, pointer, keySpan, depth, false);
        return mapping(at, pointer, keySpan, depth);
    }

    private Node mapping(int start, String pointer, Span keySpan, int depth) throws Beyond {
        count();
        int column = column(start);
        List<MapNode.Entry> entries = new ArrayList<>();
        int at = start;
        while (true) {
            Scalar key = key(at);
            if (key == null) throw BEYOND;
            if (key.plain && key.value.equals("<<")) throw BEYOND; // merge keys: SnakeYAML's path applies them
            Span keyAt = YamlTreeParser.span(lines, key.start, key.end);
            String child = pointer + "/" + YamlTreeParser.escape(key.value);
            entries.add(new MapNode.Entry(key.value, mappingValue(key.colon + 1, column, child, keyAt, depth)));
            int next = nextToken(pos);
            if (next >= docEnd || column(next) < column) {
                return new MapNode(YamlTreeParser.span(lines, start, next), keySpan, pointer, null, entries);
            }
            if (column(next) > column || isSequenceEntry(next)) throw BEYOND;
            at = next;
        }
    }

    /** What follows {@code key:}: a value on the same line, a block below it, or nothing. */
    private Node mappingValue(int afterColon, int column, String pointer, Span keySpan, int depth) throws Beyond {
        int p = skipSpaces(afterColon);
        if (restIsBlankOrComment(p)) {
            int next = nextToken(p);
            if (next < docEnd && column(next) > column) return block(next, pointer, keySpan, depth + 1);
            if (next < docEnd && column(next) == column && isSequenceEntry(next)) {
                return sequence(next, pointer, keySpan, depth + 1, true);
            }
            pos = afterColon;
            return empty(afterColon, pointer, keySpan);
        }
        return inline(p, column, pointer, keySpan);
    }

    /**
     * {@code - item} lines at one column. An indentless sequence (the value of a key at the same
     * column) ends at the next key; any other ends where the indentation drops.
     */
    private Node sequence(int start, String pointer, Span keySpan, int depth, boolean indentless) throws Beyond {
        count();
        int column = column(start);
        List<Node> items = new ArrayList<>();
        int at = start;
        while (true) {
            String child = pointer + "/" + items.size();
            int afterDash = at + 1;
            int p = skipSpaces(afterDash);
            if (restIsBlankOrComment(p)) {
                int next = nextToken(p);
                if (next < docEnd && column(next) > column) {
                    items.add(block(next, child, null, depth + 1));
                } else {
                    pos = afterDash;
                    items.add(empty(afterDash, child, null));
                }
            } else if (isSequenceEntry(p)) {
                throw BEYOND; // "- - a": a sequence in a sequence on one line
            } else if (key(p) != null) {
                items.add(mapping(p, child, null, depth + 1));
            } else {
                items.add(inline(p, column, child, null));
            }
            int next = nextToken(pos);
            if (next >= docEnd || column(next) < column || indentless && column(next) == column && !isSequenceEntry(next)) {
                return new ListNode(YamlTreeParser.span(lines, start, next), keySpan, pointer, null, items);
            }
            if (column(next) > column || !isSequenceEntry(next)) throw BEYOND;
            at = next;
        }
    }

    /** After a value on its line: only a comment may follow, and no more-indented line may continue it. */
    private void endOfLine(int column) throws Beyond {
        int p = skipSpaces(pos);
        if (!restIsBlankOrComment(p)) throw BEYOND;
        int next = nextToken(p);
        if (next < docEnd && column(next) > column) throw BEYOND;
    }

    /**
     * A value that starts on the line of its key or dash: a scalar or a flow sequence that ends on
     * that line, or a block scalar below it. {@code column} is the enclosing collection's.
     */
    private Node inline(int p, int column, String pointer, Span keySpan) throws Beyond {
        char c = text.charAt(p);
        if (c == '|' || c == '>') return blockScalar(p, column, pointer, keySpan);
        Node value;
        if (c == '[') {
            value = flowSequence(p, pointer, keySpan);
        } else if (c == '{') {
            value = flowMapping(p, pointer, keySpan);
        } else {
            Scalar s = c == '"' || c == '\'' ? quoted(p) : plain(p, false);
            if (s == null) throw BEYOND;
            pos = s.end;
            value = scalarNode(s, pointer, keySpan);
        }
        endOfLine(column);
        return value;
    }

    /**
     * A literal ({@code |}) or folded ({@code >}) block scalar, with a chomping indicator or none,
     * as SnakeYAML reads one: lines at the indentation of the first, joined by line breaks
     * (literal) or spaces (folded), empty lines kept as breaks. Left to SnakeYAML: an explicit
     * indentation, lines holding only spaces, a folded scalar's more-indented lines, and a scalar
     * with no content line. It ends where SnakeYAML's token does: at the start of the first line
     * after its content and trailing empty lines.
     */
    private Node blockScalar(int start, int column, String pointer, Span keySpan) throws Beyond {
        count();
        boolean folded = text.charAt(start) == '>';
        int i = start + 1;
        char chomp = i < length && (text.charAt(i) == '-' || text.charAt(i) == '+') ? text.charAt(i++) : 0;
        if (!restIsBlankOrComment(i)) throw BEYOND;
        int line = lineEnd(i);
        int leadingBreaks = 0;
        while (line < docEnd && isEmptyLine(line)) {
            leadingBreaks++;
            line = lineEnd(line);
        }
        if (line >= docEnd) throw BEYOND;
        int indent = indentation(line);
        if (indent <= column || atLineEnd(line + indent)) throw BEYOND;
        StringBuilder value = new StringBuilder().append("\n".repeat(leadingBreaks));
        boolean first = true;
        int breaks = 0;
        boolean lineBreak;
        int end;
        while (true) {
            int content = line + indent;
            if (folded && text.charAt(content) == ' ') throw BEYOND;
            if (!first) value.append(folded ? (breaks == 0 ? " " : "\n".repeat(breaks)) : "\n".repeat(1 + breaks));
            first = false;
            int eol = content;
            while (!atLineEnd(eol)) eol++;
            value.append(text, content, eol);
            lineBreak = eol < length;
            int next = lineEnd(eol);
            breaks = 0;
            while (next < docEnd && isEmptyLine(next)) {
                breaks++;
                next = lineEnd(next);
            }
            end = lineBreak ? Math.min(next, docEnd) : length;
            if (next >= docEnd) break;
            int nextIndent = indentation(next);
            if (atLineEnd(next + nextIndent)) throw BEYOND; // a line of spaces only
            if (nextIndent < indent) break;
            line = next;
        }
        if (chomp != '-' && lineBreak) value.append('\n');
        if (chomp == '+') value.append("\n".repeat(breaks));
        pos = end;
        return new ScalarNode(YamlTreeParser.span(lines, start, end), keySpan, pointer, null, value.toString(), ScalarNode.Type.STRING);
    }

    /** A line with nothing on it, not even a space. */
    private boolean isEmptyLine(int lineStart) {
        return atLineEnd(lineStart) && lineStart < length;
    }

    /** How many spaces a line starts with. */
    private int indentation(int lineStart) {
        int i = lineStart;
        while (i < length && text.charAt(i) == ' ') i++;
        return i - lineStart;
    }

    /** {@code [a, "b"]} on one line, of scalars only. */
    private Node flowSequence(int start, String pointer, Span keySpan) throws Beyond {
        count();
        List<Node> items = new ArrayList<>();
        int p = skipSpaces(start + 1);
        if (p < length && text.charAt(p) == ']') {
            pos = p + 1;
            return new ListNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, items);
        }
        while (true) {
            Scalar s = flowScalar(p);
            if (s.plain && (s.colon >= 0 || s.value.isEmpty())) throw BEYOND;
            items.add(scalarNode(s, pointer + "/" + items.size(), null));
            p = skipSpaces(s.end);
            char c = p < length ? text.charAt(p) : 0;
            if (c == ']') {
                pos = p + 1;
                return new ListNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, items);
            }
            if (c != ',') throw BEYOND;
            p = skipSpaces(p + 1);
            if (p < length && text.charAt(p) == ']') throw BEYOND; // a trailing comma
        }
    }

    /** {@code {a: 1, b: "x"}} or {@code {}} on one line, of scalar keys and values only. */
    private Node flowMapping(int start, String pointer, Span keySpan) throws Beyond {
        count();
        List<MapNode.Entry> entries = new ArrayList<>();
        int p = skipSpaces(start + 1);
        while (p >= length || text.charAt(p) != '}') {
            Scalar key = flowScalar(p);
            int colon = key.plain ? key.colon : skipSpaces(key.end);
            if (colon < 0 || colon >= length || text.charAt(colon) != ':' || !blankOrLineEnd(colon + 1)) throw BEYOND;
            Scalar value = flowScalar(skipSpaces(colon + 1));
            if (value.plain && (value.colon >= 0 || value.value.isEmpty())) throw BEYOND;
            String child = pointer + "/" + YamlTreeParser.escape(key.value);
            entries.add(new MapNode.Entry(key.value, scalarNode(value, child, YamlTreeParser.span(lines, key.start, key.end))));
            p = skipSpaces(value.end);
            char c = p < length ? text.charAt(p) : 0;
            if (c == ',') {
                p = skipSpaces(p + 1);
                if (p < length && text.charAt(p) == '}') throw BEYOND; // a trailing comma
            } else if (c != '}') {
                throw BEYOND;
            }
        }
        pos = p + 1;
        return new MapNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, entries);
    }

    /** A quoted or plain scalar inside a flow collection, on its line. */
    private Scalar flowScalar(int p) throws Beyond {
        char c = p < length ? text.charAt(p) : 0;
        Scalar s = c == '"' || c == '\'' ? quoted(p) : plain(p, true);
        if (s == null) throw BEYOND;
        return s;
    }

    /** A scalar token: its value, whether it was plain, and where it starts and ends. */
    private record Scalar(String value, boolean plain, int start, int end, int colon) {}

    /** A key and its colon at {@code at} ({@code name:} followed by a space or the line's end), or null. */
    private Scalar key(int at) throws Beyond {
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
    private Scalar plain(int start, boolean flow) throws Beyond {
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
    private Scalar quoted(int start) throws Beyond {
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
    private int escape(int backslash, StringBuilder out) throws Beyond {
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

    private Node scalarNode(Scalar s, String pointer, Span keySpan) throws Beyond {
        count();
        ScalarNode.Type type = s.plain ? YamlTreeParser.plainType(s.value) : ScalarNode.Type.STRING;
        return new ScalarNode(YamlTreeParser.span(lines, s.start, s.end), keySpan, pointer, null, s.value, type);
    }

    /** A key or entry without a value: SnakeYAML's empty plain scalar, where the indicator ends. */
    private Node empty(int at, String pointer, Span keySpan) throws Beyond {
        count();
        return new ScalarNode(YamlTreeParser.span(lines, at, at), keySpan, pointer, null, "", ScalarNode.Type.NULL);
    }

    private void count() throws Beyond {
        if (++nodes > MAX_NODES) throw BEYOND;
    }

    private boolean isSequenceEntry(int at) {
        return at < length && text.charAt(at) == '-' && blankOrLineEnd(at + 1);
    }

    /** The first character at or after {@code from} that is not a space, a line break or in a comment; {@link #docEnd} when none is before it. */
    private int nextToken(int from) {
        int i = from;
        while (i < docEnd) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\n' || c == '\r') {
                i++;
            } else if (c == '#' && (i == 0 || isSpaceOrBreak(text.charAt(i - 1)))) {
                while (i < docEnd && text.charAt(i) != '\n') i++;
            } else {
                return i;
            }
        }
        return docEnd;
    }

    private boolean restIsBlankOrComment(int from) {
        int i = skipSpaces(from);
        return atLineEnd(i) || text.charAt(i) == '#' && (i == 0 || isSpaceOrBreak(text.charAt(i - 1)));
    }

    private int skipSpaces(int from) {
        int i = from;
        while (i < length && text.charAt(i) == ' ') i++;
        return i;
    }

    private boolean blankOrLineEnd(int i) {
        return atLineEnd(i) || text.charAt(i) == ' ';
    }

    private boolean atLineEnd(int i) {
        return i >= length || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    private static boolean isSpaceOrBreak(char c) {
        return c == ' ' || c == '\n' || c == '\r';
    }

    private int column(int offset) {
        return offset - lineStart(offset);
    }

    private int lineStart(int offset) {
        int nl = offset == 0 ? -1 : text.lastIndexOf('\n', offset - 1);
        return nl + 1;
    }

    /** The start of the line after the one holding {@code offset}, or the text's end. */
    private int lineEnd(int offset) {
        int nl = text.indexOf('\n', offset);
        return nl < 0 ? length : nl + 1;
    }
}
