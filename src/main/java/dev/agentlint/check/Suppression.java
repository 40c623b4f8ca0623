package dev.agentlint.check;

import java.util.Locale;
import java.util.Objects;

/**
 * Why a finding does not count. Suppressed findings are still reported (counted in the text
 * summary, with their justification in JSON and SARIF); they only stop failing the scan.
 *
 * @param origin        what suppressed it: an inline ignore in the file, the configuration, or a baseline
 * @param source        where that is written ({@code compose.yaml:12}, {@code .agentlint.yaml:30},
 *                      {@code agentlint-baseline.json})
 * @param justification the reason given (for a baseline: that the finding predates it)
 */
public record Suppression(Origin origin, String source, String justification) {

    /** SARIF's suppression kinds: in the analysed file itself, or outside it. */
    public enum Kind { IN_SOURCE, EXTERNAL }

    public enum Origin {
        INLINE, CONFIG, BASELINE;

        /** As written in JSON output. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Kind kind() {
        return origin == Origin.INLINE ? Kind.IN_SOURCE : Kind.EXTERNAL;
    }

    /** SARIF's name for {@link #kind()}. */
    public String sarifKind() {
        return kind() == Kind.IN_SOURCE ? "inSource" : "external";
    }

    // Written out rather than generated, for start-up time (ADR 0019).
    @Override
    public boolean equals(Object o) {
        return o instanceof Suppression s && origin == s.origin && Objects.equals(source, s.source) && Objects.equals(justification, s.justification);
    }

    @Override
    public int hashCode() {
        return Objects.hash(origin, source, justification);
    }
}
