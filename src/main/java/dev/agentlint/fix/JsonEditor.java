package dev.agentlint.fix;

import dev.agentlint.check.Fix;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.List;

/**
 * Edits JSON (and JSONC) in place: a value is replaced where it is written; a missing key is
 * added after the object's last entry, on a line of its own with that entry's indentation when
 * the object spans lines, else on the same line; a trailing comma and a comment after the last
 * value stay where they are.
 */
final class JsonEditor implements Editor {

    @Override
    public String set(EditText t, String pointer, Object value, dev.agentlint.base.Span near) throws ParseException {
        Node root = JsonTreeParser.parse(t.text, true);
        List<String> segments = Pointer.segments(pointer);
        TreeWalk w = TreeWalk.of(root, segments);
        if (w.found()) {
            if (!w.node().isScalar() && !(value instanceof List<?>)) return null;
            t.replace(t.start(w.node().span()), t.end(w.node().span()), render(value, ""));
            return quote(segments.get(segments.size() - 1)) + ": " + render(value, "");
        }
        if (!(w.node() instanceof MapNode map)) return null;
        insert(t, map, w.missing(), value);
        return quote(w.missing().get(w.missing().size() - 1)) + ": " + render(value, "");
    }

    @Override
    public String remove(EditText t, String pointer, dev.agentlint.base.Span near) throws ParseException {
        Node root = JsonTreeParser.parse(t.text, true);
        List<String> segments = Pointer.segments(pointer);
        if (segments.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(root, segments);
        if (!w.found()) return null;
        TreeWalk parent = TreeWalk.of(root, segments.subList(0, segments.size() - 1));
        if (!parent.node().isList()) return null;
        Sequences.removeElement(t, parent.node().elements(), w.node());
        return "";
    }

    @Override
    public String add(EditText t, String pointer, List<String> values, dev.agentlint.base.Span near) throws ParseException {
        if (values.isEmpty()) return null;
        Node root = JsonTreeParser.parse(t.text, true);
        List<String> segments = Pointer.segments(pointer);
        if (segments.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(root, segments);
        if (!w.found()) return set(t, pointer, values, near);
        Node list = w.node();
        if (!list.isList()) return null;
        int open = t.start(list.span()), close = t.end(list.span()) - 1;
        StringBuilder items = new StringBuilder();
        for (String v : values) items.append(items.length() == 0 ? "" : ", ").append(quote(v));
        String shown = quote(segments.get(segments.size() - 1)) + ": [..., " + items + "]";
        List<Node> elements = list.elements();
        if (elements.isEmpty()) {
            if (!t.text.substring(open + 1, close).isBlank()) return null;
            t.insert(open + 1, items.toString());
            return shown;
        }
        Node last = elements.get(elements.size() - 1);
        int lastEnd = t.end(last.span());
        // A trailing comma or a comment after the last element: the element is not added rather than misplaced.
        if (!t.text.substring(lastEnd, close).isBlank()) return null;
        int lastStart = t.start(last.span());
        if (t.lines.line(lastStart) != t.lines.line(close) && t.firstOnLine(lastStart)) {
            // One element a line: each added one on a line of its own, indented as the last.
            String indent = t.indentOf(t.lines.line(lastStart));
            StringBuilder b = new StringBuilder();
            for (String v : values) b.append(',').append(t.eol()).append(indent).append(quote(v));
            t.insert(lastEnd, b.toString());
        } else {
            t.insert(lastEnd, ", " + items);
        }
        return shown;
    }

    private static void insert(EditText t, MapNode map, List<String> keys, Object value) {
        int open = t.start(map.span());
        int close = t.end(map.span()) - 1;
        String eol = t.eol();
        boolean multiLine = t.lines.line(open) != t.lines.line(close);
        List<MapNode.Entry> entries = map.entries();
        if (entries.isEmpty()) {
            if (multiLine) {
                String indent = t.indentOf(t.lines.line(open));
                String inner = indent + unit(t, indent);
                t.insert(open + 1, eol + inner + entry(keys, value, inner, unit(t, indent), eol));
            } else {
                t.insert(open + 1, " " + entry(keys, value, "", "", eol) + (t.text.charAt(open + 1) == '}' ? " " : ""));
            }
            return;
        }
        Node last = entries.get(entries.size() - 1).value();
        int lastEnd = t.end(last.span());
        int comma = trailingComma(t.text, lastEnd, close);
        int keyStart = t.start(last.keySpan());
        if (multiLine && t.lines.line(lastEnd) != t.lines.line(close)) {
            String indent = t.firstOnLine(keyStart) ? t.indentOf(t.lines.line(keyStart)) : t.indentOf(t.lines.line(open)) + "  ";
            String unit = unit(t, t.indentOf(t.lines.line(open)));
            int after = comma >= 0 ? comma + 1 : lastEnd;
            int lineEnd = t.lineEnd(t.lines.line(after));
            String added = entry(keys, value, indent, unit, eol);
            if (comma < 0 && t.text.substring(lastEnd, lineEnd).isBlank()) {
                // One insertion, so that two keys added to one object follow each other.
                t.insert(lastEnd, "," + eol + indent + added);
            } else {
                // A comment after the last value stays on its line.
                if (comma < 0) t.insert(lastEnd, ",");
                t.insert(lineEnd, eol + indent + added + (comma >= 0 ? "," : ""));
            }
        } else if (comma >= 0) {
            t.insert(comma + 1, " " + entry(keys, value, "", "", eol) + ",");
        } else {
            t.insert(lastEnd, ", " + entry(keys, value, "", "", eol));
        }
    }

    /** The indentation step the file uses below an object at {@code indent}: what its entries add. */
    private static String unit(EditText t, String indent) {
        for (int line = 1; line < t.lines.lineCount(); line++) {
            String a = t.indentOf(line), b = t.indentOf(line + 1);
            String l = t.lines.lineText(line).strip();
            if ((l.endsWith("{") || l.endsWith("[")) && b.length() > a.length() && b.startsWith(a)) return b.substring(a.length());
        }
        return indent.contains("\t") ? "\t" : "  ";
    }

    /** The offset of a comma between the last value and the closing brace (comments skipped), or -1. */
    static int trailingComma(String text, int from, int to) {
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (c == ',') return i;
            if (c == '/' && i + 1 < to && text.charAt(i + 1) == '/') {
                while (i < to && text.charAt(i) != '\n') i++;
            } else if (c == '/' && i + 1 < to && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? to : end + 2;
            } else {
                i++;
            }
        }
        return -1;
    }

    /** {@code "k1": { "k2": value }} for the keys still missing, nested as the file indents. */
    private static String entry(List<String> keys, Object value, String indent, String unit, String eol) {
        if (keys.size() == 1) return quote(keys.get(0)) + ": " + render(value, indent);
        String inner = entry(keys.subList(1, keys.size()), value, indent + unit, unit, eol);
        if (unit.isEmpty()) return quote(keys.get(0)) + ": { " + inner + " }";
        return quote(keys.get(0)) + ": {" + eol + indent + unit + inner + eol + indent + "}";
    }

    static String render(Object value, String indent) {
        if (value instanceof List<?> list) {
            StringBuilder b = new StringBuilder("[");
            for (int i = 0; i < list.size(); i++) b.append(i == 0 ? "" : ", ").append(render(list.get(i), indent));
            return b.append(']').toString();
        }
        if (value instanceof String s) return quote(s);
        return String.valueOf(value);
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }
}
