package dev.agentlint.fix;

import java.util.ArrayList;
import java.util.List;

/**
 * A unified diff ({@code diff -u}, three lines of context) between a file's text and its fixed
 * text. Fixes change few lines, so the lines that differ are found by matching from both ends and
 * then line by line with a longest-common-subsequence table over what is left.
 */
public final class UnifiedDiff {

    private static final int CONTEXT = 3;

    private UnifiedDiff() {}

    public static String of(String path, String before, String after) {
        if (before.equals(after)) return "";
        List<String> a = lines(before), b = lines(after);
        int head = 0;
        while (head < a.size() && head < b.size() && a.get(head).equals(b.get(head))) head++;
        int tail = 0;
        while (tail < a.size() - head && tail < b.size() - head && a.get(a.size() - 1 - tail).equals(b.get(b.size() - 1 - tail))) tail++;
        List<String> ops = middle(a.subList(head, a.size() - tail), b.subList(head, b.size() - tail));
        List<String> all = new ArrayList<>();
        for (int i = 0; i < head; i++) all.add(" " + a.get(i));
        all.addAll(ops);
        for (int i = a.size() - tail; i < a.size(); i++) all.add(" " + a.get(i));
        String name = path.startsWith("/") ? path : "/" + path;
        return "--- a" + name + "\n+++ b" + name + "\n" + hunks(all);
    }

    /** The edit script of the differing middle: ' ' kept, '-' removed, '+' added. */
    private static List<String> middle(List<String> a, List<String> b) {
        if ((long) a.size() * b.size() > 1_000_000) {
            // Far-apart edits of a huge file: correct, if not minimal.
            List<String> out = new ArrayList<>();
            for (String l : a) out.add("-" + l);
            for (String l : b) out.add("+" + l);
            return out;
        }
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<String> out = new ArrayList<>();
        int i = 0, j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                out.add(" " + a.get(i++));
                j++;
            } else if (i < a.size() && (j == b.size() || lcs[i + 1][j] >= lcs[i][j + 1])) {
                out.add("-" + a.get(i++));
            } else {
                out.add("+" + b.get(j++));
            }
        }
        return out;
    }

    private static String hunks(List<String> ops) {
        StringBuilder out = new StringBuilder();
        int n = ops.size();
        int k = 0;
        while (k < n) {
            if (ops.get(k).charAt(0) == ' ') {
                k++;
                continue;
            }
            int start = Math.max(0, k - CONTEXT);
            // Extend while the next change is within twice the context.
            int last = k;
            for (int m = k; m < n; m++) {
                if (ops.get(m).charAt(0) != ' ') last = m;
                else if (m - last > 2 * CONTEXT) break;
            }
            int end = Math.min(n, last + CONTEXT + 1);
            int oldStart = 1, newStart = 1;
            for (int m = 0; m < start; m++) {
                if (ops.get(m).charAt(0) != '+') oldStart++;
                if (ops.get(m).charAt(0) != '-') newStart++;
            }
            int oldLen = 0, newLen = 0;
            StringBuilder body = new StringBuilder();
            for (int m = start; m < end; m++) {
                String op = ops.get(m);
                if (op.charAt(0) != '+') oldLen++;
                if (op.charAt(0) != '-') newLen++;
                body.append(op).append('\n');
            }
            out.append("@@ -").append(range(oldStart, oldLen)).append(" +").append(range(newStart, newLen)).append(" @@\n").append(body);
            k = end;
        }
        return out.toString();
    }

    private static String range(int start, int len) {
        if (len == 0) return (start - 1) + ",0";
        return len == 1 ? String.valueOf(start) : start + "," + len;
    }

    /** Lines without their terminators (a CR before LF is kept in the line's text, so CRLF files diff as written). */
    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
            out.add(text.substring(start, i));
            start = i + 1;
        }
        if (start < text.length()) out.add(text.substring(start));
        return out;
    }
}
