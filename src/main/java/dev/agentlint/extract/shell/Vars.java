package dev.agentlint.extract.shell;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shell variables whose value the script sets to a constant, so {@code FLAGS=--yolo; codex $FLAGS}
 * is seen as {@code codex --yolo}. Flow-insensitive on purpose: the last assignment in the text
 * wins, also across branches (see docs/adr). Values are capped so repeated self-concatenation
 * cannot grow without bound; a value past the cap becomes unknown.
 */
final class Vars {

    static final int MAX_VALUE = 4096;
    static final int MAX_ELEMENTS = 256;

    /** A variable's value: one element for a scalar, several for an array. */
    record Value(List<String> elements, boolean literal) {
        String scalar() {
            return elements.isEmpty() ? "" : elements.get(0);
        }

        String joined() {
            return String.join(" ", elements);
        }

        static Value of(String s, boolean literal) {
            return new Value(List.of(s), literal);
        }
    }

    private final Map<String, Value> values = new HashMap<>();

    /** The value, or null when the script does not set the variable (or sets it to something unknown). */
    Value get(String name) {
        return values.get(name);
    }

    /** True when the script assigns the variable (possibly to an unknown value). */
    boolean assigned(String name) {
        return values.containsKey(name);
    }

    void set(String name, Value v) {
        values.put(name, bounded(v));
    }

    void append(String name, Value v) {
        Value old = values.get(name);
        if (old == null) {
            set(name, v);
        } else if (old.elements().size() > 1 || v.elements().size() > 1) {
            List<String> all = new java.util.ArrayList<>(old.elements());
            all.addAll(v.elements());
            set(name, new Value(all, old.literal() && v.literal()));
        } else {
            set(name, Value.of(old.scalar() + v.scalar(), old.literal() && v.literal()));
        }
    }

    /** The script set the variable to something agentlint cannot know ({@code read X}, {@code X=$(cmd)}). */
    void unknown(String name) {
        values.put(name, null);
    }

    void unset(String name) {
        values.put(name, new Value(List.of(), true));
    }

    private static Value bounded(Value v) {
        if (v == null) return null;
        if (v.elements().size() > MAX_ELEMENTS) return null;
        int total = 0;
        for (String e : v.elements()) total += e.length();
        return total > MAX_VALUE ? null : new Value(List.copyOf(v.elements()), v.literal());
    }
}
