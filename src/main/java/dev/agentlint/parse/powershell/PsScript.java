package dev.agentlint.parse.powershell;

import java.util.List;

/**
 * A parsed PowerShell script: its commands and assignments, nested ones included, in the order
 * they are written. The parser never rejects input.
 *
 * @param truncated the script held more than {@link PowerShellParser#MAX_NODES} words, or nested
 *                  deeper than {@link PowerShellParser#MAX_DEPTH}, and the rest was not parsed
 * @param branches  where the paths of {@code if} statements begin and end, in order
 */
public record PsScript(List<PsStatement> statements, boolean truncated, List<PsBranch> branches) {

    public PsScript(List<PsStatement> statements, boolean truncated) {
        this(statements, truncated, List.of());
    }
}
