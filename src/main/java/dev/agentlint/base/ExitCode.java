package dev.agentlint.base;

/** The process exit codes: a public contract, documented in docs/cli.md. */
public final class ExitCode {
    /** Nothing at or above the --fail-on threshold. */
    public static final int CLEAN = 0;
    /** Findings at or above the threshold. */
    public static final int FINDINGS = 1;
    /** Usage error, invalid configuration, or an internal failure. */
    public static final int ERROR = 2;

    private ExitCode() {}
}
