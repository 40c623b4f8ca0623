package dev.agentlint.filter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Directives are read from comments, and only from comments, in every syntax that has them. */
class InlineIgnoresTest {

    static List<InlineIgnores.Directive> read(Format format, String text) {
        return InlineIgnores.read(SourceFile.of("f", format, text), AllRules.catalog());
    }

    /** "line: reason" for each directive, for compact assertions. */
    static List<String> summary(Format format, String text) {
        return read(format, text).stream()
                .map(d -> d.lines().stream().sorted().map(String::valueOf).collect(Collectors.joining(",")) + ": " + d.reason())
                .toList();
    }

    @Test
    void shell() {
        String sh = """
                #!/bin/sh
                # agentlint: ignore[RUN-004] runs in the offline container only
                claude --dangerously-skip-permissions
                curl -k https://x/ # agentlint: ignore[tls-verification-disabled] pinned certificate
                echo "# agentlint: ignore[RUN-004] in a string" '# agentlint: ignore[RUN-004] quoted'
                echo ${#HOME} a#b $# $((2#101)) \\# agentlint: ignore[RUN-004] escaped
                cat <<EOF
                # agentlint: ignore[RUN-004] here-document body is data
                EOF
                cat <<-'END' | tr a b
                \t# agentlint: ignore[RUN-004] stripped-tab body
                \tEND
                x=$'it\\'s' # agentlint: ignore[RUN-025] after an ANSI-C string
                """;
        assertThat(summary(Format.SHELL, sh)).containsExactly(
                "2,3: runs in the offline container only",
                "4: pinned certificate",
                "13: after an ANSI-C string");
    }

    @Test
    void powerShell() {
        String ps1 = """
                # agentlint: ignore[RUN-004] runs in the offline container only
                claude --dangerously-skip-permissions
                curl.exe -k https://x/ # agentlint: ignore[tls-verification-disabled] pinned certificate
                Write-Host "# agentlint: ignore[RUN-004] in a string" '# agentlint: ignore[RUN-004] it''s quoted'
                Write-Host "a `"# agentlint: ignore[RUN-004] escaped quote" a#b
                $doc = @"
                # agentlint: ignore[RUN-004] here-string body is data
                "@
                <# agentlint: ignore[RUN-025] block comment #> curl.exe -k https://y/
                """;
        assertThat(summary(Format.POWERSHELL, ps1)).containsExactly(
                "1,2: runs in the offline container only",
                "3: pinned certificate",
                "9: block comment");
    }

    /**
     * PowerShell takes typographic quotes for quotes, and so do its parser and the comment reader:
     * an ignore written inside such a string is data, and suppresses nothing.
     */
    @Test
    void powerShellTypographicQuotesAreStrings() {
        String ps1 = """
                Write-Host \u201cnote # agentlint: ignore[RUN-004] in typographic double quotes\u201d; claude --dangerously-skip-permissions
                Write-Host \u2018it\u2019\u2019s # agentlint: ignore[RUN-004] in typographic single quotes\u2019
                $doc = @\u201d
                # agentlint: ignore[RUN-004] typographic here-string body
                \u201c@
                claude --dangerously-skip-permissions # agentlint: ignore[RUN-004] a real comment
                """;
        assertThat(summary(Format.POWERSHELL, ps1)).containsExactly("6: a real comment");
    }

    @Test
    void batch() {
        String bat = """
                @echo off
                rem agentlint: ignore[RUN-004] runs in the offline container only
                claude --dangerously-skip-permissions
                :: agentlint: ignore[tls-verification-disabled] pinned certificate
                curl -k https://x/
                echo rem agentlint: ignore[RUN-004] not a comment
                remote agentlint: ignore[RUN-004] not rem either
                  @REM agentlint: ignore[RUN-025] indented
                """;
        assertThat(summary(Format.BATCH, bat)).containsExactly(
                "2,3: runs in the offline container only",
                "4,5: pinned certificate",
                "8: indented");
    }

    @Test
    void yaml() {
        String yaml = """
                services:
                  agent:
                    # agentlint: ignore[RUN-022] isolated CI runner
                    network_mode: host
                    command: ["claude", "-p", "# agentlint: ignore[RUN-004] in a string"]
                    labels:
                      a: it's fine # agentlint: ignore[RUN-027] after a plain scalar with an apostrophe
                      b: 'quoted # agentlint: ignore[RUN-027] not a comment'
                      c: http://x/#agentlint:ignore[RUN-027] no space before the hash
                    entrypoint: |
                      # agentlint: ignore[RUN-004] inside a block scalar (an embedded script's comment)
                      claude --dangerously-skip-permissions
                """;
        assertThat(summary(Format.COMPOSE, yaml)).containsExactly(
                "3,4: isolated CI runner",
                "7: after a plain scalar with an apostrophe",
                "11,12: inside a block scalar (an embedded script's comment)");
    }

    @Test
    void toml() {
        String toml = "a = \"# agentlint: ignore[RUN-001] string\"\n"
                + "b = '''\n# agentlint: ignore[RUN-001] multi-line literal\n'''\n"
                + "c = \"\"\"\n# agentlint: ignore[RUN-001] multi-line basic \\\"\"\" still inside\n\"\"\"\n"
                + "# agentlint: ignore[RUN-001] real comment\n"
                + "sandbox_mode = \"danger-full-access\" # agentlint: ignore[RUN-001] trailing\n";
        assertThat(summary(Format.CODEX_CONFIG, toml)).containsExactly("8,9: real comment", "9: trailing");
    }

    @Test
    void unitFilesHaveCommentsOnlyAtTheStartOfALine() {
        String unit = """
                [Container]
                ; agentlint: ignore[RUN-022] semicolon comment
                # agentlint: ignore[RUN-022] hash comment
                Network=host
                Exec=/usr/bin/agent # agentlint: ignore[RUN-004] an argument, not a comment
                """;
        assertThat(summary(Format.QUADLET, unit)).containsExactly("2,4: semicolon comment", "3,4: hash comment");
        assertThat(summary(Format.SYSTEMD_UNIT, unit)).hasSize(2);
    }

    @Test
    void wslConfHasHashCommentsAnywhereOutsideDoubleQuotes() {
        String wsl = """
                [automount]
                enabled = true # agentlint: ignore[RUN-018] trailing
                ; agentlint: ignore[RUN-018] a semicolon is not a comment here
                [boot]
                command = "echo # agentlint: ignore[RUN-018] quoted"
                """;
        assertThat(summary(Format.WSL_CONF, wsl)).containsExactly("2: trailing");
    }

    @Test
    void jsoncLineAndBlockComments() {
        String jsonc = """
                {
                  // agentlint: ignore[RUN-007] line comment
                  "mounts": ["a"],
                  /* agentlint: ignore[RUN-010] block comment */
                  "runArgs": ["--privileged"], /* agentlint: ignore[RUN-010] trailing block */
                  /*
                   * agentlint: ignore[RUN-022] multi-line block
                   */
                  "runArgs2": ["--network=host"],
                  "s": "// agentlint: ignore[RUN-007] string /* not a comment */"
                }
                """;
        assertThat(summary(Format.DEVCONTAINER, jsonc)).containsExactly(
                "2,3: line comment", "4,5: block comment", "5: trailing block", "7,9: multi-line block");
    }

    @Test
    void xmlComments() {
        String xml = """
                <Configuration>
                  <!-- agentlint: ignore[RUN-020] xml comment -->
                  <HostFolder>C:\\Users\\dev</HostFolder>
                  <Command><![CDATA[<!-- agentlint: ignore[RUN-020] CDATA -->]]></Command>
                </Configuration>
                """;
        assertThat(summary(Format.WSB, xml)).containsExactly("2,3: xml comment");
    }

    @Test
    void strictJsonHasNoComments() {
        assertThat(read(Format.CLAUDE_SETTINGS, "{\"a\": \"// agentlint: ignore[RUN-003] x\"}")).isEmpty();
        assertThat(read(Format.MCP_CONFIG, "// agentlint: ignore[RUN-003] x\n{}")).isEmpty();
    }

    @Test
    void ownLineDirectivesSkipOtherCommentLinesButTrailingOnesCoverOnlyTheirLine() {
        String yaml = """
                # agentlint: ignore[RUN-022] first
                # agentlint: ignore[RUN-007] second
                # an explanation in between
                network_mode: host  # agentlint: ignore[RUN-027] trailing
                next: line
                """;
        assertThat(summary(Format.COMPOSE, yaml)).containsExactly("1,4: first", "2,4: second", "4: trailing");
    }

    @Test
    void rulesAndRunIdsResolveAndUnknownNamesAreKept() {
        InlineIgnores.Directive d = read(Format.SHELL,
                "# agentlint: ignore[run-025, literal-secret, no-such-rule, RUN-013] because\n").get(0);
        assertThat(d.ruleIds()).contains("tls-verification-disabled", "literal-secret");
        assertThat(d.unknown()).containsExactly("no-such-rule", "RUN-013");
        assertThat(d.effective()).isTrue();
    }

    @Test
    void reasonsNeedWordsAfterTheList() {
        assertThat(InlineIgnores.reason("")).isEmpty();
        assertThat(InlineIgnores.reason("  -- ")).isEmpty();
        assertThat(InlineIgnores.reason(": ...")).isEmpty();
        assertThat(InlineIgnores.reason(" -- pinned certificate")).isEqualTo("pinned certificate");
        assertThat(InlineIgnores.reason(": 42")).isEqualTo("42");
    }

    @Test
    void malformedDirectivesAreReportedAndProseIsNot() {
        List<InlineIgnores.Directive> ds = read(Format.SHELL, """
                # agentlint: ignore everything here
                # agentlint: ignore[] nothing
                # agentlint: ignore[RUN-004 unclosed
                # agentlint: checks this script in CI
                # AGENTLINT: IGNORE[RUN-004] upper case is prose too
                """);
        assertThat(ds).extracting(InlineIgnores.Directive::problem).containsExactly(
                "has no rule list: write agentlint: ignore[<rule-id>] <reason>",
                "names no rule: write agentlint: ignore[<rule-id>] <reason>",
                "has no closing ']'");
        assertThat(ds).noneMatch(InlineIgnores.Directive::effective);
    }

    @ParameterizedTest
    @EnumSource(CommentSyntax.class)
    void hostileTextNeverBreaksTheLexer(CommentSyntax syntax) {
        String[] hostile = {"agentlint:", "'\"`$'<<<<<<<<(((((", "<!--agentlint:", "/*agentlint:", "\"\"\"agentlint:",
                "#".repeat(10_000) + "agentlint: ignore[" + ",".repeat(5000) + "]",
                ("<<A\n").repeat(1000) + "agentlint:", "\r\r\n\n\ragentlint: ignore[x] y\r"};
        for (String h : hostile) {
            if (syntax.fromParser()) ParsedComments.of(SourceFile.of("f", formatOf(syntax), h), syntax, null);
            else Comments.scan(h, syntax);
            for (Format f : Format.values()) {
                if (CommentSyntax.of(f) == syntax) read(f, h);
            }
        }
    }

    private static Format formatOf(CommentSyntax syntax) {
        for (Format f : Format.values()) if (CommentSyntax.of(f) == syntax) return f;
        throw new AssertionError(syntax);
    }

    /** One huge line full of what each lexer looks at must not turn any of them quadratic (a hang, not a timing). */
    @Test
    void longLinesOfDelimitersStayLinear() {
        int n = 200_000;
        String marker = " agentlint: ignore[RUN-004] x\n";
        String[][] cases = {
                {"DEVCONTAINER", "/*a*/".repeat(n) + "//" + marker},
                {"WSB", "<!--a-->".repeat(n) + "<!--" + marker + "-->"},
                {"SHELL", "((".repeat(n) + " #" + marker},
                {"SHELL", "<<'".repeat(n) + " #" + marker},
                {"SHELL", "<<\"a".repeat(n) + " #" + marker},
                {"SHELL", "x #a\n".repeat(n) + "#" + marker},
                {"COMPOSE", "a: '".repeat(n) + " #" + marker},
                {"CODEX_CONFIG", "\"\"\"".repeat(n) + "#" + marker},
                {"WSL_CONF", "\"".repeat(n) + "#" + marker}};
        for (String[] c : cases) {
            org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                    () -> read(Format.valueOf(c[0]), c[1]), c[0] + " " + c[1].substring(0, 12));
        }
    }

    @Test
    void manyCommentsAndOneMarkerStayLinear() {
        String text = "# c\n".repeat(200_000) + "# agentlint: ignore[RUN-004] at the end\nclaude\n";
        assertThat(read(Format.SHELL, text)).hasSize(1).first()
                .satisfies(d -> assertThat(d.lines()).isEqualTo(Set.of(200_001, 200_002)));
    }
}
