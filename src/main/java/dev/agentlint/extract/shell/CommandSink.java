package dev.agentlint.extract.shell;

import java.util.List;

/**
 * Where a script read by another language's reader (PowerShell, cmd) hands its commands: the
 * shell stage's walker, in the frame the script runs in, so every command check applies.
 */
interface CommandSink {

    /** A command line, {@code argv[0]} the program; positions are origins ({@code [start, end)} the whole command). */
    void command(List<Arg> argv, int start, int end);

    /** An environment variable the script sets for itself and what it starts. */
    void environment(String name, Arg value, int start, int end);
}
