package dev.agentlint.parse.just;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import java.util.List;
import org.junit.jupiter.api.Test;

class JustfileReaderTest {

    private static List<JustfileReader.Recipe> recipes(String text) {
        return JustfileReader.read(text).recipes();
    }

    /** A trailing comment is no part of an assignment or a setting: the value is still known, the shell still set. */
    @Test
    void aTrailingCommentLeavesTheLineItFollows() {
        JustfileReader.Justfile j = JustfileReader.read("set shell := [\"bash\", \"-c\"] # bash\nexport TOKEN := \"x\" # a token\nrun:\n  echo\n");
        assertThat(j.exports()).extracting(JustfileReader.Export::value).containsExactly("x");
        assertThat(j.recipes()).singleElement().extracting(JustfileReader.Recipe::interpreter).isEqualTo(List.of("bash", "-c"));
    }

    @Test
    void eachLineIsItsOwnCommandWithoutJustsSigils() {
        List<JustfileReader.Recipe> r = recipes("build:\n    @echo hi\n    -cargo build\n\n    ?test -f x\n");
        assertThat(r).extracting(JustfileReader.Recipe::script).containsExactly("echo hi", "cargo build", "test -f x");
        assertThat(r.get(1).offsets().span(0, 5)).isEqualTo(new Span(3, 6, 3, 11));
        assertThat(r.get(0).interpreter()).containsExactly("sh", "-cu");
    }

    @Test
    void aBackslashJoinsTheNextLineWithoutItsIndentation() {
        List<JustfileReader.Recipe> r = recipes("run:\n  docker run \\\n      --rm image\n");
        assertThat(r).singleElement().extracting(JustfileReader.Recipe::script).isEqualTo("docker run --rm image");
        int rm = r.get(0).script().indexOf("--rm");
        assertThat(r.get(0).offsets().span(rm, rm + 4)).isEqualTo(new Span(3, 7, 3, 11));
    }

    @Test
    void interpolatesVariablesParametersAndLiterals() {
        String text = """
                flags := "--dangerously" + "-skip-permissions"
                dir := "src" / "app"
                yolo task='triage' $MODE="x":
                  claude {{flags}} -p "{{task}}" -C {{dir}} {{MODE}} {{`id -u`}} {{ env('HOME') }} {{{{raw}}
                """;
        assertThat(recipes(text)).singleElement().extracting(JustfileReader.Recipe::script).isEqualTo(
                "claude --dangerously-skip-permissions -p \"triage\" -C src/app x ${JUST_COMPUTED} ${JUST_COMPUTED} {{raw}}");
        JustfileReader.Recipe r = recipes(text).get(0);
        int flag = r.script().indexOf("--dangerously");
        assertThat(r.offsets().span(flag, flag + 2).line()).isEqualTo(4);
        assertThat(r.offsets().span(flag, flag + 2).column()).isEqualTo(10);
    }

    @Test
    void aParameterWithoutDefaultIsUnknown() {
        assertThat(recipes("fix target:\n  codex {{target}}\n")).singleElement().extracting(JustfileReader.Recipe::script)
                .isEqualTo("codex ${target}");
    }

    @Test
    void aShebangRecipeIsOneScriptForItsInterpreter() {
        List<JustfileReader.Recipe> r = recipes("nightly:\n  #!/usr/bin/env bash\n  set -e\n  if true; then\n    gemini --yolo\n  fi\nnext:\n  echo\n");
        assertThat(r).hasSize(2);
        assertThat(r.get(0).file()).isTrue();
        assertThat(r.get(0).interpreter()).containsExactly("/usr/bin/env bash");
        assertThat(r.get(0).script()).isEqualTo("#!/usr/bin/env bash\nset -e\nif true; then\n  gemini --yolo\nfi");
        int yolo = r.get(0).script().indexOf("--yolo");
        assertThat(r.get(0).offsets().span(yolo, yolo + 6)).isEqualTo(new Span(5, 12, 5, 18));
    }

    @Test
    void settingsNameTheShellAndTheExports() {
        JustfileReader.Justfile j = JustfileReader.read("""
                set shell := ["pwsh", "-NoLogo", "-Command"]
                export TOKEN := "abc"
                plain := "p"
                [script('python3')]
                py:
                  print(1)
                ps:
                  codex $env:TOKEN
                """);
        assertThat(j.recipes()).hasSize(2);
        assertThat(j.recipes().get(0).interpreter()).containsExactly("python3");
        assertThat(j.recipes().get(1).interpreter()).containsExactly("pwsh", "-NoLogo", "-Command");
        assertThat(j.exports()).extracting(JustfileReader.Export::name).containsExactly("TOKEN");
        assertThat(JustfileReader.read("set export\na := 'x'\n").exports()).extracting(JustfileReader.Export::value).containsExactly("x");
    }

    @Test
    void assignmentsAliasesAndCommentsAreNotRecipes() {
        assertThat(recipes("# c: d\nalias b := build\na := 'x:y'\nimport 'other.just'\nmod tools\nbuild: a\n")).isEmpty();
    }

    @Test
    void selfReferenceAndDeepNestingStayBounded() {
        StringBuilder text = new StringBuilder("a := a + 'x'\n");
        for (int i = 0; i < 100; i++) text.append("v").append(i + 1).append(" := v").append(i).append(" + v").append(i).append('\n');
        text.append("r:\n  echo {{a}} {{v100}}\n");
        assertThat(recipes(text.toString())).singleElement().extracting(JustfileReader.Recipe::script)
                .isEqualTo("echo ${a} ${v100}");
    }
}
