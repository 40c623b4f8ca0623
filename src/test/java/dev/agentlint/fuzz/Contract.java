package dev.agentlint.fuzz;

import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import dev.agentlint.read.TextDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;

/**
 * What every fuzz target asserts besides "nothing but a {@link ParseException} escapes" (which
 * Jazzer checks by itself: any other throwable is a finding): positions agentlint reports lie in
 * the text they describe, so a report can always show the line.
 */
final class Contract {

    /** How long one input may take when the test suite replays it: far beyond any real file. */
    private static final Duration REPLAY_BOUND = Duration.ofSeconds(60);

    private Contract() {}

    /** Whether Jazzer is fuzzing (JAZZER_FUZZ or jazzer.fuzz), rather than replaying checked-in inputs. */
    static boolean fuzzing() {
        String env = System.getenv("JAZZER_FUZZ");
        String prop = System.getProperty("jazzer.fuzz");
        return isOn(env) || isOn(prop);
    }

    private static boolean isOn(String v) {
        return v != null && !v.isEmpty() && !v.equals("0") && !v.equalsIgnoreCase("false");
    }

    /**
     * Runs one input. Replayed by the test suite, an input that hangs (a checked-in timeout-…
     * file) fails the test after {@link #REPLAY_BOUND} instead of blocking the build; while
     * fuzzing, libFuzzer's own -timeout catches hangs and a thread per input would only slow it.
     */
    static void bounded(Runnable body) {
        if (fuzzing()) body.run();
        else Assertions.assertTimeoutPreemptively(REPLAY_BOUND, body::run);
    }

    /** Input bytes as a parser sees them when called with a string: lossy UTF-8. */
    static String utf8(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    /** Input bytes as the scan's reader decodes a file (BOMs, UTF-16, binaries refused); null when refused. */
    static String asRead(byte[] data) {
        return TextDecoder.decode(data, data.length).text();
    }

    /** A parser run on one input: returns, or refuses with {@link ParseException}. */
    interface Parse {
        void run(String text, LineIndex lines) throws ParseException;
    }

    /** The input as UTF-8, parsed within the replay bound; a refusal must say where. */
    static void parseOrRefuse(byte[] data, Parse parse) {
        bounded(() -> {
            String text = utf8(data);
            try {
                parse.run(text, new LineIndex(text));
            } catch (ParseException e) {
                positioned(e, text);
            }
        });
    }

    /** A refusal says where: a span on a line of the text (or just past its end). */
    static void positioned(ParseException e, String text) {
        if (e.span() == null) throw new AssertionError("ParseException without a position: " + e.getMessage());
        within(e.span(), new LineIndex(text), "parse error '" + e.getMessage() + "'");
    }

    static void within(Span span, LineIndex lines, String what) {
        // One line past the last is where "unexpected end of input" points.
        if (span.line() > lines.lineCount() + 1) {
            throw new AssertionError(what + " points at line " + span.line() + " of a text with " + lines.lineCount());
        }
    }
}
