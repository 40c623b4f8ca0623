package dev.agentlint.parse;

import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A TOML document while it is read, and TOML 1.0's rules for where a table may be defined: once,
 * by a header or by dotted keys but not both, never an inline table or a static array extended
 * afterwards. Finished, it becomes a {@link Node} tree with a span and a pointer on every value.
 */
final class TomlTables {

    /** How a table came to be, which decides what may still add to it. */
    enum Kind {
        /** Named on the way to another table ({@code a} of {@code [a.b]}): may still get a header of its own. */
        IMPLICIT,
        /** Defined by a {@code [header]} or a {@code [[header]]}. */
        HEADER,
        /** Made by dotted keys ({@code a.b = 1}). */
        DOTTED,
        /** An inline table, or a table inside one or inside a static array: closed. */
        CLOSED
    }

    sealed interface Item permits Table, TableArray, Values, Scalar {}

    static final class Table implements Item {
        Kind kind;
        Span span;
        final Map<String, Slot> slots = new LinkedHashMap<>();

        Table(Kind kind, Span span) {
            this.kind = kind;
            this.span = span;
        }
    }

    /** An array of tables ({@code [[name]]}), which later headers append to. */
    static final class TableArray implements Item {
        final Span span;
        final List<Table> tables = new ArrayList<>();

        TableArray(Span span) {
            this.span = span;
        }
    }

    /** A static array ({@code [1, 2]}). */
    record Values(Span span, List<Item> items) implements Item {}

    record Scalar(Span span, Object value) implements Item {}

    /** A key's value and where the key was written. */
    record Slot(Item item, Span keySpan) {}

    /** One part of a dotted key, and where the key is written up to and including it. */
    record KeyPart(String name, Span span) {}

    final Table root;

    TomlTables(Span whole) {
        this.root = new Table(Kind.HEADER, whole);
    }

    /** The table a {@code [a.b.c]} header defines; {@code at} is the header itself. */
    Table defineTable(List<KeyPart> key, Span at, TomlCursor errors, int offset) throws ParseException {
        Table parent = walkHeader(key, errors, offset);
        KeyPart last = key.get(key.size() - 1);
        Slot existing = parent.slots.get(last.name());
        if (existing == null) {
            Table t = new Table(Kind.HEADER, at);
            parent.slots.put(last.name(), new Slot(t, last.span()));
            return t;
        }
        if (existing.item() instanceof Table t && t.kind == Kind.IMPLICIT) {
            // Defined now, where its header is; until now it was only named on the way to another.
            t.kind = Kind.HEADER;
            t.span = at;
            parent.slots.put(last.name(), new Slot(t, last.span()));
            return t;
        }
        throw errors.error("table " + dotted(key) + " is defined more than once", offset);
    }

    /** A new table appended to the array a {@code [[a.b.c]]} header names. */
    Table appendTable(List<KeyPart> key, Span at, TomlCursor errors, int offset) throws ParseException {
        Table parent = walkHeader(key, errors, offset);
        KeyPart last = key.get(key.size() - 1);
        Slot existing = parent.slots.get(last.name());
        TableArray array;
        if (existing == null) {
            array = new TableArray(at);
            parent.slots.put(last.name(), new Slot(array, last.span()));
        } else if (existing.item() instanceof TableArray a) {
            array = a;
        } else {
            throw errors.error(dotted(key) + " is not an array of tables: [[" + dotted(key) + "]] cannot add to it", offset);
        }
        Table t = new Table(Kind.HEADER, at);
        array.tables.add(t);
        return t;
    }

    /** The tables a header's key passes through, made where missing; an array of tables means its last table. */
    private Table walkHeader(List<KeyPart> key, TomlCursor errors, int offset) throws ParseException {
        Table t = root;
        for (int i = 0; i < key.size() - 1; i++) {
            KeyPart part = key.get(i);
            Slot s = t.slots.get(part.name());
            if (s == null) {
                Table made = new Table(Kind.IMPLICIT, part.span());
                t.slots.put(part.name(), new Slot(made, part.span()));
                t = made;
            } else if (s.item() instanceof Table next && next.kind != Kind.CLOSED) {
                t = next;
            } else if (s.item() instanceof TableArray a) {
                t = a.tables.get(a.tables.size() - 1);
            } else {
                throw errors.error(dotted(key.subList(0, i + 1)) + " is already a value that no header can extend", offset);
            }
        }
        return t;
    }

    /** Sets {@code a.b.c = value} in {@code table}, making the tables of a dotted key. */
    static void put(Table table, List<KeyPart> key, Item value, TomlCursor errors, int offset) throws ParseException {
        Table t = table;
        for (int i = 0; i < key.size() - 1; i++) {
            KeyPart part = key.get(i);
            Slot s = t.slots.get(part.name());
            if (s == null) {
                Table made = new Table(Kind.DOTTED, part.span());
                t.slots.put(part.name(), new Slot(made, part.span()));
                t = made;
            } else if (s.item() instanceof Table next && (next.kind == Kind.DOTTED || next.kind == Kind.IMPLICIT)) {
                // tomlj let dotted keys add to a table a header only named on the way ([a.b.c], then b.x in
                // [a]); from then on the dotted keys define it, and no [a.b] header may.
                next.kind = Kind.DOTTED;
                t = next;
            } else {
                throw errors.error("dotted key " + dotted(key) + " cannot add to " + dotted(key.subList(0, i + 1))
                        + ", which is defined elsewhere", offset);
            }
        }
        KeyPart last = key.get(key.size() - 1);
        if (t.slots.containsKey(last.name())) throw errors.error("key " + dotted(key) + " is defined more than once", offset);
        t.slots.put(last.name(), new Slot(value, last.span()));
    }

    /** An inline table, or a static array, is complete: nothing may add to what is in it. */
    static void close(Item item) {
        if (item instanceof Table t) {
            t.kind = Kind.CLOSED;
            for (Slot s : t.slots.values()) close(s.item());
        } else if (item instanceof Values v) {
            for (Item i : v.items()) close(i);
        }
    }

    private static String dotted(List<KeyPart> key) {
        StringBuilder b = new StringBuilder();
        for (KeyPart p : key) {
            if (b.length() > 0) b.append('.');
            boolean bare = !p.name().isEmpty() && p.name().chars().allMatch(c -> TomlCursor.isBareKeyChar((char) c));
            b.append(bare ? p.name() : '"' + p.name() + '"');
        }
        return b.toString();
    }

    /** The finished document as a node tree. */
    MapNode toNode() throws ParseException {
        return (MapNode) node(root, "", null, 0);
    }

    private static Node node(Item item, String pointer, Span keySpan, int depth) throws ParseException {
        if (depth > TomlTreeParser.MAX_DEPTH) {
            throw new ParseException("TOML nested deeper than " + TomlTreeParser.MAX_DEPTH + " levels", span(item));
        }
        if (item instanceof Table t) {
            List<MapNode.Entry> entries = new ArrayList<>(t.slots.size());
            for (Map.Entry<String, Slot> e : t.slots.entrySet()) {
                String key = e.getKey();
                entries.add(new MapNode.Entry(key, node(e.getValue().item(), pointer + "/" + escape(key), e.getValue().keySpan(), depth + 1)));
            }
            return new MapNode(t.span, keySpan, pointer, null, entries);
        }
        if (item instanceof TableArray a) {
            return list(a.span, a.tables, pointer, keySpan, depth);
        }
        if (item instanceof Values v) {
            return list(v.span(), v.items(), pointer, keySpan, depth);
        }
        Scalar s = (Scalar) item;
        Object v = s.value();
        ScalarNode.Type type = v instanceof Boolean ? ScalarNode.Type.BOOLEAN
                : v instanceof Number ? ScalarNode.Type.NUMBER
                : ScalarNode.Type.STRING;
        return new ScalarNode(s.span(), keySpan, pointer, null, String.valueOf(v), type);
    }

    private static Node list(Span span, List<? extends Item> items, String pointer, Span keySpan, int depth) throws ParseException {
        List<Node> elements = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) elements.add(node(items.get(i), pointer + "/" + i, null, depth + 1));
        return new ListNode(span, keySpan, pointer, null, elements);
    }

    private static Span span(Item item) {
        if (item instanceof Table t) return t.span;
        if (item instanceof TableArray a) return a.span;
        if (item instanceof Values v) return v.span();
        return ((Scalar) item).span();
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
