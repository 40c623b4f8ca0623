package dev.agentlint.parse;

import dev.agentlint.base.LineIndex;
import dev.agentlint.base.Span;
import java.util.Arrays;

/**
 * Where each character of a text derived from a file is written in that file, when the text is
 * pieces of the file laid end to end: a unit-file value joined from continuation lines, a YAML
 * literal block without its indentation, a quoted string without escapes. Each piece is a run of
 * characters on one line; a character between pieces (the space systemd puts for a continuation)
 * maps just after the piece before it.
 */
public final class OffsetMap {

    /** Text offset where each piece starts, ascending; the piece's line and column in the file. */
    private final int[] starts;
    private final int[] lines;
    private final int[] columns;

    private OffsetMap(int[] starts, int[] lines, int[] columns) {
        this.starts = starts;
        this.lines = lines;
        this.columns = columns;
    }

    /** The whole text is written on one line from {@code column} on. */
    public static OffsetMap at(int line, int column) {
        return new Builder().piece(0, line, column).build();
    }

    /** Where character {@code offset} of the text is written. */
    private int[] position(int offset) {
        int i = Arrays.binarySearch(starts, Math.max(0, offset));
        if (i < 0) i = Math.max(0, -i - 2);
        return new int[] {lines[i], columns[i] + Math.max(0, offset) - starts[i]};
    }

    /** Where characters {@code [start, end)} of the text are written. */
    public Span span(int start, int end) {
        start = Math.max(0, start);
        int[] from = position(start);
        if (end <= start) return new Span(from[0], from[1], from[0], from[1]);
        int[] last = position(end - 1);
        return new Span(from[0], from[1], last[0], last[1] + 1);
    }

    /**
     * Where each of the first {@code length} characters of the text is written, as offsets into the
     * file {@code file} indexes: the origins a parse of the text reports its positions at.
     */
    public int[] origins(int length, LineIndex file) {
        int[] out = new int[Math.max(0, length)];
        int i = 0;
        for (int k = 0; k < out.length; k++) {
            while (i + 1 < starts.length && starts[i + 1] <= k) i++;
            out[k] = file.offset(lines[i], columns[i] + Math.max(0, k - starts[i]));
        }
        return out;
    }

    /**
     * The map of a part of the text that starts at {@code offset} (a quoted word inside a value):
     * its character 0 is this text's character {@code offset}.
     */
    public OffsetMap from(int offset) {
        Builder b = new Builder();
        int[] first = position(offset);
        b.piece(0, first[0], first[1]);
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] > offset) b.piece(starts[i] - offset, lines[i], columns[i]);
        }
        return b.build();
    }

    /** Pieces in text order. */
    public static final class Builder {
        private int[] starts = new int[4];
        private int[] lines = new int[4];
        private int[] columns = new int[4];
        private int size;

        /** Text from {@code textOffset} on is written at {@code line}:{@code column} (until the next piece). */
        public Builder piece(int textOffset, int line, int column) {
            if (size > 0 && textOffset <= starts[size - 1]) size--; // a later piece at the same offset wins
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
                lines = Arrays.copyOf(lines, size * 2);
                columns = Arrays.copyOf(columns, size * 2);
            }
            starts[size] = textOffset;
            lines[size] = line;
            columns[size] = column;
            size++;
            return this;
        }

        public OffsetMap build() {
            if (size == 0) piece(0, 1, 1);
            return new OffsetMap(Arrays.copyOf(starts, size), Arrays.copyOf(lines, size), Arrays.copyOf(columns, size));
        }
    }
}
