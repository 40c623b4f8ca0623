package dev.agentlint.pipeline;

/**
 * The scan cannot go on (the heap ran out on a file): its message is the one line the user sees,
 * and the command exits 2, which means "no verdict", never 1 ("findings").
 */
public final class ScanAborted extends RuntimeException {

    public ScanAborted(String message) {
        super(message, null, false, false);
    }
}
