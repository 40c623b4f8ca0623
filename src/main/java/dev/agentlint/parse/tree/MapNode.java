package dev.agentlint.parse.tree;

import dev.agentlint.base.Span;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** An object / mapping / table. Keys keep their order; with duplicate keys the last one wins. */
public final class MapNode extends Node {

    public record Entry(String key, Node value) {}

    /** Up to this many entries a scan from the end is faster than a hash lookup, and costs no index. */
    private static final int SCANNED = 16;

    private final List<Entry> entries;
    /** Key to the last entry with it, built on the first lookup in a large mapping (thousands of compose services). */
    private volatile Map<String, Node> index;

    public MapNode(Span span, Span keySpan, String pointer, String tag, List<Entry> entries) {
        super(span, keySpan, pointer, tag);
        this.entries = List.copyOf(entries);
    }

    @Override
    public Node get(String key) {
        if (entries.size() > SCANNED) {
            Node found = index().get(key);
            return found != null ? found : new MissingNode(this, key);
        }
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).key().equals(key)) return entries.get(i).value();
        }
        return new MissingNode(this, key);
    }

    private Map<String, Node> index() {
        Map<String, Node> i = index;
        if (i == null) {
            i = new HashMap<>(entries.size() * 2);
            // Later entries overwrite earlier ones: the last of duplicate keys wins, as in the scan.
            for (Entry e : entries) i.put(e.key(), e.value());
            index = i;
        }
        return i;
    }

    /** Case-insensitive lookup, for formats whose keys are (WSL, .wsb). */
    public Node getIgnoreCase(String key) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).key().equalsIgnoreCase(key)) return entries.get(i).value();
        }
        return new MissingNode(this, key);
    }

    public boolean has(String key) {
        return !get(key).isMissing();
    }

    @Override
    public boolean isMap() {
        return true;
    }

    @Override
    public List<Entry> entries() {
        return entries;
    }
}
