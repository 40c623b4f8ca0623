package dev.agentlint.extract.container;

import dev.agentlint.model.Word;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a systemd-style argument string (Quadlet {@code PodmanArgs=}, {@code Exec=},
 * {@code Environment=}) into words: whitespace separates, single and double quotes group, a
 * backslash escapes the next character. When it is known where the value's characters are written
 * (one line, or continuation lines), each word gets its own span; otherwise every word gets the
 * span of the whole value.
 */
public final class ArgSplitter {

    private ArgSplitter() {}

    /**
     * @param value    the value as read
     * @param span     where the value is written
     * @param verbatim true when {@code value} is exactly the text starting at {@code span}'s start on one line
     */
    public static List<Word> split(String value, Span span, boolean verbatim) {
        return split(value, span, verbatim ? OffsetMap.at(span.line(), span.column()) : null);
    }

    /**
     * @param value   the value as read
     * @param span    where the value is written
     * @param offsets where each character of {@code value} is written; null when unknown
     */
    public static List<Word> split(String value, Span span, OffsetMap offsets) {
        List<Word> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int start = -1;
        int i = 0;
        int n = value.length();
        while (i < n) {
            char c = value.charAt(i);
            if (Character.isWhitespace(c)) {
                if (start >= 0) {
                    out.add(word(word, start, i, span, offsets));
                    start = -1;
                }
                i++;
                continue;
            }
            if (start < 0) start = i;
            if (c == '"' || c == '\'') {
                int close = i + 1;
                while (close < n && value.charAt(close) != c) {
                    if (c == '"' && value.charAt(close) == '\\' && close + 1 < n) {
                        word.append(value.charAt(close + 1));
                        close += 2;
                        continue;
                    }
                    word.append(value.charAt(close));
                    close++;
                }
                i = Math.min(n, close + 1);
                continue;
            }
            if (c == '\\' && i + 1 < n) {
                word.append(value.charAt(i + 1));
                i += 2;
                continue;
            }
            word.append(c);
            i++;
        }
        if (start >= 0) out.add(word(word, start, n, span, offsets));
        return out;
    }

    private static Word word(StringBuilder text, int from, int to, Span span, OffsetMap offsets) {
        String value = text.toString();
        text.setLength(0);
        Span s = offsets != null ? offsets.span(from, to) : span;
        return new Word(value, s, true);
    }
}
