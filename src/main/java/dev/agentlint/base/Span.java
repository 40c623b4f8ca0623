package dev.agentlint.base;

/**
 * A region of a source file. Lines and columns are 1-based; columns count UTF-16 code units
 * (SARIF's default {@code columnKind}); {@code endColumn} is the column just after the region.
 */
public record Span(int line, int column, int endLine, int endColumn) {

    public static final Span NONE = new Span(1, 1, 1, 1);

    public Span {
        if (line < 1) line = 1;
        if (column < 1) column = 1;
        if (endLine < line) endLine = line;
        if (endLine == line && endColumn < column) endColumn = column;
    }

    public static Span point(int line, int column) {
        return new Span(line, column, line, column + 1);
    }

    /** The smallest span covering both. */
    public Span union(Span other) {
        boolean thisFirst = line < other.line || (line == other.line && column <= other.column);
        Span first = thisFirst ? this : other;
        boolean thisLast = endLine > other.endLine || (endLine == other.endLine && endColumn >= other.endColumn);
        Span last = thisLast ? this : other;
        return new Span(first.line, first.column, last.endLine, last.endColumn);
    }

    @Override
    public String toString() {
        return line + ":" + column + "-" + endLine + ":" + endColumn;
    }

    // Written out rather than generated, for start-up time (ADR 0019).
    @Override
    public boolean equals(Object o) {
        return o instanceof Span s && line == s.line && column == s.column && endLine == s.endLine && endColumn == s.endColumn;
    }

    @Override
    public int hashCode() {
        return ((line * 31 + column) * 31 + endLine) * 31 + endColumn;
    }
}
