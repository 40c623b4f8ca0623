package dev.agentlint.fix;

import dev.agentlint.base.Span;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Edits the words of a command line where the shell stage located them, in any file that holds
 * one (a script, a workflow's {@code run:}, a unit's {@code ExecStart=}): words are replaced,
 * removed with the blank before them, or added after a word. Only words that need no quoting in
 * any of those syntaxes are written, so the edit cannot change how the enclosing file reads.
 */
final class CommandLineEditor {

    private static final Pattern SAFE_WORD = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private CommandLineEditor() {}

    static String replace(EditText t, Span at, List<String> words) {
        for (String w : words) if (!SAFE_WORD.matcher(w).matches()) return null;
        int start = t.start(at), end = t.end(at);
        if (end <= start) return null;
        if (words.isEmpty()) {
            int from = start;
            while (from > 0 && (t.text.charAt(from - 1) == ' ' || t.text.charAt(from - 1) == '\t')) from--;
            if (from == start) {
                while (end < t.text.length() && (t.text.charAt(end) == ' ' || t.text.charAt(end) == '\t')) end++;
            }
            t.replace(from, end, "");
            return "";
        }
        String joined = String.join(" ", words);
        t.replace(start, end, joined);
        return joined;
    }

    static String addAfter(EditText t, Span at, List<String> words) {
        for (String w : words) if (!SAFE_WORD.matcher(w).matches()) return null;
        if (words.isEmpty()) return null;
        String joined = String.join(" ", words);
        t.insert(t.end(at), " " + joined);
        return joined;
    }
}
