package dev.agentlint.parse.make;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import java.util.List;
import org.junit.jupiter.api.Test;

class MakefileReaderTest {

    private static List<String> scripts(String makefile) {
        return MakefileReader.read(makefile).stream().map(MakefileReader.Recipe::script).toList();
    }

    @Test
    void recipeLinesAreTheTabIndentedLinesOfARuleWithoutMakesPrefixes() {
        String m = "all: build\n\t@echo one\n# a comment\n\n\t-+ echo two\nX = 1\n\techo not a recipe\n";
        assertThat(scripts(m)).containsExactly("echo one", "echo two");
        assertThat(MakefileReader.read(m).get(0).target()).isEqualTo("all");
    }

    @Test
    void variablesExpandWithTheLastAssignmentAndDollarDollarIsTheShells() {
        String m = "F = --yolo\nIMG ?= a\nIMG ?= b\nOPTS := -v $(PWD_DIR)\nrun:\n\tcodex $(F) ${IMG} $$HOME $(OPTS)\nF = --sandbox\n";
        assertThat(scripts(m)).containsExactly("codex --sandbox a $HOME -v ${PWD_DIR}");
    }

    @Test
    void continuationsKeepTheBackslashAndDropOneTab() {
        List<MakefileReader.Recipe> r = MakefileReader.read("t:\n\tdocker run \\\n\t\t--rm img\n");
        assertThat(r.get(0).script()).isEqualTo("docker run \\\n\t--rm img");
        assertThat(r.get(0).span()).isEqualTo(new Span(2, 2, 3, 11));
        // "--rm" is written on line 3 from column 3.
        int at = r.get(0).script().indexOf("--rm");
        assertThat(r.get(0).offsets().span(at, at + 4)).isEqualTo(new Span(3, 3, 3, 7));
    }

    @Test
    void inlineRecipesDefineBodiesAndFunctions() {
        String m = "define HELP\n\tclaude --yolo\nendef\nfix: ; claude -p x\nu:\n\techo $(shell id -u) $(wildcard *.c) $@\n";
        assertThat(scripts(m)).containsExactly("claude -p x", "echo $(id -u) ${MAKE_COMPUTED} ${MAKE_COMPUTED}");
    }

    @Test
    void expandedTextIsReportedAtTheReference() {
        List<MakefileReader.Recipe> r = MakefileReader.read("F = --yolo\nt:\n\tcodex $(F)\n");
        int at = r.get(0).script().indexOf("--yolo");
        assertThat(r.get(0).offsets().span(at, at + 6).line()).isEqualTo(3);
        assertThat(r.get(0).offsets().span(at, at + 6).column()).isEqualTo(8);
    }

    @Test
    void selfReferencesAndReferenceBombsAreBounded() {
        StringBuilder m = new StringBuilder("A = $(A)$(A)\n");
        for (int i = 0; i < 30; i++) m.append("B").append(i + 1).append(" = $(B").append(i).append(")$(B").append(i).append(")\n");
        m.append("t:\n\techo $(A) $(B30)\n");
        List<String> s = scripts(m.toString());
        assertThat(s).hasSize(1);
        assertThat(s.get(0).length()).isLessThanOrEqualTo(MakefileReader.MAX_EXPANDED);
    }
}
