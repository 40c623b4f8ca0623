package dev.agentlint.pipeline;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import java.util.List;
import java.util.Map;

/**
 * Everything a scan produced, ready to be formatted.
 *
 * @param findings     every finding, suppressed ones included, sorted by path, line, column and rule
 * @param filesScanned files read and checked
 * @param formats      files checked per format id
 * @param skipped      files recognised but not checked, with the reason
 * @param notices      non-fatal remarks about a file (e.g. lossy decoding)
 * @param errors       internal failures: the scan is incomplete and exits 2
 * @param unscanned    paths named to scan that could not be read at all (an unreadable directory):
 *                     also listed in {@code skipped}; the scan is incomplete and exits 2
 */
public record ScanResult(List<Finding> findings, int filesScanned, Map<String, Integer> formats,
                         List<FileNote> skipped, List<FileNote> notices, List<InternalError> errors, List<FileNote> unscanned) {

    public ScanResult(List<Finding> findings, int filesScanned, Map<String, Integer> formats,
                      List<FileNote> skipped, List<FileNote> notices, List<InternalError> errors) {
        this(findings, filesScanned, formats, skipped, notices, errors, List.of());
    }

    /** Everything named was read and checked as far as agentlint goes: no internal error, no unreadable path. */
    public boolean complete() {
        return errors.isEmpty() && unscanned.isEmpty();
    }

    /** A remark about one file. */
    public record FileNote(String path, String message) {}

    /** agentlint itself failed on a file; {@code cause} is shown only with --debug. */
    @SuppressWarnings("JavaLangClash") // always written as ScanResult.InternalError outside this record
    public record InternalError(String path, String message, Throwable cause) {}

    public long count(Level level, boolean suppressed) {
        return findings.stream().filter(f -> f.level() == level && f.suppressed() == suppressed).count();
    }

    /** Unsuppressed findings at or above the threshold; null threshold means "never fail". */
    public boolean fails(Level threshold) {
        return threshold != null && findings.stream().anyMatch(f -> !f.suppressed() && f.level().atLeast(threshold));
    }
}
