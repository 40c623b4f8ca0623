package dev.agentlint.fix;

import dev.agentlint.base.Span;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Edits YAML in place, block and flow styles alike: a scalar is replaced keeping its quoting
 * style; a missing key is added after the last entry of its block mapping at that entry's
 * indentation (nested mappings for keys still missing below it), or inside a flow mapping; a list
 * element is removed with its line (block) or its comma (flow). Of a stream of documents, the one
 * holding the fact is edited.
 */
final class YamlEditor implements Editor {

    /** A plain scalar that reads back as the same string in YAML 1.1 and 1.2 alike. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./][A-Za-z0-9_./:@=+-]*");
    private static final Pattern LIST_DASHES = Pattern.compile("-[- ]*");
    private static final Pattern NOT_A_STRING = Pattern.compile(
            "(?i)y|n|yes|no|on|off|true|false|null|~|[-+]?[0-9][0-9_:.eE+-]*|[-+]?\\.(inf|nan)|0x[0-9a-f]+|0o[0-7]+");

    @Override
    public String set(EditText t, String pointer, Object value, Span near) throws ParseException {
        Node doc = document(t, near);
        if (doc == null) return null;
        List<String> segments = Pointer.segments(pointer);
        if (segments.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(doc, segments);
        if (w.found()) {
            Node n = w.node();
            if (!n.isScalar() || value instanceof List<?>) return null;
            int start = t.start(n.span()), end = t.end(n.span());
            String v = scalar(value, start < t.text.length() ? t.text.charAt(start) : ' ');
            t.replace(start, end, v);
            return key(segments.get(segments.size() - 1)) + ": " + v;
        }
        return insert(t, w, scalar(value, ' '));
    }

    @Override
    public String add(EditText t, String pointer, List<String> values, Span near) throws ParseException {
        Node doc = document(t, near);
        List<String> segments = Pointer.segments(pointer);
        if (doc == null || segments.isEmpty() || values.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(doc, segments);
        if (!w.found()) {
            StringBuilder flow = new StringBuilder("[");
            for (String v : values) flow.append(flow.length() == 1 ? "" : ", ").append(flowItem(v, ' '));
            return insert(t, w, flow.append(']').toString());
        }
        Node list = w.node();
        if (!list.isList()) return null;
        List<Node> items = list.elements();
        int open = t.start(list.span());
        String key = key(segments.get(segments.size() - 1));
        if (t.text.charAt(open) == '[') {
            if (items.isEmpty()) {
                int close = t.end(list.span()) - 1;
                if (t.text.charAt(close) != ']' || !t.text.substring(open + 1, close).isBlank()) return null;
                StringBuilder b = new StringBuilder();
                for (String v : values) b.append(b.length() == 0 ? "" : ", ").append(flowItem(v, ' '));
                t.insert(open + 1, b.toString());
                return key + ": [" + b + "]";
            }
            Node last = items.get(items.size() - 1);
            if (!last.isScalar()) return null;
            char was = t.text.charAt(t.start(last.span()));
            StringBuilder b = new StringBuilder();
            for (String v : values) b.append(", ").append(flowItem(v, was));
            t.insert(t.end(last.span()), b.toString());
            return key + ": [" + b.substring(2) + "]";
        }
        // A block sequence: each value on a line of its own, written as the last item's line begins ("  - ").
        Node last = items.get(items.size() - 1);
        if (!last.isScalar()) return null;
        int itemStart = t.start(last.span());
        String before = t.text.substring(t.lineStart(t.lines.line(itemStart)), itemStart);
        if (!blockItem(before)) return null;
        char was = t.text.charAt(itemStart);
        StringBuilder b = new StringBuilder();
        List<String> shown = new java.util.ArrayList<>();
        for (String v : values) {
            String item = scalar(v, was);
            b.append(t.eol()).append(before).append(item);
            shown.add(item);
        }
        t.insert(t.lineEnd(endLine(t, last)), b.toString());
        return key + ": [" + String.join(", ", shown) + "]";
    }

    /**
     * The keys a walk did not find, added below the deepest mapping it reached: after its last
     * entry at that entry's indentation (block), or inside its braces (flow, one key only).
     */
    private static String insert(EditText t, TreeWalk w, String value) {
        if (!(w.node() instanceof MapNode map) || map.entries().isEmpty()) return null;
        List<String> missing = w.missing();
        int open = t.start(map.span());
        String last = key(missing.get(missing.size() - 1)) + ": " + value;
        if (t.text.charAt(open) == '{') {
            if (missing.size() > 1) return null;
            Node lastValue = map.entries().get(map.entries().size() - 1).value();
            t.insert(t.end(lastValue.span()), ", " + last);
            return last;
        }
        // A mapping an earlier part of this fix added: the keys join it.
        for (int k = missing.size() - 1; k >= 1; k--) {
            EditText.Created c = t.created(pointer(map.pointer(), missing.subList(0, k)));
            if (c == null) continue;
            t.extend(c.edit(), lines(t, map.pointer(), missing, k, c.indent(), last, c.edit()));
            return last;
        }
        MapNode.Entry first = map.entries().get(0);
        int keyStart = t.start(first.value().keySpan());
        if (!t.firstOnLine(keyStart) && !startsListItem(t, keyStart)) return null;
        String indent = " ".repeat(t.lines.column(keyStart) - 1);
        int lastLine = 0;
        for (MapNode.Entry e : map.entries()) lastLine = Math.max(lastLine, endLine(t, e.value()));
        t.insert(t.lineEnd(lastLine), lines(t, map.pointer(), missing, 0, indent, last, t.lastEdit() + 1));
        return last;
    }

    /** The lines for {@code missing.subList(from)} at {@code indent}, each nested key one step in; the mappings they open are noted as created. */
    private static String lines(EditText t, String base, List<String> missing, int from, String indent, String last, int edit) {
        StringBuilder lines = new StringBuilder();
        for (int i = from; i < missing.size(); i++) {
            String pad = indent + "  ".repeat(i - from);
            boolean leaf = i == missing.size() - 1;
            lines.append(t.eol()).append(pad).append(leaf ? last : key(missing.get(i)) + ":");
            if (!leaf) t.created(pointer(base, missing.subList(0, i + 1)), edit, pad + "  ");
        }
        return lines.toString();
    }

    private static String pointer(String base, List<String> segments) {
        StringBuilder b = new StringBuilder(base);
        for (String s : segments) b.append('/').append(s.replace("~", "~0").replace("/", "~1"));
        return b.toString();
    }

    /** An item of a flow sequence: quoted when it holds a colon, which some readers take for a mapping there. */
    private static String flowItem(String v, char was) {
        if (v.indexOf(':') >= 0 && was != '\'' && was != '"') return JsonEditor.quote(v);
        return scalar(v, was);
    }

    @Override
    public String remove(EditText t, String pointer, Span near) throws ParseException {
        Node doc = document(t, near);
        List<String> segments = Pointer.segments(pointer);
        if (doc == null || segments.isEmpty()) return null;
        TreeWalk w = TreeWalk.of(doc, segments);
        if (!w.found()) return null;
        Node container = TreeWalk.of(doc, segments.subList(0, segments.size() - 1)).node(), element = w.node();
        boolean flow = t.text.charAt(t.start(container.span())) == (container.isList() ? '[' : '{');
        if (container.isList()) {
            if (flow) {
                Sequences.removeElement(t, container.elements(), element);
                return "";
            }
            if (container.elements().size() == 1) return empty(t, container, "[]");
            // A block item: its lines go, from the line of its dash to the last line of its value.
            t.replace(t.lineStart(element.span().line()), t.afterLine(endLine(t, element)), "");
            return "";
        }
        if (!(container instanceof MapNode map)) return null;
        List<int[]> items = new ArrayList<>();
        int index = -1;
        for (MapNode.Entry e : map.entries()) {
            if (e.value() == element) index = items.size();
            items.add(new int[] {t.start(e.value().keySpan()), t.end(e.value().span())});
        }
        if (index < 0) return null;
        if (flow) {
            JsonEditor.removeItem(t, t.start(map.span()), t.end(map.span()) - 1, items, index);
            return "";
        }
        if (map.entries().size() == 1) return empty(t, map, "{}");
        int keyStart = items.get(index)[0];
        // An entry that shares its line with a list item's dash would take the dash with it.
        if (!t.firstOnLine(keyStart)) return null;
        t.replace(t.lineStart(t.lines.line(keyStart)), t.afterLine(endLine(t, element)), "");
        return "";
    }

    /**
     * A block collection's last element removed: the collection becomes the empty flow one on its
     * key's line ({@code environment: {}}), since a key with nothing after it would read as null.
     */
    private static String empty(EditText t, Node collection, String emptied) {
        Span key = collection.keySpan();
        if (key.equals(collection.span())) return null;
        int keyEnd = t.end(key), start = t.start(collection.span());
        if (!t.text.substring(keyEnd, start).strip().equals(":")) return null;
        t.replace(keyEnd, t.lineEnd(endLine(t, collection)), ": " + emptied);
        return "";
    }

    /** The last line a value is written on (a block collection's end mark is often the next line's start). */
    private static int endLine(EditText t, Node n) {
        Span s = n.span();
        int line = s.endLine();
        if (line > s.line() && s.endColumn() == 1) line--;
        while (line > s.line() && t.lines.lineText(line).isBlank()) line--;
        return line;
    }

    /** Whether the text before a block sequence's item is only its indentation and dash ({@code "  - "}). */
    private static boolean blockItem(String before) {
        String rest = before.stripLeading();
        return rest.length() >= 2 && rest.charAt(0) == '-' && rest.substring(1).isBlank()
                && before.chars().allMatch(c -> c == ' ' || c == '-');
    }

    private static boolean startsListItem(EditText t, int offset) {
        String before = t.text.substring(t.lineStart(t.lines.line(offset)), offset).strip();
        return LIST_DASHES.matcher(before).matches();
    }

    private static Node document(EditText t, Span near) throws ParseException {
        List<Node> docs = YamlTreeParser.parseAll(t.text);
        if (docs.size() == 1) return docs.get(0);
        for (Node d : docs) {
            if (d.span().line() <= near.line() && near.line() <= d.span().endLine()) return d;
        }
        return null;
    }

    private static String key(String k) {
        return PLAIN.matcher(k).matches() && !NOT_A_STRING.matcher(k).matches() ? k : JsonEditor.quote(k);
    }

    /** A scalar in the style it replaces: double or single quotes as they were, else plain where it can be. */
    static String scalar(Object value, char was) {
        if (!(value instanceof String s)) return String.valueOf(value);
        if (was == '\'' && s.chars().noneMatch(c -> c < 0x20)) return "'" + s.replace("'", "''") + "'";
        if (was == '"') return JsonEditor.quote(s);
        return PLAIN.matcher(s).matches() && !NOT_A_STRING.matcher(s).matches() ? s : JsonEditor.quote(s);
    }
}
