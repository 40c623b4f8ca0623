package dev.agentlint.parse.shell;

import java.util.List;

/**
 * A parsed script: its top-level statements, and what the parser had to skip or guess. The parser
 * never rejects input; {@code problems} says where it recovered.
 */
public record ShellScript(List<ShellNode.AndOr> statements, List<SyntaxProblem> problems) {}
