package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The values the variables of a script read by another language's reader (PowerShell, batch) take
 * along the paths of its branches: the sh walker's {@link Vars.Fork} for readers whose own syntax
 * says where each path begins and ends ({@code if}/{@code elseif}/{@code else} and {@code switch}
 * clauses, a batch {@code if} block, {@code goto} and {@code call :label}). Each path starts from
 * the values before its statement; afterwards a variable the paths that go on leave different
 * keeps each value with the branch that gave it, so a command using it is judged once per value,
 * and the last path's value stays its value otherwise, as the text's last writer was before.
 *
 * @param <V> a variable's value in the reader; null in {@code vars} is "set to something unknown"
 */
final class Branches<V> {

    /** A value a variable may have after a branching statement, and the branch that gives it, for messages. */
    record Alternative<V>(V value, Phrase note) {}

    /** A variable as a path found or left it: whether the script had assigned it, and to what. */
    private record Saved<V>(boolean present, V value) {}

    /** The reader's variables: the paths assign them, the forks save and restore them. */
    private final Map<String, V> vars;
    /** How the readers' messages name a variable: {@code $} before PowerShell's, nothing before batch's. */
    private final String sigil;
    /** What makes two values the same value (a command is judged once per distinct value). */
    private final Function<V, Object> key;
    private final Map<String, List<Alternative<V>>> alternatives = new HashMap<>();
    /** The fork whose path is being read, or null outside any branching statement. */
    private Fork current;
    /** A variable whose values past {@link Vars#MAX_ALTERNATIVES} were left out since the reader last asked, or null. */
    private String capped;

    Branches(Map<String, V> vars, String sigil, Function<V, Object> key) {
        this.vars = vars;
        this.sigil = sigil;
        this.key = key;
    }

    /** The values a variable may have, each from its branch; null when it has one value. */
    List<Alternative<V>> alternatives(String name) {
        return alternatives.get(name);
    }

    /** True when some variable has more than one value. */
    boolean branching() {
        return !alternatives.isEmpty();
    }

    /** The variable that last had more values than are judged, once: the reader reports it where it happened. */
    String takeCapped() {
        String c = capped;
        capped = null;
        return c;
    }

    /** The reader is about to assign {@code name}: every open fork saves what it was, and it has one value again. */
    void assigned(String name) {
        for (Fork f = current; f != null; f = f.outer) f.touch(name);
        alternatives.remove(name);
    }

    /** The path being read stops here ({@code exit}, {@code return}, {@code goto}): what it assigned goes nowhere. */
    void stop() {
        if (current != null) current.ends = true;
    }

    /**
     * Other paths reach this point with {@code states} (the variables where each returned from a
     * subroutine): a variable one of them leaves different keeps each value with its path; the
     * value it has now stays its value, {@code here} naming that path.
     */
    void merge(List<Map<String, V>> states, List<Phrase> notes, Phrase here) {
        Set<String> names = new LinkedHashSet<>();
        for (Map<String, V> state : states) {
            for (Map.Entry<String, V> e : state.entrySet()) {
                V now = vars.get(e.getKey());
                if (!vars.containsKey(e.getKey()) || !same(now, e.getValue())) names.add(e.getKey());
            }
        }
        for (String name : names) {
            List<Alternative<V>> alts = new ArrayList<>();
            List<Alternative<V>> existing = alternatives.get(name);
            if (existing != null) alts.addAll(existing);
            else if (vars.containsKey(name)) alts.add(new Alternative<>(vars.get(name), Phrase.of("with {variable} as set {path}", "variable", sigil + name, "path", here)));
            for (int i = 0; i < states.size(); i++) {
                if (states.get(i).containsKey(name)) {
                    alts.add(new Alternative<>(states.get(i).get(name), Phrase.of("with {variable} as set {path}", "variable", sigil + name, "path", notes.get(i))));
                }
            }
            for (Fork f = current; f != null; f = f.outer) f.touch(name);
            List<Alternative<V>> distinct = distinct(name, alts);
            if (distinct.size() >= 2) alternatives.put(name, distinct);
            else alternatives.remove(name);
        }
    }

    private boolean same(V a, V b) {
        return a == null ? b == null : b != null && key.apply(a).equals(key.apply(b));
    }

    /** The fork whose path is being read, or null. */
    Fork current() {
        return current;
    }

    /**
     * A branching statement starts at {@code line}; its first path is being read.
     *
     * @param statement what it is, for messages: {@code if}, {@code switch}
     * @param note      its first path, for messages: {@code the if branch at line 3}
     */
    Fork open(String statement, int line, Phrase note) {
        current = new Fork(current, statement, line, note);
        return current;
    }

    /**
     * A branching statement whose paths do not start where it does ({@code switch}: its clauses
     * come after their patterns); each path is entered with {@link Fork#next}.
     */
    Fork fork(String statement, int line) {
        return new Fork(current, statement, line, Phrase.untranslated(""));
    }

    /** The paths of one branching statement. */
    final class Fork {
        private final Fork outer;
        private final String statement;
        private final int line;
        private final Map<String, Saved<V>> before = new LinkedHashMap<>();
        private final Map<String, List<Alternative<V>>> beforeAlternatives = new HashMap<>();
        private final List<Map<String, Saved<V>>> paths = new ArrayList<>();
        private final List<Phrase> notes = new ArrayList<>();
        private Set<String> path = new HashSet<>();
        private Phrase note;
        private boolean ends;
        /** One of the paths runs whenever no other does ({@code else}, {@code default}): none goes on unchanged. */
        private boolean exhaustive;

        private Fork(Fork outer, String statement, int line, Phrase note) {
            this.outer = outer;
            this.statement = statement;
            this.line = line;
            this.note = note;
        }

        /**
         * Another path of this statement is read from here ({@code else}, the next {@code switch}
         * clause); {@code catchAll}: it runs whenever the others do not.
         */
        void next(Phrase note, boolean catchAll) {
            current = this;
            this.note = note;
            exhaustive |= catchAll;
        }

        private void touch(String name) {
            if (!before.containsKey(name)) {
                before.put(name, saved(name));
                List<Alternative<V>> alts = alternatives.get(name);
                if (alts != null) beforeAlternatives.put(name, alts);
            }
            path.add(name);
        }

        /** The path being read is done: what it leaves is kept, and the variables are as they were before the statement. */
        void endPath() {
            if (!ends) {
                Map<String, Saved<V>> left = new HashMap<>();
                for (String name : path) left.put(name, saved(name));
                paths.add(left);
                notes.add(note);
            }
            for (String name : path) {
                restore(name, before.get(name));
                List<Alternative<V>> alts = beforeAlternatives.get(name);
                if (alts != null) alternatives.put(name, alts);
                else alternatives.remove(name);
            }
            path = new HashSet<>();
            ends = false;
            current = outer;
        }

        /** Every path is read: the variables take their joined values, and the enclosing fork learns what changed. */
        void join() {
            for (Map.Entry<String, Saved<V>> e : before.entrySet()) {
                String name = e.getKey();
                Saved<V> was = e.getValue();
                List<Alternative<V>> alts = new ArrayList<>();
                Saved<V> last = was;
                for (int i = 0; i < paths.size(); i++) {
                    Saved<V> v = paths.get(i).get(name);
                    if (v != null) {
                        last = v;
                        if (v.present()) alts.add(new Alternative<>(v.value(), Phrase.of("with {variable} as set in {branch}", "variable", sigil + name, "branch", notes.get(i))));
                    } else {
                        last = was;
                        addBefore(alts, name, was);
                    }
                }
                if (!exhaustive) addBefore(alts, name, was);
                restore(name, last);
                List<Alternative<V>> distinct = distinct(name, alts);
                if (distinct.size() >= 2) alternatives.put(name, distinct);
                else alternatives.remove(name);
                if (outer != null) {
                    if (!outer.before.containsKey(name)) {
                        outer.before.put(name, was);
                        if (beforeAlternatives.containsKey(name)) outer.beforeAlternatives.put(name, beforeAlternatives.get(name));
                    }
                    outer.path.add(name);
                }
            }
        }

        private void addBefore(List<Alternative<V>> alts, String name, Saved<V> was) {
            List<Alternative<V>> earlier = beforeAlternatives.get(name);
            if (earlier != null) alts.addAll(earlier);
            else if (was.present()) alts.add(new Alternative<>(was.value(), Phrase.of("with {variable} as set before the {statement} at line {line}",
                    "variable", sigil + name, "statement", statement, "line", line)));
        }
    }

    private Saved<V> saved(String name) {
        return new Saved<>(vars.containsKey(name), vars.get(name));
    }

    private void restore(String name, Saved<V> s) {
        if (s.present()) vars.put(name, s.value());
        else vars.remove(name);
    }

    /** Known values, each once, at most as many as the shell's walker judges. */
    private List<Alternative<V>> distinct(String name, List<Alternative<V>> alts) {
        List<Alternative<V>> out = new ArrayList<>();
        Set<Object> seen = new HashSet<>();
        for (Alternative<V> a : alts) {
            if (a.value() == null || !seen.add(key.apply(a.value()))) continue;
            if (out.size() < Vars.MAX_ALTERNATIVES) out.add(a);
            else capped = name;
        }
        return out;
    }
}
