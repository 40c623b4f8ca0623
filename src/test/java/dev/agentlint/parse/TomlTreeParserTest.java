package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Span;
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

    @Test
    void spansCoverWholeValuesAcrossLines() throws Exception {
        Node root = TomlTreeParser.parse("""
                s = \"\"\"
                one
                two\"\"\"
                list = [
                  "a",
                  { k = 'v' },
                ]
                [server]
                url.host = "h" # comment
                """);
        assertThat(root.get("s").textOr("")).isEqualTo("one\ntwo");
        assertThat(root.get("s").span()).isEqualTo(new Span(1, 5, 3, 7));
        assertThat(root.get("list").span()).isEqualTo(new Span(4, 8, 7, 2));
        assertThat(root.get("list").get(1).span()).isEqualTo(new Span(6, 3, 6, 14));
        assertThat(root.get("list").get(1).get("k").span()).isEqualTo(new Span(6, 9, 6, 12));
        assertThat(root.get("server").span()).as("a table is where its header is").isEqualTo(new Span(8, 1, 8, 9));
        assertThat(root.get("server").keySpan()).isEqualTo(new Span(8, 2, 8, 8));
        Node url = root.at("server", "url");
        assertThat(url.keySpan()).as("a dotted key's part: from the key's start to the part").isEqualTo(new Span(9, 1, 9, 4));
        assertThat(url.get("host").keySpan()).isEqualTo(new Span(9, 1, 9, 9));
        assertThat(url.get("host").span()).isEqualTo(new Span(9, 12, 9, 15));
    }

    @Test
    void readsEveryKindOfValueAsText() throws Exception {
        Node root = TomlTreeParser.parse("""
                i = 0x1F
                f = 1e3
                b = true
                odt = 1979-05-27 07:32:00Z
                ld = 1979-05-27
                lt = 07:32:00.5
                esc = "tab\\there \\u00e9"
                lit = 'C:\\Users'
                """);
        assertThat(root.get("i").textOr("")).isEqualTo("31");
        assertThat(((dev.agentlint.parse.tree.ScalarNode) root.get("i")).type()).isEqualTo(dev.agentlint.parse.tree.ScalarNode.Type.NUMBER);
        assertThat(root.get("f").textOr("")).isEqualTo("1000.0");
        assertThat(root.get("b").isTrue()).isTrue();
        assertThat(root.get("odt").textOr("")).isEqualTo("1979-05-27T07:32Z");
        assertThat(root.get("ld").textOr("")).isEqualTo("1979-05-27");
        assertThat(root.get("lt").textOr("")).isEqualTo("07:32:00.500");
        assertThat(root.get("esc").textOr("")).isEqualTo("tab\there \u00e9");
        assertThat(root.get("lit").textOr("")).isEqualTo("C:\\Users");
    }

    @Test
    void arraysOfTablesCollectEachHeader() throws Exception {
        Node root = TomlTreeParser.parse("""
                [[hooks]]
                name = "a"
                [[hooks]]
                name = "b"
                [hooks.extra]
                x = 1
                """);
        assertThat(root.get("hooks").elements()).hasSize(2);
        assertThat(root.get("hooks").get(1).span()).isEqualTo(new Span(3, 1, 3, 10));
        assertThat(root.get("hooks").get(1).at("extra", "x").pointer()).isEqualTo("/hooks/1/extra/x");
    }

    @Test
    void errorsPointAtWhatIsWrong() {
        assertError("a = 1\na = 2\n", 2, 1, "key a is defined more than once");
        assertError("[t]\nx = 1\n[t]\n", 3, 1, "table t is defined more than once");
        assertError("a = \"open\n", 1, 5, "unterminated string");
        assertError("a = 1 2\n", 1, 7, "expected the end of the line after a value");
        assertError("a = 0x\n", 1, 5, "invalid value: 0x");
        assertError("a = 99999999999999999999\n", 1, 5, "number out of range");
        assertError("a = \"\\q\"\n", 1, 6, "invalid escape sequence \\q");
        assertError("a = 1\r\n\rb = 2\n", 2, 1, "carriage return without a line feed");
    }

    @Test
    void nestingIsBoundedWithoutExhaustingTheStack() {
        assertThatThrownBy(() -> TomlTreeParser.parse("a = " + "[".repeat(100_000)))
                .isInstanceOf(ParseException.class).hasMessageContaining("nested deeper");
        assertThatThrownBy(() -> TomlTreeParser.parse("a" + ".a".repeat(100_000) + " = 1"))
                .isInstanceOf(ParseException.class).hasMessageContaining("parts");
        assertThatThrownBy(() -> TomlTreeParser.parse("a = " + "{a = ".repeat(100_000)))
                .isInstanceOf(ParseException.class).hasMessageContaining("nested deeper");
    }

    /** A repeated regex group recurses per character in java.util.regex: numbers are scanned without one. */
    @Test
    void longNumbersAreReadOrRefusedWithoutExhaustingTheStack() throws Exception {
        assertError("a = " + "1".repeat(100_000) + "\n", 1, 5, "number out of range");
        assertError("a = 0x" + "a_".repeat(50_000) + "b\n", 1, 5, "number out of range");
        assertThat(TomlTreeParser.parse("a = 1." + "1_".repeat(50_000) + "1\n").get("a").textOr("")).isEqualTo("1.1111111111111112");
    }

    private static void assertError(String toml, int line, int column, String message) {
        assertThatThrownBy(() -> TomlTreeParser.parse(toml))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((ParseException) e).span()).as(toml).isEqualTo(Span.point(line, column)));
    }
}
