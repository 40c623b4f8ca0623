package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.Node;
import org.junit.jupiter.api.Test;

class JsonTreeParserTest {

    @Test
    void keepsPositionsAndPointers() throws Exception {
        Node root = JsonTreeParser.parse("{\n  \"sandbox\": {\n    \"enabled\": true,\n    \"list\": [\"a\", \"b/c\"]\n  }\n}", false);
        Node enabled = root.at("sandbox", "enabled");
        assertThat(enabled.span()).isEqualTo(new Span(3, 16, 3, 20));
        assertThat(enabled.keySpan()).isEqualTo(new Span(3, 5, 3, 14));
        assertThat(enabled.pointer()).isEqualTo("/sandbox/enabled");
        assertThat(enabled.isTrue()).isTrue();
        Node b = root.at("sandbox", "list").get(1);
        assertThat(b.textOr("")).isEqualTo("b/c");
        assertThat(b.span()).isEqualTo(new Span(4, 19, 4, 24));
        assertThat(b.pointer()).isEqualTo("/sandbox/list/1");
    }

    @Test
    void missingKeysPointAtTheEnclosingObject() throws Exception {
        Node root = JsonTreeParser.parse("{\"a\": {\"b\": 1}}", false);
        Node missing = root.at("a", "nope", "deeper");
        assertThat(missing.isMissing()).isTrue();
        assertThat(missing.pointer()).isEqualTo("/a/nope");
        assertThat(missing.keySpan()).isEqualTo(root.get("a").keySpan());
    }

    @Test
    void escapesPointerSegments() throws Exception {
        Node root = JsonTreeParser.parse("{\"a/b\": {\"~c\": 1}}", false);
        assertThat(root.at("a/b", "~c").pointer()).isEqualTo("/a~1b/~0c");
    }

    @Test
    void strictJsonRejectsCommentsAndTrailingCommasWithAPosition() {
        assertThatThrownBy(() -> JsonTreeParser.parse("{\n  // hi\n  \"a\": 1\n}", false))
                .isInstanceOf(ParseException.class)
                .satisfies(e -> assertThat(((ParseException) e).span().line()).isEqualTo(2));
        assertThatThrownBy(() -> JsonTreeParser.parse("{\"a\": 1,}", false)).isInstanceOf(ParseException.class);
    }

    @Test
    void jsoncAcceptsCommentsAndTrailingCommas() throws Exception {
        Node root = JsonTreeParser.parse("{\n  // hi\n  /* block */ \"a\": [1, 2,],\n}", true);
        assertThat(root.get("a").elements()).hasSize(2);
    }

    @Test
    void duplicateKeysLastWins() throws Exception {
        assertThat(JsonTreeParser.parse("{\"a\": 1, \"a\": 2}", false).get("a").textOr("")).isEqualTo("2");
    }

    @Test
    void deepNestingIsAParseErrorNotAStackOverflow() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        assertThatThrownBy(() -> JsonTreeParser.parse(deep, false)).isInstanceOf(ParseException.class);
    }

    @Test
    void emptyAndTrailingContentAreErrors() {
        assertThatThrownBy(() -> JsonTreeParser.parse("   ", false)).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> JsonTreeParser.parse("{} {}", false)).isInstanceOf(ParseException.class);
    }
}
