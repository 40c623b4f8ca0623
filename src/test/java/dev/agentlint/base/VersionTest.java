package dev.agentlint.base;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Help links point at the docs of the version that prints them. */
class VersionTest {

    @Test
    void aReleaseLinksToItsTagADevelopmentBuildToMain() {
        assertThat(Version.docsUrl("0.2.0", "rules/x.md")).isEqualTo("https://github.com/agentlint/agentlint/blob/v0.2.0/docs/rules/x.md");
        assertThat(Version.docsUrl("0.3.0-SNAPSHOT", "configuration.md"))
                .isEqualTo("https://github.com/agentlint/agentlint/blob/main/docs/configuration.md");
        assertThat(Version.docsUrl("0.0.0-dev", "policy.md")).endsWith("/blob/main/docs/policy.md");
    }
}
