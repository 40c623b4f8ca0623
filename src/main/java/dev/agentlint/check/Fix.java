package dev.agentlint.check;

import dev.agentlint.base.Format;
import dev.agentlint.base.Span;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import java.nio.file.Path;
import java.util.List;

/**
 * What a finding's rule proposes to write, and, once the fix stage has read the file's text for
 * it, the edits that write it. A rule states an {@link Intent} in the terms of its facts (a
 * setting's logical path, a value, a word of a command line); it never sees the syntax that
 * spells it. {@code fix.Fixes} turns the intent into {@link Edit}s of the original text and drops
 * the intent (and with it the text): only the edits travel with the finding to the reports.
 *
 * @param intent  what to write, until it is resolved; null afterwards
 * @param file    the file the edits apply to, as read (resolved only)
 * @param displayPath that file as reports name it (resolved only)
 * @param format  that file's format, to check that the fixed text still reads as one (resolved only)
 * @param digest  a check value of the text the edits were computed on, to refuse a file changed since (resolved only)
 * @param edits   the edits, in text order, not overlapping; empty when the intent could not be
 *                written in this file (the finding then has no fix)
 * @param shown   the fix as the file spells it, one line for the text report's {@code fix:} line (resolved only)
 */
public record Fix(Intent intent, Path file, String displayPath, Format format, String digest, List<Edit> edits, String shown) {

    public Fix {
        edits = edits == null ? List.of() : List.copyOf(edits);
    }

    public static Fix of(Intent intent) {
        return new Fix(intent, null, null, null, null, List.of(), null);
    }

    public boolean resolved() {
        return intent == null;
    }

    /** Whether there is anything to write. */
    public boolean applicable() {
        return resolved() && !edits.isEmpty();
    }

    /**
     * One replacement: the characters {@code [start, end)} of the text become {@code text}
     * (an insertion when the two are equal).
     *
     * @param span where the replaced characters are (SARIF's deletedRegion; empty for an insertion)
     */
    public record Edit(int start, int end, Span span, String text) {}

    /** What to write, in the terms of the facts. */
    public sealed interface Intent {
        /** Where the fact was written: its file and logical path decide what is edited. */
        Location at();
    }

    /**
     * The setting at {@code at.path()} (a JSON Pointer, or {@code /section/key} in INI and unit
     * files) takes {@code value}: its value is replaced when it is written, and the key is added
     * (with the objects or section that should hold it) when it is not.
     *
     * @param value a {@code Boolean}, a {@code Long}, a {@code String}, or a {@code List<String>}
     */
    public record Set(Location at, Object value) implements Intent {}

    /**
     * The list element or setting at {@code at.path()} is removed (a map entry with its key; in
     * unit files the assignment's line).
     */
    public record Remove(Location at) implements Intent {}

    /**
     * The list at {@code at.path()} gets {@code values} as its last elements (in a unit file: one
     * more assignment of the key each); it is created, holding them, when it is not written.
     */
    public record Add(Location at, List<String> values) implements Intent {
        public Add {
            values = List.copyOf(values);
        }
    }

    /**
     * The value written at {@code at.span()} (a scalar, a word, a unit value), which must end with
     * {@code was} as written (inside its quotes, if any), has that end replaced by {@code now}.
     */
    public record Replace(Location at, String was, String now) implements Intent {}

    /** Several intents for one finding, all in the file of the first; written together or not at all. */
    public record All(List<Intent> parts) implements Intent {
        public All {
            parts = List.copyOf(parts);
            if (parts.isEmpty()) throw new IllegalArgumentException("no intents");
        }

        @Override
        public Location at() {
            return parts.get(0).at();
        }
    }

    /**
     * The command-line words {@code was}, written at {@code at.span()}, become {@code words} (none:
     * removed). The editor checks that the text at each word's span is that word (an escaped or
     * quoted word is not edited). Each written word must need no quoting.
     */
    public record Words(Location at, List<Word> was, List<String> words) implements Intent {
        public Words {
            was = List.copyOf(was);
            words = List.copyOf(words);
        }
    }

    /**
     * {@code words} are inserted as arguments right after the command-line word {@code after},
     * written at {@code at.span()} (checked to read so).
     */
    public record AddWords(Location at, Word after, List<String> words) implements Intent {
        public AddWords {
            words = List.copyOf(words);
        }
    }
}
