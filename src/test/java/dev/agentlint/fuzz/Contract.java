package dev.agentlint.fuzz;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.Span;
import dev.agentlint.read.LineIndex;
import dev.agentlint.read.TextDecoder;
import java.nio.charset.StandardCharsets;

/**
 * What every fuzz target asserts besides "nothing but a {@link ParseException} escapes" (which
 * Jazzer checks by itself: any other throwable is a finding): positions agentlint reports lie in
 * the text they describe, so a report can always show the line.
 */
final class Contract {

    private Contract() {}

    /** Input bytes as a parser sees them when called with a string: lossy UTF-8. */
    static String utf8(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    /** Input bytes as the scan's reader decodes a file (BOMs, UTF-16, binaries refused); null when refused. */
    static String asRead(byte[] data) {
        return TextDecoder.decode(data, data.length).text();
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
