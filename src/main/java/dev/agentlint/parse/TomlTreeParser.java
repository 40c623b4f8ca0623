package dev.agentlint.parse;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.parse.TomlTables.Item;
import dev.agentlint.parse.TomlTables.KeyPart;
import dev.agentlint.parse.TomlTables.Scalar;
import dev.agentlint.parse.TomlTables.Table;
import dev.agentlint.parse.TomlTables.Values;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;

/**
 * TOML 1.0 into a {@link Node} tree: a recursive-descent reader over the source text, so every key
 * and value has its exact span (ADR 0026 says why agentlint reads TOML itself). The first error
 * ends the parse, at the position where it was found.
 */
public final class TomlTreeParser {

    static final int MAX_DEPTH = 128;

    private final TomlCursor in;
    private final TomlTables tables;

    private TomlTreeParser(String text, LineIndex lines, CommentSpans.Recorder comments) {
        this.in = new TomlCursor(text, lines, comments);
        Span whole = new Span(1, 1, Math.max(1, lines.lineCount()), lines.lineText(lines.lineCount()).length() + 1);
        this.tables = new TomlTables(whole);
    }

    public static Node parse(SourceFile file) throws ParseException {
        return parse(file, null);
    }

    /** As {@link #parse(SourceFile)}, recording every comment in {@code comments} (may be null); on an error, those before it. */
    public static Node parse(SourceFile file, CommentSpans.Recorder comments) throws ParseException {
        return new TomlTreeParser(file.text(), file.lines(), comments).document();
    }

    public static Node parse(String text) throws ParseException {
        return parse(text, new LineIndex(text));
    }

    private static Node parse(String text, LineIndex lines) throws ParseException {
        return new TomlTreeParser(text, lines, null).document();
    }

    private Node document() throws ParseException {
        Table current = tables.root;
        while (true) {
            in.skipBlanks();
            if (in.atEnd()) return tables.toNode();
            char c = in.peek();
            if (c == '[') {
                current = header();
                in.endOfLine("a table header");
            } else if (c == '#' || in.atNewline()) {
                in.endOfLine("a comment");
            } else {
                keyValue(current, 0);
                in.endOfLine("a value");
            }
        }
    }

    /** {@code [a.b]} or {@code [[a.b]]}: the table that the following key/value pairs go into. */
    private Table header() throws ParseException {
        int start = in.pos;
        boolean array = in.lookingAt("[[");
        in.pos += array ? 2 : 1;
        in.skipBlanks();
        List<KeyPart> key = key();
        in.skipBlanks();
        String close = array ? "]]" : "]";
        if (!in.lookingAt(close)) throw in.error("expected " + close + " to close the table header, found " + in.found());
        in.pos += close.length();
        Span at = in.span(start, in.pos);
        return array ? tables.appendTable(key, at, in, start) : tables.defineTable(key, at, in, start);
    }

    /** {@code key = value} into a table: a document's current table, or an inline table being read. */
    private void keyValue(Table table, int depth) throws ParseException {
        int start = in.pos;
        List<KeyPart> key = key();
        in.skipBlanks();
        if (in.peek() != '=') throw in.error("expected '=' after a key, found " + in.found());
        in.pos++;
        in.skipBlanks();
        TomlTables.put(table, key, value(depth), in, start);
    }

    /** A key of one or more dotted parts; each part's span runs from the key's start to the part's end. */
    private List<KeyPart> key() throws ParseException {
        int first = in.pos;
        List<KeyPart> parts = new ArrayList<>(2);
        while (true) {
            String name = in.keyPart();
            parts.add(new KeyPart(name, in.span(first, in.pos)));
            if (parts.size() > MAX_DEPTH) throw in.error("a key of more than " + MAX_DEPTH + " parts", first);
            int afterPart = in.pos;
            in.skipBlanks();
            if (in.peek() != '.') {
                in.pos = afterPart;
                return parts;
            }
            in.pos++;
            in.skipBlanks();
        }
    }

    private Item value(int depth) throws ParseException {
        if (depth > MAX_DEPTH) throw in.error("TOML nested deeper than " + MAX_DEPTH + " levels");
        int start = in.pos;
        if (in.atEnd()) throw in.error("expected a value, found the end of the file");
        char c = in.peek();
        if (c == '[') return array(depth);
        if (c == '{') return inlineTable(depth);
        Object v;
        if (c == '"') {
            v = in.lookingAt("\"\"\"") ? in.multilineBasicString() : in.basicString();
        } else if (c == '\'') {
            v = in.lookingAt("'''") ? in.multilineLiteralString() : in.literalString();
        } else {
            v = unquoted();
        }
        return new Scalar(in.span(start, in.pos), v);
    }

    private Object unquoted() throws ParseException {
        int start = in.pos;
        skipValueChars();
        // A date and a time with a space between them are one value (1979-05-27 07:32:00Z).
        if (in.pos - start == 10 && in.text.charAt(start + 4) == '-' && in.peek() == ' '
                && Character.isDigit(in.peek(1)) && Character.isDigit(in.peek(2)) && in.peek(3) == ':') {
            in.pos++;
            skipValueChars();
        }
        if (in.pos == start) throw in.error("expected a value, found " + in.found());
        String token = in.text.substring(start, in.pos);
        Object v = TomlScalar.of(token);
        if (v == TomlScalar.OUT_OF_RANGE) throw in.error("number out of range: " + token, start);
        if (v == null) throw in.error("invalid value: " + (token.length() > 40 ? token.substring(0, 40) + "..." : token), start);
        return v;
    }

    private void skipValueChars() {
        while (!in.atEnd() && TomlScalar.isValueChar(in.peek())) in.pos++;
    }

    /** {@code [1, 2,]}: newlines, comments and a trailing comma allowed. */
    private Item array(int depth) throws ParseException {
        int start = in.pos++;
        List<Item> items = new ArrayList<>();
        while (true) {
            in.skipBlanksCommentsAndNewlines();
            if (in.peek() == ']') break;
            items.add(value(depth + 1));
            in.skipBlanksCommentsAndNewlines();
            if (in.peek() == ',') {
                in.pos++;
            } else if (in.peek() == ']') {
                break;
            } else {
                throw in.error("expected ',' or ']' in an array, found " + in.found());
            }
        }
        in.pos++;
        Values values = new Values(in.span(start, in.pos), items);
        TomlTables.close(values);
        return values;
    }

    /**
     * {@code { a = 1, b.c = 2 }}, closed once read. As tomlj did (and TOML 1.1 allows), newlines,
     * comments and a trailing comma may appear inside the braces.
     */
    private Item inlineTable(int depth) throws ParseException {
        int start = in.pos++;
        Table table = new Table(TomlTables.Kind.DOTTED, null);
        while (true) {
            in.skipBlanksCommentsAndNewlines();
            if (in.peek() == '}') break;
            keyValue(table, depth + 1);
            in.skipBlanksCommentsAndNewlines();
            if (in.peek() == ',') {
                in.pos++;
            } else if (in.peek() != '}') {
                throw in.error("expected ',' or '}' in an inline table, found " + in.found());
            }
        }
        in.pos++;
        table.span = in.span(start, in.pos);
        TomlTables.close(table);
        return table;
    }
}
