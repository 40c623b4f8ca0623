package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.parse.tree.Node;
import org.junit.jupiter.api.Test;

class TomlTreeParserTest {

    @Test
    void keepsKeyAndValuePositions() throws Exception {
        Node root = TomlTreeParser.parse("""
                approval_policy = "never"  # comment
                sandbox_mode = "danger-full-access"

                [sandbox_workspace_write]
                network_access = true
                writable_roots = ["/", "/Users/dev"]

                [projects."/Users/dev"]
                trust_level = "trusted"
                """);
        Node mode = root.get("sandbox_mode");
        assertThat(mode.textOr("")).isEqualTo("danger-full-access");
        assertThat(mode.keySpan()).isEqualTo(new Span(2, 1, 2, 13));
        assertThat(mode.span()).isEqualTo(new Span(2, 16, 2, 36));
        assertThat(root.get("approval_policy").span()).isEqualTo(new Span(1, 19, 1, 26));
        Node net = root.at("sandbox_workspace_write", "network_access");
        assertThat(net.isTrue()).isTrue();
        assertThat(net.span().line()).isEqualTo(5);
        assertThat(net.pointer()).isEqualTo("/sandbox_workspace_write/network_access");
        Node roots = root.at("sandbox_workspace_write", "writable_roots");
        assertThat(roots.get(1).textOr("")).isEqualTo("/Users/dev");
        assertThat(roots.get(1).span()).isEqualTo(new Span(6, 24, 6, 36));
        assertThat(root.at("projects", "/Users/dev", "trust_level").pointer()).isEqualTo("/projects/~1Users~1dev/trust_level");
    }

    @Test
    void tablesInArraysHaveAPosition() throws Exception {
        Node root = TomlTreeParser.parse("""
                [[hooks.PreToolUse]]
                matcher = "Edit"
                hooks = [{ type = "command", command = "./check.sh" }]
                """);
        Node group = root.at("hooks", "PreToolUse").get(0);
        assertThat(group.span()).isNotNull();
        assertThat(group.entrySpan().line()).isEqualTo(1);
        Node handler = group.get("hooks").get(0);
        assertThat(handler.span()).isNotNull();
        assertThat(handler.entrySpan().line()).isEqualTo(3);
        assertThat(handler.get("command").span().line()).isEqualTo(3);
    }

    @Test
    void errorsCarryAPosition() {
        assertThatThrownBy(() -> TomlTreeParser.parse("a = 1\nb = \n"))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isEqualTo(2));
    }

    /**
     * TOML forbids control characters in comments, a lone CR among them, and tomlj refuses them:
     * leaving comment lines out of what tomlj reads must not make such a file parse (found by fuzzing).
     */
    @Test
    void aCommentWithAControlCharacterIsStillRefused() {
        assertThatThrownBy(() -> TomlTreeParser.parse("# \u0007 bell\nk = 1\n")).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> TomlTreeParser.parse("# a\rb\nk = 1\n")).isInstanceOf(ParseException.class);
    }
}
