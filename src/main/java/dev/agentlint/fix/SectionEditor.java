package dev.agentlint.fix;

import dev.agentlint.base.Span;
import java.util.List;

/**
 * Edits {@code key=value} files made of {@code [section]}s (WSL's INI dialect, systemd and Quadlet
 * units): the assignment in effect has its value replaced; a missing one is added after the last
 * assignment of its section, with the separator the file already uses; a missing section is
 * added at the end of the file.
 */
abstract class SectionEditor implements Editor {

    /** A section header as written ({@code span} null for the lines before any header). */
    record Header(String name, Span span) {}

    /** One assignment as written. */
    record Assignment(String section, String key, Span keySpan, Span valueSpan) {}

    /** The file's sections, in order; null when the file cannot be edited (WSL would stop before the edit). */
    abstract List<Header> headers(EditText t) throws dev.agentlint.parse.ParseException;

    abstract List<Assignment> assignments();

    /** The assignment the program applies for a key of a section, or null. */
    abstract Assignment inEffect(String section, String key);

    /** The header occurrence a new key of the section belongs under, or null when there is none. */
    abstract Header home(List<Header> headers, String section);

    abstract String render(Object value);

    @Override
    public String set(EditText t, String path, Object value, Span near) throws dev.agentlint.parse.ParseException {
        List<String> segments = Pointer.segments(path);
        if (segments.size() != 2 || value instanceof List<?>) return null;
        List<Header> headers = headers(t);
        if (headers == null) return null;
        String section = segments.get(0), key = segments.get(1);
        String v = render(value);
        Assignment a = inEffect(section, key);
        if (a != null) {
            if (a.valueSpan().endLine() != a.valueSpan().line()) return null;
            t.replace(t.start(a.valueSpan()), t.end(a.valueSpan()), v);
            return a.key() + separator(t) + v;
        }
        String eol = t.eol();
        String line = key + separator(t) + v;
        Header h = home(headers, section);
        if (h == null) {
            boolean endsWithBreak = t.text.isEmpty() || t.text.endsWith("\n") || t.text.endsWith("\r");
            String added = (endsWithBreak ? "" : eol) + "[" + section + "]" + eol + line + eol;
            int end = t.text.length();
            // A replacement of the last character, not an insertion after it: two fixes that add
            // keys to one missing section then overlap, and the second waits for the next pass,
            // which finds the section and adds its key there (no second header).
            if (end == 0) t.insert(0, added);
            else t.replace(end - 1, end, t.text.substring(end - 1) + added);
            return "[" + section + "] " + line;
        }
        afterLine(t, t.lineEnd(lastLineOf(headers, h)), eol + line);
        return line;
    }

    /**
     * Inserts {@code text} at {@code at}, the end of a line. When that line is the last and has no
     * line break, a section another fix appends at the end of the file is inserted at the same
     * offset and must follow this text: the edit then replaces the line's last character rather
     * than inserting after it (overlapping edits wait for the next pass).
     */
    private static void afterLine(EditText t, int at, String text) {
        if (at == t.text.length() && at > 0) t.replace(at - 1, at, t.text.substring(at - 1) + text);
        else t.insert(at, text);
    }

    /**
     * One more assignment of the key for each value (for keys that take a value a line, such as
     * {@code PodmanArgs=} or {@code DropCapability=}), after the last assignment of its section.
     */
    @Override
    public String add(EditText t, String path, List<String> values, Span near) throws dev.agentlint.parse.ParseException {
        List<String> segments = Pointer.segments(path);
        if (segments.size() != 2 || values.isEmpty()) return null;
        List<Header> headers = headers(t);
        if (headers == null) return null;
        String section = segments.get(0), key = segments.get(1);
        Header h = home(headers, section);
        if (h == null) return null;
        StringBuilder lines = new StringBuilder();
        List<String> shown = new java.util.ArrayList<>();
        for (String v : values) {
            String line = key + separator(t) + render(v);
            lines.append(t.eol()).append(line);
            shown.add(line);
        }
        afterLine(t, t.lineEnd(lastLineOf(headers, h)), lines.toString());
        return String.join("; ", shown);
    }

    /** The last line of a section's last assignment (its header's line when it has none). */
    private int lastLineOf(List<Header> headers, Header h) {
        int after = h.span().line();
        int next = Integer.MAX_VALUE;
        for (Header o : headers) if (o.span() != null && o.span().line() > after) next = Math.min(next, o.span().line());
        for (Assignment o : assignments()) {
            int l = o.valueSpan().endLine();
            if (o.keySpan().line() > h.span().line() && l < next) after = Math.max(after, l);
        }
        return after;
    }

    /** What the file writes between a key and its value ({@code =} when it has no assignment yet). */
    private String separator(EditText t) {
        for (Assignment a : assignments()) {
            int from = t.end(a.keySpan()), to = t.start(a.valueSpan());
            if (a.keySpan().line() == a.valueSpan().line() && to > from) {
                String sep = t.text.substring(from, to);
                if (sep.strip().equals("=")) return sep;
            }
        }
        return "=";
    }
}
