package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import java.util.List;

/**
 * Where a script read by another language's reader (PowerShell, cmd) hands its commands: the
 * shell stage's walker, in the frame the script runs in, so every command check applies.
 */
interface CommandSink {

    /** A command line, {@code argv[0]} the program; positions are origins ({@code [start, end)} the whole command). */
    void command(List<Arg> argv, int start, int end);

    /**
     * A command line as it runs when a branch gave one of its variables its value: {@code branch}
     * names it for messages ({@code with NET as set in the else branch at line 4}).
     */
    default void command(List<Arg> argv, int start, int end, Phrase branch) {
        command(argv, start, end);
    }

    /** The line an origin is written on, for naming branches. */
    default int line(int origin) {
        return 0;
    }

    /**
     * The reader reached one of its limits at {@code [start, end)}: what {@code reason} names was not
     * followed, and the scan says so (not-checked) rather than passing the rest as judged.
     */
    default void limit(Phrase reason, int start, int end) {}

    /** An environment variable the script sets for itself and what it starts. */
    void environment(String name, Arg value, int start, int end);
}
