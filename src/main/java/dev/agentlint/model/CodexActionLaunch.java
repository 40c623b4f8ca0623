package dev.agentlint.model;

import dev.agentlint.base.SourceFile;
import java.util.List;

/**
 * The Codex command line an agent step runs ({@code openai/codex-action}: {@code codex exec …
 * --sandbox <sandbox> <codex-args>}), as words located in the workflow, to be judged after
 * extraction as a script's {@code codex} launch is: the profile it selects, read through the tree.
 *
 * @param file      the workflow the words are written in
 * @param args      the words Codex receives that matter here: the action's {@code --sandbox} first, then {@code codex-args}
 * @param codexHome the step's {@code codex-home} input, or null when it has none
 * @param where     where the agent the step starts runs
 */
public record CodexActionLaunch(SourceFile file, List<Word> args, Located<String> codexHome, ExecContext where) {

    public CodexActionLaunch {
        args = List.copyOf(args);
    }
}
