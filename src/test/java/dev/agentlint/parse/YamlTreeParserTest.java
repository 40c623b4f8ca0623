package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class YamlTreeParserTest {

    @Test
    void keepsPositionsAndTypesScalarsByYaml12() throws Exception {
        Node root = YamlTreeParser.parseAll("ports:\n  - 22:22\nflag: on\nnum: 0755\nyes_: true\n").get(0);
        ScalarNode port = (ScalarNode) root.get("ports").get(0);
        assertThat(port.value()).isEqualTo("22:22");
        assertThat(port.type()).isEqualTo(ScalarNode.Type.STRING);
        assertThat(port.span().line()).isEqualTo(2);
        assertThat(port.span().column()).isEqualTo(5);
        assertThat(((ScalarNode) root.get("flag")).type()).isEqualTo(ScalarNode.Type.STRING);
        assertThat(root.get("num").textOr("")).isEqualTo("0755");
        assertThat(root.get("yes_").isTrue()).isTrue();
        assertThat(root.get("ports").get(0).pointer()).isEqualTo("/ports/0");
    }

    @Test
    void aBlockCollectionEndsAtItsLastCharacterNotAtTheNextItem() throws Exception {
        String yaml = "mounts:\n  - location: \"~\"\n    writable: true\n    # a comment\n\n  - location: /tmp\nnext: 1\n";
        for (Node root : List.of(YamlTreeParser.parseAll(yaml).get(0),
                YamlTreeParser.snakeYaml(yaml, new dev.agentlint.base.LineIndex(yaml)).get(0))) {
            Node first = root.get("mounts").get(0);
            assertThat(first.span().line()).isEqualTo(2);
            assertThat(first.span().endLine()).isEqualTo(3);
            assertThat(first.span().endColumn()).isEqualTo(19);
            assertThat(root.get("mounts").span().endLine()).isEqualTo(6);
        }
    }

    @Test
    void positionsAreTheFilesOwnLinesAndUtf16Columns() throws Exception {
        // SnakeYAML ends lines at U+2028, U+2029 and U+0085 too, and counts columns in code points;
        // a finding must point where editors, GitHub and the excerpt see the text.
        String yaml = "a: \"x\u2028y\u2029z\u0085w\"  # \uD83D\uDE00\nb: \uD83D\uDE00\uD83D\uDE00\nc: [1, 2]\n";
        Node root = YamlTreeParser.parseAll(yaml).get(0);
        assertThat(root.get("b").keySpan().line()).isEqualTo(2);
        assertThat(root.get("c").keySpan().line()).isEqualTo(3);
        assertThat(root.get("c").get(1).span().line()).isEqualTo(3);
        assertThat(root.get("c").get(1).span().column()).isEqualTo(8);
        String emoji = "k: \uD83D\uDE00\uD83D\uDE00 v: w\n";
        assertThatThrownBy(() -> YamlTreeParser.parseAll("x: 1\n\u2028\n" + emoji))
                .isInstanceOfSatisfying(ParseException.class, e -> {
                    assertThat(e.span().line()).isLessThanOrEqualTo(3);
                });
        Node second = YamlTreeParser.parseAll("p: \uD83D\uDE00\uD83D\uDE00\nq: [x, y]\n").get(0);
        // Two surrogate pairs before: still line 2, and the column of 'y' in UTF-16 units.
        assertThat(second.get("q").get(1).span().column()).isEqualTo(8);
        Node inline = YamlTreeParser.parseAll("p: [\uD83D\uDE00, z]\n").get(0);
        assertThat(inline.get("p").get(1).span().column()).isEqualTo(9);
    }

    @Test
    void mergeKeysKeepWhereTheValueIsWrittenAndExplicitKeysWin() throws Exception {
        String yaml = """
                x-base: &base
                  privileged: true
                  user: root
                services:
                  agent:
                    <<: *base
                    user: "1000"
                """;
        Node agent = YamlTreeParser.parseAll(yaml).get(0).at("services", "agent");
        assertThat(agent.get("privileged").span().line()).isEqualTo(2);
        assertThat(agent.get("privileged").pointer()).isEqualTo("/services/agent/privileged");
        assertThat(agent.get("user").textOr("")).isEqualTo("1000");
    }

    @Test
    void unknownTagsAreKept() throws Exception {
        Node root = YamlTreeParser.parseAll("services:\n  a:\n    ports: !reset []\n    x: !override {b: 1}\n").get(0);
        assertThat(root.at("services", "a", "ports").tag()).isEqualTo("!reset");
        assertThat(root.at("services", "a", "x", "b").textOr("")).isEqualTo("1");
    }

    @Test
    void multiDocumentStreams() throws Exception {
        List<Node> docs = YamlTreeParser.parseAll("kind: Pod\n---\nkind: Deployment\n");
        assertThat(docs).hasSize(2);
        assertThat(docs.get(1).get("kind").textOr("")).isEqualTo("Deployment");
    }

    @Test
    void aliasBombIsAParseError() {
        StringBuilder y = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        char prev = 'a';
        for (char c = 'b'; c <= 'j'; c++) {
            y.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 9; i++) y.append(i == 0 ? "" : ",").append('*').append(prev);
            y.append("]\n");
            prev = c;
        }
        assertThatThrownBy(() -> YamlTreeParser.parseAll(y.toString())).isInstanceOf(ParseException.class);
    }

    @Test
    void recursiveAliasIsAParseError() {
        assertThatThrownBy(() -> YamlTreeParser.parseAll("a: &a\n  b: *a\n")).isInstanceOf(ParseException.class);
    }

    @Test
    void deepNestingIsAParseError() {
        assertThatThrownBy(() -> YamlTreeParser.parseAll("[".repeat(5000) + "]".repeat(5000))).isInstanceOf(ParseException.class);
    }

    @Test
    void syntaxErrorsCarryAPosition() {
        assertThatThrownBy(() -> YamlTreeParser.parseAll("a: [1, 2\nb: 3\n"))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isGreaterThanOrEqualTo(2));
    }

    /** The first-character guard before the number patterns changes no answer. */
    @net.jqwik.api.Property(tries = 3000)
    void plainTypeIsTheCoreSchema(@net.jqwik.api.ForAll("scalars") String v) {
        java.util.regex.Pattern integer = java.util.regex.Pattern.compile("[-+]?(0|[1-9][0-9]*|0o[0-7]+|0x[0-9a-fA-F]+)");
        java.util.regex.Pattern decimal = java.util.regex.Pattern.compile(
                "[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");
        boolean number = integer.matcher(v).matches() || decimal.matcher(v).matches();
        if (!v.isEmpty() && !java.util.Set.of("~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE").contains(v)) {
            assertThat(YamlTreeParser.plainType(v) == dev.agentlint.parse.tree.ScalarNode.Type.NUMBER).as(v).isEqualTo(number);
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> scalars() {
        return net.jqwik.api.Arbitraries.strings().withChars("0123456789+-.eExXoabfinINF_ ").ofMinLength(1).ofMaxLength(8);
    }
}
