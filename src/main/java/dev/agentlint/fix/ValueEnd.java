package dev.agentlint.fix;

import dev.agentlint.base.Span;
import java.util.regex.Pattern;

/**
 * Rewrites the end of one value where it is written, in any format: a YAML or JSON scalar, a unit
 * file's value, a command-line word. The text at the span, inside a pair of quotes when it has
 * them, must end with what the rule read there, character for character (an escaped, folded or
 * multi-line value is not edited); what is written instead needs no quoting in any of them.
 */
final class ValueEnd {

    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_./:@%+,\\[\\]-]*");

    private ValueEnd() {}

    static String replace(EditText t, Span at, String was, String now) {
        if (at.line() != at.endLine() || was.isEmpty() || !SAFE.matcher(now).matches()) return null;
        int start = t.start(at), end = t.end(at);
        if (end <= start || end > t.text.length()) return null;
        String written = t.text.substring(start, end);
        char first = written.charAt(0);
        if ((first == '"' || first == '\'') && written.length() >= 2 && written.charAt(written.length() - 1) == first) {
            end--;
            written = written.substring(1, written.length() - 1);
        }
        if (written.indexOf('\\') >= 0 || !written.endsWith(was)) return null;
        t.replace(end - was.length(), end, now);
        return now;
    }
}
