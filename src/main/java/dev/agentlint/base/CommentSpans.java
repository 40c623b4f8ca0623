package dev.agentlint.base;

import java.util.Arrays;

/**
 * Where a file's comments are, as the parser that read the file found them: offsets into its
 * text, in file order. Four int arrays, not objects: every file a parser of ours reads has one.
 * Each comment runs from {@link #start} to {@link #end} (exclusive); its body, the text after the
 * opening delimiter and before a closing one, from {@link #bodyStart} to {@link #bodyEnd}.
 *
 * <p>A parser that stopped early (a syntax error, a size budget) read the text only up to
 * {@link #readUntil()}; what comes after it is not covered by these spans.
 */
public final class CommentSpans {

    /** No comments, and the whole text read. */
    public static final CommentSpans NONE = new CommentSpans(new int[0], 0, Integer.MAX_VALUE);

    // start, end, bodyStart, bodyEnd of comment k at 4k .. 4k+3.
    private final int[] spans;
    private final int count;
    private final int readUntil;

    private CommentSpans(int[] spans, int count, int readUntil) {
        this.spans = spans;
        this.count = count;
        this.readUntil = readUntil;
    }

    public int size() {
        return count;
    }

    public int start(int k) {
        return spans[4 * k];
    }

    public int end(int k) {
        return spans[4 * k + 1];
    }

    public int bodyStart(int k) {
        return spans[4 * k + 2];
    }

    public int bodyEnd(int k) {
        return spans[4 * k + 3];
    }

    /** The offset up to which the parser read the text: {@link Integer#MAX_VALUE} when it read all of it. */
    public int readUntil() {
        return readUntil;
    }

    public boolean complete() {
        return readUntil == Integer.MAX_VALUE;
    }

    /** The first comment ending after {@code offset}, or {@link #size()} (binary search). */
    public int firstEndingAfter(int offset) {
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (end(mid) <= offset) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** Whether {@code offset} lies inside a comment. */
    public boolean inComment(int offset) {
        int k = firstEndingAfter(offset);
        return k < count && start(k) <= offset;
    }

    /**
     * What a parser fills while it reads a text. Comments may arrive out of order (a nested
     * parse records its own); {@link #spans()} sorts them and drops repeats. Not thread-safe: one
     * parse of one file fills it.
     */
    public static final class Recorder {
        private int[] spans = new int[16];
        private int count;
        private boolean sorted = true;
        private int readUntil = Integer.MAX_VALUE;

        /** A line comment: the delimiter is {@code delimiterLength} characters, no closing one. */
        public void line(int start, int end, int delimiterLength) {
            add(start, end, Math.min(end, start + delimiterLength), end);
        }

        public void add(int start, int end, int bodyStart, int bodyEnd) {
            if (start < 0 || end < start) return;
            if (4 * count + 4 > spans.length) spans = Arrays.copyOf(spans, spans.length * 2);
            if (count > 0 && start < spans[4 * count - 4]) sorted = false;
            spans[4 * count] = start;
            spans[4 * count + 1] = end;
            spans[4 * count + 2] = bodyStart;
            spans[4 * count + 3] = bodyEnd;
            count++;
        }

        /** The parser stopped reading at {@code offset}: it has not seen the comments after it. */
        public void stoppedAt(int offset) {
            readUntil = Math.min(readUntil, Math.max(0, offset));
        }

        /** A second reading went through the whole text after a first one stopped early. */
        public void readAll() {
            readUntil = Integer.MAX_VALUE;
        }

        public CommentSpans spans() {
            if (count == 0) return readUntil == Integer.MAX_VALUE ? NONE : new CommentSpans(new int[0], 0, readUntil);
            int[] out = Arrays.copyOf(spans, 4 * count);
            int n = count;
            if (!sorted) {
                Integer[] order = new Integer[count];
                for (int k = 0; k < count; k++) order[k] = k;
                Arrays.sort(order, (a, b) -> Integer.compare(out[4 * a], out[4 * b]));
                int[] s = new int[4 * count];
                for (int k = 0; k < count; k++) System.arraycopy(out, 4 * order[k], s, 4 * k, 4);
                System.arraycopy(s, 0, out, 0, s.length);
            }
            // A comment two readings of the same text found (or one inside another) counts once.
            int w = 0;
            for (int k = 0; k < n; k++) {
                if (w > 0 && out[4 * k] < out[4 * w - 3]) continue;
                if (w != k) System.arraycopy(out, 4 * k, out, 4 * w, 4);
                w++;
            }
            return new CommentSpans(w == n ? out : Arrays.copyOf(out, 4 * w), w, readUntil);
        }
    }
}
