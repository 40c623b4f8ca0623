package dev.agentlint.parse.powershell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever the arguments, writing them the way PowerShell quotes them gives them back, each
 * character at the offset it is written at; comments and here-strings around them change nothing.
 */
class PowerShellParserProperties {

    @Property(tries = 2000)
    void quotedArgumentsReadBackExactly(@ForAll("arguments") List<String> args, @ForAll boolean doubleQuoted) {
        StringBuilder script = new StringBuilder("claude");
        List<Integer> starts = new ArrayList<>();
        for (String a : args) {
            script.append(' ');
            starts.add(script.length() + 1);
            script.append(doubleQuoted ? doubleQuote(a) : "'" + a.replace("'", "''") + "'");
        }
        List<PsStatement> statements = PowerShellParser.parse(script.toString()).statements();
        assertThat(statements).hasSize(1);
        List<PsWord> words = ((PsStatement.Command) statements.get(0)).words();
        assertThat(words.subList(1, words.size())).extracting(PsWord::literal).containsExactlyElementsOf(args);
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).isEmpty()) continue;
            PsWord.Text t = (PsWord.Text) words.get(i + 1).parts().get(0);
            assertThat(t.origins()[0]).as("first character of argument %d", i).isGreaterThanOrEqualTo(starts.get(i));
            assertThat(script.charAt(t.origins()[t.origins().length - 1])).isIn(args.get(i).charAt(args.get(i).length() - 1), '`', '"', '\'');
        }
    }

    @Property(tries = 500)
    void commentsAndHereStringsAroundACommandChangeNothing(@ForAll("arguments") List<String> args, @ForAll("noise") String noise) {
        StringBuilder line = new StringBuilder("codex");
        for (String a : args) line.append(" '").append(a.replace("'", "''")).append("'");
        List<String> alone = words(line.toString());
        List<String> surrounded = words(noise + "\n" + line + " # " + noise.replace("\n", " ") + "\n" + noise);
        assertThat(surrounded).isEqualTo(alone);
    }

    private static List<String> words(String script) {
        List<String> out = new ArrayList<>();
        for (PsStatement st : PowerShellParser.parse(script).statements()) {
            if (st instanceof PsStatement.Command c && "codex".equals(c.words().get(0).literal())) {
                for (PsWord w : c.words()) out.add(w.literal());
            }
        }
        return out;
    }

    /** {@code "…"} with every character PowerShell would treat specially escaped by a backtick. */
    private static String doubleQuote(String a) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : a.toCharArray()) {
            if (c == '"' || c == '`' || c == '$') b.append('`');
            b.append(c);
        }
        return b.append('"').toString();
    }

    @Provide
    Arbitrary<List<String>> arguments() {
        Arbitrary<String> arg = Arbitraries.strings().withChars("abc-=:/\\.@#;|&(){}[]<>,%^ '\"`$\t").ofMaxLength(12);
        return arg.list().ofMaxSize(6);
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.of("# claude --dangerously-skip-permissions", "<# codex --yolo\n #>", "$h = @'\ncodex --yolo\n'@",
                "$d = @\"\nclaude $x\n\"@", "Write-Host 'codex --yolo'", "");
    }
}
