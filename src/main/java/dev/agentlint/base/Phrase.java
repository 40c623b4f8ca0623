package dev.agentlint.base;

import java.util.Arrays;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Words one stage writes for the messages of a later one: where a command runs ("Lima guest, as
 * the user"), what a host path is ("an SSH agent socket"), why a reference was not followed. A
 * rule quotes them inside its own message template, so they must be translatable as well: a
 * phrase is its English template, which is also its key in a language's table of translations
 * (as gettext keys a message by its English), and the values of its named parameters, which are
 * never translated. Extractors and shared rule code thus state the English once, where they know
 * it, and the translation sits in the language's table ({@code phrases.zh-CN.tsv}), checked
 * against every phrase the code states.
 *
 * <p>Parameters are written {@code {name}}, as in rule message templates; a value may be another
 * phrase. {@link #toString()} is the English, so a phrase concatenated into English text keeps
 * its words.
 */
public final class Phrase {

    private final String template;
    private final String[] names;
    private final Object[] values;

    private Phrase(String template, String[] names, Object[] values) {
        this.template = template;
        this.names = names;
        this.values = values;
    }

    /**
     * @param template       the English, with {@code {name}} for each value
     * @param namesAndValues each parameter's name followed by its value: a {@code String}, a
     *                       {@code Phrase}, or anything else, written with {@code String.valueOf}
     */
    public static Phrase of(String template, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) throw new IllegalArgumentException("phrase " + template + ": a name without a value");
        String[] names = new String[namesAndValues.length / 2];
        Object[] values = new Object[names.length];
        for (int i = 0; i < names.length; i++) {
            names[i] = (String) namesAndValues[2 * i];
            Object v = namesAndValues[2 * i + 1];
            values[i] = v instanceof Phrase ? v : String.valueOf(v);
        }
        return new Phrase(template, names, values);
    }

    /**
     * Words no table translates, the same in every language: what an operating system or a
     * third-party parser said, passed on as it said it.
     */
    public static Phrase untranslated(String text) {
        return new Phrase(UNTRANSLATED, new String[] {"text"}, new Object[] {String.valueOf(text)});
    }

    /**
     * The same words with each value (what the file or the system said, as opposed to the words
     * agentlint writes) passed through {@code f}, in nested phrases too: to tell the two apart,
     * e.g. to check that a translation leaves no English of agentlint's own.
     */
    public Phrase withValues(UnaryOperator<String> f) {
        Object[] mapped = new Object[values.length];
        for (int i = 0; i < values.length; i++) mapped[i] = values[i] instanceof Phrase p ? p.withValues(f) : f.apply((String) values[i]);
        return new Phrase(template, names, mapped);
    }

    /** The template of {@link #untranslated}: never a key of a table. */
    private static final String UNTRANSLATED = "{text}";

    /** The English template: the phrase's key in every translation table. */
    public String template() {
        return template;
    }

    /** The phrase in the language of {@code translations} (English template to template); English where one is missing. */
    public String render(Map<String, String> translations) {
        String t = translations.getOrDefault(template, template);
        StringBuilder b = new StringBuilder(t.length() + 32);
        int i = 0;
        while (i < t.length()) {
            int end = t.charAt(i) == '{' ? Templates.parameterEnd(t, i) : -1;
            if (end < 0) {
                b.append(t.charAt(i++));
                continue;
            }
            Object value = value(t.substring(i + 1, end));
            if (value == null) b.append(t, i, end + 1);
            else if (value instanceof Phrase p) b.append(p.render(translations));
            else b.append((String) value);
            i = end + 1;
        }
        return b.toString();
    }

    private Object value(String name) {
        for (int i = 0; i < names.length; i++) if (names[i].equals(name)) return values[i];
        return null;
    }

    /** The English. */
    @Override
    public String toString() {
        return render(Map.of());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Phrase p && template.equals(p.template) && Arrays.equals(names, p.names) && Arrays.equals(values, p.values);
    }

    @Override
    public int hashCode() {
        return template.hashCode() * 31 + Arrays.hashCode(values);
    }
}
