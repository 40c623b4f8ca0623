package dev.agentlint.parse.shell;

import java.util.List;

/**
 * A parsed script: its top-level statements, and what the parser had to skip or guess. The parser
 * never rejects input; {@code problems} says where it recovered.
 *
 * @param truncated the script held more than {@link ShellParser#MAX_NODES} words and commands, and
 *                  the rest of it was not parsed
 */
public record ShellScript(List<ShellNode.AndOr> statements, List<SyntaxProblem> problems, boolean truncated) {

    public ShellScript(List<ShellNode.AndOr> statements, List<SyntaxProblem> problems) {
        this(statements, problems, false);
    }
}
