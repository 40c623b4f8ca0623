package dev.agentlint.base;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A decoded text file: what every parser and extractor works on.
 *
 * @param path        the file on disk (never read again after decoding)
 * @param displayPath the path reported to users: relative to the working directory, '/' separated
 * @param format      what discovery classified it as
 * @param text        the decoded text, BOM removed
 */
public record SourceFile(Path path, String displayPath, Format format, String text, LineIndex lines) {

    public SourceFile(Path path, String displayPath, Format format, String text) {
        this(path, displayPath, format, text, new LineIndex(text));
    }

    /** A file built from text alone, for embedded documents and tests. */
    public static SourceFile of(String displayPath, Format format, String text) {
        return new SourceFile(Path.of(displayPath), displayPath, format, text);
    }

    // Written out rather than generated, for start-up time (ADR 0019).
    @Override
    public boolean equals(Object o) {
        return o instanceof SourceFile f && Objects.equals(path, f.path) && Objects.equals(displayPath, f.displayPath)
                && format == f.format && Objects.equals(text, f.text) && Objects.equals(lines, f.lines);
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, displayPath, format, text, lines);
    }
}
