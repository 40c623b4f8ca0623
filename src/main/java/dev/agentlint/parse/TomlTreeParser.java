package dev.agentlint.parse;

import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.read.LineIndex;
import dev.agentlint.read.SourceFile;
import java.util.ArrayList;
import java.util.List;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * TOML 1.0 into a {@link Node} tree through tomlj 2.x. tomlj reports where keys and array
 * elements start; the end of each value is found by scanning the source line.
 */
public final class TomlTreeParser {

    static final int MAX_DEPTH = 128;

    private TomlTreeParser() {}

    public static Node parse(SourceFile file) throws ParseException {
        return parse(file.text(), file.lines());
    }

    public static Node parse(String text) throws ParseException {
        return parse(text, new LineIndex(text));
    }

    private static Node parse(String text, LineIndex lines) throws ParseException {
        TomlParseResult result;
        TomlSignificantLines significant = TomlSignificantLines.of(text);
        try {
            result = Toml.parse(significant.text());
        } catch (StackOverflowError e) {
            throw new ParseException("TOML nested too deeply", Span.point(1, 1));
        } catch (RuntimeException e) {
            throw new ParseException("cannot parse TOML: " + e.getMessage(), Span.point(1, 1));
        } catch (AssertionError e) {
            // tomlj asserts invariants of its own that malformed input can break (seen only with -ea;
            // without it the same input is a parse error): still malformed input, not our failure.
            throw new ParseException("cannot parse TOML: " + e.getMessage(), Span.point(1, 1));
        }
        if (result.hasErrors()) {
            TomlParseError err = result.errors().get(0);
            TomlPosition pos = err.position();
            int o = pos == null ? 0 : significant.sourceOffset(pos.line(), pos.column());
            Span at = Span.point(lines.line(o), lines.column(o));
            throw new ParseException(err.getMessage(), at);
        }
        Span whole = new Span(1, 1, Math.max(1, lines.lineCount()), lines.lineText(lines.lineCount()).length() + 1);
        return new Builder(lines, significant).table(result, "", whole, null, 0);
    }

    /** Positions tomlj reports are in the significant lines, by LF; {@code offset} maps them back to the source. */
    private record Builder(LineIndex lines, TomlSignificantLines significant) {

        private int offset(TomlPosition pos) {
            return significant.sourceOffset(pos.line(), pos.column());
        }

        MapNode table(TomlTable t, String pointer, Span span, Span keySpan, int depth) throws ParseException {
            if (depth > MAX_DEPTH) throw new ParseException("TOML nested deeper than " + MAX_DEPTH + " levels", span);
            List<MapNode.Entry> entries = new ArrayList<>();
            for (String key : t.keySet()) {
                TomlPosition pos = t.inputPositionOf(List.of(key));
                Span ks = keySpanAt(pos, key);
                Object v = t.get(List.of(key));
                entries.add(new MapNode.Entry(key, value(v, pointer + "/" + escape(key), ks, valueStartAfterKey(pos), depth + 1)));
            }
            return new MapNode(span, keySpan, pointer, null, entries);
        }

        Node value(Object v, String pointer, Span keySpan, Span start, int depth) throws ParseException {
            if (v instanceof TomlTable t) {
                // A table in an array ([[hooks]], inline tables in a list) has no key: it is where it starts.
                return table(t, pointer, keySpan != null ? keySpan : start, keySpan, depth);
            }
            if (v instanceof TomlArray a) {
                List<Node> elements = new ArrayList<>();
                for (int i = 0; i < a.size(); i++) {
                    TomlPosition p = a.inputPositionOf(i);
                    int o = p == null ? 0 : offset(p);
                    Span s = p == null ? start : scalarSpan(lines.line(o), lines.column(o));
                    elements.add(value(a.get(i), pointer + "/" + i, null, s, depth + 1));
                }
                Span span = elements.isEmpty() ? start : start.union(elements.get(elements.size() - 1).span());
                return new ListNode(span, keySpan, pointer, null, elements);
            }
            ScalarNode.Type type = v instanceof String ? ScalarNode.Type.STRING
                    : v instanceof Boolean ? ScalarNode.Type.BOOLEAN
                    : v instanceof Number ? ScalarNode.Type.NUMBER
                    : ScalarNode.Type.STRING;
            return new ScalarNode(start, keySpan, pointer, null, String.valueOf(v), type);
        }

        private Span keySpanAt(TomlPosition pos, String key) {
            if (pos == null) return Span.point(1, 1);
            int o = offset(pos);
            int at = lines.line(o);
            String line = lines.lineText(at);
            int col = lines.column(o);
            int end = col - 1;
            // A bare or quoted key; dotted keys end at the '=' or ']' that follows.
            while (end < line.length() && line.charAt(end) != '=' && line.charAt(end) != ']') end++;
            while (end > col - 1 && Character.isWhitespace(line.charAt(end - 1))) end--;
            if (end <= col - 1) end = Math.min(line.length(), col - 1 + key.length());
            return new Span(at, col, at, end + 1);
        }

        private Span valueStartAfterKey(TomlPosition pos) {
            if (pos == null) return Span.point(1, 1);
            int o = offset(pos);
            int at = lines.line(o);
            String line = lines.lineText(at);
            int i = Math.min(line.length(), lines.column(o) - 1);
            boolean header = i > 0 && line.substring(0, i).trim().startsWith("[");
            if (header) return new Span(at, 1, at, line.length() + 1);
            int eq = indexOfUnquoted(line, '=', i);
            if (eq < 0) return Span.point(at, i + 1);
            int v = eq + 1;
            while (v < line.length() && (line.charAt(v) == ' ' || line.charAt(v) == '\t')) v++;
            return scalarSpan(at, v + 1);
        }

        /** From a value's first column to its end on that line: a quoted string, or up to a comment. */
        private Span scalarSpan(int line, int column) {
            String text = lines.lineText(line);
            int start = Math.max(0, Math.min(column - 1, text.length()));
            int end;
            if (start < text.length() && (text.charAt(start) == '"' || text.charAt(start) == '\'')) {
                char q = text.charAt(start);
                end = start + 1;
                while (end < text.length() && text.charAt(end) != q) {
                    if (q == '"' && text.charAt(end) == '\\') end++;
                    end++;
                }
                end = Math.min(text.length(), end + 1);
            } else if (start < text.length() && (text.charAt(start) == '[' || text.charAt(start) == '{')) {
                end = text.length();
                int hash = indexOfUnquoted(text, '#', start);
                if (hash >= 0) end = hash;
                while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
            } else {
                end = start;
                while (end < text.length() && ",]}#".indexOf(text.charAt(end)) < 0) end++;
                while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
            }
            return new Span(line, start + 1, line, Math.max(start + 1, end) + 1);
        }
    }

    private static int indexOfUnquoted(String s, char c, int from) {
        char quote = 0;
        for (int i = from; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (quote != 0) {
                if (ch == '\\' && quote == '"') i++;
                else if (ch == quote) quote = 0;
            } else if (ch == '"' || ch == '\'') {
                quote = ch;
            } else if (ch == c) {
                return i;
            }
        }
        return -1;
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
