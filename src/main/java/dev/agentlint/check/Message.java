package dev.agentlint.check;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Templates;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.Set;

/**
 * A finding's message as a rule states it: the id of one of its rule's templates
 * ({@code messages:} in {@code rules/<id>.yaml}, translated in {@code rules/<lang>/<id>.yaml}) and
 * the values of the template's named parameters. Values are what the file says (paths, keys,
 * service names, flags, counts) and are never translated. A value may itself be a message: a
 * clause only some findings have, another template of the same rule, rendered in the same
 * language as the sentence it sits in.
 *
 * <p>A template names a parameter as {@code {name}}: a lower-case letter, then letters and digits.
 * Every other brace is text ({@code ${HOME}}, {@code ${{ secrets.X }}}), so templates need no escapes.
 */
public final class Message {

    private final String id;
    private final String[] names;
    private final Object[] values;

    private Message(String id, String[] names, Object[] values) {
        this.id = id;
        this.names = names;
        this.values = values;
    }

    /**
     * @param id             the template's id within its rule
     * @param namesAndValues each parameter's name followed by its value: a {@code String}, a
     *                       {@code Message}, or anything else, written with {@code String.valueOf}
     */
    public static Message of(String id, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) throw new IllegalArgumentException("message " + id + ": a name without a value");
        String[] names = new String[namesAndValues.length / 2];
        Object[] values = new Object[names.length];
        for (int i = 0; i < names.length; i++) {
            names[i] = (String) namesAndValues[2 * i];
            Object v = namesAndValues[2 * i + 1];
            values[i] = v instanceof Message || v instanceof Phrase ? v : String.valueOf(v);
        }
        return new Message(id, names, values);
    }

    /**
     * Several values or clauses in a row, each pair separated by the rule's template
     * {@code separatorId} ({@code " and "}, {@code "、"}): a list whose length only the file knows.
     */
    public static Message list(String separatorId, List<?> items) {
        Object[] values = new Object[items.size()];
        for (int i = 0; i < values.length; i++) {
            Object v = items.get(i);
            values[i] = v instanceof Message || v instanceof Phrase ? v : String.valueOf(v);
        }
        return new Message(separatorId, null, values);
    }

    /** The same message with each value passed through {@code f}, in nested messages and phrases too (see {@link Phrase#withValues}). */
    public Message withValues(UnaryOperator<String> f) {
        Object[] mapped = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            mapped[i] = v instanceof Message m ? m.withValues(f) : v instanceof Phrase p ? p.withValues(f) : f.apply((String) v);
        }
        return new Message(id, names, mapped);
    }

    public String id() {
        return id;
    }

    /** The message in the language of {@code templates}, with its phrases in English. */
    public String render(Map<String, String> templates) {
        return render(templates, Map.of());
    }

    /**
     * The message in the language of {@code templates} (a rule's, by id) and {@code phrases} (the
     * language's translations of {@link Phrase}s, by English template); null when a template it
     * needs is missing there, so that the caller can fall back to the English. A phrase without a
     * translation stays English.
     */
    public String render(Map<String, String> templates, Map<String, String> phrases) {
        String template = templates.get(id);
        if (template == null) return null;
        if (names == null) return joined(template, templates, phrases);
        StringBuilder b = new StringBuilder(template.length() + 64);
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int end = c == '{' ? parameterEnd(template, i) : -1;
            if (end < 0) {
                b.append(c);
                i++;
                continue;
            }
            String name = template.substring(i + 1, end);
            Object value = value(name);
            if (value == null) {
                // A template that names a parameter its rule does not give keeps the placeholder: visible, never fatal.
                b.append(template, i, end + 1);
            } else if (value instanceof Message m) {
                String clause = m.render(templates, phrases);
                if (clause == null) return null;
                b.append(clause);
            } else if (value instanceof Phrase p) {
                b.append(p.render(phrases));
            } else {
                b.append((String) value);
            }
            i = end + 1;
        }
        return b.toString();
    }

    private String joined(String separator, Map<String, String> templates, Map<String, String> phrases) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) b.append(separator);
            if (values[i] instanceof Message m) {
                String clause = m.render(templates, phrases);
                if (clause == null) return null;
                b.append(clause);
            } else if (values[i] instanceof Phrase p) {
                b.append(p.render(phrases));
            } else {
                b.append((String) values[i]);
            }
        }
        return b.toString();
    }

    private Object value(String name) {
        for (int i = 0; i < names.length; i++) if (names[i].equals(name)) return values[i];
        return null;
    }

    private static int parameterEnd(String t, int open) {
        return Templates.parameterEnd(t, open);
    }

    /** The parameters a template names, as a sorted set: the same in every language. */
    public static Set<String> parameters(String template) {
        return Templates.parameters(template);
    }

    /** For tests and debugging: the id and the values, never a language. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(id).append('(');
        if (names == null) return b.append(java.util.Arrays.toString(values)).append(')').toString();
        for (int i = 0; i < names.length; i++) b.append(i == 0 ? "" : ", ").append(names[i]).append('=').append(values[i]);
        return b.append(')').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && id.equals(m.id) && java.util.Arrays.equals(names, m.names) && java.util.Arrays.equals(values, m.values);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + java.util.Arrays.hashCode(values);
    }
}
