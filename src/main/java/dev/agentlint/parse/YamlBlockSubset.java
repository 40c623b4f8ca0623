package dev.agentlint.parse;

import static dev.agentlint.parse.YamlSubsetText.BEYOND;

import dev.agentlint.base.Span;
import dev.agentlint.parse.YamlSubsetText.Beyond;
import dev.agentlint.parse.YamlSubsetText.Scalar;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.LineIndex;
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

    /** The text's characters and scalar tokens. */
    private final YamlSubsetText in;
    private final LineIndex lines;
    /** Where the current document ends: the start of the next {@code ---} line, or the text's end. */
    private int docEnd;
    /** Just past the last token read. */
    private int pos;
    private int nodes;

    private YamlBlockSubset(String text, LineIndex lines) {
        this.in = new YamlSubsetText(text);
        this.lines = lines;
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
        in.checkCharacters();
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
            if (docEnd >= in.length) return docs;
            start = in.lineEnd(docEnd);
            explicit = true;
        }
    }

    /**
     * The start of the next line that is {@code ---} (alone, or before a comment) at or after
     * {@code from}; the text's end when there is none. Any other line starting {@code ---},
     * {@code ...} or a directive is beyond the subset.
     */
    private int nextDocumentMarker(int from) throws Beyond {
        for (int i = in.lineStart(from); i < in.length; i = in.lineEnd(i)) {
            char c = in.text.charAt(i);
            if (c == '%') throw BEYOND;
            if (in.text.startsWith("...", i)) throw BEYOND;
            if (!in.text.startsWith("---", i)) continue;
            int after = i + 3;
            if (in.atLineEnd(after)) return i;
            if (in.text.charAt(after) == ' ' && in.restIsBlankOrComment(after)) return i;
            throw BEYOND;
        }
        return in.length;
    }

    /** A block node whose first token is at {@code at}: a sequence or a mapping. */
    private Node block(int at, String pointer, Span keySpan, int depth) throws Beyond {
        if (depth > MAX_DEPTH) throw BEYOND;
        if (in.isSequenceEntry(at)) return sequence(at, pointer, keySpan, depth, false);
        return mapping(at, pointer, keySpan, depth);
    }

    private Node mapping(int start, String pointer, Span keySpan, int depth) throws Beyond {
        count();
        int column = in.column(start);
        List<MapNode.Entry> entries = new ArrayList<>();
        int at = start;
        while (true) {
            Scalar key = in.key(at);
            if (key == null) throw BEYOND;
            if (key.plain() && key.value().equals("<<")) throw BEYOND; // merge keys: SnakeYAML's path applies them
            Span keyAt = YamlTreeParser.span(lines, key.start(), key.end());
            String child = pointer + "/" + YamlTreeParser.escape(key.value());
            entries.add(new MapNode.Entry(key.value(), mappingValue(key.colon() + 1, column, child, keyAt, depth)));
            int next = nextToken(pos);
            if (next >= docEnd || in.column(next) < column) {
                return new MapNode(YamlTreeParser.endAtLastChild(YamlTreeParser.span(lines, start, next),
                        entries.get(entries.size() - 1).value()), keySpan, pointer, null, entries);
            }
            if (in.column(next) > column || in.isSequenceEntry(next)) throw BEYOND;
            at = next;
        }
    }

    /** What follows {@code key:}: a value on the same line, a block below it, or nothing. */
    private Node mappingValue(int afterColon, int column, String pointer, Span keySpan, int depth) throws Beyond {
        int p = in.skipSpaces(afterColon);
        if (in.restIsBlankOrComment(p)) {
            int next = nextToken(p);
            if (next < docEnd && in.column(next) > column) return block(next, pointer, keySpan, depth + 1);
            if (next < docEnd && in.column(next) == column && in.isSequenceEntry(next)) {
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
        int column = in.column(start);
        List<Node> items = new ArrayList<>();
        int at = start;
        while (true) {
            String child = pointer + "/" + items.size();
            int afterDash = at + 1;
            int p = in.skipSpaces(afterDash);
            if (in.restIsBlankOrComment(p)) {
                int next = nextToken(p);
                if (next < docEnd && in.column(next) > column) {
                    items.add(block(next, child, null, depth + 1));
                } else {
                    pos = afterDash;
                    items.add(empty(afterDash, child, null));
                }
            } else if (in.isSequenceEntry(p)) {
                throw BEYOND; // "- - a": a sequence in a sequence on one line
            } else if (in.key(p) != null) {
                items.add(mapping(p, child, null, depth + 1));
            } else {
                items.add(inline(p, column, child, null));
            }
            int next = nextToken(pos);
            if (next >= docEnd || in.column(next) < column || indentless && in.column(next) == column && !in.isSequenceEntry(next)) {
                return new ListNode(YamlTreeParser.endAtLastChild(YamlTreeParser.span(lines, start, next), items.get(items.size() - 1)),
                        keySpan, pointer, null, items);
            }
            if (in.column(next) > column || !in.isSequenceEntry(next)) throw BEYOND;
            at = next;
        }
    }

    /** After a value on its line: only a comment may follow, and no more-indented line may continue it. */
    private void endOfLine(int column) throws Beyond {
        int p = in.skipSpaces(pos);
        if (!in.restIsBlankOrComment(p)) throw BEYOND;
        int next = nextToken(p);
        if (next < docEnd && in.column(next) > column) throw BEYOND;
    }

    /**
     * A value that starts on the line of its key or dash: a scalar or a flow sequence that ends on
     * that line, or a block scalar below it. {@code column} is the enclosing collection's.
     */
    private Node inline(int p, int column, String pointer, Span keySpan) throws Beyond {
        char c = in.text.charAt(p);
        if (c == '|' || c == '>') return blockScalar(p, column, pointer, keySpan);
        Node value;
        if (c == '[') {
            value = flowSequence(p, pointer, keySpan);
        } else if (c == '{') {
            value = flowMapping(p, pointer, keySpan);
        } else {
            Scalar s = c == '"' || c == '\'' ? in.quoted(p) : in.plain(p, false);
            if (s == null) throw BEYOND;
            pos = s.end();
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
        boolean folded = in.text.charAt(start) == '>';
        int i = start + 1;
        char chomp = i < in.length && (in.text.charAt(i) == '-' || in.text.charAt(i) == '+') ? in.text.charAt(i++) : 0;
        if (!in.restIsBlankOrComment(i)) throw BEYOND;
        int line = in.lineEnd(i);
        int leadingBreaks = 0;
        while (line < docEnd && in.isEmptyLine(line)) {
            leadingBreaks++;
            line = in.lineEnd(line);
        }
        if (line >= docEnd) throw BEYOND;
        int indent = in.indentation(line);
        if (indent <= column || in.atLineEnd(line + indent)) throw BEYOND;
        StringBuilder value = new StringBuilder().append("\n".repeat(leadingBreaks));
        boolean first = true;
        int breaks = 0;
        boolean lineBreak;
        int end;
        while (true) {
            int content = line + indent;
            if (folded && in.text.charAt(content) == ' ') throw BEYOND;
            if (!first) value.append(folded ? (breaks == 0 ? " " : "\n".repeat(breaks)) : "\n".repeat(1 + breaks));
            first = false;
            int eol = content;
            while (!in.atLineEnd(eol)) eol++;
            value.append(in.text, content, eol);
            lineBreak = eol < in.length;
            int next = in.lineEnd(eol);
            breaks = 0;
            while (next < docEnd && in.isEmptyLine(next)) {
                breaks++;
                next = in.lineEnd(next);
            }
            end = lineBreak ? Math.min(next, docEnd) : in.length;
            if (next >= docEnd) break;
            int nextIndent = in.indentation(next);
            if (in.atLineEnd(next + nextIndent)) throw BEYOND; // a line of spaces only
            if (nextIndent < indent) break;
            line = next;
        }
        if (chomp != '-' && lineBreak) value.append('\n');
        if (chomp == '+') value.append("\n".repeat(breaks));
        pos = end;
        return new ScalarNode(YamlTreeParser.span(lines, start, end), keySpan, pointer, null, value.toString(), ScalarNode.Type.STRING);
    }

    /** {@code [a, "b"]} on one line, of scalars only. */
    private Node flowSequence(int start, String pointer, Span keySpan) throws Beyond {
        count();
        List<Node> items = new ArrayList<>();
        int p = in.skipSpaces(start + 1);
        if (p < in.length && in.text.charAt(p) == ']') {
            pos = p + 1;
            return new ListNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, items);
        }
        while (true) {
            Scalar s = flowScalar(p);
            if (s.plain() && (s.colon() >= 0 || s.value().isEmpty())) throw BEYOND;
            items.add(scalarNode(s, pointer + "/" + items.size(), null));
            p = in.skipSpaces(s.end());
            char c = p < in.length ? in.text.charAt(p) : 0;
            if (c == ']') {
                pos = p + 1;
                return new ListNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, items);
            }
            if (c != ',') throw BEYOND;
            p = in.skipSpaces(p + 1);
            if (p < in.length && in.text.charAt(p) == ']') throw BEYOND; // a trailing comma
        }
    }

    /** {@code {a: 1, b: "x"}} or {@code {}} on one line, of scalar keys and values only. */
    private Node flowMapping(int start, String pointer, Span keySpan) throws Beyond {
        count();
        List<MapNode.Entry> entries = new ArrayList<>();
        int p = in.skipSpaces(start + 1);
        while (p >= in.length || in.text.charAt(p) != '}') {
            Scalar key = flowScalar(p);
            int colon = key.plain() ? key.colon() : in.skipSpaces(key.end());
            if (colon < 0 || colon >= in.length || in.text.charAt(colon) != ':' || !in.blankOrLineEnd(colon + 1)) throw BEYOND;
            Scalar value = flowScalar(in.skipSpaces(colon + 1));
            if (value.plain() && (value.colon() >= 0 || value.value().isEmpty())) throw BEYOND;
            String child = pointer + "/" + YamlTreeParser.escape(key.value());
            entries.add(new MapNode.Entry(key.value(), scalarNode(value, child, YamlTreeParser.span(lines, key.start(), key.end()))));
            p = in.skipSpaces(value.end());
            char c = p < in.length ? in.text.charAt(p) : 0;
            if (c == ',') {
                p = in.skipSpaces(p + 1);
                if (p < in.length && in.text.charAt(p) == '}') throw BEYOND; // a trailing comma
            } else if (c != '}') {
                throw BEYOND;
            }
        }
        pos = p + 1;
        return new MapNode(YamlTreeParser.span(lines, start, pos), keySpan, pointer, null, entries);
    }

    /** A quoted or plain scalar inside a flow collection, on its line. */
    private Scalar flowScalar(int p) throws Beyond {
        char c = p < in.length ? in.text.charAt(p) : 0;
        Scalar s = c == '"' || c == '\'' ? in.quoted(p) : in.plain(p, true);
        if (s == null) throw BEYOND;
        return s;
    }

    private Node scalarNode(Scalar s, String pointer, Span keySpan) throws Beyond {
        count();
        ScalarNode.Type type = s.plain() ? YamlTreeParser.plainType(s.value()) : ScalarNode.Type.STRING;
        return new ScalarNode(YamlTreeParser.span(lines, s.start(), s.end()), keySpan, pointer, null, s.value(), type);
    }

    /** A key or entry without a value: SnakeYAML's empty plain scalar, where the indicator ends. */
    private Node empty(int at, String pointer, Span keySpan) throws Beyond {
        count();
        return new ScalarNode(YamlTreeParser.span(lines, at, at), keySpan, pointer, null, "", ScalarNode.Type.NULL);
    }

    private void count() throws Beyond {
        if (++nodes > MAX_NODES) throw BEYOND;
    }

    /** The first character at or after {@code from} that is not a space, a line break or in a comment; {@link #docEnd} when none is before it. */
    private int nextToken(int from) {
        int i = from;
        while (i < docEnd) {
            char c = in.text.charAt(i);
            if (c == ' ' || c == '\n' || c == '\r') {
                i++;
            } else if (c == '#' && (i == 0 || YamlSubsetText.isSpaceOrBreak(in.text.charAt(i - 1)))) {
                while (i < docEnd && in.text.charAt(i) != '\n') i++;
            } else {
                return i;
            }
        }
        return docEnd;
    }

}
