package dev.agentlint.hostile;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Checker;
import dev.agentlint.base.Format;
import dev.agentlint.extract.shell.BatchExtractor;
import dev.agentlint.extract.shell.PowerShellExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * PowerShell scripts and batch files built to make their readers recurse, rescan or explode: deep
 * nesting of every kind, unterminated constructs repeated, long runs of operators, variables
 * doubling, command strings within command strings. Reading and checking each must finish well
 * inside the bound (an exponential path would not, nor a quadratic one on the longest lines: 20
 * lines of 65,000 parentheses in a batch file once took 18 s).
 */
class WindowsScriptHostileInputTest {

    private static final Duration BOUND = Duration.ofSeconds(30);
    private static final int N = 40_000;

    static List<String> powerShell() {
        List<String> out = new ArrayList<>(List.of(
                "{".repeat(N), "(".repeat(N), "$(".repeat(N), "a " + "(".repeat(N), "a " + "@(".repeat(N), "a " + "( x".repeat(N), "@(".repeat(N), "@{".repeat(N), "[".repeat(N), "\"".repeat(N),
                "'".repeat(N), "@'\n".repeat(N), "@\"\n$(".repeat(N), "<#".repeat(N), "`".repeat(N), "`\n".repeat(N),
                "& ".repeat(N), "--% ".repeat(N), "$a.".repeat(N), "$a[".repeat(N), "${".repeat(N), "if (".repeat(N),
                "function f { ".repeat(N), "| ".repeat(N), "&& ".repeat(N), "x = ".repeat(N), "$x = ".repeat(N),
                "Start-Process ".repeat(N), "claude " + "@a ".repeat(N), "\"$a".repeat(N), "#".repeat(N), "a ,".repeat(N),
                "iex '".repeat(200) + "claude", "pwsh -c \"".repeat(200) + "claude",
                "powershell -EncodedCommand " + "QQ".repeat(N), "$env:A = '" + "x".repeat(4 * N) + "'"));
        StringBuilder doubling = new StringBuilder("$a = 'x'\n");
        for (int i = 0; i < 200; i++) doubling.append("$a = \"$a$a\"\n$b = $a, $a, $b, $b\n");
        doubling.append("claude $a @b\n");
        out.add(doubling.toString());
        return out;
    }

    static List<String> batch() {
        List<String> out = new ArrayList<>(List.of(
                "echo " + "(".repeat(N), "(".repeat(N), ")".repeat(N), "if 1==1 (".repeat(N), ") else (".repeat(N),
                "%".repeat(N), "%a".repeat(N), "%~".repeat(N), "^".repeat(N), "^\n".repeat(N), "^\r\n".repeat(N),
                "&".repeat(N), "|".repeat(N), "\"".repeat(N), "set ".repeat(N), "set \"".repeat(N), "call ".repeat(N),
                "start \"\" ".repeat(N), "for %%f in (".repeat(N), "if ".repeat(N), "@".repeat(N), "rem ^\n".repeat(N),
                "cmd /c \"".repeat(200) + "claude", "setx ".repeat(N), "claude " + "%A% ".repeat(N),
                // 100 lines at the longest a logical line is read (64 KiB): a quadratic path per line takes minutes
                ("echo " + "(".repeat(65_000) + "\n").repeat(100)));
        StringBuilder doubling = new StringBuilder("set A=x\n");
        for (int i = 0; i < 200; i++) doubling.append("set A=%A%%A%\n");
        doubling.append("claude %A%\n");
        out.add(doubling.toString());
        return out;
    }

    @TestFactory
    Stream<DynamicTest> powerShellFinishes() {
        Checker checker = new Checker(AllRules.catalog());
        return powerShell().stream().map(s -> DynamicTest.dynamicTest(ShellHostileInputTest.describe(s), () -> assertTimeoutPreemptively(BOUND, () -> {
            FileFacts facts = new FileFacts(SourceFile.of("x.ps1", Format.POWERSHELL, s));
            new PowerShellExtractor().extract(facts);
            checker.check(facts, new ArrayList<>());
        })));
    }

    @TestFactory
    Stream<DynamicTest> batchFinishes() {
        Checker checker = new Checker(AllRules.catalog());
        return batch().stream().map(s -> DynamicTest.dynamicTest(ShellHostileInputTest.describe(s), () -> assertTimeoutPreemptively(BOUND, () -> {
            FileFacts facts = new FileFacts(SourceFile.of("x.cmd", Format.BATCH, s));
            new BatchExtractor().extract(facts);
            checker.check(facts, new ArrayList<>());
        })));
    }
}
