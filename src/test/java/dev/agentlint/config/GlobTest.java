package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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

    /** A walk tests each directory on the way down, so for what it finds only the path itself is left to test. */
    @Test
    void matchingItselfLeavesTheParentsOut() {
        Glob g = Glob.parse("/testdata/");
        assertThat(g.matches("testdata/a/b.json", false)).isTrue();
        assertThat(g.matchesItself("testdata/a/b.json", false)).isFalse();
        assertThat(g.matchesItself("testdata", true)).isTrue();
        assertThat(g.matchesItself("testdata", false)).as("directories only").isFalse();
        assertThat(Glob.parse("**/*.example.yaml").matchesItself("a/b/c.example.yaml", false)).isTrue();
        assertThat(Glob.parse("vendor").matchesItself("a/vendor", true)).isTrue();
        assertThat(Glob.parse("vendor").matchesItself("", true)).isFalse();
    }

    /** For any path and pattern: a match of the path is a match of the path itself or of a parent, as a directory. */
    @Property(tries = 3000)
    void matchesIsItselfOrAParent(@ForAll("patterns") String pattern, @ForAll("paths") String path,
                                  @ForAll boolean dir) {
        Glob g = Glob.parse(pattern);
        String[] parts = path.split("/");
        boolean any = g.matchesItself(path, dir);
        for (int n = 1; n < parts.length && !any; n++) any = g.matchesItself(String.join("/", Arrays.copyOf(parts, n)), true);
        assertThat(g.matches(path, dir)).isEqualTo(any);
    }

    @Provide
    Arbitrary<String> patterns() {
        return Arbitraries.of("testdata", "/testdata/", "a/*", "**/b", "*.yaml", "a/**/c", "[ab]", "/a/b/", "**/x?z/**", "c",
                "a/x.yaml", "testdata/**", "**/a/b", "b/*/c");
    }

    @Provide
    Arbitrary<String> paths() {
        return Arbitraries.of("a", "b", "c", "testdata", "x.yaml", "xyz", "ab", "atestdata").list().ofMinSize(1).ofMaxSize(5)
                .map(l -> String.join("/", l));
    }
}
