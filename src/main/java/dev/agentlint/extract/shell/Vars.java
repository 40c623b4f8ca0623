package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Set;
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
        put(name, bounded(v));
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
        put(name, null);
    }

    void unset(String name) {
        put(name, UNSET);
    }

    /** A function's body is walked from here on ({@code local} declarations hide outer values until it returns). */
    void enterFunction() {
        scopes.push(new HashMap<>());
    }

    /** The function returned: its locals disappear, and what they hid is back. */
    void leaveFunction() {
        Map<String, Value> hidden = scopes.pop();
        for (Map.Entry<String, Value> e : hidden.entrySet()) {
            put(e.getKey(), e.getValue());
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

    // ---- branches: each path of an if/case starts from the same values --------------------------

    /**
     * A value a variable may have after an {@code if} or {@code case}, and which branch gives it.
     *
     * @param note for messages: {@code with MODE as set in the else branch at line 5}
     */
    record Alternative(Value value, Phrase note) {}

    /** Most values one variable is judged with; the rest of a long {@code case} is judged by the last writer. */
    static final int MAX_ALTERNATIVES = 8;

    /** What a variable was before the innermost fork changed it. */
    private record Saved(Value value, List<Alternative> alternatives) {}

    private final Map<String, List<Alternative>> alternatives = new HashMap<>();
    private Fork fork;

    /** The values a variable may have, each from its branch; null when it has one known value. */
    List<Alternative> alternatives(String name) {
        return alternatives.get(name);
    }

    /** Walks one possible value: set without touching what branches track. */
    void assume(String name, Value v) {
        values.put(name, v);
    }

    /** After walking each possible value: the variable's value and its alternatives as they are now. */
    void settle(String name, Value last, List<Alternative> alts) {
        track(name);
        values.put(name, last);
        List<Alternative> distinct = distinct(name, alts);
        if (distinct.size() < 2) alternatives.remove(name);
        else alternatives.put(name, distinct);
    }

    /** True when some variable has more than one value ({@link #alternatives}). */
    boolean branching() {
        return !alternatives.isEmpty();
    }

    /** A variable whose values past {@link #MAX_ALTERNATIVES} were left out since the walker last asked, or null. */
    private String capped;

    /** The variable that last had more values than are judged, once: the walker reports it where it happened. */
    String takeCapped() {
        String c = capped;
        capped = null;
        return c;
    }

    /** The alternatives with a known value, each value once, at most {@link #MAX_ALTERNATIVES}. */
    private List<Alternative> distinct(String name, List<Alternative> alts) {
        List<Alternative> distinct = new ArrayList<>();
        Set<Value> kept = new HashSet<>();
        for (Alternative a : alts) {
            if (a.value() == null || a.value() == ABSENT || !kept.add(a.value())) continue;
            if (distinct.size() < MAX_ALTERNATIVES) distinct.add(a);
            else capped = name;
        }
        return List.copyOf(distinct);
    }

    /** Starts an {@code if}/{@code case}: {@code before} names where a path that assigns nothing gets its values. */
    Fork fork(Phrase before) {
        fork = new Fork(fork, before);
        return fork;
    }

    private void put(String name, Value v) {
        track(name);
        alternatives.remove(name);
        if (v == ABSENT) values.remove(name);
        else values.put(name, v);
    }

    private void track(String name) {
        if (fork != null) fork.touch(name, new Saved(values.containsKey(name) ? values.get(name) : ABSENT, alternatives.get(name)));
    }

    /**
     * The paths of one {@code if}/{@code case}. Each path is walked from the values before it; what
     * the paths that go on assign is joined: the last path's value stays the variable's value (the
     * text's last writer, as before), and when paths disagree each value is kept with its branch, so
     * a command using the variable is judged once per value. Work is linear in the assignments.
     */
    final class Fork {
        private final Fork outer;
        private final Phrase beforeNote;
        private final Map<String, Saved> before = new LinkedHashMap<>();
        private Set<String> path = new HashSet<>();
        /** Per name: the values the finished paths that go on left, and how many such paths did not assign it. */
        private final Map<String, List<Alternative>> seen = new LinkedHashMap<>();
        private final Map<String, Value> last = new HashMap<>();
        private final Map<String, Integer> assignedBy = new HashMap<>();
        private int continuing;

        private Fork(Fork outer, Phrase beforeNote) {
            this.outer = outer;
            this.beforeNote = beforeNote;
        }

        private void touch(String name, Saved was) {
            before.putIfAbsent(name, was);
            path.add(name);
        }

        /** One path ended: {@code goesOn} when the code after the if is reached through it; {@code branch} names it. */
        void endPath(Phrase branch, boolean goesOn) {
            if (goesOn) {
                continuing++;
                for (String name : path) {
                    Value v = values.get(name);
                    List<Alternative> alts = alternatives.get(name);
                    List<Alternative> into = seen.computeIfAbsent(name, k -> new ArrayList<>());
                    if (alts != null) into.addAll(alts);
                    else if (values.containsKey(name)) into.add(new Alternative(v, Phrase.of("with {variable} as set in {branch}", "variable", name, "branch", branch)));
                    last.put(name, values.get(name));
                    assignedBy.merge(name, 1, Integer::sum);
                }
            }
            for (String name : path) {
                Saved was = before.get(name);
                if (was.value() == ABSENT) values.remove(name);
                else values.put(name, was.value());
                if (was.alternatives() == null) alternatives.remove(name);
                else alternatives.put(name, was.alternatives());
            }
            path = new HashSet<>();
        }

        /** All paths are walked: the variables take their joined values, and the enclosing fork learns what changed. */
        void join() {
            fork = outer;
            for (Map.Entry<String, Saved> e : before.entrySet()) {
                String name = e.getKey();
                Saved was = e.getValue();
                if (outer != null) outer.touch(name, was);
                List<Alternative> alts = seen.getOrDefault(name, new ArrayList<>());
                if (assignedBy.getOrDefault(name, 0) < continuing) {
                    // Some path that goes on leaves the variable as it was before.
                    if (was.alternatives() != null) alts.addAll(was.alternatives());
                    else if (was.value() != ABSENT) alts.add(new Alternative(was.value(), Phrase.of("with {variable} as set before {statement}", "variable", name, "statement", beforeNote)));
                }
                Value value = last.containsKey(name) ? last.get(name) : was.value();
                if (value == ABSENT) values.remove(name);
                else values.put(name, value);
                List<Alternative> distinct = distinct(name, alts);
                if (distinct.size() >= 2) alternatives.put(name, distinct);
                else alternatives.remove(name);
            }
        }
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
