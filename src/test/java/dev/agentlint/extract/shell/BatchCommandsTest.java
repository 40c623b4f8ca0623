package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Word;
import dev.agentlint.parse.BatchLines;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchCommandsTest {

    static List<Command> commands(String script) {
        FileFacts facts = new FileFacts(SourceFile.of("scripts/start.cmd", Format.BATCH, script));
        new BatchExtractor().extract(facts);
        return facts.commands();
    }

    static List<String> values(Command c) {
        return c.argv().stream().map(Word::value).toList();
    }

    static List<List<String>> run(String script) {
        return commands(script).stream().filter(c -> !c.argv().isEmpty()).map(BatchCommandsTest::values).toList();
    }

    @Test
    void logicalLinesJoinCaretsAndDropCommentsAndLabels() {
        List<BatchLines.Line> lines = BatchLines.read("@echo off\r\nREM x\r\n:: y\r\n:label\r\n@rem\r\nclaude -p x ^\r\n  --yolo\r\nremote-tool a\r\n");
        assertThat(lines).extracting(BatchLines.Line::text).containsExactly("@echo off", "claude -p x   --yolo", "remote-tool a");
        assertThat(lines.get(1).origins()[lines.get(1).text().indexOf("--yolo")]).isEqualTo("@echo off\r\nREM x\r\n:: y\r\n:label\r\n@rem\r\nclaude -p x ^\r\n  ".length());
        assertThat(BatchLines.read("a ^^\nb")).extracting(BatchLines.Line::text).containsExactly("a ^^", "b");
    }

    @Test
    void variablesExpandFirstAndCommandsSplitAtOperators() {
        assertThat(run("set F=--yolo\r\ncodex %F% %1 \"%~dp0x\" && echo ok & gemini ^& x | more || exit /b 1"))
                .containsExactly(List.of("codex", "--yolo", "%1", "%~dp0x"), List.of("echo", "ok"), List.of("gemini", "&", "x"),
                        List.of("more"), List.of("exit", "/b", "1"));
        Command codex = commands("set F=--yolo\r\ncodex %F%").get(1);
        assertThat(codex.argv().get(1).span()).isEqualTo(new Span(2, 7, 2, 10));
        assertThat(codex.argv().get(1).literal()).isTrue();
        assertThat(commands("codex %UNSET%").get(0).argv().get(1).literal()).isFalse();
        assertThat(run("echo 100%% done")).containsExactly(List.of("echo", "100%", "done"));
        // %% is a literal % outside a for loop; inside one, %%f is the loop's value
        assertThat(commands("echo %%a %%PATH%%").get(0).argv()).extracting(Word::value, Word::literal).containsExactly(
                tuple("echo", true), tuple("%a", true), tuple("%PATH%", true));
        assertThat(commands("for %%a in (*) do codex %%a").get(0).argv().get(1).literal()).isFalse();
    }

    @Test
    void eachBranchOfAnIfGivesItsOwnValueAndTheCommandIsJudgedOncePerValue() {
        String script = "if defined CI (\r\n  set NET=none\r\n) else (\r\n  set NET=host\r\n)\r\nrun --net %NET%\r\nrun %NET%x\r\n";
        List<Command> cs = commands(script).stream().filter(c -> !c.argv().isEmpty()).toList();
        assertThat(cs).extracting(BatchCommandsTest::values).containsExactly(
                List.of("run", "--net", "none"), List.of("run", "--net", "host"), List.of("run", "nonex"), List.of("run", "hostx"));
        assertThat(cs.get(1).context().description().toString()).contains("with NET as set in the else branch at line 3");
        // one line: `if … set` is a path that sets, and one that goes on without
        assertThat(run("set M=a\r\nif \"%1\"==\"x\" set M=b\r\nrun %M%")).containsExactly(List.of("run", "b"), List.of("run", "a"));
        // else if, on one line and over several
        assertThat(run("if a==b (set N=1) else if c==d (set N=2) else (set N=3)\r\nrun %N%"))
                .containsExactly(List.of("run", "1"), List.of("run", "2"), List.of("run", "3"));
        // a branch that exits leaves no value behind; one value is the variable's value, as before
        assertThat(run("if defined X (\r\n  set F=--yolo\r\n  exit /b 1\r\n)\r\nset G=1\r\nrun %F% %G%")).containsExactly(
                List.of("exit", "/b", "1"), List.of("run", "%F%", "1"));
        // without an else, the value before the if is one of the values
        assertThat(run("set P=a\r\nif defined Y (\r\n  set P=b\r\n)\r\nrun %P%")).containsExactly(List.of("run", "b"), List.of("run", "a"));
    }

    @Test
    void delayedExpansionReadsVariablesAsEachCommandRuns() {
        String script = "setlocal EnableDelayedExpansion\r\nset F=--yolo & codex !F! !UNSET! ^!x\r\nendlocal\r\ncodex !F!";
        assertThat(run(script)).containsExactly(List.of("codex", "--yolo", "!UNSET!", "!x"), List.of("codex", "!F!"));
        Command codex = commands(script).get(1);
        int written = script.indexOf("!F!");
        assertThat(codex.argv().get(1).span()).isEqualTo(new Span(2, written - script.indexOf("set F") + 1, 2, written - script.indexOf("set F") + 4));
        assertThat(codex.argv().get(1).literal()).isTrue();
        assertThat(codex.argv().get(2).literal()).as("an unknown variable").isFalse();
        // Without setlocal EnableDelayedExpansion (or after DisableDelayedExpansion), ! is an ordinary character.
        assertThat(run("set F=--yolo\r\ncodex !F!")).containsExactly(List.of("codex", "!F!"));
        assertThat(run("setlocal enabledelayedexpansion\r\nsetlocal DisableDelayedExpansion\r\nset F=--yolo\r\ncodex !F!"))
                .containsExactly(List.of("codex", "!F!"));
    }

    @Test
    void conditionsBlocksLoopsCallAndStartAreSeenThrough() {
        assertThat(run("""
                if exist "%USERPROFILE%\\.codex" (
                    codex --yolo
                ) else (
                    call claude -p x
                )
                if /i not "%MODE%"=="safe" gemini --yolo
                if %ERRORLEVEL% NEQ 0 exit /b 1
                for %%f in (*.md) do claude -p "%%f"
                start "title" /b /d "C:\\work dir" /wait codex exec
                call :sub
                echo (not a block)
                """)).containsExactly(List.of("codex", "--yolo"), List.of("claude", "-p", "x"), List.of("gemini", "--yolo"),
                List.of("exit", "/b", "1"), List.of("claude", "-p", "%f"), List.of("codex", "exec"), List.of("echo", "(not", "a", "block)"));
    }

    @Test
    void setAndSetxAreEnvironmentAssignments() {
        List<Command> all = commands("set \"A=x y\"\r\nset B=%A%!\r\nset /a N=1+1\r\nset /p P=Key: \r\nsetx /M C value\r\nset C2=%N%");
        assertThat(all).filteredOn(c -> c.argv().isEmpty()).flatExtracting(Command::env).extracting(EnvVar::name, EnvVar::value)
                .containsExactly(tuple("A", "x y"), tuple("B", "x y!"), tuple("C", "value"), tuple("C2", "%N%"));
        assertThat(all.get(0).env().get(0).location().span()).isEqualTo(new Span(1, 6, 1, 11));
    }

    @Test
    void cmdGivenOneStringReadsItAsACommandLine() {
        Command inner = CommandWalkerTest.commands("cmd.exe /d /c \"set X=1 && codex --yolo\"").stream()
                .filter(c -> c.program().equals("codex")).findFirst().orElseThrow();
        assertThat(values(inner)).containsExactly("codex", "--yolo");
        assertThat(inner.wrappers()).extracting(Command.Wrapper::name).containsExactly("cmd /c");
        assertThat(inner.argv().get(1).span()).isEqualTo(new Span(1, 33, 1, 39));
        // several words after /c are already the command's words
        assertThat(values(CommandWalkerTest.commands("cmd /c npx -y pkg@1.0.0").get(0))).containsExactly("pkg");
    }

    @Test
    void hostileFilesStayBounded() {
        StringBuilder s = new StringBuilder("set A=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n");
        for (int k = 0; k < 40; k++) s.append("set A=%A%%A%\n");
        s.append("claude %A% --yolo\n").append("x ^\n".repeat(100_000)).append("claude --yolo\n");
        List<Command> all = commands(s.toString());
        assertThat(all).filteredOn(c -> c.program().equals("claude")).isNotEmpty();
        assertThat(BatchLines.read("a^\n".repeat(200_000))).singleElement()
                .satisfies(l -> assertThat(l.text()).hasSizeLessThanOrEqualTo(BatchLines.MAX_LINE));
    }
}
