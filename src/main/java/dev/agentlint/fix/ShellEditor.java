package dev.agentlint.fix;

import dev.agentlint.base.Span;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Removes a variable assignment from a shell script where that cannot change how the rest of the
 * line reads: the whole line when it holds nothing else ({@code X=0}, {@code export X=0}), or the
 * assignment with the blanks after it when a command word follows ({@code X=0 cmd},
 * {@code env X=0 cmd}, {@code export A=1 X=0}). Before an operator ({@code X=0; cmd}) it is left
 * alone: the line would no longer parse.
 */
final class ShellEditor implements Editor {

    private static final Pattern ALONE = Pattern.compile("[ \\t]*+(?:export[ \\t]++)?(?:#.*)?");
    private static final Pattern WORD_START = Pattern.compile("[A-Za-z0-9_./$\"'-]");

    @Override
    public String set(EditText t, String path, Object value, Span near) {
        return null;
    }

    @Override
    public String remove(EditText t, String path, Span near) {
        if (near.line() != near.endLine()) return null;
        int from = t.start(near), to = t.end(near);
        if (to <= from) return null;
        int line = near.line();
        String rest = t.text.substring(t.lineStart(line), from) + t.text.substring(to, t.lineEnd(line));
        if (ALONE.matcher(rest).matches()) {
            t.replace(t.lineStart(line), t.afterLine(line), "");
            return "";
        }
        int after = to;
        while (after < t.lineEnd(line) && (t.text.charAt(after) == ' ' || t.text.charAt(after) == '\t')) after++;
        boolean before = from == t.lineStart(line) || t.text.charAt(from - 1) == ' ' || t.text.charAt(from - 1) == '\t';
        if (after == to || after >= t.lineEnd(line) || !before || !WORD_START.matcher(t.text.substring(after, after + 1)).matches()) {
            // The last word of `export A=1 X=0`: the blanks before it go instead.
            if (after < t.lineEnd(line) || !before || !t.text.substring(t.lineStart(line), from).strip().startsWith("export ")) return null;
            return CommandLineEditor.remove(t, near);
        }
        t.replace(from, after, "");
        return "";
    }
}
