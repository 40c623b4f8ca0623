package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.LineIndex;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * The block-subset reader against SnakeYAML (ADR 0027): whatever the subset reads, it reads as
 * YamlTreeParser's SnakeYAML path does, node for node, with the same values, types, pointers and
 * spans; what SnakeYAML refuses, the subset leaves to it.
 */
class YamlBlockSubsetTest {

    @Test
    void readsTheCommonShapesOfConfigurationFiles() {
        for (String yaml : List.of(
                "services:\n  agent:\n    image: node:22\n    ports:\n      - \"127.0.0.1:8080:80\"\n    volumes: ['./src:/src:ro', work]\n",
                "a:\n- x\n- y\nb: 1\n",
                "# comment\n---\nkind: Pod\nspec:\n  containers:\n  - name: c\n    args: [\"--flag\", value]\n---\nkind: Secret\n",
                "a: 1\r\nb:\r\n  c: 'it''s'\r\n",
                "list:\n  -\n    a: 1\n  - \n  - b\n",
                "key: value # comment\nempty:\nquoted: \"x: y\"\n",
                "script: |\n  set -e\n\n    indented\n  # not a comment\nnext: 1\n",
                "folded: >-\n  one\n  two\n\n  three\n\n\nkeep: |+\n  a\n\n",
                "- |\n  item\n- >\n  folded\n  item\n",
                "a:\n  cmd: |\r\n    x\r\n  b: 2\r\n",
                "end: |\n  no final line break",
                "volumes:\n  data: {}\n  other: { }\ndepends_on:\n  db: {condition: service_healthy, \"q\": 'v'}\n",
                "# \uD83D\uDE80 launch\nname: \"\uD83D\uDE00 \uD83D\uDE00\"\n\uD83D\uDD11: k\nlist: [\uD83D\uDE00, b]\nblock: |\n  \uD83D\uDE00 x\n",
                "command: \"sh -c \\\"echo \\\\$HOME\\\"\\t\\x41\\u00e9\\U0001F600\\N\\_\\ \\0\"\n"))
        {
            assertThat(YamlBlockSubset.read(yaml, new LineIndex(yaml))).as(yaml).isNotNull();
            assertSameAsSnakeYaml(yaml);
        }
    }

    @Test
    void leavesEverythingElseToSnakeYaml() {
        for (String yaml : List.of("a: &x 1\nb: *x\n", "a: !reset []\n", "a: |2\n  text\n", "a: >\n  text\n    more\n", "a: |\n  x\n   \n  y\n",
                "a: |\nb: 1\n", "a: |\n", "a: | x\n  y\n", "a: b\n  c\n",
                "a: {b: {c: 1}}\n", "a: {b}\n", "a: {b:1}\n", "a: {b: 1,}\n", "a: {b: c: d}\n", "a: [{b: 1}]\n", "a: \"x\\/y\"\n", "a: \"\\uD800\"\n", "a: \"\\q\"\n", "a: \"\\x4\"\n", "a: \"line\\\n  next\"\n", "a:\n\tb: 1\n", "<<: {a: 1}\n", "? a\n: b\n", "%YAML 1.2\n---\na: 1\n", "a: 1\n...\n",
                "a: 1\n---\n", "just a scalar\n", "a: b: c\n", "a: 'open\n", "\uFEFFa: 1\n", "a: 1\rb: 2\n", "a: [1,\n 2]\n", "a: \uD83D\n", "a: x\uDE00\n"))
        {
            assertThat(YamlBlockSubset.read(yaml, new LineIndex(yaml))).as(yaml).isNull();
            assertSameAsSnakeYaml(yaml);
        }
    }

    @Property(tries = 4000)
    void readsAsSnakeYamlDoes(@ForAll("documents") String yaml) {
        Statistics.collect(YamlBlockSubset.read(yaml, new LineIndex(yaml)) != null ? "subset" : "SnakeYAML");
        assertSameAsSnakeYaml(yaml);
    }

    /** Every YAML file of the test data and, when it is beside the repository, of the real corpus. */
    @Test
    void readsEveryRealFileAsSnakeYamlDoes() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path root : List.of(Path.of("testdata"), Path.of("rules"), Path.of("..", "shared", "corpus", "real"))) {
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> all = Files.walk(root)) {
                all.filter(p -> (p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")) && Files.isRegularFile(p)).forEach(files::add);
            }
        }
        int read = 0;
        for (Path f : files) {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(f))).toString();
            } catch (CharacterCodingException notUtf8) {
                continue;
            }
            if (YamlBlockSubset.read(text, new LineIndex(text)) != null) read++;
            assertSameAsSnakeYaml(text);
        }
        assertThat(read).as("files the subset reads, of %s", files.size()).isGreaterThan(files.size() / 2);
    }

    static void assertSameAsSnakeYaml(String yaml) {
        LineIndex lines = new LineIndex(yaml);
        List<Node> subset = YamlBlockSubset.read(yaml, lines);
        if (subset == null) return;
        List<Node> expected;
        try {
            expected = YamlTreeParser.snakeYaml(yaml, lines);
        } catch (ParseException e) {
            throw new AssertionError("the subset reads what SnakeYAML refuses (" + e.getMessage() + "):\n" + yaml);
        }
        assertThat(describe(subset)).as("trees of\n%s", yaml).isEqualTo(describe(expected));
    }

    private static String describe(List<Node> docs) {
        StringBuilder b = new StringBuilder();
        for (Node d : docs) describe(d, b, "");
        return b.toString();
    }

    private static void describe(Node n, StringBuilder b, String indent) {
        b.append(indent).append(n.getClass().getSimpleName()).append(' ').append(n.pointer()).append(" span=").append(n.span())
                .append(" key=").append(n.keySpan()).append(" tag=").append(n.tag());
        if (n instanceof ScalarNode s) b.append(' ').append(s.type()).append(" [").append(s.value()).append(']');
        b.append('\n');
        if (n.isMap()) n.entries().forEach(e -> {
            b.append(indent).append(" key ").append(e.key()).append('\n');
            describe(e.value(), b, indent + "  ");
        });
        if (n.isList()) n.elements().forEach(e -> describe(e, b, indent + "  "));
    }

    @Provide
    Arbitrary<String> documents() {
        Arbitrary<String> indent = Arbitraries.of("", "", "  ", "    ", " ", "      ");
        Arbitrary<String> key = Arbitraries.of("a", "b", "image", "\"q k\"", "'s'", "a b", "x-y.z", "1", "true", "~", "<<", "a:b", "-a",
                "?x", "\u00e9", "\uD83D\uDE00", "k\uD83D\uDE00");
        Arbitrary<String> value = Arbitraries.of("", "1", "x", "\uD83D\uDE00", "a \uD83D\uDE00 b", "\"\uD83D\uDE00\"", "\uD83D", "|", "|-", "|+", ">", ">-", ">+", "|2", "| # c", "|x", "\"q\"", "'it''s'", "'", "\"", "a b  ", "http://h:80", "a #c", "a#c", "- x",
                "[a, \"b\"]", "[]", "[ ]", "[a,]", "[a b, c]", "[a:b]", "{a: 1}", "{}", "{ }", "{a: 1, b: \"x\"}", "{a:1}", "{a}", "{a: }", "{a: 1,}", "{a: b: c}", "{'k': v}", "&x 1", "*x", "!t x", "|", ">-", "-1", "-", ":x", "?",
                "null", "0x1F", "1.5", "\"a: b\"", "a: b", "\"x\\ty\"", "\"a\\\"b\"", "\"\\x41\\u00e9\\U0001F600\"", "\"\\/\"", "\"\\uD800\"",
                "\"\\q\"", "\"\\N\\_\\L\\P\\0\\a\\e\\ \"", "\"\\xZZ\"", "\"\\U00110000\"", "\"a\\", "'a'b", "\"a\" # c", "\"a\"#c", "%x", "@x", "`x`", "x   ");
        Arbitrary<String> line = Arbitraries.oneOf(
                Combinators.combine(indent, key, value).as((i, k, v) -> i + k + ": " + v),
                Combinators.combine(indent, key).as((i, k) -> i + k + ":"),
                Combinators.combine(indent, value).as((i, v) -> i + "- " + v),
                Combinators.combine(indent, key, value).as((i, k, v) -> i + "- " + k + ": " + v),
                Combinators.combine(indent, Arbitraries.of("-", "# c", "#c", "---", "--- # c", "...", "--- x", "", "  ", "\r", "\t- a",
                        "- - a", "-\t", "text", "more text", "  ", "#")).as((i, t) -> i + t));
        return line.list().ofMaxSize(12).map(l -> String.join("\n", l) + "\n");
    }
}
