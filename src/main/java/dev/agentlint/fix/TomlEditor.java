package dev.agentlint.fix;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Edits TOML in place: a value is replaced where it is written; a missing key is added on a line
 * of its own after the last key/value line of its table ({@code [table]} or the top of the
 * document), or inside an inline table; a missing table is added at the end of the file.
 */
final class TomlEditor implements Editor {

    private static final Pattern BARE = Pattern.compile("[A-Za-z0-9_-]+");

    @Override
    public String set(EditText t, String pointer, Object value, dev.agentlint.base.Span near) throws ParseException {
        Node root = TomlTreeParser.parse(t.text);
        List<String> segments = Pointer.segments(pointer);
        if (segments.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(root, segments);
        String v = render(value, w.found() ? t.text.charAt(t.start(w.node().span())) : '"');
        if (w.found()) {
            if (!w.node().isScalar() && !(value instanceof List<?>)) return null;
            t.replace(t.start(w.node().span()), t.end(w.node().span()), v);
            return key(segments.subList(segments.size() - 1, segments.size())) + " = " + v;
        }
        if (!(w.node() instanceof MapNode table)) return null;
        List<String> missing = w.missing();
        String eol = t.eol();
        boolean isRoot = table.pointer().isEmpty();
        char opens = isRoot ? '\0' : t.text.charAt(t.start(table.span()));
        if (isRoot || opens == '[') {
            if (isRoot && missing.size() > 1) {
                String header = "[" + key(missing.subList(0, missing.size() - 1)) + "]";
                String line = key(missing.subList(missing.size() - 1, missing.size())) + " = " + v;
                boolean endsWithBreak = t.text.isEmpty() || t.text.endsWith("\n") || t.text.endsWith("\r");
                t.insert(t.text.length(), (endsWithBreak ? "" : eol) + header + eol + line + eol);
                return header + " " + line;
            }
            String line = key(missing) + " = " + v;
            int last = lastLine(t, table, isRoot ? 0 : table.span().endLine());
            if (last > 0) {
                t.insert(t.lineEnd(last), eol + line);
            } else if (isRoot) {
                // No top-level key yet: before the first table, where top-level keys must be.
                int first = firstHeaderLine(t, root);
                if (first > 0) t.insert(t.lineStart(first), line + eol);
                else t.insert(t.text.length(), (t.text.isEmpty() || t.text.endsWith("\n") ? "" : eol) + line + eol);
            }
            return line;
        }
        if (opens == '{') {
            int close = t.end(table.span()) - 1;
            List<MapNode.Entry> entries = table.entries();
            if (entries.isEmpty()) t.insert(close, " " + key(missing) + " = " + v + " ");
            else t.insert(t.end(entries.get(entries.size() - 1).value().span()), ", " + key(missing) + " = " + v);
            return key(missing) + " = " + v;
        }
        return null;
    }

    /** The last line a table's own key/value pairs reach (sub-tables with headers of their own left out); {@code floor} if none. */
    private static int lastLine(EditText t, MapNode table, int floor) {
        int last = floor;
        for (MapNode.Entry e : table.entries()) {
            Node n = e.value();
            boolean ownHeader = n.isMap() && t.text.charAt(t.start(n.span())) == '[';
            boolean arrayOfTables = n.isList() && t.text.startsWith("[[", t.start(n.span()));
            if (ownHeader || arrayOfTables) continue;
            if (n instanceof MapNode m && t.text.charAt(t.start(n.span())) != '{') {
                // A table made by dotted keys (or a header's prefix): what it holds is where it is written.
                last = Math.max(last, lastLine(t, m, floor == 0 ? 0 : floor));
                continue;
            }
            last = Math.max(last, n.span().endLine());
        }
        return last;
    }

    private static int firstHeaderLine(EditText t, Node root) {
        int first = 0;
        for (MapNode.Entry e : root.entries()) {
            Node n = e.value();
            if (n.isMap() || n.isList()) {
                int at = t.start(n.span());
                if (t.text.charAt(at) == '[' && (n.isMap() || t.text.startsWith("[[", at))) {
                    int line = n.span().line();
                    if (first == 0 || line < first) first = line;
                }
            }
        }
        return first;
    }

    private static String key(List<String> parts) {
        StringBuilder b = new StringBuilder();
        for (String p : parts) {
            if (b.length() > 0) b.append('.');
            b.append(BARE.matcher(p).matches() ? p : JsonEditor.quote(p));
        }
        return b.toString();
    }

    /** A TOML value; a string keeps the quotes it was written with where they can hold it. */
    private static String render(Object value, char quote) {
        if (value instanceof List<?> list) {
            StringBuilder b = new StringBuilder("[");
            for (int i = 0; i < list.size(); i++) b.append(i == 0 ? "" : ", ").append(render(list.get(i), '"'));
            return b.append(']').toString();
        }
        if (value instanceof String s) {
            boolean literal = quote == '\'' && s.indexOf('\'') < 0 && s.chars().noneMatch(c -> c < 0x20);
            return literal ? "'" + s + "'" : JsonEditor.quote(s);
        }
        return String.valueOf(value);
    }
}
