package dev.agentlint.fix;

import dev.agentlint.check.Fix;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
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
        Node container = TreeWalk.of(root, segments.subList(0, segments.size() - 1)).node();
        List<int[]> items = new ArrayList<>();
        int index = -1;
        if (container.isList()) {
            for (Node e : container.elements()) {
                if (e == w.node()) index = items.size();
                items.add(new int[] {t.start(e.span()), t.end(e.span())});
            }
        } else if (container instanceof MapNode map) {
            for (MapNode.Entry e : map.entries()) {
                if (e.value() == w.node()) index = items.size();
                items.add(new int[] {t.start(e.value().keySpan()), t.end(e.value().span())});
            }
        }
        if (index < 0) return null;
        removeItem(t, t.start(container.span()), t.end(container.span()) - 1, items, index);
        return "";
    }

    /**
     * Removes item {@code i} of an array or object with one separator: up to the next item (whose
     * indentation it takes over), else from the previous item's end; the only item leaves
     * {@code []}/{@code {}} when nothing but blanks surrounded it.
     */
    static void removeItem(EditText t, int open, int close, List<int[]> items, int i) {
        int start = items.get(i)[0], end = items.get(i)[1];
        if (ownLines(t, items, i)) {
            t.replace(t.lineStart(t.lines.line(start)), t.afterLine(t.lines.line(end)), "");
        } else if (i + 1 < items.size()) {
            t.replace(start, items.get(i + 1)[0], "");
        } else if (i > 0) {
            t.replace(items.get(i - 1)[1], end, "");
        } else {
            int comma = trailingComma(t.text, end, close);
            int after = comma >= 0 ? comma + 1 : end;
            if (t.text.substring(open + 1, start).isBlank() && t.text.substring(after, close).isBlank()) t.replace(open + 1, close, "");
            else t.replace(start, after, "");
        }
    }

    /**
     * Whether item {@code i} has its lines to itself (with its comma and a comment after it), so
     * that they can go whole. The last item only when it has a comma of its own: else the one
     * before it would be left with a trailing comma that strict JSON refuses.
     */
    private static boolean ownLines(EditText t, List<int[]> items, int i) {
        int start = items.get(i)[0], end = items.get(i)[1];
        if (!t.firstOnLine(start)) return false;
        int line = t.lines.line(end), lineEnd = t.lineEnd(line);
        int at = skipBlanks(t.text, end, lineEnd);
        boolean comma = at < lineEnd && t.text.charAt(at) == ',';
        if (comma) at = skipBlanks(t.text, at + 1, lineEnd);
        if (at + 1 < lineEnd && t.text.startsWith("//", at)) at = lineEnd;
        if (at != lineEnd) return false;
        return i + 1 < items.size() ? comma && t.lines.line(items.get(i + 1)[0]) > line : comma;
    }

    private static int skipBlanks(String text, int from, int to) {
        while (from < to && (text.charAt(from) == ' ' || text.charAt(from) == '\t')) from++;
        return from;
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
        List<Node> elements = list.elements();
        StringBuilder added = new StringBuilder();
        String shown = quote(segments.get(segments.size() - 1)) + ": [" + (elements.isEmpty() ? "" : "…, ") + render(values, "").substring(1);
        if (elements.isEmpty()) {
            t.insert(open + 1, render(values, "").substring(1, render(values, "").length() - 1));
            return shown;
        }
        int lastEnd = t.end(elements.get(elements.size() - 1).span());
        int comma = trailingComma(t.text, lastEnd, close);
        int lastStart = t.start(elements.get(elements.size() - 1).span());
        boolean ownLines = t.lines.line(open) != t.lines.line(close) && t.firstOnLine(lastStart);
        String sep = ownLines ? t.eol() + t.indentOf(t.lines.line(lastStart)) : " ";
        for (int k = 0; k < values.size(); k++) {
            if (comma >= 0) added.append(sep).append(quote(values.get(k))).append(',');
            else added.append(',').append(sep).append(quote(values.get(k)));
        }
        t.insert(comma >= 0 ? comma + 1 : lastEnd, added.toString());
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
