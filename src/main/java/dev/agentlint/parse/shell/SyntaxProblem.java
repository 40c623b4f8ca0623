package dev.agentlint.parse.shell;

/** Where the parser found something a shell would reject, and how it recovered. Offset is an origin offset. */
public record SyntaxProblem(String message, int offset) {}
