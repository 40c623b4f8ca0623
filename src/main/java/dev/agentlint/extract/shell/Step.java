package dev.agentlint.extract.shell;

import dev.agentlint.model.ExecContext;
import java.util.List;

/** What one wrapper at the front of a command line does with the rest of it. */
sealed interface Step {

    /** Not a wrapper: the command is what it is. */
    record None() implements Step {}

    /**
     * Runs the command that starts at {@code next} ({@code sudo}, {@code env}, {@code nohup}, …).
     *
     * @param assignments {@code NAME=value} words it puts into the command's environment
     * @param exits       the shell does not continue after it ({@code exec})
     * @param isolating   a sandbox tool: its failure means the command did not run isolated
     */
    record Unwrap(String name, int next, List<Arg> assignments, boolean exits, boolean isolating) implements Step {
        Unwrap(String name, int next) {
            this(name, next, List.of(), false, false);
        }
    }

    /** A package runner: {@code npx -y @openai/codex exec …} runs {@code command} (from {@code spec}) with the words from {@code next}. */
    @SuppressWarnings("JavaLangClash") // always written as Step.Package
    record Package(String name, int next, Arg spec, Arg command) implements Step {}

    /** Runs a shell command given as a string ({@code bash -c}, {@code eval}, {@code su -c}, {@code srt -c}); {@code script} is re-parsed. */
    record Script(String name, int consumed, Arg script, boolean isolating) implements Step {}

    /** PowerShell given a command ({@code pwsh -Command …}, {@code powershell.exe -EncodedCommand …}): {@code script} is parsed as PowerShell. */
    record PowerShell(String name, int consumed, Arg script) implements Step {}

    /** cmd given a command line as one string ({@code cmd /c "claude -p …"}): {@code script} is read as batch lines. */
    record Batch(String name, int consumed, Arg script) implements Step {}

    /** A shell reading its commands from standard input ({@code bash}, {@code bash -s}): a here-document is its script. */
    record Stdin(String name) implements Step {}

    /**
     * Starts an isolated environment and runs a command in it: {@code podman run … image cmd},
     * {@code limactl shell vm cmd}, {@code ssh host cmd}.
     *
     * @param next    where the inner command starts
     * @param joined  the inner words are joined into one shell string and re-parsed (ssh)
     * @param context where the inner command runs
     * @param target  the image, instance or host
     */
    record Launch(String name, int next, boolean joined, ExecContext context, Arg target) implements Step {}

    /**
     * Hands command lines to another shell or terminal on the same machine ({@code tmux new-session …},
     * {@code tmux send-keys '…' Enter}, {@code wt new-tab … ; split-pane …}): each is walked as a command.
     */
    record HandOff(String name, List<Inner> inner) implements Step {}

    /**
     * One command line a hand-off starts: the program and its arguments ({@code argv}), or text a
     * shell reads ({@code script}); {@code own} are the hand-off's words that start it.
     */
    record Inner(List<Arg> own, List<Arg> argv, Arg script) {}
}
