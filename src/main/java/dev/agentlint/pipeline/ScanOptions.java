package dev.agentlint.pipeline;

import dev.agentlint.read.SourceReader;
import java.nio.file.Path;

/**
 * How to scan.
 *
 * @param workingDirectory paths in reports are relative to it
 * @param maxFileBytes     files larger than this are skipped unread
 * @param threads          worker threads for per-file work
 */
public record ScanOptions(Path workingDirectory, long maxFileBytes, int threads) {

    public static ScanOptions defaults(Path workingDirectory) {
        return new ScanOptions(workingDirectory, SourceReader.DEFAULT_MAX_BYTES,
                Math.max(1, Runtime.getRuntime().availableProcessors()));
    }
}
