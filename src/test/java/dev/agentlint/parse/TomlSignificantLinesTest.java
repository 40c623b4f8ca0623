package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

class TomlSignificantLinesTest {

    @Test
    void dropsBlankAndCommentLinesOutsideStringsAndMapsLinesBack() {
        String toml = """
                # a comment

                a = 1 # kept: it holds a value
                s = \"""
                # content, not a comment

                \"""
                   # indented comment
                l = '''
                # literal content
                '''
                """;
        TomlSignificantLines t = TomlSignificantLines.of(toml);
        assertThat(t.text().lines().toList()).containsExactly("a = 1 # kept: it holds a value", "s = \"\"\"", "# content, not a comment", "",
                "\"\"\"", "l = '''", "# literal content", "'''");
        assertThat(List.of(t.sourceLine(1), t.sourceLine(2), t.sourceLine(3), t.sourceLine(4), t.sourceLine(5), t.sourceLine(6)))
                .containsExactly(3, 4, 5, 6, 7, 9);
        assertThat(t.sourceLine(99)).as("past the end: the source's last line").isEqualTo(12);
    }

    @Test
    void quotesThatCloseAStringLateOrAreEscapedDoNotConfuseIt() {
        String toml = "a = \"\"\"x\\\"\"\"\n\n# inside\n\"\"\"\"\"\n# outside\nb = \"# not a comment \\\" still\"\n# outside\nc = '''x''''\n\n";
        assertThat(TomlSignificantLines.of(toml).text().lines().toList())
                .containsExactly("a = \"\"\"x\\\"\"\"", "", "# inside", "\"\"\"\"\"", "b = \"# not a comment \\\" still\"", "c = '''x''''");
    }

    /** tomlj reads the same document from the significant lines: the same values, at the same places, and the same errors. */
    @Property(tries = 2000)
    void tomljReadsTheSameDocument(@ForAll("documents") String toml) {
        assertSameDocument(toml);
    }

    static void assertSameDocument(String toml) {
        TomlSignificantLines t = TomlSignificantLines.of(toml);
        TomlParseResult whole = Toml.parse(toml);
        TomlParseResult kept = Toml.parse(t.text());
        assertThat(kept.hasErrors()).as("errors in\n%s", toml).isEqualTo(whole.hasErrors());
        if (whole.hasErrors()) {
            TomlPosition a = whole.errors().get(0).position();
            TomlPosition b = kept.errors().get(0).position();
            assertThat(t.sourceLine(b.line()) + ":" + b.column()).as("first error in\n%s", toml).isEqualTo(a.line() + ":" + a.column());
            return;
        }
        assertThat(kept.toJson()).as("values of\n%s", toml).isEqualTo(whole.toJson());
        assertThat(positions(kept, t)).as("positions in\n%s", toml).isEqualTo(positions(whole, null));
    }

    private static Map<String, String> positions(TomlTable table, TomlSignificantLines map) {
        Map<String, String> out = new TreeMap<>();
        collect(table, "", map, out);
        return out;
    }

    private static void collect(Object value, String path, TomlSignificantLines map, Map<String, String> out) {
        if (value instanceof TomlTable t) {
            for (String key : t.keySet()) {
                put(out, path + "/" + key, t.inputPositionOf(List.of(key)), map);
                collect(t.get(List.of(key)), path + "/" + key, map, out);
            }
        } else if (value instanceof TomlArray a) {
            for (int i = 0; i < a.size(); i++) {
                put(out, path + "/" + i, a.inputPositionOf(i), map);
                collect(a.get(i), path + "/" + i, map, out);
            }
        }
    }

    private static void put(Map<String, String> out, String path, TomlPosition p, TomlSignificantLines map) {
        out.put(path, p == null ? "-" : (map == null ? p.line() : map.sourceLine(p.line())) + ":" + p.column());
    }

    @Provide
    Arbitrary<String> documents() {
        return Arbitraries.of(
                "", "# comment", "   # indented", "\t", "key = \"value\" # trailing", "n = 1", "[table]", "[[array.of.tables]]",
                "s = \"\"\"", "# inside or outside", "\"\"\"", "'''", "l = '''", "x = \"# hash \\\" quote\"", "y = 'it''s'",
                "arr = [", "  \"a\", # element comment", "]", "inline = { a = 1, b = \"#\" }", "broken = = 2", "@oops",
                "\"\"\"\"\"", "esc = \"\"\"line \\", "a.b.c = true", "dup = 1", "[projects.\"/home/dev\"]", "trust_level = \"trusted\"")
                .list().ofMaxSize(14).map(lines -> String.join("\n", lines) + "\n");
    }
}
