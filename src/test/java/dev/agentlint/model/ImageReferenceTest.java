package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ImageReferenceTest {

    private static final String SHA = "sha256:" + "a".repeat(64);

    @ParameterizedTest
    @CsvSource(nullValues = "null", value = {
            "node:22, node, 22, null",
            "node, node, null, null",
            "localhost:5000/agent, localhost:5000/agent, null, null",
            "localhost:5000/agent:1.2, localhost:5000/agent, 1.2, null",
            "ghcr.io/org/agent@sha256:abc, ghcr.io/org/agent, null, sha256:abc",
            "ghcr.io/org/agent:1@sha256:abc, ghcr.io/org/agent, 1, sha256:abc"})
    void repositoryTagAndDigestAreSplitAsTheEnginesDo(String written, String repository, String tag, String digest) {
        ImageReference r = ImageReference.of(written);
        assertThat(r.repository()).isEqualTo(repository);
        assertThat(r.tag()).isEqualTo(tag);
        assertThat(r.digest()).isEqualTo(digest);
    }

    @Test
    void onlyAWellFormedSha256DigestPins() {
        assertThat(ImageReference.of("agent@" + SHA).pinned()).isTrue();
        assertThat(ImageReference.of("agent:1@" + SHA.toUpperCase().replace("SHA256", "sha256")).pinned()).isTrue();
        assertThat(ImageReference.of("agent@sha256:abc").pinned()).isFalse();
        assertThat(ImageReference.of("agent:1").pinned()).isFalse();
        assertThat(ImageReference.of("agent@" + SHA + "0").pinned()).isFalse();
    }

    @Test
    void localImagesCompareWithoutTheDefaultRegistryAndWithLatest() {
        assertThat(ImageReference.of("agent").comparable()).isEqualTo("agent:latest");
        assertThat(ImageReference.of("docker.io/library/agent").comparable()).isEqualTo("agent:latest");
        assertThat(ImageReference.of("localhost/agent:dev").comparable()).isEqualTo("agent:dev");
        assertThat(ImageReference.of("registry:5000/agent").comparable()).isEqualTo("registry:5000/agent:latest");
        assertThat(ImageReference.of("agent@" + SHA).comparable()).isEqualTo("agent@" + SHA);
    }

    @Test
    void namesScratchVariablesAndQuadletUnits() {
        assertThat(ImageReference.of("ghcr.io/devcontainers/features/go@sha256:abc").name()).isEqualTo("go");
        assertThat(ImageReference.of("Scratch").isScratch()).isTrue();
        assertThat(ImageReference.of("${IMAGE}:1").fromVariable()).isTrue();
        assertThat(ImageReference.of("agent.image").quadletUnit()).isTrue();
        assertThat(ImageReference.of(" node:22 ").written()).isEqualTo("node:22");
    }
}
