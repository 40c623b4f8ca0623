package dev.agentlint.extract.shell;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Shell variables whose value the script sets to a constant, so {@code FLAGS=--yolo; codex $FLAGS}
 * is seen as {@code codex --yolo}. Flow-insensitive on purpose: the last assignment in the text
 * wins, also across branches (see docs/adr); {@code local} variables of a function are gone once it
 * returns. Values are capped so repeated self-concatenation
 * cannot grow without bound; a value past the cap becomes unknown.
 */
final class Vars {

    static final int MAX_VALUE = 4096;
    static final int MAX_ELEMENTS = 256;

    /**
     * A variable's value: one element for a scalar, several for an array.
     *
     * @param literal  every element is known
     * @param unknown  for an array that is not all known, which elements are not ({@code (-u "$(id -u)" img)}:
     *                 only the second); null when {@code literal} says it for all of them
     */
    record Value(List<String> elements, boolean literal, List<Boolean> unknown) {
        Value(List<String> elements, boolean literal) {
            this(elements, literal, null);
        }

        /** Whether element {@code i} is known text. */
        boolean known(int i) {
            return literal || unknown != null && i < unknown.size() && !unknown.get(i);
        }

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
    /** Per function call being walked: the values its {@code local} variables hid, restored when it returns. */
    private final Deque<Map<String, Value>> scopes = new ArrayDeque<>();
    private static final Value UNSET = new Value(List.of(), true);
    /** Stands, in a hidden map, for "the script had not assigned it": restoring it removes the variable. */
    private static final Value ABSENT = new Value(List.of(), false);

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

    /**
     * {@code NAME+=value}: {@code NAME+=(a b)} ({@code array}) adds elements, even to a scalar; a scalar
     * value is added to the text of the first element, as bash does.
     */
    void append(String name, Value v, boolean array) {
        Value old = values.get(name);
        if (old == null) {
            set(name, v);
        } else if (array) {
            List<String> all = new ArrayList<>(old.elements());
            all.addAll(v.elements());
            List<Boolean> unknown = null;
            if (!old.literal() || !v.literal()) {
                unknown = new ArrayList<>(all.size());
                for (int i = 0; i < old.elements().size(); i++) unknown.add(!old.known(i));
                for (int i = 0; i < v.elements().size(); i++) unknown.add(!v.known(i));
            }
            set(name, new Value(all, old.literal() && v.literal(), unknown));
        } else if (old.elements().size() > 1) {
            List<String> all = new ArrayList<>(old.elements());
            all.set(0, old.scalar() + v.scalar());
            List<Boolean> unknown = null;
            if (!old.literal() || !v.literal()) {
                unknown = new ArrayList<>(all.size());
                for (int i = 0; i < all.size(); i++) unknown.add(!old.known(i) || i == 0 && !v.literal());
            }
            set(name, new Value(all, old.literal() && v.literal(), unknown));
        } else {
            set(name, Value.of(old.scalar() + v.scalar(), old.literal() && v.literal()));
        }
    }

    /** The script set the variable to something agentlint cannot know ({@code read X}, {@code X=$(cmd)}). */
    void unknown(String name) {
        values.put(name, null);
    }

    void unset(String name) {
        values.put(name, UNSET);
    }

    /** A function's body is walked from here on ({@code local} declarations hide outer values until it returns). */
    void enterFunction() {
        scopes.push(new HashMap<>());
    }

    /** The function returned: its locals disappear, and what they hid is back. */
    void leaveFunction() {
        Map<String, Value> hidden = scopes.pop();
        for (Map.Entry<String, Value> e : hidden.entrySet()) {
            if (e.getValue() == ABSENT) values.remove(e.getKey());
            else values.put(e.getKey(), e.getValue());
        }
    }

    /**
     * {@code local NAME} (or {@code declare} inside a function): the variable belongs to the function
     * being walked. Outside any function it is the script's variable, as in bash.
     */
    void local(String name) {
        Map<String, Value> hidden = scopes.peek();
        if (hidden != null && !hidden.containsKey(name)) hidden.put(name, values.containsKey(name) ? values.get(name) : ABSENT);
    }

    private static Value bounded(Value v) {
        if (v == null) return null;
        if (v.elements().size() > MAX_ELEMENTS) return null;
        int total = 0;
        for (String e : v.elements()) total += e.length();
        return total > MAX_VALUE ? null : new Value(List.copyOf(v.elements()), v.literal(),
                v.unknown() == null ? null : List.copyOf(v.unknown()));
    }
}
