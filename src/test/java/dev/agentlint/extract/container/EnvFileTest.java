package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.EnvVar;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

class EnvFileTest {

    @Test
    void readsTheDotenvSyntaxComposeAccepts() {
        String text = "# comment\r\n"
                + "export A=1\r\n"
                + "B='single # not a comment'\r\n"
                + "C=\"double\" # comment\r\n"
                + "D=bare value # comment\r\n"
                + "E=\r\n"
                + "  F.G-H=x\r\n"
                + "not a variable\r\n"
                + "9X=digit first\r\n"
                + "=nothing\r\n";
        List<EnvVar> vars = EnvFile.read(SourceFile.of("agent.env", Format.SHELL, text));
        assertThat(vars).extracting(EnvVar::name).containsExactly("A", "B", "C", "D", "E", "F.G-H");
        assertThat(vars).extracting(EnvVar::value).containsExactly("1", "single # not a comment", "double", "bare value", "", "x");
        // Each value is located where it is written (inside its quotes).
        assertThat(vars.get(1).location().span()).isEqualTo(new Span(3, 4, 3, 26));
        assertThat(vars.get(3).location().span()).isEqualTo(new Span(5, 3, 5, 13));
        assertThat(vars.get(0).location().path()).isEqualTo("/A");
    }

    /** A tab before the '#' starts a comment too, as a space does: the value ends before it. */
    @Test
    void aCommentAfterATabEndsABareValue() {
        List<EnvVar> vars = EnvFile.read(SourceFile.of("agent.env", Format.SHELL, "K=v\t# comment\nL=a#b\n"));
        assertThat(vars).extracting(EnvVar::value).containsExactly("v", "a#b");
    }

    @Test
    void anUnclosedQuoteIsTakenAsWritten() {
        List<EnvVar> vars = EnvFile.read(SourceFile.of("agent.env", Format.SHELL, "K=\"open\nL=2"));
        assertThat(vars).extracting(EnvVar::value).containsExactly("\"open", "2");
    }
}
