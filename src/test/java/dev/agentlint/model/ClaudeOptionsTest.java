package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClaudeOptionsTest {

    @Test
    void manyValuedOptionsRunToTheNextOption() {
        List<String> args = List.of("-p", "triage", "--allowedTools", "Bash(git diff *)", "Read", "--model", "opus", "--mcp-config", "a.json");
        List<ClaudeOptions.Option> o = ClaudeOptions.read(args);
        assertThat(ClaudeOptions.valuesOf(o, "--allowedTools")).containsExactly(3, 4);
        assertThat(ClaudeOptions.valuesOf(o, "--mcp-config")).containsExactly(8);
        assertThat(ClaudeOptions.has(o, "--model")).isTrue();
    }

    @Test
    void bothSpellingsAndInlineValues() {
        List<String> args = List.of("--allowed-tools=Bash,Read", "--settings=ci/s.json", "--", "--disallowedTools", "Bash");
        List<ClaudeOptions.Option> o = ClaudeOptions.read(args);
        assertThat(ClaudeOptions.valuesOf(o, "--allowedTools")).containsExactly(0);
        assertThat(ClaudeOptions.text(args, o, 0)).isEqualTo("Bash,Read");
        assertThat(ClaudeOptions.text(args, o, 1)).isEqualTo("ci/s.json");
        // After "--" nothing is an option.
        assertThat(ClaudeOptions.has(o, "--disallowedTools")).isFalse();
    }

    @Test
    void aValueOptionHidesAWordThatLooksLikeAFlag() {
        List<ClaudeOptions.Option> o = ClaudeOptions.read(List.of("--append-system-prompt", "--strict-mcp-config"));
        assertThat(ClaudeOptions.has(o, "--strict-mcp-config")).isFalse();
    }

    @Test
    void toolRulesKeepSpacesInsideParentheses() {
        assertThat(ClaudeOptions.toolRules("Bash(git diff *),Read Edit")).containsExactly("Bash(git diff *)", "Read", "Edit");
        assertThat(ClaudeOptions.toolRules("Bash(a,b)")).containsExactly("Bash(a,b)");
    }
}
