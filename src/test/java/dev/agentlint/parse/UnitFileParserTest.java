package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Span;
import dev.agentlint.parse.unit.UnitFile;
import dev.agentlint.parse.unit.UnitFileParser;
import org.junit.jupiter.api.Test;

class UnitFileParserTest {

    @Test
    void sectionsKeysContinuationsAndComments() throws Exception {
        UnitFile u = UnitFileParser.parse("""
                # leading comment
                [Unit]
                Description=Agent # not a comment

                [Service]
                ExecStart=/usr/bin/claude \\
                # a comment inside the continuation
                  --dangerously-skip-permissions \\
                  -p hi
                Environment=A=1
                Environment=
                Environment=B=2
                NoNewPrivileges = yes
                """);
        assertThat(u.section("Unit").last("Description").value()).isEqualTo("Agent # not a comment");
        UnitFile.Section svc = u.section("Service");
        UnitFile.Entry exec = svc.last("ExecStart");
        assertThat(exec.value()).isEqualTo("/usr/bin/claude    --dangerously-skip-permissions    -p hi");
        assertThat(exec.keySpan()).isEqualTo(new Span(6, 1, 6, 10));
        assertThat(exec.valueSpan().line()).isEqualTo(6);
        assertThat(exec.valueSpan().column()).isEqualTo(11);
        assertThat(exec.valueSpan().endLine()).isEqualTo(9);
        assertThat(exec.verbatim()).isFalse();
        // Each word of the joined value keeps the line and column it is written at.
        int flag = exec.value().indexOf("--dangerously");
        assertThat(exec.span(flag, flag + "--dangerously-skip-permissions".length())).isEqualTo(new Span(8, 3, 8, 33));
        int p = exec.value().lastIndexOf(" -p") + 1;
        assertThat(exec.span(p, p + 2)).isEqualTo(new Span(9, 3, 9, 5));
        assertThat(exec.span(0, "/usr/bin/claude".length())).isEqualTo(new Span(6, 11, 6, 26));
        assertThat(svc.list("Environment")).extracting(UnitFile.Entry::value).containsExactly("B=2");
        assertThat(svc.all("Environment")).hasSize(3);
        assertThat(UnitFile.bool(svc.last("NoNewPrivileges").value())).isTrue();
        assertThat(svc.last("NoNewPrivileges").verbatim()).isTrue();
    }

    @Test
    void malformedLinesAreParseErrors() {
        assertThatThrownBy(() -> UnitFileParser.parse("[Service]\nthis is not an assignment\n"))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isEqualTo(2));
        assertThatThrownBy(() -> UnitFileParser.parse("Key=value\n")).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> UnitFileParser.parse("[Unit\n")).isInstanceOf(ParseException.class);
    }

    @Test
    void repeatedSectionsMerge() throws Exception {
        UnitFile u = UnitFileParser.parse("[Service]\nA=1\n[Install]\nWantedBy=x\n[Service]\nA=2\n");
        assertThat(u.section("Service").last("A").value()).isEqualTo("2");
    }

    @Test
    void aValueStartingOnTheNextLineMapsFromThere() throws Exception {
        UnitFile.Entry e = UnitFileParser.parse("[Container]\nPodmanArgs= \\\n    --privileged\n").section("Container").last("PodmanArgs");
        assertThat(e.value()).isEqualTo("--privileged");
        assertThat(e.span(0, e.value().length())).isEqualTo(new Span(3, 5, 3, 17));
    }
}
