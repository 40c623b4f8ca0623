package dev.agentlint.parse.dockerfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.parse.ParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DockerfileParserTest {

    @Test
    void continuationsJoinAsWrittenAndKeepPositions() throws ParseException {
        List<Instruction> in = DockerfileParser.parse("FROM node:22\n"
                + "RUN apt-get update \\\n"
                + "# a comment inside is dropped\n"
                + "\n"
                + "    && npm i -g @openai/codex\n");
        assertThat(in).extracting(Instruction::keyword).containsExactly("FROM", "RUN");
        Instruction run = in.get(1);
        assertThat(run.arguments()).isEqualTo("apt-get update     && npm i -g @openai/codex");
        int npm = run.arguments().indexOf("npm");
        assertThat(run.at(npm, npm + 3).toString()).isEqualTo(new dev.agentlint.base.Span(5, 8, 5, 11).toString());
        assertThat(run.span().line()).isEqualTo(2);
        assertThat(run.span().endLine()).isEqualTo(5);
    }

    @Test
    void escapeDirectiveChangesTheContinuationCharacter() throws ParseException {
        List<Instruction> in = DockerfileParser.parse("# escape=`\nFROM mcr.microsoft.com/windows/servercore\nRUN dir C:\\ `\n  && echo done\n");
        assertThat(in.get(1).arguments()).isEqualTo("dir C:\\   && echo done");
        assertThat(in.get(1).escape()).isEqualTo('`');
        assertThatThrownBy(() -> DockerfileParser.parse("# escape=x\nFROM a\n")).isInstanceOf(ParseException.class);
    }

    @Test
    void directivesOnlyBeforeAnythingElse() throws ParseException {
        // After a comment, "# escape=`" is a comment: the backslash still continues lines.
        List<Instruction> in = DockerfileParser.parse("# hello\n# escape=`\nFROM a\nRUN x \\\n y\n");
        assertThat(in.get(1).arguments()).isEqualTo("x  y");
    }

    @Test
    void jsonFormOnlyWhenItIsAJsonArrayOfStrings() throws ParseException {
        List<Instruction> in = DockerfileParser.parse("FROM a\nCMD [\"claude\", \"-p\", \"say \\\"hi\\\"\"]\nCMD [claude]\nENTRYPOINT []\n");
        assertThat(in.get(1).exec()).containsExactly("claude", "-p", "say \"hi\"");
        assertThat(in.get(1).execAt().get(0)).isEqualTo(2);
        assertThat(in.get(2).exec()).isNull();
        assertThat(in.get(3).exec()).isEmpty();
        List<String> values = new ArrayList<>();
        assertThat(DockerfileParser.jsonArray("[\"a\",]", values, new ArrayList<>())).isFalse();
        assertThat(DockerfileParser.jsonArray("[\"a\" \"b\"]", new ArrayList<>(), new ArrayList<>())).isFalse();
        assertThat(DockerfileParser.jsonArray("[\"\\u0041\"]", values, new ArrayList<>())).isTrue();
    }

    @Test
    void hereDocumentsFollowTheirInstruction() throws ParseException {
        List<Instruction> in = DockerfileParser.parse("FROM a\nRUN <<EOF\nset -e\nclaude --version\nEOF\nRUN <<-'END' cat > /x\n\tdata\n\tEND\nUSER node\n");
        assertThat(in).extracting(Instruction::keyword).containsExactly("FROM", "RUN", "RUN", "USER");
        Instruction.HereDocument doc = in.get(1).heredocs().get(0);
        assertThat(doc.name()).isEqualTo("EOF");
        assertThat(doc.body()).isEqualTo("set -e\nclaude --version\n");
        assertThat(doc.offsets().span(7, 13).line()).isEqualTo(4);
        assertThat(in.get(2).heredocs().get(0).body()).isEqualTo("data\n");
        assertThat(in.get(3).span().line()).isEqualTo(9);
    }

    @Test
    void unknownInstructionIsAParseErrorAtItsPlace() {
        assertThatThrownBy(() -> DockerfileParser.parse("FROM a\n  FORM b\n"))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isEqualTo(2));
    }

    @Test
    void hostileInputStaysLinear() {
        String[] hostile = {
                "RUN <<A\n".repeat(20_000),
                "FROM a\nRUN x \\\n" + "\\\n".repeat(100_000),
                "FROM a\nCMD [" + "\"a\",".repeat(100_000),
                "FROM a\nRUN " + "<<".repeat(100_000),
                "# escape=`\n" + "RUN `\n".repeat(50_000),
                "\uFEFFFROM a\r\nRUN b\r\n",
                "FROM a\nRUN <<EOF\nnever closed\n"};
        for (String h : hostile) {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
                try {
                    DockerfileParser.parse(h);
                } catch (ParseException expected) {
                    // Bad input may only be a parse error.
                }
            });
        }
    }
}
