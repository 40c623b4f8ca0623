package dev.agentlint.extract.systemd;

import dev.agentlint.model.EnvVar;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * systemd's substitution of the unit's environment in {@code Exec*} command lines (systemd.service,
 * "Command lines"): {@code ${NAME}} anywhere in a word is replaced by the value and stays one word;
 * {@code $NAME} as a word of its own is replaced by the value split at whitespace (zero or more
 * words); {@code $$} is a literal {@code $}. A variable the unit does not set in {@code Environment=}
 * may come from {@code EnvironmentFile=} or the manager, so it is kept as written, not erased.
 */
final class ExecVariables {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private ExecVariables() {}

    /** The words one written word becomes. */
    static List<String> expand(String word, Map<String, EnvVar> env) {
        if (word.indexOf('$') < 0) return List.of(word);
        if (word.length() > 1 && word.charAt(0) == '$' && isName(word, 1, word.length())) {
            EnvVar e = env.get(word.substring(1));
            if (e == null) return List.of(word);
            List<String> out = new ArrayList<>();
            for (String part : WHITESPACE.split(e.value().strip())) if (!part.isEmpty()) out.add(part);
            return out;
        }
        StringBuilder b = new StringBuilder(word.length());
        int i = 0;
        while (i < word.length()) {
            char c = word.charAt(i);
            if (c == '$' && i + 1 < word.length() && word.charAt(i + 1) == '$') {
                b.append('$');
                i += 2;
                continue;
            }
            if (c == '$' && i + 1 < word.length() && word.charAt(i + 1) == '{') {
                int close = word.indexOf('}', i + 2);
                if (close > 0 && isName(word, i + 2, close)) {
                    EnvVar e = env.get(word.substring(i + 2, close));
                    b.append(e == null ? word.substring(i, close + 1) : e.value());
                    i = close + 1;
                    continue;
                }
            }
            b.append(c);
            i++;
        }
        return List.of(b.toString());
    }

    /** True when expanded words still hold a {@code $NAME} or {@code ${NAME}} the unit does not set. */
    static boolean refersTo(Collection<String> words, Map<String, EnvVar> env) {
        for (String w : words) {
            int i = w.indexOf('$');
            while (i >= 0 && i + 1 < w.length()) {
                int from = w.charAt(i + 1) == '{' ? i + 2 : i + 1;
                int end = from;
                while (end < w.length() && (Character.isLetterOrDigit(w.charAt(end)) || w.charAt(end) == '_')) end++;
                if (end > from && isName(w, from, end) && !env.containsKey(w.substring(from, end))) return true;
                i = w.indexOf('$', i + 1);
            }
        }
        return false;
    }

    private static boolean isName(String s, int from, int to) {
        if (from >= to) return false;
        char first = s.charAt(from);
        if (!(first == '_' || first >= 'A' && first <= 'Z' || first >= 'a' && first <= 'z')) return false;
        for (int i = from + 1; i < to; i++) {
            char c = s.charAt(i);
            if (!(c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) return false;
        }
        return true;
    }
}
