package dev.agentlint.fix;

import dev.agentlint.check.Finding;
import java.nio.file.Path;
import java.util.List;

/**
 * The fixes of one file, combined: its text as read and as fixed.
 *
 * @param bom      whether the file began with a UTF-8 byte order mark (kept)
 * @param findings the findings whose fixes went in
 * @param deferred fixable findings whose edits touch another's: a further pass takes them
 */
public record FilePatch(Path file, String displayPath, byte[] bytes, boolean bom, String original, String fixed,
                        List<Finding> findings, List<Finding> deferred) {

    public FilePatch {
        findings = List.copyOf(findings);
        deferred = List.copyOf(deferred);
    }

    public boolean changes() {
        return !original.equals(fixed);
    }
}
