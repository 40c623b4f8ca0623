package dev.agentlint.extract.shell;

import dev.agentlint.parse.shell.ShellScript;
import dev.agentlint.parse.shell.ShellWord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Word expansion as far as it can be done without running anything: quote removal, constant
 * variables (with field splitting of unquoted values), {@code ${VAR:-default}}. What cannot be
 * known (an unset variable, {@code $(cmd)}, arithmetic) stays as written and marks the word as not
 * literal. Command substitutions are handed to {@code substitutions}: they run, so their commands count.
 */
final class Expander {

    /** Longest text kept for an expansion whose value is unknown. */
    static final int MAX_RAW = 512;

    private final Vars vars;
    private final Consumer<ShellScript> substitutions;

    Expander(Vars vars, Consumer<ShellScript> substitutions) {
        this.vars = vars;
        this.substitutions = substitutions;
    }

    /** Fields after splitting: what the words of a simple command become. */
    List<Arg> fields(ShellWord w) {
        Fields f = new Fields(true);
        add(f, w, false);
        return f.done();
    }

    /** One field, no splitting: assignment values, here-strings, {@code [[ … ]]} operands. */
    Arg single(ShellWord w) {
        Fields f = new Fields(false);
        add(f, w, false);
        List<Arg> out = f.done();
        return out.isEmpty() ? new Arg("", new int[0], true, w.start(), w.end()) : out.get(0);
    }

    /** The elements of an array assignment {@code NAME=(a b c)}. */
    List<Arg> elements(ShellWord w) {
        List<Arg> out = new ArrayList<>();
        if (w.arrayElements() != null) for (ShellWord e : w.arrayElements()) out.addAll(fields(e));
        return out;
    }

    private void add(Fields f, ShellWord w, boolean forceQuoted) {
        for (ShellWord.Part part : w.parts()) {
            boolean quoted = forceQuoted || part.quoted();
            if (part instanceof ShellWord.Literal l) {
                f.text(l.text(), l.origins(), true, l.origins().length == 0 ? w.start() : l.origins()[0],
                        l.origins().length == 0 ? w.start() : l.origins()[l.origins().length - 1] + 1);
                if (l.quoted()) f.mark();
            } else if (part instanceof ShellWord.Parameter p) {
                parameter(f, p, quoted);
            } else if (part instanceof ShellWord.CommandSubstitution c) {
                substitutions.accept(c.body());
                f.unknown(c.raw(), c.start(), c.end());
            } else if (part instanceof ShellWord.Arithmetic a) {
                f.unknown(a.raw(), a.start(), a.end());
            }
            if (quoted) f.mark();
        }
    }

    private void parameter(Fields f, ShellWord.Parameter p, boolean quoted) {
        Vars.Value v = isName(p.name()) ? vars.get(p.name()) : null;
        boolean set = v != null && !v.elements().isEmpty();
        boolean nonEmpty = set && !v.joined().isEmpty();
        switch (p.operator()) {
            case "" -> {
                if (v == null) f.unknown(p.raw(), p.start(), p.end());
                else value(f, v, p, quoted);
            }
            case ":-", "-", ":=", "=" -> {
                boolean useValue = p.operator().startsWith(":") ? nonEmpty : set;
                if (useValue) {
                    value(f, v, p, quoted);
                } else if (p.argument() != null) {
                    // Unset here: the default is what runs unless the caller's environment says otherwise.
                    boolean known = vars.assigned(p.name()) && v != null;
                    add(f, p.argument(), quoted);
                    if (!known) f.notLiteral();
                    // `${X:=d}` also assigns: later `$X` is the default too (known only when the script set X itself).
                    if (p.operator().endsWith("=")) {
                        Arg d = single(p.argument());
                        vars.set(p.name(), Vars.Value.of(d.value(), known && d.literal()));
                    }
                }
            }
            case ":+", "+" -> {
                boolean useArg = p.operator().startsWith(":") ? nonEmpty : set;
                if (v == null && !vars.assigned(p.name())) f.unknown(p.raw(), p.start(), p.end());
                else if (useArg && p.argument() != null) add(f, p.argument(), quoted);
            }
            default -> {
                if (v != null && (p.operator().equals(":?") || p.operator().equals("?")) && set) value(f, v, p, quoted);
                else f.unknown(p.raw(), p.start(), p.end());
            }
        }
    }

    private static boolean isName(String name) {
        return !name.isEmpty() && (Character.isLetter(name.charAt(0)) || name.charAt(0) == '_');
    }

    private void value(Fields f, Vars.Value v, ShellWord.Parameter p, boolean quoted) {
        List<String> elements = v.elements();
        boolean all = "@".equals(p.index()) || "*".equals(p.index());
        int first = 0;
        if (p.index() != null && !all) {
            int i = index(p.index());
            first = i;
            elements = i >= 0 && i < elements.size() ? List.of(elements.get(i)) : i >= 0 ? List.of() : null;
            if (elements == null) {
                f.unknown(p.raw(), p.start(), p.end());
                return;
            }
        } else if (!all) {
            elements = elements.isEmpty() ? List.of() : List.of(elements.get(0));
        }
        boolean joinAll = quoted && "*".equals(p.index());
        if (joinAll) elements = List.of(String.join(" ", elements));
        for (int i = 0; i < elements.size(); i++) {
            if (i > 0) {
                if (quoted) f.split(true);
                else f.split(false);
            }
            String e = elements.get(i);
            boolean known = joinAll ? v.literal() : v.known(first + i);
            if (quoted) {
                f.text(e, filled(e.length(), p.start()), known, p.start(), p.end());
                f.mark();
            } else if (!known && v.elements().size() > 1) {
                // An array element the script computes (`(-u "$(id -u)" img)`) was one word where the array
                // was written; splitting the text kept for it would invent words out of `$(id -u)`.
                f.text(e, filled(e.length(), p.start()), false, p.start(), p.end());
            } else {
                f.unquoted(e, p.start(), known, p.end());
            }
        }
    }

    private static int index(String s) {
        if (s.isEmpty() || s.length() > 6) return -1;
        for (int i = 0; i < s.length(); i++) if (!Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') return -1;
        return Integer.parseInt(s);
    }

    private static int[] filled(int n, int origin) {
        int[] o = new int[n];
        Arrays.fill(o, origin);
        return o;
    }

    /** Builds fields: literal text joins the current field; unquoted expansion results split on blanks. */
    private static final class Fields {
        private final boolean splitting;
        private final List<Arg> out = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private int[] origins = new int[16];
        private boolean exists;
        private boolean literal = true;
        private int start = -1;
        private int end = -1;

        Fields(boolean splitting) {
            this.splitting = splitting;
        }

        void notLiteral() {
            literal = false;
        }

        void mark() {
            exists = true;
        }

        void text(String t, int[] o, boolean lit, int s, int e) {
            for (int i = 0; i < t.length(); i++) append(t.charAt(i), i < o.length ? o[i] : s);
            if (!t.isEmpty()) exists = true;
            if (!lit) literal = false;
            range(s, e);
        }

        void unknown(String written, int s, int e) {
            // What an unknown expansion stands for is kept as written, shortened: nested substitutions
            // would otherwise copy the same text once per level.
            String raw = written.length() <= MAX_RAW ? written
                    : written.substring(0, 2) + "…" + written.charAt(written.length() - 1);
            int[] o = new int[raw.length()];
            for (int i = 0; i < o.length; i++) o[i] = Math.min(s + i, Math.max(s, e - 1));
            text(raw, o, false, s, e);
        }

        /** An unquoted expansion result: blanks separate fields. */
        void unquoted(String value, int origin, boolean lit, int e) {
            if (!splitting) {
                text(value, filled(value.length(), origin), lit, origin, e);
                return;
            }
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c == ' ' || c == '\t' || c == '\n') {
                    if (exists) {
                        range(origin, e);
                        flush();
                    }
                } else {
                    append(c, origin);
                    exists = true;
                    if (!lit) literal = false;
                    range(origin, e);
                }
            }
        }

        void split(boolean keepEmpty) {
            if (exists || keepEmpty) flush();
        }

        private void append(char c, int origin) {
            if (text.length() == origins.length) origins = Arrays.copyOf(origins, origins.length * 2);
            origins[text.length()] = origin;
            text.append(c);
        }

        private void range(int s, int e) {
            if (start < 0 || s < start) start = s;
            if (e > end) end = e;
        }

        private void flush() {
            out.add(new Arg(text.toString(), Arrays.copyOf(origins, text.length()), literal, Math.max(0, start),
                    Math.max(Math.max(0, start), end)));
            text.setLength(0);
            exists = false;
            literal = true;
            start = -1;
            end = -1;
        }

        List<Arg> done() {
            if (exists) flush();
            return out;
        }
    }
}
