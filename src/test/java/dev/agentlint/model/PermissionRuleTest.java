package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PermissionRuleTest {

    @Test
    void aDenyTakesAwayWhatItCovers() {
        assertThat(PermissionRule.of("Bash").denies(PermissionRule.of("Bash(python3:*)"))).isTrue();
        assertThat(PermissionRule.of("Bash(*)").denies(PermissionRule.of("Bash"))).isTrue();
        assertThat(PermissionRule.of("*").denies(PermissionRule.of("Bash"))).isTrue();
        assertThat(PermissionRule.of("Bash(rm *)").denies(PermissionRule.of("Bash(*)"))).isFalse();
        assertThat(PermissionRule.of("WebFetch").denies(PermissionRule.of("Bash"))).isFalse();
    }

    @Test
    void toolAndSpecifierAreReadOnce() {
        PermissionRule r = PermissionRule.of(" Bash(npm test *) ");
        assertThat(r.tool()).isEqualTo("Bash");
        assertThat(r.specifier()).isEqualTo("npm test *");
        assertThat(r.isShell()).isTrue();
        assertThat(PermissionRule.of("Bash(a(b))").specifier()).isEqualTo("a(b)");
        assertThat(PermissionRule.of("Read").specifier()).isNull();
        assertThat(PermissionRule.of("Bash").isShell()).isTrue();
        assertThat(PermissionRule.of("Bashful").isShell()).isFalse();
        assertThat(PermissionRule.of("Bash(npm").malformed()).isTrue();
        assertThat(PermissionRule.of("Bash(npm").isShell()).as("an unclosed rule covers nothing").isFalse();
        assertThat(PermissionRule.of("Bash(npm").denies(PermissionRule.of("Bash(npm"))).isTrue();
        assertThat(PermissionRule.of("Bash").denies(PermissionRule.of("Bash(npm"))).as("a tool's deny still covers it").isTrue();
    }
}
