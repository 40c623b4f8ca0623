package dev.agentlint.parse.powershell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PowerShellParserTest {

    /** Each statement as text: {@code claude|-p|x} for a command, {@code $name=a,b} (or {@code ?}) for an assignment. */
    static List<String> read(String script) {
        List<String> out = new ArrayList<>();
        for (PsStatement st : PowerShellParser.parse(script).statements()) {
            if (st instanceof PsStatement.Command c) {
                List<String> words = new ArrayList<>();
                for (PsWord w : c.words()) words.add((w.afterComma() ? "," : "") + render(w));
                out.add(String.join("|", words));
            } else if (st instanceof PsStatement.Assignment a) {
                out.add("$" + a.variable() + "=" + (a.value() == null ? "?"
                        : String.join(",", a.value().stream().map(PowerShellParserTest::render).toList())));
            }
        }
        return out;
    }

    static String render(PsWord w) {
        StringBuilder b = new StringBuilder();
        for (PsWord.Part p : w.parts()) {
            if (p instanceof PsWord.Text t) b.append(t.text());
            else if (p instanceof PsWord.Variable v) {
                b.append(v.splat() ? "@" : "$").append(v.name()).append(v.property() == null ? "" : "." + v.property());
            }
            else b.append("<?>");
        }
        return b.toString();
    }

    @Test
    void commandsAndTheirArguments() {
        assertThat(read("claude --dangerously-skip-permissions -p 'fix the build'\n"))
                .containsExactly("claude|--dangerously-skip-permissions|-p|fix the build");
        assertThat(read("& \"C:\\Program Files\\Codex\\codex.exe\" exec --yolo; docker ps"))
                .containsExactly("C:\\Program Files\\Codex\\codex.exe|exec|--yolo", "docker|ps");
        assertThat(read(".\\tools\\claude.exe --x")).containsExactly(".\\tools\\claude.exe|--x");
        assertThat(read("docker run --rm `\n  -v ${HOME}:/h `\n  img")).containsExactly("docker|run|--rm|-v|$HOME:/h|img");
        assertThat(read("git log | Select-Object -First 1 && claude -p x || exit 1"))
                .containsExactly("git|log", "Select-Object|-First|1", "claude|-p|x");
    }

    @Test
    void stringsAndEscapes() {
        assertThat(read("cmd 'it''s' \"say \"\"hi\"\"\" \"tab`there\" a`$b --flag=\"x y\""))
                .containsExactly("cmd|it's|say \"hi\"|tab\there|a$b|--flag=x y");
        assertThat(read("curl \"$base/api\" \"$(Get-Date)\" $env:TOKEN"))
                .containsExactly("Get-Date", "curl|$base/api|<?>|$env:TOKEN");
        assertThat(read("run ‘typographic’ “quotes”")).containsExactly("run|typographic|quotes");
    }

    @Test
    void commentsStringsAndExpressionsAreNotCommands() {
        assertThat(read("# claude --dangerously-skip-permissions\n<# codex --yolo\n #> ls # claude --x")).containsExactly("ls");
        assertThat(read("\"claude --dangerously-skip-permissions\"\n'codex --yolo'\n42\n$x -eq 1")).isEmpty();
        assertThat(read("Write-Host \"run claude --dangerously-skip-permissions\"")).containsExactly(
                "Write-Host|run claude --dangerously-skip-permissions");
        assertThat(read("$doc = @\"\nclaude --dangerously-skip-permissions\n\"@\nls")).containsExactly(
                "$doc=claude --dangerously-skip-permissions", "ls");
        assertThat(read("$t = @'\n$notAVariable\n'@")).containsExactly("$t=$notAVariable");
        assertThat(read("a#b c")).containsExactly("a#b|c");
    }

    @Test
    void assignments() {
        assertThat(read("$env:ANTHROPIC_API_KEY = 'sk-ant-x'\n$flags = '--a', \"--b\"\n$arr = @('x', $y)\n$n = 3"))
                .containsExactly("$env:ANTHROPIC_API_KEY=sk-ant-x", "$flags=--a,--b", "$arr=x,$y", "$n=3");
        assertThat(read("$out = claude -p hi\n$v = (Get-Item x).Name\n$s += 'x'\n[string]$typed = 'v'"))
                .containsExactly("claude|-p|hi", "$out=?", "Get-Item|x", "$v=?", "$s=?", "$typed=v");
        assertThat(read("[Environment]::SetEnvironmentVariable('OPENAI_API_KEY', 'sk-proj-1', 'User')"))
                .containsExactly("$env:OPENAI_API_KEY=sk-proj-1");
        assertThat(read("${env:NODE_TLS_REJECT_UNAUTHORIZED} = \"0\"")).containsExactly("$env:NODE_TLS_REJECT_UNAUTHORIZED=0");
    }

    @Test
    void nestedStatementsAreRead() {
        String script = """
                param([string]$Model = 'x')
                function Start-Agent {
                    if (Get-Command docker -ErrorAction SilentlyContinue) {
                        docker run --rm agent
                    } elseif ($IsLinux) { podman run agent }
                    else {
                        claude --dangerously-skip-permissions
                    }
                }
                foreach ($f in $files) { Remove-Item $f }
                try { codex exec --yolo } catch [System.Exception] { Write-Error $_ } finally { }
                switch -Regex ($x) { 'a' { npx -y pkg } default { } }
                Invoke-Command -ScriptBlock { claude --x }
                $h = @{ Path = 'claude'; Script = { gemini --yolo } }
                """;
        // A parameter's default is what the variable holds when the script is run without it.
        assertThat(read(script)).containsExactly("$Model=x",
                "Get-Command|docker|-ErrorAction|SilentlyContinue", "docker|run|--rm|agent", "podman|run|agent",
                "claude|--dangerously-skip-permissions", "Remove-Item|$f", "codex|exec|--yolo", "Write-Error|$_",
                "npx|-y|pkg", "claude|--x", "Invoke-Command|-ScriptBlock|<?>", "gemini|--yolo", "$h=?");
    }

    @Test
    void splatsArraysRedirectionsAndStopParsing() {
        assertThat(read("claude @flags 2>&1 > log.txt")).containsExactly("claude|@flags");
        assertThat(read("Start-Process claude -ArgumentList '--a','--b' -NoNewWindow"))
                .containsExactly("Start-Process|claude|-ArgumentList|--a|,--b|-NoNewWindow");
        assertThat(read("icacls x --% /grant \"Everyone:(F)\" ; ls")).containsExactly("icacls|x|/grant|Everyone:(F)|;|ls");
        assertThat(read("7z a out.zip")).containsExactly("7z|a|out.zip");
        assertThat(read("codex @('exec', \"--yolo\") ('-m', $m) x")).containsExactly("codex|exec|,--yolo|-m|,$m|x");
        assertThat(read("codex (Get-Flags) @(1 + 2)")).containsExactly("Get-Flags", "codex|<?>|<?>");
        assertThat(read("start-job { claude -p x } &\n")).containsExactly("claude|-p|x", "start-job|<?>");
    }

    @Test
    void propertiesOfVariablesAndTheCommandsAnAssignmentCaptures() {
        assertThat(read("& $cmd.Source --x $a.b.c $d[0] $e.Go() \"$f.Name\"")).containsExactly("$cmd.Source|--x|<?>|<?>|<?>|$f.Name");
        PsStatement.Assignment a = (PsStatement.Assignment) PowerShellParser.parse(
                "$c = Get-Command claude -ErrorAction Stop | Select-Object -First 1").statements().get(2);
        assertThat(a.output().words().get(0).literal()).isEqualTo("Get-Command");
        assertThat(((PsStatement.Assignment) PowerShellParser.parse("$c = 'x'").statements().get(0)).output()).isNull();
    }

    @Test
    void positionsAreWhereTheTextIsWritten() {
        String text = "  claude  '--dangerously-skip-permissions'";
        PsStatement.Command c = (PsStatement.Command) PowerShellParser.parse(text).statements().get(0);
        assertThat(c.start()).isEqualTo(2);
        assertThat(c.end()).isEqualTo(text.length());
        PsWord flag = c.words().get(1);
        assertThat(flag.start()).isEqualTo(text.indexOf('\''));
        PsWord.Text t = (PsWord.Text) flag.parts().get(0);
        assertThat(t.origins()[0]).isEqualTo(text.indexOf("--"));
    }

    @Test
    void hostileInputEndsAndSaysSo() {
        assertThat(PowerShellParser.parse("{".repeat(10_000)).truncated()).isTrue();
        assertThat(PowerShellParser.parse("(".repeat(10_000) + "claude").truncated()).isTrue();
        assertThat(PowerShellParser.parse("x ".repeat(300_000)).truncated()).isTrue();
        for (String s : List.of("\"", "'", "@\"\n", "$(", "${", "`", "<#", "[", "@{", "& ", "--%", "$env:", "@'\nx")) {
            PowerShellParser.parse(s); // ends without an exception
            PowerShellParser.parse("a " + s);
            PowerShellParser.parse("$x = " + s);
        }
    }
}
