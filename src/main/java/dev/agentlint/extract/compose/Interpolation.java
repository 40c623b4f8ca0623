package dev.agentlint.extract.compose;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What agentlint can know of a Compose value before the environment is known: {@code $$} is a
 * literal {@code $}, and {@code ${VAR:-default}} / {@code ${VAR-default}} most likely stand for
 * their default. Variables that name the home or runtime directory are kept, since
 * {@link dev.agentlint.model.HostPath} understands them; any other variable stays as written and
 * makes a path "not resolved".
 */
final class Interpolation {

    /** Innermost {@code ${NAME:-default}}: the default contains no '$', '{' or '}'. */
    private static final Pattern DEFAULTED = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*):?-([^${}]*)\\}");
    private static final Set<String> KEPT = Set.of("HOME", "XDG_RUNTIME_DIR", "USERPROFILE", "PWD");
    private static final int MAX_LENGTH = 8192;
    private static final int MAX_ROUNDS = 8;

    private Interpolation() {}

    static String apply(String value) {
        if (value == null || value.length() > MAX_LENGTH || value.indexOf('$') < 0) return value;
        String s = value;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Matcher m = DEFAULTED.matcher(s);
            StringBuilder out = new StringBuilder();
            boolean changed = false;
            while (m.find()) {
                String replacement = KEPT.contains(m.group(1)) ? "\\${" + m.group(1) + "}" : Matcher.quoteReplacement(m.group(2));
                m.appendReplacement(out, replacement);
                changed = true;
            }
            m.appendTail(out);
            s = out.toString();
            if (!changed) break;
        }
        return s.replace("$$", "$");
    }
}
