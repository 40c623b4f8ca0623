package dev.agentlint.parse.tree;

import dev.agentlint.base.Span;
import java.util.List;
import java.util.Optional;

/**
 * A JSON/YAML/TOML value with its source position. Every node knows its JSON Pointer
 * ({@code /sandbox/network/allowedDomains/0}), the logical location used for fingerprints and ignores.
 *
 * <p>Lookups never return null: an absent key yields a {@link MissingNode} that remembers where the
 * key would have been (its enclosing object), so a rule can report a missing setting there.
 */
public abstract sealed class Node permits MapNode, ListNode, ScalarNode, MissingNode {

    private final Span span;
    private final Span keySpan;
    private final String pointer;
    private final String tag;

    protected Node(Span span, Span keySpan, String pointer, String tag) {
        this.span = span;
        this.keySpan = keySpan;
        this.pointer = pointer;
        this.tag = tag;
    }

    /** Where the value is written. */
    public Span span() {
        return span;
    }

    /** Where the key that names this value is written; the value's span for list elements and roots. */
    public Span keySpan() {
        return keySpan != null ? keySpan : span;
    }

    /** The key and the value together: what a finding about "this setting" should underline. */
    public Span entrySpan() {
        return keySpan != null ? keySpan.union(span) : span;
    }

    public String pointer() {
        return pointer;
    }

    /** A YAML tag such as {@code !reset}, or null. */
    public String tag() {
        return tag;
    }

    public Node get(String key) {
        return new MissingNode(this, key);
    }

    public Node get(int index) {
        return new MissingNode(this, Integer.toString(index));
    }

    /** Follows a path of keys; missing anywhere yields a missing node. */
    public Node at(String... keys) {
        Node n = this;
        for (String k : keys) n = n.get(k);
        return n;
    }

    public boolean isMissing() {
        return false;
    }

    public boolean isMap() {
        return false;
    }

    public boolean isList() {
        return false;
    }

    public boolean isScalar() {
        return false;
    }

    /** Elements of a list; empty for anything else. */
    public List<Node> elements() {
        return List.of();
    }

    /** Entries of a map; empty for anything else. */
    public List<MapNode.Entry> entries() {
        return List.of();
    }

    /** The text of a scalar (strings unquoted, numbers and booleans as written); empty otherwise. */
    public Optional<String> text() {
        return Optional.empty();
    }

    public String textOr(String fallback) {
        return text().orElse(fallback);
    }

    /** A scalar that means true or false; empty when absent or not a boolean. */
    public Optional<Boolean> bool() {
        return Optional.empty();
    }

    public boolean isTrue() {
        return bool().orElse(false);
    }

    public boolean isFalse() {
        return !bool().orElse(true);
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    static String child(String pointer, String key) {
        return pointer + "/" + escape(key);
    }
}
