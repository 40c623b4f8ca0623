package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.parse.Span;
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
}
