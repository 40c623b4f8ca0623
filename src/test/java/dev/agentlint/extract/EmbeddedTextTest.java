package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.base.Span;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;

class EmbeddedTextTest {

    private static final String YAML = """
            with:
              literal: |
                {
                  "a": "x"
                }
              plain: --flag value
              single: '{"b": 1}'
              escaped: "tab\\there"
              folded: >
                one
                two
            """;

    private final SourceFile file = SourceFile.of(".github/workflows/x.yml", Format.GITHUB_WORKFLOW, YAML);

    private Node input(String name) throws Exception {
        return YamlTreeParser.parse(file).at("with", name);
    }

    @Test
    void literalBlocksMapLineByLine() throws Exception {
        EmbeddedText t = EmbeddedText.of(file, input("literal"));
        assertThat(t.exact()).isTrue();
        int a = t.text().indexOf("\"a\"");
        assertThat(t.span(a, a + 3)).isEqualTo(new Span(4, 7, 4, 10));
    }

    @Test
    void singleLineValuesMapPastTheirQuote() throws Exception {
        EmbeddedText plain = EmbeddedText.of(file, input("plain"));
        assertThat(plain.span(7, 12)).isEqualTo(new Span(6, 17, 6, 22));
        EmbeddedText single = EmbeddedText.of(file, input("single"));
        assertThat(single.span(1, 4)).isEqualTo(new Span(7, 13, 7, 16));
    }

    @Test
    void escapedAndFoldedValuesMapOntoTheWholeValue() throws Exception {
        Node escaped = input("escaped");
        assertThat(EmbeddedText.of(file, escaped).exact()).isFalse();
        assertThat(EmbeddedText.of(file, escaped).span(2, 3)).isEqualTo(escaped.span());
        assertThat(EmbeddedText.of(file, input("folded")).exact()).isFalse();
    }

    @Test
    void relocatedTreesPointIntoTheFile() throws Exception {
        Node literal = input("literal");
        EmbeddedText t = EmbeddedText.of(file, literal);
        Node root = t.relocate(JsonTreeParser.parse(t.text(), false));
        Node a = root.get("a");
        assertThat(a.textOr("")).isEqualTo("x");
        assertThat(a.keySpan()).isEqualTo(new Span(4, 7, 4, 10));
        assertThat(a.span().line()).isEqualTo(4);
        assertThat(a.pointer()).isEqualTo("/with/literal/a");
        assertThat(root.keySpan().line()).isEqualTo(2);
    }
}
