package dev.agentlint.hostile;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.base.Format;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.rules.AllRules;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Makefiles built to make the recipe reader rescan or expand without end: unterminated references,
 * continuations without end, variables that double or refer to themselves, very long rules. Each
 * goes through the whole per-file path (reader, shell stage, rules) well inside the bound.
 */
class MakefileHostileInputTest {

    private static final Duration BOUND = Duration.ofSeconds(30);

    static List<String> hostile() {
        int n = 40_000;
        StringBuilder doubling = new StringBuilder("A0 = x\n");
        for (int i = 1; i < 200; i++) doubling.append("A").append(i).append(" = $(A").append(i - 1).append(")$(A").append(i - 1).append(")\n");
        doubling.append("t:\n\tclaude $(A199)\n");
        StringBuilder wide = new StringBuilder("E =\nW = ").append("$(E)".repeat(n)).append('\n');
        wide.append("X = ").append("$(W)".repeat(1000)).append("\nt:\n\techo $(X)\n");
        return List.of(
                "t:\n\t" + "$(".repeat(n) + "\n",
                "t:\n\t" + "${".repeat(n) + "\n",
                "t:\n\techo \\\n".repeat(n),
                "t:\n" + "\techo \\\n".repeat(n),
                "A = $(A)\nt:\n\t$(A)\n",
                "A = $(B)\nB = $(A)\nt:\n\t$(A) $(B)\n",
                doubling.toString(),
                wide.toString(),
                "define X\n".repeat(n),
                "t: ;" + " x".repeat(n) + "\n",
                ("t" + ":".repeat(10) + "\n\t" + "$$".repeat(n) + "\n").repeat(10),
                "A := $(shell " + "$(shell ".repeat(n / 10) + "\n",
                "\t\t\t\n".repeat(n),
                "x".repeat(4 * n));
    }

    @TestFactory
    Stream<DynamicTest> readerAndStageFinish() {
        FileCheck check = new FileCheck(AllRules.catalog());
        return hostile().stream().map(s -> DynamicTest.dynamicTest(ShellHostileInputTest.describe(s),
                () -> assertTimeoutPreemptively(BOUND, () -> check.run("Makefile", Format.MAKEFILE, s))));
    }
}
