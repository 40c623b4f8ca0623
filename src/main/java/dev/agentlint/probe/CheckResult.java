package dev.agentlint.probe;

/** One check's outcome for one subject (a path, a target, a socket; or the check itself when it has one). */
public record CheckResult(Check check, String subject, Outcome outcome, String evidence) {
}
