package dev.agentlint.parse.unit;

import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * systemd unit-file syntax, as systemd and Quadlet read it: comments only at line start ({@code #}
 * or {@code ;}); a trailing backslash continues the value on the next line (joined with a space,
 * comment lines inside a continuation skipped, each character of the joined value still mapped to
 * where it is written); whitespace around {@code =} ignored; case-sensitive.
 */
public final class UnitFileParser {

    private UnitFileParser() {}

    public static UnitFile parse(String text) throws ParseException {
        return parse(text, new LineIndex(text));
    }

    public static UnitFile parse(String text, LineIndex lines) throws ParseException {
        return parse(text, lines, null);
    }

    /** As {@link #parse(String, LineIndex)}, recording every comment line in {@code comments} (may be null). */
    public static UnitFile parse(String text, LineIndex lines, CommentSpans.Recorder comments) throws ParseException {
        List<UnitFile.Section> sections = new ArrayList<>();
        String sectionName = null;
        Span sectionSpan = null;
        List<UnitFile.Entry> entries = new ArrayList<>();
        int n = lines.lineCount();
        for (int i = 1; i <= n; i++) {
            String raw = lines.lineText(i);
            String line = raw.strip();
            if (line.isEmpty()) continue;
            if (line.startsWith("#") || line.startsWith(";")) {
                record(comments, lines, i, raw);
                continue;
            }
            if (line.startsWith("[")) {
                int close = line.indexOf(']');
                if (close < 0 || !line.substring(close + 1).isBlank()) {
                    throw new ParseException("invalid section header " + abbreviate(line), Span.point(i, 1));
                }
                if (sectionName != null) sections.add(new UnitFile.Section(sectionName, sectionSpan, entries));
                sectionName = line.substring(1, close);
                int col = raw.indexOf('[') + 1;
                sectionSpan = new Span(i, col, i, col + close + 1);
                entries = new ArrayList<>();
                continue;
            }
            int eq = raw.indexOf('=');
            if (eq < 0) throw new ParseException("expected key=value or [Section], found " + abbreviate(line), Span.point(i, 1));
            if (sectionName == null) throw new ParseException("assignment outside of any [Section]", Span.point(i, 1));
            String key = raw.substring(0, eq).strip();
            if (key.isEmpty()) throw new ParseException("missing key before '='", Span.point(i, eq + 1));
            int keyCol = raw.indexOf(key) + 1;
            Span keySpan = new Span(i, keyCol, i, keyCol + key.length());

            StringBuilder value = new StringBuilder();
            String part = raw.substring(eq + 1);
            int valueStartCol = eq + 2 + (part.length() - part.stripLeading().length());
            int endLine = i;
            int endCol = raw.length() + 1;
            boolean continued = false;
            OffsetMap.Builder pieces = new OffsetMap.Builder().piece(0, i, eq + 2);
            while (true) {
                String stripped = part.stripTrailing();
                if (stripped.endsWith("\\")) {
                    value.append(stripped, 0, stripped.length() - 1).append(' ');
                    continued = true;
                    int next = endLine + 1;
                    // Comment lines inside a continuation are skipped.
                    while (next <= n && isComment(lines.lineText(next))) record(comments, lines, next++, null);
                    if (next > n) break;
                    endLine = next;
                    part = lines.lineText(next);
                    pieces.piece(value.length(), next, 1);
                    endCol = part.length() + 1;
                } else {
                    value.append(stripped);
                    break;
                }
            }
            i = endLine;
            String joined = value.toString();
            String v = joined.strip();
            int lead = 0; // what strip() removed in front (String.strip's notion of whitespace)
            while (lead < joined.length() && Character.isWhitespace(joined.charAt(lead))) lead++;
            entries.add(new UnitFile.Entry(key, v, keySpan, new Span(keySpan.line(), valueStartCol, endLine, endCol),
                    !continued, pieces.build().from(lead)));
        }
        if (sectionName != null) sections.add(new UnitFile.Section(sectionName, sectionSpan, entries));
        return new UnitFile(sections);
    }

    /** Line {@code i} (text {@code raw}, or null to look it up) is a comment line. */
    private static void record(CommentSpans.Recorder comments, LineIndex lines, int i, String raw) {
        if (comments == null) return;
        String t = raw != null ? raw : lines.lineText(i);
        int start = lines.offset(i, 1);
        comments.line(start + t.length() - t.stripLeading().length(), start + t.length(), 1);
    }

    private static boolean isComment(String line) {
        String s = line.stripLeading();
        return s.startsWith("#") || s.startsWith(";");
    }

    private static String abbreviate(String s) {
        return "'" + dev.agentlint.base.Texts.abbreviate(s, 60) + "'";
    }
}
