package dev.agentlint.extract.compose;

import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compose's merge rules (override files, {@code extends}), applied to node trees: mappings merge
 * key by key with the later file winning; sequences are appended, except {@code command},
 * {@code entrypoint} and a few others which are replaced; a value tagged {@code !reset} removes
 * the inherited one and {@code !override} replaces it instead of merging.
 */
final class ComposeMerge {

    /** Tag of a list built to hold a list-form and a map-form value of the same key (e.g. environment). */
    static final String MIXED = "tag:agentlint.dev,2025:merged";

    private static final Set<String> REPLACED = Set.of("command", "entrypoint", "test", "dns", "dns_search", "tmpfs");
    /** A service's hardening: a later file that resets one of these undoes what an earlier one promised. */
    private static final Set<String> HARDENING = Set.of("cap_drop", "user", "security_opt");

    private final Origins origins;

    ComposeMerge(Origins origins) {
        this.origins = origins;
    }

    /** The merged value, or null when the later value resets the key. */
    Node merge(Node base, Node top, String key) {
        if (top == null || top.isMissing()) return base;
        if ("!reset".equals(top.tag())) return null;
        if (base == null || base.isMissing() || "!override".equals(top.tag())) return top;
        if (base.isMap() && top.isMap()) return mergeMaps(base, top);
        if (base.isList() && top.isList()) {
            if (REPLACED.contains(key)) return top;
            List<Node> all = new ArrayList<>(base.elements());
            all.addAll(top.elements());
            return built(new ListNode(top.span(), top.keySpan(), top.pointer(), null, all), top);
        }
        if (base.isList() != top.isList() && (base.isMap() || top.isMap())) {
            // environment, labels, networks … may be a list in one file and a map in the other.
            List<Node> both = base.tag() != null && base.tag().equals(MIXED) ? new ArrayList<>(base.elements()) : new ArrayList<>(List.of(base));
            both.add(top);
            return built(new ListNode(top.span(), top.keySpan(), top.pointer(), MIXED, both), top);
        }
        // The earlier value is still written by the user: a dangerous one must be removed there too.
        if (base.isScalar() && top.isScalar()) origins.replaced(top, base);
        return top;
    }

    Node mergeMaps(Node base, Node top) {
        Set<String> baseKeys = new HashSet<>();
        List<MapNode.Entry> entries = new ArrayList<>();
        List<MapNode.Entry> lost = new ArrayList<>();
        // Keys keep the base's order; keys only the later file has follow.
        for (MapNode.Entry e : base.entries()) {
            baseKeys.add(e.key());
            Node later = top.get(e.key());
            Node merged = merge(e.value(), later, e.key());
            if (merged != null) entries.add(new MapNode.Entry(e.key(), merged));
            else if (HARDENING.contains(e.key())) lost.add(new MapNode.Entry(e.key(), later));
        }
        for (MapNode.Entry e : top.entries()) {
            if (baseKeys.contains(e.key())) continue;
            Node merged = merge(base.get(e.key()), e.value(), e.key());
            if (merged != null) entries.add(new MapNode.Entry(e.key(), merged));
        }
        // A reset an earlier merge recorded stands until a later file writes the key again.
        for (MapNode.Entry r : origins.resets(base)) if (top.get(r.key()).isMissing() && !baseKeys.contains(r.key())) lost.add(r);
        Node built = built(new MapNode(top.span(), top.keySpan(), top.pointer(), null, entries), top);
        origins.reset(built, lost);
        return built;
    }

    /** The map without one key (the {@code extends} that has been applied). */
    Node without(Node map, String key) {
        List<MapNode.Entry> entries = new ArrayList<>();
        for (MapNode.Entry e : map.entries()) if (!e.key().equals(key)) entries.add(e);
        return built(new MapNode(map.span(), map.keySpan(), map.pointer(), map.tag(), entries), map);
    }

    private Node built(Node n, Node like) {
        origins.same(n, like);
        return n;
    }
}
