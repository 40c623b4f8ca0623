package dev.agentlint.base;

import java.util.Set;
import java.util.TreeSet;

/**
 * The one syntax of agentlint's message templates and phrases: {@code {name}} names a parameter
 * (a lower-case letter, then letters and digits); every other brace is text ({@code ${HOME}},
 * {@code ${{ secrets.X }}}), so templates need no escapes.
 */
public final class Templates {

    private Templates() {}

    /** The index of the closing brace of a parameter that starts at {@code open}, or -1 when the brace there is text. */
    public static int parameterEnd(String t, int open) {
        int i = open + 1;
        if (i >= t.length() || t.charAt(i) < 'a' || t.charAt(i) > 'z') return -1;
        while (++i < t.length()) {
            char c = t.charAt(i);
            if (c == '}') return i;
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) return -1;
        }
        return -1;
    }

    /** The parameters a template names, as a sorted set: the same in every language. */
    public static Set<String> parameters(String template) {
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < template.length(); i++) {
            if (template.charAt(i) != '{') continue;
            int end = parameterEnd(template, i);
            if (end > 0) {
                out.add(template.substring(i + 1, end));
                i = end;
            }
        }
        return out;
    }
}
