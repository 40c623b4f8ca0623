package dev.agentlint.parse;

import dev.agentlint.base.CommentSpans;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The logical lines of a Windows batch file ({@code .cmd}, {@code .bat}) as cmd reads them before
 * it splits commands: a {@code ^} at the end of a line joins the next one, and comment lines
 * ({@code rem}, {@code ::}) and blank lines are dropped, and a label ({@code :name}) is a line of
 * its own that only names where {@code goto} and {@code call} go. What is left of
 * each line keeps the origin of every character. Expanding variables and splitting commands at
 * {@code &}, {@code |} and parentheses is left to the reader of the lines, since cmd expands
 * {@code %VAR%} first.
 */
public final class BatchLines {

    /** Lines longer than this (joined by carets) are cut there: a command line, not a program. */
    public static final int MAX_LINE = 64 * 1024;

    /**
     * One logical line.
     *
     * @param text    its characters, the joining carets and line breaks removed (a label's written line)
     * @param origins where each character is written
     * @param label   for a label line ({@code :name}), its name in lower case (cmd ignores case); else null
     */
    public record Line(String text, int[] origins, String label) {
        public Line(String text, int[] origins) {
            this(text, origins, null);
        }
    }

    private BatchLines() {}

    public static List<Line> read(String text) {
        return read(text, (int[]) null);
    }

    /** Reads text whose character {@code k} is written at origin {@code origins[k]} (null: at {@code k}). */
    public static List<Line> read(String text, int[] origins) {
        return read(text, origins, null);
    }

    /** Reads a whole file, recording its {@code rem} and {@code ::} comment lines in {@code comments}. */
    public static List<Line> read(String text, CommentSpans.Recorder comments) {
        return read(text, null, comments);
    }

    private static List<Line> read(String text, int[] origins, CommentSpans.Recorder comments) {
        List<Line> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        int[] at = new int[64];
        int n = text.length();
        int i = 0;
        while (i < n) {
            int end = text.indexOf('\n', i);
            if (end < 0) end = n;
            int stop = end > i && text.charAt(end - 1) == '\r' ? end - 1 : end;
            int carets = 0;
            while (stop - carets - 1 >= i && text.charAt(stop - carets - 1) == '^') carets++;
            boolean joins = carets % 2 == 1 && end < n;
            int last = joins ? stop - 1 : stop;
            for (int k = i; k < last && b.length() < MAX_LINE; k++) {
                if (b.length() == at.length) at = java.util.Arrays.copyOf(at, at.length * 2);
                at[b.length()] = origins == null ? k : origins[Math.min(k, origins.length - 1)];
                b.append(text.charAt(k));
            }
            i = end + 1;
            if (joins) continue;
            add(out, b, at, comments);
            b.setLength(0);
        }
        if (b.length() > 0) add(out, b, at, comments);
        return out;
    }

    private static void add(List<Line> out, StringBuilder b, int[] at, CommentSpans.Recorder comments) {
        if (!ignored(b)) out.add(new Line(b.toString(), java.util.Arrays.copyOf(at, b.length())));
        else {
            if (comments != null) comment(b, at, comments);
            String name = label(b);
            if (name != null) out.add(new Line(b.toString(), java.util.Arrays.copyOf(at, b.length()), name));
        }
    }

    /**
     * The name of a label line ({@code :name}, {@code :name comment}), in lower case; null for any
     * other line and for {@code ::} comments. cmd ends the name at a blank or one of {@code :;,=+<>|&}.
     */
    static String label(CharSequence line) {
        String t = line.toString().strip();
        while (t.startsWith("@")) t = t.substring(1).stripLeading();
        if (!t.startsWith(":") || t.startsWith("::")) return null;
        int end = 1;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end)) && ":;,=+<>|&".indexOf(t.charAt(end)) < 0) end++;
        return end == 1 ? null : t.substring(1, end).toLowerCase(Locale.ROOT);
    }

    /** An ignored line that is a {@code rem} or {@code ::} comment: from its keyword to its end. */
    private static void comment(StringBuilder b, int[] at, CommentSpans.Recorder comments) {
        int k = 0;
        while (k < b.length() && (Character.isWhitespace(b.charAt(k)) || b.charAt(k) == '@')) k++;
        int delimiter = b.indexOf("::", k) == k ? 2 : b.length() - k >= 3 && b.substring(k, k + 3).equalsIgnoreCase("rem") ? 3 : 0;
        if (delimiter == 0) return;
        int end = at[b.length() - 1] + 1;
        comments.add(at[k], end, k + delimiter < b.length() ? at[k + delimiter] : end, end);
    }

    /** Blank lines, {@code rem} and {@code ::} comments, labels. */
    private static boolean ignored(CharSequence line) {
        String t = line.toString().strip();
        while (t.startsWith("@")) t = t.substring(1).stripLeading();
        if (t.isEmpty() || t.startsWith(":")) return true;
        String lower = t.toLowerCase(Locale.ROOT);
        return lower.equals("rem") || (lower.startsWith("rem") && lower.length() > 3
                && (Character.isWhitespace(lower.charAt(3)) || lower.charAt(3) == '.' || lower.charAt(3) == '/'));
    }
}
