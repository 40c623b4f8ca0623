package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToIntFunction;
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
    void dropsBlankAndCommentLinesOutsideStringsAndMapsPositionsBack() {
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
        assertThat(t.sourceOffset(1, 1)).isEqualTo(toml.indexOf("a = 1"));
        assertThat(t.sourceOffset(1, 5)).isEqualTo(toml.indexOf("1 # kept"));
        assertThat(t.sourceOffset(3, 1)).isEqualTo(toml.indexOf("# content"));
        assertThat(t.sourceOffset(6, 1)).isEqualTo(toml.indexOf("l = '''"));
        assertThat(t.sourceOffset(99, 1)).as("past the end: the source's end").isEqualTo(toml.length());
    }

    /** A comment TOML forbids (a control character in it) is left for tomlj to refuse; a CRLF's CR is no such character. */
    @Test
    void commentsWithControlCharactersAreKept() {
        assertThat(TomlSignificantLines.of("# a\bb\n# ok\r\n\t# tab\n  \r  \na = 1\n").text().lines().toList())
                .containsExactly("# a\bb", "  ", "  ", "a = 1");
    }

    @Test
    void quotesThatCloseAStringLateOrAreEscapedDoNotConfuseIt() {
        String toml = "a = \"\"\"x\\\"\"\"\n\n# inside\n\"\"\"\"\"\n# outside\nb = \"# not a comment \\\" still\"\n# outside\nc = '''x''''\n\n";
        assertThat(TomlSignificantLines.of(toml).text().lines().toList())
                .containsExactly("a = \"\"\"x\\\"\"\"", "", "# inside", "\"\"\"\"\"", "b = \"# not a comment \\\" still\"", "c = '''x''''");
    }

    /** tomlj reads the same document from the significant lines: the same values, at the same places, and the same errors. */
    @Property(tries = 3000)
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
            assertThat(t.sourceOffset(b.line(), b.column())).as("first error in\n%s", toml).isEqualTo(offset(toml, a));
            return;
        }
        assertThat(kept.toJson()).as("values of\n%s", toml).isEqualTo(whole.toJson());
        Map<String, Integer> expected = new TreeMap<>();
        collect(whole, "", p -> offset(toml, p), expected);
        Map<String, Integer> actual = new TreeMap<>();
        collect(kept, "", p -> t.sourceOffset(p.line(), p.column()), actual);
        assertThat(actual).as("positions in\n%s", toml).isEqualTo(expected);
    }

    /** The offset of a tomlj position in the text it parsed: lines broken at LF, as tomlj counts them. */
    private static int offset(String text, TomlPosition p) {
        int start = 0;
        for (int line = 1; line < p.line(); line++) {
            int lf = text.indexOf('\n', start);
            if (lf < 0) return text.length();
            start = lf + 1;
        }
        return Math.min(text.length(), start + p.column() - 1);
    }

    private static void collect(Object value, String path, ToIntFunction<TomlPosition> at, Map<String, Integer> out) {
        if (value instanceof TomlTable t) {
            for (String key : t.keySet()) {
                put(out, path + "/" + key, t.inputPositionOf(List.of(key)), at);
                collect(t.get(List.of(key)), path + "/" + key, at, out);
            }
        } else if (value instanceof TomlArray a) {
            for (int i = 0; i < a.size(); i++) {
                put(out, path + "/" + i, a.inputPositionOf(i), at);
                collect(a.get(i), path + "/" + i, at, out);
            }
        }
    }

    private static void put(Map<String, Integer> out, String path, TomlPosition p, ToIntFunction<TomlPosition> at) {
        out.put(path, p == null ? -1 : at.applyAsInt(p));
    }

    @Provide
    Arbitrary<String> documents() {
        return Arbitraries.of(
                "", "# comment", "   # indented", "\t", "key = \"value\" # trailing", "n = 1", "[table]", "[[array.of.tables]]",
                "s = \"\"\"", "# inside or outside", "\"\"\"", "'''", "l = '''", "x = \"# hash \\\" quote\"", "y = 'it''s'",
                "arr = [", "  \"a\", # element comment", "]", "inline = { a = 1, b = \"#\" }", "broken = = 2", "@oops",
                "\"\"\"\"\"", "esc = \"\"\"line \\", "a.b.c = true", "dup = 1", "[projects.\"/home/dev\"]", "trust_level = \"trusted\"",
                "# bell \u0007", "crlf = 1\r", "# crlf comment\r", "  \r  ", "m = \"\"\"lone\rcr\"\"\"", "\r", "# del \u007f")
                .list().ofMaxSize(14).map(lines -> String.join("\n", lines) + "\n");
    }
}
