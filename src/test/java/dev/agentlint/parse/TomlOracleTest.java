package dev.agentlint.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlTable;

/**
 * agentlint's TOML reader against tomlj, the library DESIGN.md chose and the reader replaced
 * (ADR 0026): both accept the same documents and read the same values from them. tomlj is a
 * test dependency only, for this.
 */
class TomlOracleTest {

    @Property(tries = 6000)
    void readsWhatTomljReads(@ForAll("documents") String toml) {
        assertSameAsTomlj(toml);
    }

    /** Every TOML file of the test data and, when it is beside the repository, of the real corpus. */
    @Test
    void readsEveryRealFileAsTomljDoes() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path root : List.of(Path.of("testdata"), Path.of("..", "shared", "corpus", "real"))) {
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> all = Files.walk(root)) {
                all.filter(p -> p.toString().endsWith(".toml") && Files.isRegularFile(p)).forEach(files::add);
            }
        }
        assertThat(files).hasSizeGreaterThan(20);
        for (Path f : files) {
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(f))).toString();
            } catch (CharacterCodingException notUtf8) {
                continue;
            }
            assertSameAsTomlj(text);
        }
    }

    static void assertSameAsTomlj(String toml) {
        TomlParseResult expected;
        try {
            expected = Toml.parse(toml);
        } catch (AssertionError tomljInvariant) {
            // tomlj asserts invariants of its own that some malformed input breaks (only under -ea): it refuses that input.
            assertThatThrownBy(() -> TomlTreeParser.parse(toml)).as("agentlint reads what tomlj fails on:\n%s", toml)
                    .isInstanceOf(ParseException.class);
            return;
        } catch (RuntimeException tomljCrash) {
            // tomlj itself fails on some inputs (a NullPointerException for a line break in an inline
            // table, in its TOML 1.1 check): the oracle has no answer for them, and nothing is compared.
            return;
        }
        String actual;
        try {
            actual = canonical(TomlTreeParser.parse(toml));
        } catch (ParseException e) {
            assertThat(expected.hasErrors()).as("agentlint refuses (%s at %s) what tomlj reads:\n%s", e.getMessage(), e.span(), toml).isTrue();
            return;
        }
        assertThat(expected.hasErrors()).as("agentlint reads what tomlj refuses (%s):\n%s", expected.errors(), toml).isFalse();
        assertThat(actual).as("values of\n%s", toml).isEqualTo(canonical(expected));
    }

    /** Keys sorted, each scalar as its type and its text. */
    private static String canonical(Object tomlj) {
        if (tomlj instanceof TomlTable t) {
            TreeMap<String, String> sorted = new TreeMap<>();
            for (String k : t.keySet()) sorted.put(k, canonical(t.get(List.of(k))));
            return sorted.toString();
        }
        if (tomlj instanceof TomlArray a) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) items.add(canonical(a.get(i)));
            return items.toString();
        }
        ScalarNode.Type type = tomlj instanceof Boolean ? ScalarNode.Type.BOOLEAN
                : tomlj instanceof Number ? ScalarNode.Type.NUMBER
                : ScalarNode.Type.STRING;
        return type + ":" + tomlj;
    }

    private static String canonical(Node node) {
        if (node.isMap()) {
            TreeMap<String, String> sorted = new TreeMap<>();
            node.entries().forEach(e -> sorted.put(e.key(), canonical(e.value())));
            return sorted.toString();
        }
        if (node.isList()) return node.elements().stream().map(TomlOracleTest::canonical).toList().toString();
        ScalarNode s = (ScalarNode) node;
        return s.type() + ":" + s.value();
    }

    /** Unquoted values, strings, arrays and inline tables, valid and not; each is also tried without a final newline. */
    static final List<String> VALUES = List.of(
            "0", "+1", "-0", "1_000", "1__0", "_1", "1_", "007", "0x_1", "0xDEAD_beef", "0XFF", "0o17", "0o8", "0b101", "0b2", "-0x1",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "0x7FFFFFFFFFFFFFFF",
            "0x8000000000000000",
            "1.0", "-0.0", "1e5", "1E-2", "6.626e-34", "1.", ".5", "1.e2", "inf", "-inf", "+nan", "nan", "Infinity", "1_0.0_1", "1e1_0",
            "01.5", "1e1000", "1e-1000", "-1e400", "0.0e1000", "4.9e-324", "2e-324", "3.1415926535897932384626", "1e", "0e0", "1.5E+3",
            "0.0", "00.0", "0_0", "+0.0", "1e+_1", "1_e1", "1._5", "-01",
            "true", "false", "True", "yes", "null", "truex", "tru",
            "1979-05-27T07:32:00Z", "1979-05-27t07:32:00z", "1979-05-27 07:32:00.999999-07:00", "1979-05-27T07:32:00", "1979-05-27",
            "07:32:00", "00:32:00.999999999999", "23:59:59.123456789", "1979-02-30", "2000-02-29", "1900-02-29", "24:00:00", "07:32",
            "07:32:5", "12:3", "1979-05-27T07:32Z", "1979-05-27T07:32+01:00", "1979-05-27 07:32Z", "1979-05-27T07:32:60",
            "1979-05-27T07:32:00+24:00", "1979-05-27T07:32:00+05", "1979-5-27", "1979-05-27 07:32:00", "1979-05-27T07:32:00.Z",
            "1979-05-27T07:32:00.5+01:30", "1979-05-27T07:32:00-00:00", "1979-05-27T23:59:59+23:59", "1979-05-27T07:32:00+18:01",
            "1979-05-27T07:32:00+19:00", "1979-05-27T07:32:00 Z", "0000-01-01", "1979-05-27T07:32:00.123456789123Z", "7:32:00",
            "1979-05-27T07:32:00Zx", "1979-05-27 ", "1979-05-27 # c", "1979-05-27 07:32",
            "\"plain\"", "\"\"", "\"esc \\t \\n \\\\ \\\" \\b \\f \\r\"", "\"\\u00e9 \\U0001F600\"", "\"\\uD800\"", "\"\\x41\"",
            "\"\\x4\"", "\"\\xZZ\"", "\"\\e\"", "\"\\u00E\"", "\"\\U00110000\"", "\"tab\tinside\"", "'lit\\eral'", "''", "'it''s'",
            "\"unterminated", "'a'b'", "\"\"\"one line\"\"\"", "\"\"\"\nfirst newline trimmed\"\"\"", "\"\"\"a\\\n   \n  b\"\"\"",
            "\"\"\"quotes\"\"\"\"\"", "\"\"\"\"\"\"\"\"", "\"\"\"\"\"\"\"\"\"", "'''\nlit\n'''", "'''x''''", "'''''''''",
            "\"\"\"a\\ b\"\"\"", "\"\"\"a\\  \n  b\"\"\"", "\"\"\"a\rb\"\"\"", "\"\"\"a\r\nb\"\"\"", "'''a\rb'''", "'''a\r\nb'''",
            "\"\"\"\r\nx\"\"\"", "\"\"\"a\\\r\n  b\"\"\"", "'''\u0007'''", "\"\u007f\"", "'\u0000'", "\"a\u0085b\"", "\"\"\"\\x41\"\"\"",
            "[]", "[1, 2, 3]", "[1, \"mixed\", 1.0]", "[\n  1, # c\n  2,\n]", "[,]", "[1,,2]", "[[1], [\"a\"]]", "[ { a = 1 }, { b = 2 } ]",
            "{}", "{ a = 1 }", "{ a = 1, }", "{ a.b = 1, a.c = 2 }", "{ a = { b = 1 }, a.c = 2 }", "{ a = 1, a = 2 }", "{ a = 1\n}",
            "{ a = [\n1,\n2] }", "{ \"quoted key\" = 'v', 'lit' = 1 }", "{a=1,b={c=[{d=2}]}}", "{ a.b = 1, a = 2 }", "{ a = 1 } # c",
            "{ # c\n b = 1, # d\n}", "{\n}", "{ b = 1 # c\n }", "[ 1 # c\n ]", "[1 2]", "{ , }", "{a=1 b=2}", "{a=1,,}",
            "\"\"\"a\"\"\" \"x\"", "1 # c", "1#c", "[1]#c", "[\n]", "[\r\n1]", "[1,\r2]", "{ a=[1,\n#c\n2] }");

    static final List<String> KEYS = List.of("a", "a.b", "a.b.c", "\"a\"", "'a'", "a . b", "\"a.b\"", "\"\"", "1", "-_", "a.\"b\".c",
            "bad key", "a..b", ".a", "\u00e9", "a.", "\"a\nb\"", "'''a'''", "\"\"\"a\"\"\"", "a\t.b", "1.2", "true", "\"\\u0041\"",
            "a#b", "a=b");

    /** Lines that define tables and keys: every arrangement of two and three of them tests TOML's rules for definitions. */
    static final List<String> STRUCTURE = List.of("[a]", "[a.b]", "[a.b.c]", "[[a]]", "[[a.b]]", "[[a.b.c]]", "a = 1", "a.b = 1",
            "a.b.c = 1", "b = 1", "b.c = 1", "a = {}", "a = []", "a = [{}]", "a = { b = 1 }", "c = 1", "[x]", "[[x]]", "x.a = 1",
            "a.x = 1", "[a.x]", "[a.b.x]", "b.x = 1", "# c", "");

    static final List<String> DOCUMENTS = List.of("", "\r", "\r\n", "a = 1\r\nb = 2\r\n", "a = 1\rb = 2", "# c\r", "#\u0007",
            "#\u007f", "# \u0085", "\ufeffa = 1", "a = 1 b = 2", "a =", "= 1", "a = = 1", "[ a ]", "[a] # c", "[]", "[[]]", "[[a]",
            "[ [a] ]", "[a]]", "[[a]] x", "[a] x = 1", "  [ a . b ]  ", "[[ a ]]", "[\"a\".'b']", "a=1", "a\t=\t1", "a = 1 #", "\ta = 1",
            "[a]\n[A]", "a=1\nA=1", "[a.b.c]\n[a]\nb.x = 1\n[a.b]\n", "[a.b.c]\n[a]\nb.x = 1\n[a.b.x]\n", "[a.b.c]\n[a]\nb.c.d = 1\n",
            "x = [ 1, { a = 1 } ]\n[[x]]\n", "x = {a=1}\n[x.b]\n", "[x]\ny = {a=1}\n[x.y.z]\n", "a = {b = 1}\na.c = 2\n",
            "a.b = 1\n[a]\n", "a.b = 1\n[a.c]\n", "[a]\nb.c = 1\n[a.b]\n", "[a]\nb.c = 1\n[a.b.d]\n", "[[a]]\nb = 1\n[a.c]\n",
            "[[a]]\n[[a]]\n[a.b]\n", "[[a.b]]\n[a]\n", "[[a.b]]\n[a]\n[a]\n", "a = [1]\na.b = 1\n", "[a]\n[a.b]\n[a]\n",
            "\"a\" = 1\na = 2\n", "'a' = 1\n\"a\" = 2\n", "a = 1\n\"\\u0061\" = 2\n");

    @Test
    void everyValueAndKey() {
        for (String v : VALUES) {
            assertSameAsTomlj("a = " + v + "\n");
            assertSameAsTomlj("a = " + v);
        }
        for (String k : KEYS) {
            assertSameAsTomlj(k + " = 1\n");
            assertSameAsTomlj("[" + k + "]\n");
            assertSameAsTomlj("[[" + k + "]]\n");
        }
        DOCUMENTS.forEach(TomlOracleTest::assertSameAsTomlj);
    }

    @Test
    void everyArrangementOfTwoAndThreeDefinitions() {
        for (String a : STRUCTURE) {
            for (String b : STRUCTURE) {
                assertSameAsTomlj(a + "\n" + b + "\n");
                for (String c : STRUCTURE) assertSameAsTomlj(a + "\n" + b + "\n" + c + "\n");
            }
        }
    }

    @Provide
    Arbitrary<String> documents() {
        Arbitrary<String> value = Arbitraries.of(VALUES);
        Arbitrary<String> key = Arbitraries.of(KEYS);
        Arbitrary<String> line = Arbitraries.oneOf(
                Arbitraries.of(STRUCTURE),
                Arbitraries.of(DOCUMENTS),
                key.map(k -> "[" + k + "]"),
                key.map(k -> "[[" + k + "]]"),
                Arbitraries.strings().withChars("abc[]{}=.,\"'#\\ \n\r0123-:_tfx").ofMaxLength(12),
                Combinators.combine(key, value).as((k, v) -> k + " = " + v),
                Combinators.combine(key, value).as((k, v) -> k + "=" + v + "\r"));
        return line.list().ofMaxSize(10).map(lines -> String.join("\n", lines) + "\n");
    }
}
