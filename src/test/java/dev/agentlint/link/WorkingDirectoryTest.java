package dev.agentlint.link;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.model.Word;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The directory words the link stage follows, and those it refuses to guess. */
class WorkingDirectoryTest {

    private static final Path ROOT = Path.of("/repo");
    private static final Path SCRIPTS = ROOT.resolve("scripts");

    private static Path eval(String value, boolean literal, Path from) {
        return WorkingDirectory.evaluate(new Word(value, null, literal), from, SCRIPTS, ROOT);
    }

    @Test
    void literalPathsResolveAgainstTheCurrentDirectory() {
        assertThat(eval("../stack", true, SCRIPTS)).isEqualTo(Path.of("/repo/stack"));
        assertThat(eval("/opt/agent", true, SCRIPTS)).isEqualTo(Path.of("/opt/agent"));
        assertThat(eval("stack", true, null)).as("relative to an unknown directory").isNull();
    }

    @Test
    void theScriptsOwnDirectoryIsFollowed() {
        assertThat(eval("$(dirname \"$0\")", false, null)).isEqualTo(SCRIPTS);
        assertThat(eval("$(dirname \"$0\")/..", false, null)).isEqualTo(ROOT);
        assertThat(eval("$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\" && pwd)/../sandbox", false, null)).isEqualTo(Path.of("/repo/sandbox"));
        assertThat(eval("$(git rev-parse --show-toplevel)/deploy", false, null)).isEqualTo(Path.of("/repo/deploy"));
    }

    @Test
    void otherComputedDirectoriesAreNotGuessed() {
        assertThat(eval("$AGENT_HOME", false, SCRIPTS)).isNull();
        assertThat(eval("$(dirname \"$0\")/$SUB", false, SCRIPTS)).isNull();
        assertThat(eval("~/agent", true, SCRIPTS)).as("the home directory is outside any tree").isNull();
        assertThat(eval("-", true, SCRIPTS)).isNull();
        assertThat(eval("a\0b", true, SCRIPTS)).as("a name no platform accepts").isNull();
    }

    @Test
    void powerShellAndBatchNameTheScriptsDirectoryTheirOwnWay() {
        assertThat(eval("${PSScriptRoot}", false, null)).isEqualTo(SCRIPTS);
        assertThat(eval("${PSScriptRoot}\\..\\stack", false, null)).isEqualTo(Path.of("/repo/stack"));
        assertThat(eval("%~dp0", false, null)).isEqualTo(SCRIPTS);
        assertThat(eval("%~dp0..", false, null)).as("%~dp0 ends with a backslash").isEqualTo(ROOT);
        assertThat(eval("\"%~dp0sandbox\"", false, null)).isEqualTo(Path.of("/repo/scripts/sandbox"));
    }

    @Test
    void otherPowerShellAndBatchDirectoriesAreNotGuessed() {
        assertThat(eval("$PSScriptRootOther", false, null)).as("another variable").isNull();
        assertThat(eval("%~dp0%SUB%", false, null)).isNull();
        assertThat(eval("${PSScriptRoot}\\$(…)", false, null)).isNull();
        assertThat(eval("%~dp1", false, null)).as("a subroutine's argument").isNull();
    }
}
