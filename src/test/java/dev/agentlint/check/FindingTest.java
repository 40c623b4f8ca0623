package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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

    /** Fingerprints are a public contract (baselines, SARIF): these values must never change under version v1. */
    @Test
    void fingerprintsAreStable() {
        assertThat(new Finding("runtime-socket-mounted", Level.ERROR, "m", "compose.yaml", Span.point(3, 1), "/services/agent/volumes/0",
                "/var/run/docker.sock", "", null).fingerprint()).isEqualTo("v1:0482757ae32f665cc32403bcf42a856c");
        assertThat(new Finding("literal-secret", Level.WARNING, "m", "dir/.mcp.json", Span.point(1, 1), "/mcpServers/github/env/GITHUB_TOKEN",
                "GITHUB_TOKEN", "", null).fingerprint()).isEqualTo("v1:e0e3f209bfdad2813093b5cc9a71e581");
        assertThat(new Finding("r", Level.NOTE, "m", "x.sh", Span.point(1, 1), null, "", "", null).fingerprint())
                .isEqualTo("v1:d3e624beb9b17302035814d883ec9651");
    }

    /** The one-pass form gives what splitting the pointer into segments gave. */
    @Property(tries = 3000)
    void listPositionsAsBySegments(@ForAll("pointers") String pointer) {
        assertThat(Finding.withoutListPositions(pointer)).isEqualTo(bySegments(pointer));
    }

    @Provide
    Arbitrary<String> pointers() {
        return Arbitraries.of("", "0", "12", "a", "0a", "a0", "~1", "#", "x y", "9", "٣").list().ofMaxSize(6)
                .flatMap(l -> Arbitraries.of("/", "").map(lead -> lead + String.join("/", l)));
    }

    /** The implementation before the one-pass form, kept as the reference. */
    private static String bySegments(String pointer) {
        StringBuilder b = new StringBuilder(pointer.length());
        int start = 0;
        while (start <= pointer.length()) {
            int end = pointer.indexOf('/', start);
            if (end < 0) end = pointer.length();
            String segment = pointer.substring(start, end);
            boolean index = !segment.isEmpty() && segment.chars().allMatch(c -> c >= '0' && c <= '9');
            b.append(index ? "#" : segment);
            if (end < pointer.length()) b.append('/');
            start = end + 1;
        }
        return b.toString();
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
