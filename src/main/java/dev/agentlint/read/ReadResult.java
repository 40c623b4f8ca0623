package dev.agentlint.read;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;

/** The outcome of reading one file: decoded text, or the reason it was not read. */
public sealed interface ReadResult {

    /** Decoded text; {@code warning} is non-null when decoding was lossy (e.g. invalid UTF-8). */
    record Text(SourceFile file, String warning) implements ReadResult {}

    /** Not read, or not decodable as text; the reason is shown to the user. */
    record Skipped(Phrase reason) implements ReadResult {}
}
