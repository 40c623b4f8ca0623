package dev.agentlint.parse.tree;

import dev.agentlint.parse.Span;
import java.util.List;

/** An object / mapping / table. Keys keep their order; with duplicate keys the last one wins. */
public final class MapNode extends Node {

    public record Entry(String key, Node value) {}

    private final List<Entry> entries;

    public MapNode(Span span, Span keySpan, String pointer, String tag, List<Entry> entries) {
        super(span, keySpan, pointer, tag);
        this.entries = List.copyOf(entries);
    }

    @Override
    public Node get(String key) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).key().equals(key)) return entries.get(i).value();
        }
        return new MissingNode(this, key);
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
