package dev.agentlint.parse.powershell;

import java.util.List;

/** What a PowerShell script does that the checks care about, in the order it is written. */
public sealed interface PsStatement permits PsStatement.Command, PsStatement.Assignment {

    int start();

    int end();

    /**
     * A command: {@code claude --dangerously-skip-permissions}, {@code & "C:\tools\codex.exe" exec},
     * {@code docker run …}. Commands inside script blocks, sub-expressions and conditions are
     * statements of their own, written before the command that holds them.
     *
     * @param words the command name first ({@code &}, the call operator, is not a word)
     */
    record Command(List<PsWord> words, int start, int end) implements PsStatement {}

    /**
     * {@code $name = value}, {@code $env:NAME = value}, or
     * {@code [Environment]::SetEnvironmentVariable('NAME', value, …)} (as {@code env:NAME}).
     *
     * @param variable as written, without {@code $} ({@code env:NAME}, {@code script:flags}, {@code flags})
     * @param value    the elements of a value made only of literals and variables ({@code 'x'},
     *                 {@code 'a', 'b'}, {@code @('a', $b)}); null when it is anything else (a
     *                 command's output, arithmetic, a method call)
     * @param output   the command whose output is assigned (the first of a pipeline), or null
     */
    record Assignment(String variable, List<PsWord> value, Command output, int start, int end) implements PsStatement {

        public Assignment(String variable, List<PsWord> value, int start, int end) {
            this(variable, value, null, start, end);
        }
    }
}
