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
    /** A kept variable, bare or braced, before defaults are resolved around it. */
    private static final Pattern KEPT_REFERENCE = Pattern.compile("\\$\\{(HOME|XDG_RUNTIME_DIR|USERPROFILE|PWD)\\}|\\$(HOME|XDG_RUNTIME_DIR|USERPROFILE|PWD)(?![A-Za-z0-9_])");
    // Kept variables travel between two control characters while defaults are resolved, so ${A:-${HOME}/x} resolves.
    private static final char OPEN = '\u0001';
    private static final char CLOSE = '\u0002';
    private static final int MAX_LENGTH = 8192;
    private static final int MAX_ROUNDS = 8;

    private Interpolation() {}

    static String apply(String value) {
        if (value == null || value.length() > MAX_LENGTH || value.indexOf('$') < 0) return value;
        String s = KEPT_REFERENCE.matcher(value.replace("$$", "\u0003"))
                .replaceAll(m -> OPEN + (m.group(1) != null ? m.group(1) : m.group(2)) + CLOSE);
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Matcher m = DEFAULTED.matcher(s);
            StringBuilder out = new StringBuilder();
            boolean changed = false;
            while (m.find()) {
                String replacement = KEPT.contains(m.group(1)) ? OPEN + m.group(1) + CLOSE : Matcher.quoteReplacement(m.group(2));
                m.appendReplacement(out, replacement);
                changed = true;
            }
            m.appendTail(out);
            s = out.toString();
            if (!changed) break;
        }
        return s.replace(String.valueOf(OPEN), "${").replace(String.valueOf(CLOSE), "}").replace("\u0003", "$");
    }
}
