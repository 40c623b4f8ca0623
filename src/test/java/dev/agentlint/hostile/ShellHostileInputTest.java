package dev.agentlint.hostile;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Checker;
import dev.agentlint.base.Format;
import dev.agentlint.extract.shell.ShellExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Scripts built to make a shell parser recurse, rescan or explode: deep nesting of every kind,
 * unterminated constructs repeated, here-documents without end, variables doubling, functions
 * calling each other exponentially. Parsing and checking each must finish well inside the bound
 * (a quadratic or exponential path would not).
 */
class ShellHostileInputTest {

    private static final Duration BOUND = Duration.ofSeconds(30);

    static List<String> hostile() {
        int n = 40_000;
        List<String> out = new ArrayList<>(List.of(
                "$(".repeat(n), "$((".repeat(n), "((".repeat(n), "`".repeat(n), "\\`".repeat(n), "${".repeat(n),
                "\"$(".repeat(n), "{ ".repeat(n), "( ".repeat(n), "if ".repeat(n), "case x in ".repeat(n), "<<EOF\n".repeat(n),
                "cat <<E\n" + "x\n".repeat(n), "$'".repeat(n), "'".repeat(n), "\"".repeat(n), "\\\n".repeat(n),
                "a=(".repeat(n), "@(".repeat(n), "[[ ".repeat(n), "echo " + "a\\\r\n".repeat(n), "&& ".repeat(n),
                "|".repeat(n), ";".repeat(n), "f() { f; }; f\n", "bash -c \"".repeat(200) + "claude",
                "eval \"$X\"\n".repeat(n / 10), "x".repeat(4 * n)));
        StringBuilder doubling = new StringBuilder("A=x\n");
        for (int i = 0; i < 200; i++) doubling.append("A=\"$A$A\"\n");
        doubling.append("claude $A\n");
        out.add(doubling.toString());
        StringBuilder calls = new StringBuilder("f0() { echo; }\n");
        for (int i = 1; i < 200; i++) calls.append("f").append(i).append("() { f").append(i - 1).append("; f").append(i - 1).append("; }\n");
        calls.append("f199\n");
        out.add(calls.toString());
        // Branches: every if leaves a variable with two values, and a case with thousands of values.
        StringBuilder branches = new StringBuilder();
        for (int i = 0; i < n / 10; i++) branches.append("if a; then M=").append(i).append("; else M=x").append(i).append("; fi\nclaude $M\n");
        out.add(branches.toString());
        StringBuilder kase = new StringBuilder("case $1 in\n");
        for (int i = 0; i < n / 4; i++) kase.append(i).append(") M=").append(i).append(" N=").append(i).append(" ;;\n");
        out.add(kase.append("esac\nclaude $M $N\n").toString());
        out.add("if a; then M=1; else M=2; fi\n" + "M=\"$M$M\"\n".repeat(n / 10) + "codex $M\n");
        out.add("if a; then ".repeat(200) + "M=1" + "; fi".repeat(200) + "\nclaude $M\n");
        // Hand-offs: long chains of tmux commands, nested hand-offs, keys without end.
        out.add("tmux new -d" + " \\; send-keys 'claude' Enter".repeat(n / 4) + "\n");
        out.add("tmux new-session 'tmux new-session \"".repeat(100) + "claude\n");
        out.add("tmux send-keys " + "x Enter ".repeat(n) + "\n");
        out.add("wt " + "new-tab claude \\; ".repeat(n / 4) + "\n");
        out.add("osascript -e '" + "tell app \"Terminal\" to do script \"x\" ".repeat(n / 10) + "'\n");
        out.add("screen -X stuff '" + "\\n".repeat(n) + "'\n");
        out.add("f() { local -a A=(\"${A[@]}\" \"${A[@]}\"); f; }; f\n");
        return out;
    }

    @TestFactory
    Stream<DynamicTest> parserAndStageFinish() {
        Checker checker = new Checker(AllRules.catalog());
        return hostile().stream().map(s -> DynamicTest.dynamicTest(describe(s), () -> assertTimeoutPreemptively(BOUND, () -> {
            ShellParser.parse(s);
            FileFacts facts = new FileFacts(SourceFile.of("x.sh", Format.SHELL, s));
            new ShellExtractor().extract(facts);
            checker.check(facts, new ArrayList<>());
        })));
    }

    /** A hostile input's name in the report: its start and length. */
    static String describe(String s) {
        return "'" + s.substring(0, Math.min(14, s.length())).replace("\n", "\\n").replace("\r", "\\r") + "…' (" + s.length() + " chars)";
    }
}
