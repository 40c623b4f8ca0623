package dev.agentlint.parse.shell;

import static dev.agentlint.parse.shell.ShellTrees.argvs;
import static dev.agentlint.parse.shell.ShellTrees.simples;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellParserTest {

    private static ShellWord word(String script, int command, int word) {
        return simples(ShellParser.parse(script)).get(command).words().get(word);
    }

    @Test
    void quotingIsRemovedAndEveryWordKeepsItsPosition() {
        String s = "echo 'a b' \"c $X d\" e\\ f $'g\\th' \"\"";
        assertThat(argvs(s)).containsExactly(List.of("echo", "a b", "c $X d", "e f", "g\th", ""));
        ShellWord quoted = word(s, 0, 1);
        assertThat(s.substring(quoted.start(), quoted.end())).isEqualTo("'a b'");
        ShellWord escaped = word(s, 0, 3);
        assertThat(s.substring(escaped.start(), escaped.end())).isEqualTo("e\\ f");
        assertThat(escaped.unquoted()).isFalse();
        ShellWord.Literal l = (ShellWord.Literal) word(s, 0, 1).parts().get(0);
        assertThat(l.origins()).containsExactly(6, 7, 8);
    }

    @Test
    void commentsEndAtTheLineAndHashInsideAWordIsText() {
        assertThat(argvs("claude # --dangerously-skip-permissions\necho a#b '#c' # x"))
                .containsExactly(List.of("claude"), List.of("echo", "a#b", "#c"));
    }

    @Test
    void lineContinuationsJoinLinesInLfAndCrlfScripts() {
        assertThat(argvs("claude -p hi \\\n  --x \\\n  --y\n")).containsExactly(List.of("claude", "-p", "hi", "--x", "--y"));
        String crlf = "claude -p hi \\\r\n  --x\r\necho done\r\n";
        assertThat(argvs(crlf)).containsExactly(List.of("claude", "-p", "hi", "--x"), List.of("echo", "done"));
        ShellWord x = word(crlf, 0, 3);
        assertThat(crlf.substring(x.start(), x.end())).isEqualTo("--x");
    }

    @Test
    void listsPipelinesAndOperators() {
        ShellScript s = ShellParser.parse("a && b || c; d | e |& f & g\n! h");
        assertThat(s.statements()).hasSize(4);
        ShellNode.AndOr first = s.statements().get(0);
        assertThat(first.operators()).containsExactly("&&", "||");
        assertThat(s.statements().get(1).pipelines().get(0).commands()).hasSize(3);
        assertThat(s.statements().get(1).background()).isTrue();
        assertThat(s.statements().get(3).pipelines().get(0).negated()).isTrue();
        assertThat(s.problems()).isEmpty();
    }

    @Test
    void compoundCommands() {
        String script = """
                if a; then b; elif c; then d; else e; fi
                while f; do g; done
                until h; do i; done
                for x in 1 "2 3"; do j "$x"; done
                for ((k = 0; k < 3; k++)); do l; done
                case "$1" in -y|--yes) m ;; *) n ;& (o) p ;;& esac
                { q; r; } > log 2>&1
                ( s )
                t() { u; }
                function v { w; }
                (( z += 1 ))
                """;
        ShellScript s = ShellParser.parse(script);
        assertThat(s.problems()).isEmpty();
        assertThat(simples(s)).extracting(c -> ShellTrees.text(c.words().get(0)))
                .containsExactly("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "l", "m", "n", "p", "q", "r", "s", "u", "w");
        ShellNode.Case k = (ShellNode.Case) s.statements().get(5).pipelines().get(0).commands().get(0);
        assertThat(k.items()).hasSize(3);
        assertThat(k.items().get(0).patterns()).extracting(ShellTrees::text).containsExactly("-y", "--yes");
        ShellNode.Group g = (ShellNode.Group) s.statements().get(6).pipelines().get(0).commands().get(0);
        assertThat(g.redirects()).extracting(ShellNode.Redirect::operator).containsExactly(">", ">&");
        assertThat(s.statements().get(8).pipelines().get(0).commands().get(0)).isInstanceOf(ShellNode.FunctionDef.class);
        assertThat(s.statements().get(10).pipelines().get(0).commands().get(0)).isInstanceOf(ShellNode.ArithmeticCommand.class);
    }

    @Test
    void reservedWordsAreOnlyReservedInCommandPosition() {
        assertThat(argvs("echo if then fi done; echo {a,b} }")).containsExactly(List.of("echo", "if", "then", "fi", "done"),
                List.of("echo", "{a,b}", "}"));
    }

    @Test
    void hereDocumentBodiesAreDataWithPositions() {
        String script = "cat <<EOF > out; cat <<-'END'\nclaude --yolo $X\nEOF\n\tliteral $Y\n\tEND\necho after\n";
        ShellScript s = ShellParser.parse(script);
        assertThat(argvs(script)).containsExactly(List.of("cat"), List.of("cat"), List.of("echo", "after"));
        HereDoc first = simples(s).get(0).redirects().get(0).hereDoc();
        assertThat(first.body()).isEqualTo("claude --yolo $X\n");
        assertThat(first.quoted()).isFalse();
        assertThat(first.origins()[0]).isEqualTo(script.indexOf("claude"));
        HereDoc second = simples(s).get(1).redirects().get(0).hereDoc();
        assertThat(second.quoted()).isTrue();
        assertThat(second.stripTabs()).isTrue();
        assertThat(second.body()).isEqualTo("\tliteral $Y\n");
        assertThat(second.terminated()).isTrue();
    }

    @Test
    void hereDocumentInsideCommandSubstitution() {
        String script = "x=$(cat <<EOF\nhello\nEOF\n)\necho \"$x\"";
        ShellScript s = ShellParser.parse(script);
        assertThat(s.problems()).isEmpty();
        assertThat(argvs(script)).containsExactly(List.of(), List.of("cat"), List.of("echo", "$x"));
    }

    @Test
    void commandSubstitutionsNestAndBackquotesMapPositionsIntoTheFile() {
        String script = "echo \"$(dirname \"$(pwd)\")\" `echo \\`date\\``";
        assertThat(argvs(script)).containsExactly(List.of("echo", "$(dirname \"$(pwd)\")", "`echo \\`date\\``"),
                List.of("dirname", "$(pwd)"), List.of("pwd"), List.of("echo", "`date`"), List.of("date"));
        ShellNode.Simple date = simples(ShellParser.parse(script)).get(4);
        ShellWord w = date.words().get(0);
        assertThat(script.substring(w.start(), w.end())).isEqualTo("date");
    }

    @Test
    void arithmeticIsNotASubshell() {
        ShellScript s = ShellParser.parse("a=$((1 + (2 * 3))) b=$( (echo x) )");
        ShellNode.Simple c = simples(s).get(0);
        assertThat(c.assignments().get(0).value().parts().get(0)).isInstanceOf(ShellWord.Arithmetic.class);
        assertThat(c.assignments().get(1).value().parts().get(0)).isInstanceOf(ShellWord.CommandSubstitution.class);
    }

    @Test
    void parameterExpansions() {
        ShellNode.Simple c = simples(ShellParser.parse("echo ${A:-\"x y\"} ${B[@]} ${#C} $1 $@ ${D/a/b} $E_F")).get(0);
        ShellWord.Parameter a = (ShellWord.Parameter) c.words().get(1).parts().get(0);
        assertThat(a.name()).isEqualTo("A");
        assertThat(a.operator()).isEqualTo(":-");
        assertThat(ShellTrees.text(a.argument())).isEqualTo("x y");
        ShellWord.Parameter b = (ShellWord.Parameter) c.words().get(2).parts().get(0);
        assertThat(b.index()).isEqualTo("@");
        assertThat(((ShellWord.Parameter) c.words().get(3).parts().get(0)).operator()).isEqualTo("other");
        assertThat(((ShellWord.Parameter) c.words().get(4).parts().get(0)).name()).isEqualTo("1");
        assertThat(((ShellWord.Parameter) c.words().get(6).parts().get(0)).operator()).isEqualTo("other");
        assertThat(((ShellWord.Parameter) c.words().get(7).parts().get(0)).name()).isEqualTo("E_F");
    }

    @Test
    void assignmentsAndArrays() {
        ShellNode.Simple c = simples(ShellParser.parse("A=1 B+=two C=(--x \"y z\") cmd D=notanassignment")).get(0);
        assertThat(c.assignments()).extracting(ShellNode.Assignment::name).containsExactly("A", "B", "C");
        assertThat(c.assignments().get(1).append()).isTrue();
        assertThat(c.assignments().get(2).value().arrayElements()).extracting(ShellTrees::text).containsExactly("--x", "y z");
        assertThat(c.words()).extracting(ShellTrees::text).containsExactly("cmd", "D=notanassignment");
        assertThat(argvs("\"A\"=1 x")).containsExactly(List.of("A=1", "x"));
    }

    @Test
    void doubleBracketTestsKeepTheirOperatorsAsWords() {
        assertThat(argvs("[[ -f /.dockerenv && $x =~ ^(a|b)$ ]] || exit 1")).containsExactly(
                List.of("[[", "-f", "/.dockerenv", "&&", "$x", "=~", "^", "(", "a", "|", "b", ")", "$", "]]"), List.of("exit", "1"));
    }

    @Test
    void processSubstitutionAndRedirections() {
        ShellScript s = ShellParser.parse("diff <(sort a) b 2>/dev/null >>log <<<\"$x\" &>/dev/null");
        ShellNode.Simple c = simples(s).get(0);
        assertThat(c.words()).hasSize(3);
        assertThat(c.redirects()).extracting(ShellNode.Redirect::operator).containsExactly(">", ">>", "<<<", "&>");
        assertThat(simples(s).get(1).words()).extracting(ShellTrees::text).containsExactly("sort", "a");
    }

    @Test
    void reparsedTextReportsOriginOffsets() {
        ShellScript s = ShellParser.parse("echo hi", new int[] {100, 101, 102, 103, 110, 111, 112});
        ShellWord hi = simples(s).get(0).words().get(1);
        assertThat(hi.start()).isEqualTo(111);
        assertThat(hi.end()).isEqualTo(113);
    }

    @Test
    void malformedInputIsRecoveredWithProblems() {
        ShellScript s = ShellParser.parse("echo 'unterminated\nclaude --yolo\n");
        assertThat(s.problems()).extracting(SyntaxProblem::message).anyMatch(m -> m.contains("single quote"));
        ShellScript fi = ShellParser.parse("fi; echo ok ) ;; done");
        assertThat(argvs("fi; echo ok ) ;; done")).contains(List.of("echo", "ok"));
        assertThat(fi.problems()).isNotEmpty();
        assertThat(ShellParser.parse("cat <<EOF\nno end").problems()).extracting(SyntaxProblem::message)
                .anyMatch(m -> m.contains("not terminated"));
    }

    @Test
    void nestingDeeperThanTheLimitStopsWithAProblem() {
        String deep = "$(".repeat(ShellParser.MAX_DEPTH * 4) + "x";
        ShellScript s = ShellParser.parse("echo " + deep);
        assertThat(s.problems()).extracting(SyntaxProblem::message).anyMatch(m -> m.contains("nesting deeper"));
        String braces = "{ ".repeat(ShellParser.MAX_DEPTH * 4) + "x";
        assertThat(ShellParser.parse(braces).problems()).isNotEmpty();
    }
}
