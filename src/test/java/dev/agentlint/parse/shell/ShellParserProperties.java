package dev.agentlint.parse.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/**
 * Properties of the shell parser over generated and mutated input: it never throws, every offset
 * it reports lies inside the text, and quoting round-trips (any list of strings, quoted in any of
 * the shell's styles, parses back to the same words). Seeds are fixed so runs are reproducible.
 */
class ShellParserProperties {

    @Property(tries = 9000, seed = "20261129")
    void neverThrowsAndOffsetsStayInTheText(@ForAll(supplier = ShellInputs.Any.class) String text) {
        checkOffsets(text);
    }

    @Property(tries = 1000, seed = "13")
    void quotingRoundTrips(@ForAll @Size(max = 6) List<@net.jqwik.api.constraints.StringLength(max = 12) String> argv,
                           @ForAll @Size(max = 6) List<@net.jqwik.api.constraints.IntRange(max = 3) Integer> styles) {
        StringBuilder line = new StringBuilder("cmd");
        for (int i = 0; i < argv.size(); i++) {
            line.append(' ').append(quote(argv.get(i), styles.isEmpty() ? 0 : styles.get(i % styles.size())));
        }
        List<List<String>> parsed = ShellTrees.argvs(line.toString());
        List<String> expected = new ArrayList<>();
        expected.add("cmd");
        expected.addAll(argv);
        assertThat(parsed).as(line.toString()).containsExactly(expected);
    }

    /** Quotes a string so the shell reads it back unchanged, in one of four styles. */
    private static String quote(String s, int style) {
        return switch (style) {
            case 0 -> "'" + s.replace("'", "'\\''") + "'";
            case 1 -> "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("$", "\\$").replace("`", "\\`") + "\"";
            case 2 -> {
                if (s.isEmpty()) yield "''";
                StringBuilder b = new StringBuilder();
                for (char c : s.toCharArray()) {
                    if (c == '\n') b.append("'\n'");
                    else b.append('\\').append(c);
                }
                yield b.toString();
            }
            default -> {
                StringBuilder b = new StringBuilder("$'");
                for (char c : s.toCharArray()) {
                    if (c == '\'' || c == '\\') b.append('\\').append(c);
                    else if (c < 0x20) b.append(String.format("\\x%02x", (int) c));
                    else b.append(c);
                }
                yield b.append('\'').toString();
            }
        };
    }

    static void checkOffsets(String text) {
        ShellScript s = ShellParser.parse(text);
        for (ShellNode.Simple c : ShellTrees.simples(s)) {
            assertThat(c.start()).isBetween(0, text.length());
            assertThat(c.end()).isBetween(c.start(), text.length());
            for (ShellWord w : c.words()) {
                assertThat(w.start()).isBetween(0, text.length());
                assertThat(w.end()).isBetween(w.start(), text.length());
                for (ShellWord.Part p : w.parts()) {
                    if (p instanceof ShellWord.Literal l) for (int o : l.origins()) assertThat(o).isBetween(0, text.length() - 1);
                }
            }
        }
        for (SyntaxProblem p : s.problems()) assertThat(p.offset()).isBetween(0, text.length());
        assertThat(s.problems().size()).isLessThanOrEqualTo(ShellParser.MAX_PROBLEMS);
    }
}
