package dev.agentlint.hostile;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Checker;
import dev.agentlint.discover.Format;
import dev.agentlint.extract.shell.ShellExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.read.SourceFile;
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
