package dev.agentlint.fix;

import dev.agentlint.base.Span;
import dev.agentlint.model.Word;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Edits the words of a command line where the shell stage located them, in any file that holds
 * one (a script, a workflow's {@code run:}, a unit's {@code ExecStart=}): words are replaced,
 * removed with the blank before them, or added after a word. Only words that need no quoting in
 * any of those syntaxes are written, so the edit cannot change how the enclosing file reads. A
 * word is edited only where the text at its span is that word: a quoted, escaped or folded word
 * (whose span is a whole value, or differs from what the program receives) is left alone.
 */
final class CommandLineEditor {

    private static final Pattern SAFE_WORD = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private CommandLineEditor() {}

    static String replace(EditText t, Span at, List<Word> was, List<String> words) {
        for (String w : words) if (!SAFE_WORD.matcher(w).matches()) return null;
        if (was.isEmpty()) return null;
        int start = t.start(at), end = t.end(at);
        for (Word w : was) {
            if (!readsAs(t, w) || t.start(w.span()) < start || t.end(w.span()) > end) return null;
        }
        if (end <= start) return null;
        if (words.isEmpty()) return remove(t, start, end);
        String joined = String.join(" ", words);
        t.replace(start, end, joined);
        return joined;
    }

    /**
     * Removes the text at {@code at} (an assignment its editor located and checked) with the blanks
     * that separated it: those before it, else those after it.
     */
    static String remove(EditText t, Span at) {
        int start = t.start(at), end = t.end(at);
        return end <= start ? null : remove(t, start, end);
    }

    private static String remove(EditText t, int start, int end) {
        int from = start;
        while (from > 0 && (t.text.charAt(from - 1) == ' ' || t.text.charAt(from - 1) == '\t')) from--;
        if (from == start) {
            while (end < t.text.length() && (t.text.charAt(end) == ' ' || t.text.charAt(end) == '\t')) end++;
        }
        t.replace(from, end, "");
        return "";
    }

    static String addAfter(EditText t, Span at, Word after, List<String> words) {
        for (String w : words) if (!SAFE_WORD.matcher(w).matches()) return null;
        if (words.isEmpty() || !readsAs(t, after) || !after.span().equals(at)) return null;
        String joined = String.join(" ", words);
        t.insert(t.end(at), " " + joined);
        return joined;
    }

    /**
     * Whether the text at a word's span is exactly the word, on one line, and not the inside of
     * quotes or an escape ({@code "--privileged"}, whose span may be its content alone): editing
     * there would leave the quotes behind as an empty argument.
     */
    private static boolean readsAs(EditText t, Word w) {
        Span s = w.span();
        if (!w.literal() || s.line() != s.endLine()) return false;
        int start = t.start(s), end = t.end(s);
        if (end <= start || end > t.text.length() || !t.text.substring(start, end).equals(w.value())) return false;
        char before = start > 0 ? t.text.charAt(start - 1) : ' ';
        char after = end < t.text.length() ? t.text.charAt(end) : ' ';
        if (before == '"' || before == '\'' || before == '\\' || after == '\'' || after == '\\') return false;
        // A closing double quote after the word ends the string that holds the command line (JSON, YAML), not the word.
        return after != '"' || before == ' ' || before == '\t';
    }
}
