package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Word;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class PowerShellCommandsTest {

    static FileFacts facts(String path, String script) {
        FileFacts facts = new FileFacts(SourceFile.of(path, Format.POWERSHELL, script));
        new PowerShellExtractor().extract(facts);
        return facts;
    }

    static List<Command> commands(String script) {
        return facts("scripts/start-agent.ps1", script).commands();
    }

    static List<String> values(Command c) {
        return c.argv().stream().map(Word::value).toList();
    }

    static Command only(List<Command> all, String program) {
        List<Command> c = all.stream().filter(x -> x.program().equals(program)).toList();
        assertThat(c).as("commands running " + program).hasSize(1);
        return c.get(0);
    }

    @Test
    void eachBranchOfAnIfGivesItsOwnValueAndTheCommandIsJudgedOncePerValue() {
        String script = "if ($env:CI) {\n  $net = 'none'\n} elseif (Test-Path x) {\n  $net = 'bridge'\n} else {\n  $net = 'host'\n}\nrun --net $net\n";
        List<Command> runs = commands(script).stream().filter(c -> c.program().equals("run")).toList();
        assertThat(runs).extracting(PowerShellCommandsTest::values).containsExactly(
                List.of("run", "--net", "none"), List.of("run", "--net", "bridge"), List.of("run", "--net", "host"));
        assertThat(runs.get(2).context().description().toString()).contains("with $net as set in the else branch at line 5");
        // without an else the value before the if is one of them; a branch that exits leaves none
        String guarded = "$m = 'plan'\nif ($args) { $m = 'yolo' }\nif ($x) { $m = 'worse'; exit 1 }\nrun $m\n";
        assertThat(commands(guarded).stream().filter(c -> c.program().equals("run")).map(PowerShellCommandsTest::values))
                .containsExactly(List.of("run", "yolo"), List.of("run", "plan"));
    }

    @Test
    void eachClauseOfASwitchGivesItsOwnValue() {
        String script = "$net = 'none'\nswitch -Wildcard ($Profile) {\n  'ci*' { $net = 'none' }\n  { $_ -eq 'dev' } { $net = 'host' }\n"
                + "  \"lab\" { $net = 'bridge'; break }\n}\nrun --net $net\n";
        List<Command> runs = commands(script).stream().filter(c -> c.program().equals("run")).toList();
        assertThat(runs).extracting(PowerShellCommandsTest::values).containsExactly(
                List.of("run", "--net", "none"), List.of("run", "--net", "host"), List.of("run", "--net", "bridge"));
        assertThat(runs.get(1).context().description().toString()).contains("with $net as set in the switch clause at line 4");
        // a value before the switch that a clause gives again is judged once
        String before = "$net = 'host'\nswitch ($p) { 'a' { $net = 'none' } }\nrun --net $net\n";
        assertThat(commands(before).stream().filter(c -> c.program().equals("run")).map(c -> c.context().description().toString()))
                .anySatisfy(d -> assertThat(d).contains("with $net as set before the switch at line 2"));
        // a default clause runs whenever no other does: the value before the switch is gone; a clause that exits leaves none
        String all = "$m = 'yolo'\nswitch ($args[0]) {\n  1 { $m = 'plan' }\n  'x' { $m = 'worse'; exit 1 }\n  default { $m = 'ask' }\n}\nrun $m\n";
        assertThat(commands(all).stream().filter(c -> c.program().equals("run")).map(PowerShellCommandsTest::values))
                .containsExactly(List.of("run", "plan"), List.of("run", "ask"));
        // an if inside a clause, and commands inside clauses, as everywhere
        String nested = "switch ($a) {\n  'a' { if ($b) { $f = '--yolo' } else { $f = '--plan' }; codex $f }\n  -file { x }\n}\n";
        assertThat(commands(nested).stream().filter(c -> c.program().equals("codex")).map(PowerShellCommandsTest::values))
                .containsExactly(List.of("codex", "--yolo"), List.of("codex", "--plan"));
    }

    @Test
    void variablesAndSplatsCarryFlagsAndPointAtTheirUse() {
        List<Command> all = commands("$flags = '--yolo', '-m'\n$model = \"o3\"\ncodex @flags $model \"$task\"\n");
        Command codex = only(all, "codex");
        assertThat(values(codex)).containsExactly("codex", "--yolo", "-m", "o3", "${task}");
        assertThat(codex.argv().get(1).span()).isEqualTo(new Span(3, 7, 3, 13));
        assertThat(codex.argv().get(4).literal()).isFalse();
        assertThat(codex.context().kind()).isEqualTo(ExecContext.Kind.HOST);
    }

    @Test
    void aCommandFoundWithGetCommandIsThatProgram() {
        List<Command> all = commands("""
                $claudeCmd = Get-Command "claude" -CommandType Application -ErrorAction SilentlyContinue | Select-Object -First 1
                & $claudeCmd.Source "--dangerously-skip-permissions" @args
                $codex = gcm -Name codex
                & $codex --yolo
                $other = Get-Item claude
                & $other.FullName --x
                """);
        assertThat(values(only(all, "claude"))).containsExactly("claude", "--dangerously-skip-permissions", "@args");
        assertThat(only(all, "claude").argv().get(0).span()).isEqualTo(new Span(2, 3, 2, 20));
        assertThat(values(only(all, "codex"))).containsExactly("codex", "--yolo");
        assertThat(all).extracting(Command::program).doesNotContain("FullName").contains("${other}.FullName");
    }

    @Test
    void startProcessRunsItsFileWithItsArgumentList() {
        Command c = only(commands("Start-Process -FilePath claude.exe -ArgumentList '-p \"fix it\" --dangerously-skip-permissions' -Wait"),
                "claude");
        assertThat(values(c)).containsExactly("claude.exe", "-p", "fix it", "--dangerously-skip-permissions");
        assertThat(c.argv().get(3).span()).isEqualTo(new Span(1, 63, 1, 93));
        Command positional = only(commands("start codex 'exec', '--yolo'"), "codex");
        assertThat(values(positional)).containsExactly("codex", "exec", "--yolo");
        Command array = only(commands("Start-Process -FilePath \"claude\" -ArgumentList @(\"--dangerously-skip-permissions\", '-p', 'x y')"),
                "claude");
        assertThat(values(array)).containsExactly("claude", "--dangerously-skip-permissions", "-p", "x", "y");
        Command shortened = only(commands("saps -FileP gemini -Arg:'--yolo' -NoNew"), "gemini");
        assertThat(values(shortened)).containsExactly("gemini", "--yolo");
    }

    @Test
    void environmentAssignmentsAreCommandsWithOnlyAnEnvironment() {
        List<Command> all = commands("""
                $env:NODE_TLS_REJECT_UNAUTHORIZED = '0'
                [System.Environment]::SetEnvironmentVariable("GIT_SSL_NO_VERIFY", "1", "Machine")
                Set-Item -Path Env:\\PIP_TRUSTED_HOST -Value pypi.internal
                setx /M ANTHROPIC_BASE_URL http://0.0.0.0:8080
                $env:TOKEN = $env:GH_TOKEN
                """);
        assertThat(all).allMatch(c -> c.argv().isEmpty());
        assertThat(all).flatExtracting(Command::env).extracting(EnvVar::name, EnvVar::value).containsExactly(
                org.assertj.core.groups.Tuple.tuple("NODE_TLS_REJECT_UNAUTHORIZED", "0"),
                org.assertj.core.groups.Tuple.tuple("GIT_SSL_NO_VERIFY", "1"),
                org.assertj.core.groups.Tuple.tuple("PIP_TRUSTED_HOST", "pypi.internal"),
                org.assertj.core.groups.Tuple.tuple("ANTHROPIC_BASE_URL", "http://0.0.0.0:8080"),
                org.assertj.core.groups.Tuple.tuple("TOKEN", "${env:GH_TOKEN}"));
    }

    @Test
    void invokeExpressionAndPowerShellCommandLinesAreParsedAgain() {
        assertThat(values(only(commands("iex \"claude --dangerously-skip-permissions\""), "claude")))
                .containsExactly("claude", "--dangerously-skip-permissions");
        Command nested = only(commands("pwsh -NoLogo -c \"& codex --yolo\""), "codex");
        assertThat(nested.wrappers()).extracting(Command.Wrapper::name).containsExactly("pwsh -Command");
        assertThat(nested.argv().get(1).span()).isEqualTo(new Span(1, 26, 1, 32));
        String encoded = Base64.getEncoder().encodeToString("gemini --yolo".getBytes(StandardCharsets.UTF_16LE));
        Command decoded = only(commands("powershell.exe -ep Bypass -enc " + encoded), "gemini");
        assertThat(values(decoded)).containsExactly("gemini", "--yolo");
        assertThat(decoded.wrappers()).extracting(Command.Wrapper::name).containsExactly("powershell -EncodedCommand");
        // Windows PowerShell takes its first plain word as the start of a command; pwsh takes a script file.
        assertThat(values(only(commands("powershell codex --yolo"), "codex"))).containsExactly("codex", "--yolo");
        assertThat(commands("pwsh ./start.ps1 --yolo")).extracting(Command::program).containsExactly("pwsh");
    }

    @Test
    void powerShellIsReadInShellScriptsAndOtherFormatsToo() {
        List<Command> fromBash = CommandWalkerTest.commands("pwsh -Command 'claude --dangerously-skip-permissions'");
        assertThat(values(only(fromBash, "claude"))).containsExactly("claude", "--dangerously-skip-permissions");
        assertThat(Wrappers.decodeCommand("not base64!")).isNull();
        assertThat(Wrappers.decodeCommand(Base64.getEncoder().encodeToString(new byte[] {1, 2, 3}))).isNull();
    }

    @Test
    void windowsProgramNamesAreMatchedWithoutTheirExtension() {
        assertThat(Command.programName("C:\\Program Files\\nodejs\\NPX.CMD")).isEqualTo("npx");
        assertThat(Command.programName("/usr/local/bin/claude")).isEqualTo("claude");
        assertThat(Command.programName("run.Bat")).isEqualTo("run");
        assertThat(Command.programName("Makefile.cmd.txt")).isEqualTo("Makefile.cmd.txt");
        assertThat(Command.programName("Claude")).isEqualTo("Claude");
        Command npx = commands("& \"$env:APPDATA\\npm\\npx.cmd\" -y @openai/codex exec --yolo").get(0);
        assertThat(npx.program()).isEqualTo("codex");
        assertThat(npx.wrappers()).extracting(Command.Wrapper::name).containsExactly("npx");
    }

    @Test
    void anEntrypointScriptRunsWhereItsContainerRuns() {
        assertThat(facts("docker/entrypoint.ps1", "claude --dangerously-skip-permissions").commands().get(0).context().kind())
                .isEqualTo(ExecContext.Kind.UNKNOWN);
    }

    @Test
    void valuesThatDoubleOnEveryLineStayBounded() {
        StringBuilder script = new StringBuilder("$a = '" + "x".repeat(64) + "'\n");
        for (int k = 0; k < 40; k++) script.append("$a = \"$a$a\"\n$b = $a, $a, $b, $b\n");
        script.append("$c = 'y'\nclaude @b ").append("$c".repeat(70_000)).append(" --dangerously-skip-permissions\n");
        Command claude = only(commands(script.toString()), "claude");
        // $a and $b outgrew what a variable may hold and are unknown: @b is four unknown elements
        assertThat(values(claude).subList(0, 5)).containsExactly("claude", "${a}", "${a}", "${b}", "${b}");
        Word references = claude.argv().get(5);
        assertThat(references.literal()).isFalse();
        assertThat(references.value()).hasSizeLessThanOrEqualTo(PowerShellCommands.MAX_WORD);
        assertThat(claude.argv().get(6).value()).isEqualTo("--dangerously-skip-permissions");
    }

    @Test
    void hostileScriptsAreCutShortAndSaySo() {
        FileFacts deep = facts("x.ps1", "{".repeat(5_000) + "claude --yolo");
        assertThat(deep.unchecked()).singleElement().asString().contains("PowerShell script");
        FileFacts many = facts("x.ps1", "iex 'iex ''iex ''''iex ''''''''claude --yolo'''''''' '''' '' '");
        assertThat(many.commands()).isNotNull();
    }

    @Test
    void theScriptsDirectorySpeltWithSplitPathReadsAsPsScriptRoot() {
        List<Command> all = commands("Set-Location (Split-Path -Parent $MyInvocation.MyCommand.Path)\n"
                + "Push-Location $(split-path $PSCommandPath)\nSet-Location (Split-Path -Parent $HOME)\nSet-Location $PSScriptRoot\n");
        List<List<String>> moves = all.stream().filter(c -> c.program().endsWith("-Location")).map(PowerShellCommandsTest::values).toList();
        assertThat(moves).containsExactly(List.of("Set-Location", "${PSScriptRoot}"), List.of("Push-Location", "${PSScriptRoot}"),
                List.of("Set-Location", "$(…)"), List.of("Set-Location", "${PSScriptRoot}"));
        assertThat(all.stream().filter(c -> c.program().endsWith("-Location")).flatMap(c -> c.args().stream()))
                .noneMatch(Word::literal);
    }
}
