package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GlobTest {

    private static boolean m(String pattern, String path) {
        return Glob.parse(pattern).matches(path, false);
    }

    @Test
    void aNameWithoutSlashMatchesAtAnyDepth() {
        assertThat(m("testdata", "testdata/a/b.json")).isTrue();
        assertThat(m("testdata", "sub/testdata/x.yaml")).isTrue();
        assertThat(m("*.bak", "a/b/c.bak")).isTrue();
        assertThat(m("testdata", "testdata2/x")).isFalse();
    }

    @Test
    void aPatternWithSlashIsAnchoredAtTheProjectRoot() {
        assertThat(m("/testdata", "testdata/x")).isTrue();
        assertThat(m("/testdata", "sub/testdata/x")).isFalse();
        assertThat(m("docs/examples", "docs/examples/a/compose.yaml")).isTrue();
        assertThat(m("docs/examples", "x/docs/examples/compose.yaml")).isFalse();
        assertThat(m("./.claude/settings.json", ".claude/settings.json")).isTrue();
    }

    @Test
    void starsQuestionMarksAndClasses() {
        assertThat(m(".claude/*.json", ".claude/settings.local.json")).isTrue();
        assertThat(m(".claude/*.json", ".claude/x/settings.json")).isFalse();
        assertThat(m("**/compose.y?ml", "a/b/compose.yaml")).isTrue();
        assertThat(m("**/compose.y?ml", "a/b/compose.yml")).isFalse();
        assertThat(m("**/compose.y?ml", "compose.yaml")).isTrue();
        assertThat(m("deploy/**/agent-*.container", "deploy/agent-1.container")).isTrue();
        assertThat(m("deploy/**/agent-*.container", "deploy/x/y/agent-1.container")).isTrue();
        assertThat(m("deploy/**/agent-*.container", "other/agent-1.container")).isFalse();
        assertThat(m("env/[a-c]*.sh", "env/b-start.sh")).isTrue();
        assertThat(m("env/[!a-c]*.sh", "env/b-start.sh")).isFalse();
        assertThat(m("env/[!a-c]*.sh", "env/d-start.sh")).isTrue();
        assertThat(m("**", "anything/at/all")).isTrue();
    }

    @Test
    void aTrailingSlashMatchesDirectoriesAndWhatIsBeneathThem() {
        Glob g = Glob.parse("fixtures/");
        assertThat(g.matches("fixtures", false)).isFalse();
        assertThat(g.matches("fixtures", true)).isTrue();
        assertThat(g.matches("a/fixtures/x.json", false)).isTrue();
    }

    @Test
    void invalidPatternsAreRejectedWithAReason() {
        assertThatThrownBy(() -> Glob.parse("")).hasMessageContaining("empty");
        assertThatThrownBy(() -> Glob.parse("a/[bc")).hasMessageContaining("unclosed '['");
        assertThatThrownBy(() -> Glob.parse("../outside")).hasMessageContaining("'..'");
        assertThatThrownBy(() -> Glob.parse("a//b")).hasMessageContaining("empty segment");
        assertThatThrownBy(() -> Glob.parse("a\\b")).hasMessageContaining("'/'");
    }

    @Test
    void adversarialPatternsStayFast() {
        String pattern = "*a".repeat(50) + "*b";
        String name = "a".repeat(5000);
        assertThat(Glob.matchName(pattern, name)).isFalse();
        String deep = "**/".repeat(100) + "x";
        assertThat(m(deep, "a/".repeat(2000) + "y")).isFalse();
    }
}
