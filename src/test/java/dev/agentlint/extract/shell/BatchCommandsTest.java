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
    void logicalLinesJoinCaretsDropCommentsAndKeepLabels() {
        List<BatchLines.Line> lines = BatchLines.read("@echo off\r\nREM x\r\n:: y\r\n:Label here\r\n@rem\r\nclaude -p x ^\r\n  --yolo\r\nremote-tool a\r\n");
        assertThat(lines).extracting(BatchLines.Line::text).containsExactly("@echo off", ":Label here", "claude -p x   --yolo", "remote-tool a");
        assertThat(lines).extracting(BatchLines.Line::label).containsExactly(null, "label", null, null);
        assertThat(lines.get(2).origins()[lines.get(2).text().indexOf("--yolo")]).isEqualTo("@echo off\r\nREM x\r\n:: y\r\n:Label here\r\n@rem\r\nclaude -p x ^\r\n  ".length());
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
    void gotoJumpsAndCallRunsALabelsLinesThenComesBack() {
        // an unconditional goto skips the lines before its label
        assertThat(run("goto start\r\nclaude --yolo\r\n:start\r\ncodex exec")).containsExactly(List.of("goto", "start"), List.of("codex", "exec"));
        // a conditional one is a path that jumps (walked first, from the label) and one that goes on; a line both reach is judged once
        assertThat(run("if defined X goto start\r\nclaude --yolo\r\n:start\r\ncodex exec"))
                .containsExactly(List.of("codex", "exec"), List.of("goto", "start"), List.of("claude", "--yolo"));
        // a value set on the path that jumps reaches where the subroutine returns
        assertThat(run("call :pick\r\nrun %N%\r\nexit /b\r\n:pick\r\nset N=none\r\nif \"%1\"==\"dev\" goto dev\r\ngoto :eof\r\n:dev\r\nset N=host"))
                .filteredOn(c -> c.get(0).equals("run")).containsExactly(List.of("run", "none"), List.of("run", "host"));
        assertThat(run("where docker || goto :eof\r\nclaude --yolo")).containsExactly(List.of("where", "docker"), List.of("goto", ":eof"),
                List.of("claude", "--yolo"));
        // call :label runs the label's lines with the file's variables; what they set is set after the call
        assertThat(run("set NET=none\r\ncall :config\r\ndocker run --network %NET% img\r\ngoto :eof\r\n:config\r\nset NET=host\r\ngoto :eof"))
                .containsExactly(List.of("goto", ":eof"), List.of("docker", "run", "--network", "host", "img"), List.of("goto", ":eof"));
        // an exit inside a subroutine ends the script; exit /b only the subroutine
        assertThat(run("call :fail\r\nclaude --yolo\r\ngoto :eof\r\n:fail\r\nexit 1")).containsExactly(List.of("exit", "1"));
        assertThat(run("call :ok\r\nclaude --yolo\r\nexit /b\r\n:ok\r\nexit /b 0")).containsExactly(List.of("exit", "/b", "0"),
                List.of("claude", "--yolo"), List.of("exit", "/b"));
        // a label nothing reaches in the text (call :%1) is walked on its own; lines after exit with no label are dead
        assertThat(run("call :%1\r\nexit /b\r\ncodex --yolo\r\n:yolo\r\nclaude --yolo")).containsExactly(List.of("exit", "/b"),
                List.of("claude", "--yolo"));
        // a loop is walked once
        assertThat(run(":again\r\ncodex exec\r\ngoto again\r\nclaude --yolo")).containsExactly(List.of("codex", "exec"), List.of("goto", "again"));
    }

    @Test
    void hostileBranchesAndJumpsEndWithTheirLimitsSaid() {
        // thousands of if blocks nested without closing: read without forking past the cap, the command still judged
        FileFacts deep = new FileFacts(SourceFile.of("deep.cmd", Format.BATCH, "if defined X (\r\n".repeat(20_000) + "set M=--yolo\r\nclaude %M%\r\n"));
        new BatchExtractor().extract(deep);
        assertThat(deep.commands()).filteredOn(c -> c.program().equals("claude")).extracting(BatchCommandsTest::values)
                .containsExactly(List.of("claude", "--yolo"));
        assertThat(deep.unchecked()).anyMatch(r -> r.toString().contains("more than " + BatchCommands.MAX_BLOCKS + " if blocks"));
        // subroutines that each call the next twice: exponential, stopped by the budget of lines
        StringBuilder calls = new StringBuilder("call :l0\r\nexit /b\r\n");
        for (int k = 0; k < 40; k++) calls.append(":l").append(k).append("\r\ncall :l").append(k + 1).append("\r\ncall :l").append(k + 1)
                .append("\r\nexit /b\r\n");
        calls.append(":l40\r\nclaude --yolo\r\n");
        FileFacts wide = new FileFacts(SourceFile.of("calls.cmd", Format.BATCH, calls.toString()));
        new BatchExtractor().extract(wide);
        assertThat(wide.unchecked()).anyMatch(r -> r.toString().contains("nested more than " + BatchCommands.MAX_CALLS + " calls deep"));
        // a subroutine that calls itself, and gotos that chase each other, end
        FileFacts self = new FileFacts(SourceFile.of("self.cmd", Format.BATCH, ":a\r\ncall :a\r\ngoto b\r\n:b\r\ngoto a\r\n"));
        new BatchExtractor().extract(self);
        assertThat(self.unchecked()).anyMatch(r -> r.toString().contains("call :a is nested more than"));
        StringBuilder labels = new StringBuilder();
        for (int k = 0; k < 5_000; k++) labels.append(":x").append(k).append("\r\ncall :x").append(k + 1).append("\r\n");
        FileFacts many = new FileFacts(SourceFile.of("labels.cmd", Format.BATCH, labels + "claude --yolo\r\n"));
        new BatchExtractor().extract(many);
        assertThat(many.commands()).filteredOn(c -> c.program().equals("claude")).isNotEmpty();
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
