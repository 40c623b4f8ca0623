package dev.agentlint.fix;

import dev.agentlint.base.LineIndex;
import dev.agentlint.base.Span;
import dev.agentlint.check.Fix;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The original text of a file being fixed, with what every editor needs: offsets of spans, the
 * file's own line ending and indentation, and the edits collected so far.
 */
final class EditText {

    final String text;
    final LineIndex lines;
    private final List<Fix.Edit> edits = new ArrayList<>();
    /**
     * Mappings an editor has added (by pointer): the insertion that writes each and the
     * indentation of its entries, so that a second key for one of them joins it rather than
     * adding it twice.
     */
    private final java.util.Map<String, Created> created = new java.util.HashMap<>();

    /** A mapping added by the insertion at {@code edit} (an index of the edits), its entries at {@code indent}. */
    record Created(int edit, String indent) {}

    EditText(String text, LineIndex lines) {
        this.text = text;
        this.lines = lines;
    }

    /** The file's line ending: CRLF when its first line ends so, else LF. */
    String eol() {
        int lf = text.indexOf('\n');
        return lf > 0 && text.charAt(lf - 1) == '\r' ? "\r\n" : "\n";
    }

    int start(Span s) {
        return lines.offset(s.line(), s.column());
    }

    int end(Span s) {
        return lines.offset(s.endLine(), s.endColumn());
    }

    /** The offset where a 1-based line starts. */
    int lineStart(int line) {
        return lines.offset(line, 1);
    }

    /** The offset just before a line's terminator. */
    int lineEnd(int line) {
        return lineStart(line) + lines.lineLength(line);
    }

    /** The offset just after a line's terminator (the next line's start, or the end of the text). */
    int afterLine(int line) {
        return line >= lines.lineCount() ? text.length() : lineStart(line + 1);
    }

    /** The spaces and tabs a line begins with. */
    String indentOf(int line) {
        String l = lines.lineText(line);
        int i = 0;
        while (i < l.length() && (l.charAt(i) == ' ' || l.charAt(i) == '\t')) i++;
        return l.substring(0, i);
    }

    /** Whether only spaces and tabs precede the offset on its line. */
    boolean firstOnLine(int offset) {
        int line = lines.line(offset);
        return text.substring(lineStart(line), offset).isBlank();
    }

    void replace(int start, int end, String with) {
        if (text.substring(start, end).equals(with)) return;
        edits.add(new Fix.Edit(start, end, lines.span(start, end), with));
    }

    void insert(int at, String with) {
        edits.add(new Fix.Edit(at, at, lines.span(at, at), with));
    }

    /** The index of the insertion just made. */
    int lastEdit() {
        return edits.size() - 1;
    }

    void created(String pointer, int edit, String indent) {
        created.put(pointer, new Created(edit, indent));
    }

    Created created(String pointer) {
        return created.get(pointer);
    }

    /** More text at the end of an insertion already made. */
    void extend(int edit, String more) {
        Fix.Edit e = edits.get(edit);
        edits.set(edit, new Fix.Edit(e.start(), e.end(), e.span(), e.text() + more));
    }

    List<Fix.Edit> edits() {
        List<Fix.Edit> out = new ArrayList<>(edits);
        out.sort(Comparator.comparingInt(Fix.Edit::start).thenComparingInt(Fix.Edit::end));
        return out;
    }

    /** The text with edits applied; they must be in text order and not overlap. */
    static String apply(String text, List<Fix.Edit> edits) {
        StringBuilder b = new StringBuilder(text.length() + 64);
        int at = 0;
        for (Fix.Edit e : edits) {
            b.append(text, at, e.start()).append(e.text());
            at = e.end();
        }
        return b.append(text, at, text.length()).toString();
    }
}
