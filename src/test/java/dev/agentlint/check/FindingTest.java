package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.parse.Span;
import java.util.List;
import org.junit.jupiter.api.Test;

class FindingTest {

    private static Finding at(String pointer, String evidence, int line) {
        return new Finding("r", Level.ERROR, "m", "compose.yaml", Span.point(line, 1), pointer, evidence, "", null);
    }

    @Test
    void fingerprintsIgnoreLinesAndListPositionsButNotKeysOrValues() {
        String fp = at("/services/agent/volumes/0", "/var/run/docker.sock", 3).fingerprint();
        assertThat(at("/services/agent/volumes/4", "/var/run/docker.sock", 9).fingerprint()).isEqualTo(fp);
        assertThat(at("/services/other/volumes/0", "/var/run/docker.sock", 3).fingerprint()).isNotEqualTo(fp);
        assertThat(at("/services/agent/volumes/0", "/run/podman/podman.sock", 3).fingerprint()).isNotEqualTo(fp);
        assertThat(fp).startsWith(Finding.FINGERPRINT_VERSION + ":");
    }

    @Test
    void onlyAllDigitSegmentsAreListPositions() {
        assertThat(Finding.withoutListPositions("/a/0/b/12")).isEqualTo("/a/#/b/#");
        assertThat(Finding.withoutListPositions("/ports/8080x/0a")).isEqualTo("/ports/8080x/0a");
        assertThat(Finding.withoutListPositions("")).isEmpty();
        assertThat(Finding.withoutListPositions("/")).isEqualTo("/");
        assertThat(Finding.withoutListPositions(null)).isEmpty();
    }

    /** equals and hashCode are written out (ADR 0019): every component still counts, as a record's would. */
    @Test
    void equalityIsByEveryComponent() {
        Finding f = at("/a", "x", 3);
        assertThat(at("/a", "x", 3)).isEqualTo(f).hasSameHashCodeAs(f);
        Suppression s = new Suppression(Suppression.Origin.INLINE, "compose.yaml:2", "why");
        assertThat(f.withSuppression(s)).isEqualTo(f.withSuppression(new Suppression(Suppression.Origin.INLINE, "compose.yaml:2", "why")))
                .hasSameHashCodeAs(f.withSuppression(s));
        assertThat(List.of(at("/b", "x", 3), at("/a", "y", 3), at("/a", "x", 4), f.withLevel(Level.WARNING), f.withSuppression(s),
                new Finding("q", Level.ERROR, "m", "compose.yaml", Span.point(3, 1), "/a", "x", "", null),
                new Finding("r", Level.ERROR, "n", "compose.yaml", Span.point(3, 1), "/a", "x", "", null),
                new Finding("r", Level.ERROR, "m", "other.yaml", Span.point(3, 1), "/a", "x", "", null),
                new Finding("r", Level.ERROR, "m", "compose.yaml", new Span(3, 1, 3, 9), "/a", "x", "", null),
                new Finding("r", Level.ERROR, "m", "compose.yaml", Span.point(3, 1), "/a", "x", "snippet", null)))
                .allSatisfy(other -> assertThat(other).isNotEqualTo(f));
        assertThat(new Span(1, 2, 3, 4)).isEqualTo(new Span(1, 2, 3, 4)).hasSameHashCodeAs(new Span(1, 2, 3, 4))
                .isNotEqualTo(new Span(1, 2, 3, 5)).isNotEqualTo(new Span(1, 2, 4, 4)).isNotEqualTo(new Span(1, 3, 3, 4)).isNotEqualTo(new Span(2, 2, 3, 4));
    }
}
