package dev.agentlint.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The logical lines of a Windows batch file ({@code .cmd}, {@code .bat}) as cmd reads them before
 * it splits commands: a {@code ^} at the end of a line joins the next one, and comment lines
 * ({@code rem}, {@code ::}), labels ({@code :name}) and blank lines are dropped. What is left of
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
     * @param text    its characters, the joining carets and line breaks removed
     * @param origins where each character is written
     */
    public record Line(String text, int[] origins) {}

    private BatchLines() {}

    public static List<Line> read(String text) {
        return read(text, null);
    }

    /** Reads text whose character {@code k} is written at origin {@code origins[k]} (null: at {@code k}). */
    public static List<Line> read(String text, int[] origins) {
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
            if (!ignored(b)) out.add(new Line(b.toString(), java.util.Arrays.copyOf(at, b.length())));
            b.setLength(0);
        }
        if (b.length() > 0 && !ignored(b)) out.add(new Line(b.toString(), java.util.Arrays.copyOf(at, b.length())));
        return out;
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
