package dev.agentlint.base;

import java.util.Arrays;

/** Maps character offsets in a text to 1-based (line, column) and back. Line ends: LF, CRLF or CR. */
public final class LineIndex {
    private final String text;
    private final int[] lineStarts;
    /** The 0-based line of the last lookup. */
    private int hint;

    public LineIndex(String text) {
        this.text = text;
        // Every file read is indexed: without a CR, String.indexOf finds the line ends far faster than charAt.
        this.lineStarts = text.indexOf('\r') < 0 ? lfStarts(text) : anyStarts(text);
    }

    /** Line starts of a text whose only line end is LF. */
    static int[] lfStarts(String text) {
        int[] starts = new int[16];
        int count = 0;
        starts[count++] = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            if (count == starts.length) starts = Arrays.copyOf(starts, count * 2);
            starts[count++] = i + 1;
        }
        return Arrays.copyOf(starts, count);
    }

    /** Line starts with LF, CRLF and CR line ends. */
    static int[] anyStarts(String text) {
        int[] starts = new int[16];
        int count = 0;
        starts[count++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                if (count == starts.length) starts = Arrays.copyOf(starts, count * 2);
                starts[count++] = i + 1;
            }
        }
        return Arrays.copyOf(starts, count);
    }

    public int lineCount() {
        return lineStarts.length;
    }

    /** 1-based line of a character offset. */
    public int line(int offset) {
        int o = clamp(offset);
        // Parsers ask in order, mostly about the line they asked about last or the next one: try
        // those before a binary search. The hint is only ever checked, so a stale one is harmless.
        int h = hint;
        if (lineStarts[h] <= o) {
            if (h + 1 == lineStarts.length || o < lineStarts[h + 1]) return h + 1;
            if (h + 2 == lineStarts.length || o < lineStarts[h + 2]) {
                hint = h + 1;
                return h + 2;
            }
        }
        int i = Arrays.binarySearch(lineStarts, o);
        int line = i >= 0 ? i + 1 : -i - 1;
        hint = line - 1;
        return line;
    }

    /** 1-based column of a character offset. */
    public int column(int offset) {
        int o = clamp(offset);
        return o - lineStarts[line(o) - 1] + 1;
    }

    /** 1-based column of a character offset whose line the caller has already looked up. */
    public int column(int offset, int line) {
        return clamp(offset) - lineStarts[line - 1] + 1;
    }

    /** Character offset of a 1-based (line, column); clamped into the text. */
    public int offset(int line, int column) {
        int l = Math.max(1, Math.min(line, lineStarts.length));
        return clamp(lineStarts[l - 1] + Math.max(0, column - 1));
    }

    public Span span(int startOffset, int endOffset) {
        int line = line(startOffset), endLine = line(endOffset);
        return new Span(line, column(startOffset, line), endLine, column(endOffset, endLine));
    }

    /** The text of a 1-based line without its line terminator; empty when out of range. */
    public String lineText(int line) {
        return lineText(line, Integer.MAX_VALUE);
    }

    /**
     * At most the first {@code limit} characters of {@link #lineText(int)}: a finding quotes the
     * start of its line, and copying a line of megabytes per finding made many findings on one
     * long line quadratic.
     */
    public String lineText(int line, int limit) {
        if (line < 1 || line > lineStarts.length) return "";
        int start = lineStarts[line - 1];
        int end = lineEnd(line);
        return text.substring(start, end - start > limit ? start + limit : end);
    }

    /** The length of a 1-based line without its line terminator, without copying it; 0 when out of range. */
    public int lineLength(int line) {
        if (line < 1 || line > lineStarts.length) return 0;
        return lineEnd(line) - lineStarts[line - 1];
    }

    private int lineEnd(int line) {
        int start = lineStarts[line - 1];
        int end = line < lineStarts.length ? lineStarts[line] : text.length();
        while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) end--;
        return end;
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, text.length()));
    }
}
