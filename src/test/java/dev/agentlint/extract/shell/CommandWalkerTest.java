package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CommandWalkerTest {

    static List<Command> commands(String script) {
        return commands("scripts/run.sh", script);
    }

    static List<Command> commands(String path, String script) {
        FileFacts facts = new FileFacts(SourceFile.of(path, Format.SHELL, script));
        new ShellExtractor().extract(facts);
        return facts.commands();
    }

    static Command only(List<Command> all, String program) {
        List<Command> c = all.stream().filter(x -> x.program().equals(program)).toList();
        assertThat(c).as("commands running " + program).hasSize(1);
        return c.get(0);
    }

    static List<String> values(Command c) {
        return c.argv().stream().map(Word::value).toList();
    }

    @Test
    void constantVariablesCarryFlagsAndPointAtTheirUse() {
        String s = "FLAGS=--dangerously-skip-permissions\nclaude $FLAGS -p \"$TASK\"\nARGS=(--a \"b c\")\ncodex \"${ARGS[@]}\"\n";
        List<Command> all = commands(s);
        Command claude = only(all, "claude");
        assertThat(values(claude)).containsExactly("claude", "--dangerously-skip-permissions", "-p", "$TASK");
        assertThat(claude.argv().get(1).span()).isEqualTo(new Span(2, 8, 2, 14));
        assertThat(claude.argv().get(3).literal()).isFalse();
        assertThat(values(only(all, "codex"))).containsExactly("codex", "--a", "b c");
    }

    @Test
    void defaultsOfUnsetVariablesAreUsedButNotTakenAsCertain() {
        Command c = only(commands("uvicorn app --host ${HOST:-0.0.0.0}"), "uvicorn");
        assertThat(c.argv().get(3).value()).isEqualTo("0.0.0.0");
        assertThat(c.argv().get(3).literal()).isFalse();
    }

    @Test
    void wrappersAreSeenThroughAndKept() {
        Command c = only(commands("sudo -E env FOO=1 nohup timeout -k 5 30m nice -n 10 claude -p hi"), "claude");
        assertThat(c.wrappers()).extracting(Command.Wrapper::name).containsExactly("sudo", "env", "nohup", "timeout", "nice");
        assertThat(c.env()).extracting(EnvVar::name).containsExactly("FOO");
        assertThat(values(c)).containsExactly("claude", "-p", "hi");
    }

    @Test
    void packageRunnersRunThePackagesCommand() {
        List<Command> all = commands("npx -y @openai/codex@0.144.3 exec hi\nuvx --from aider-chat==0.86 aider --yes-always\n"
                + "pnpm dlx @google/gemini-cli -y\nnpm exec -- @anthropic-ai/claude-code -p x\n");
        Command codex = only(all, "codex");
        assertThat(codex.agent()).contains("codex");
        assertThat(codex.wrapper("npx").map(w -> w.target().value())).contains("@openai/codex@0.144.3");
        assertThat(codex.argv().get(0).span()).isEqualTo(new Span(1, 8, 1, 29));
        assertThat(only(all, "aider").wrapper("uvx").map(w -> w.target().value())).contains("aider-chat==0.86");
        assertThat(only(all, "gemini").agent()).contains("gemini");
        assertThat(only(all, "claude").wrappers()).extracting(Command.Wrapper::name).containsExactly("npm exec");
    }

    @Test
    void commandStringsAreParsedAgainWithExactPositions() {
        String s = "bash -lc \"cd /w && claude --x 'y z'\"\neval \"codex --yolo\"\nsu agent -c 'gemini -y'\n";
        List<Command> all = commands(s);
        Command claude = only(all, "claude");
        assertThat(values(claude)).containsExactly("claude", "--x", "y z");
        assertThat(claude.argv().get(1).span()).isEqualTo(new Span(1, 27, 1, 30));
        assertThat(claude.wrappers()).extracting(Command.Wrapper::name).containsExactly("bash -c");
        assertThat(only(all, "cd").program()).isEqualTo("cd");
        assertThat(values(only(all, "codex"))).containsExactly("codex", "--yolo");
        assertThat(values(only(all, "gemini"))).containsExactly("gemini", "-y");
    }

    @Test
    void hereDocumentsAreDataUnlessAShellReadsThem() {
        String s = "cat > notes.md <<'EOF'\nclaude --dangerously-skip-permissions\nEOF\n"
                + "bash -s <<EOF\ncodex --yolo\nEOF\ncat <<'X' | sh\ngemini -y\nX\necho 'qwen -y' | bash\n";
        List<Command> all = commands(s);
        assertThat(all.stream().filter(c -> c.program().equals("claude"))).isEmpty();
        assertThat(only(all, "codex").argv().get(1).span().line()).isEqualTo(5);
        assertThat(only(all, "gemini").wrappers()).extracting(Command.Wrapper::name).containsExactly("sh (stdin)");
        assertThat(values(only(all, "qwen"))).containsExactly("qwen", "-y");
    }

    @Test
    void commandSubstitutionsRunAndAreRecorded() {
        List<Command> all = commands("VERSION=$(curl -k https://x/v)\necho \"`wget --no-check-certificate -qO- https://y`\"");
        assertThat(only(all, "curl").args()).extracting(Word::value).containsExactly("-k", "https://x/v");
        assertThat(only(all, "wget").program()).isEqualTo("wget");
    }

    @Test
    void isolatedLaunchesPutTheInnerCommandInTheirContext() {
        List<Command> all = commands("podman run --rm --network none -v \"$PWD:/w\" -w /w img claude -p hi\n"
                + "limactl shell --workdir /w agent codex exec --sandbox read-only hi\n"
                + "ssh -p 2222 ci@build 'gemini -y'\nwsl -d Ubuntu -- qwen -y\ndocker exec -it box aider\n");
        Command podman = only(all, "podman");
        assertThat(values(podman)).endsWith("img");
        assertThat(podman.context().kind()).isEqualTo(ExecContext.Kind.HOST);
        Command claude = only(all, "claude");
        assertThat(claude.context().kind()).isEqualTo(ExecContext.Kind.CONTAINER);
        assertThat(claude.wrappers()).extracting(Command.Wrapper::name).containsExactly("podman run");
        assertThat(claude.context().workload().networkMode().value().toString()).isEqualTo("none");
        assertThat(claude.context().workload().mounts()).extracting(m -> m.hostPath().written()).containsExactly("$PWD");
        assertThat(only(all, "codex").context().kind()).isEqualTo(ExecContext.Kind.VM);
        assertThat(only(all, "gemini").context().kind()).isEqualTo(ExecContext.Kind.UNKNOWN);
        assertThat(only(all, "qwen").context().kind()).isEqualTo(ExecContext.Kind.UNKNOWN);
        assertThat(only(all, "aider").context().kind()).isEqualTo(ExecContext.Kind.CONTAINER);
    }

    @Test
    void sshToThisMachineRunsOnTheHostHoweverTheLoopbackHostIsWritten() {
        for (String host : List.of("localhost", "me@LOCALHOST", "127.0.0.2", "::1", "agent.localhost")) {
            assertThat(only(commands("ssh " + host + " 'claude -p hi'\n"), "claude").context().kind()).as(host).isEqualTo(ExecContext.Kind.HOST);
        }
        assertThat(only(commands("ssh me@127.example.com 'claude -p hi'\n"), "claude").context().kind()).isEqualTo(ExecContext.Kind.UNKNOWN);
    }

    @Test
    void guardsMakeLaterCommandsGuarded() {
        String guarded = "set -e\nif ! systemd-detect-virt --container --quiet; then\n  echo no >&2\n  exit 1\nfi\nclaude --x\n";
        assertThat(only(commands(guarded), "claude").context().kind()).isEqualTo(ExecContext.Kind.GUARDED);
        String or = "[ -f /.dockerenv ] || [ -f /run/.containerenv ] || exit 1\ncodex --yolo\n";
        assertThat(only(commands(or), "codex").context().kind()).isEqualTo(ExecContext.Kind.GUARDED);
        String fn = "need_vm() { grep -qE 'docker|lxc' /proc/1/cgroup || { echo no; exit 2; }; }\nneed_vm\ngemini -y\n";
        assertThat(only(commands(fn), "gemini").context().kind()).isEqualTo(ExecContext.Kind.GUARDED);
        String branch = "if [ -f /.dockerenv ]; then claude --x; fi\nqwen -y\n";
        List<Command> all = commands(branch);
        assertThat(only(all, "claude").context().kind()).isEqualTo(ExecContext.Kind.GUARDED);
        assertThat(only(all, "qwen").context().kind()).isEqualTo(ExecContext.Kind.HOST);
        String wrongWay = "[ -f /.dockerenv ] && exit 1\nclaude --x\n";
        assertThat(only(commands(wrongWay), "claude").context().kind()).isEqualTo(ExecContext.Kind.HOST);
    }

    @Test
    void fallbacksCarryTheFailedIsolationAsACondition() {
        List<Command> all = commands("podman run --rm img claude -p hi || claude -p hi\n");
        List<Command> claudes = all.stream().filter(c -> c.program().equals("claude")).toList();
        assertThat(claudes).hasSize(2);
        Command host = claudes.get(1);
        assertThat(host.context().kind()).isEqualTo(ExecContext.Kind.HOST);
        Optional<Command.Condition> c = host.condition(Command.Probe.ISOLATED_RUN);
        assertThat(c).isPresent();
        assertThat(c.get().holds()).isFalse();
        Command viaExec = only(commands("if command -v docker >/dev/null; then\n exec docker run img codex\nfi\ncodex x\n")
                .stream().filter(x -> x.context().kind() == ExecContext.Kind.HOST).toList(), "codex");
        assertThat(viaExec.condition(Command.Probe.ISOLATION_AVAILABLE).map(Command.Condition::holds)).contains(false);
    }

    @Test
    void functionsRunWhereTheyAreCalledAndOnceMoreIfNeverCalled() {
        List<Command> all = commands("run() { claude \"$@\"; }\nunused() { codex x; }\nrun --x\nrun --y\n");
        assertThat(all.stream().filter(c -> c.program().equals("claude"))).hasSize(1);
        assertThat(only(all, "codex").program()).isEqualTo("codex");
    }

    @Test
    void exportsAndAssignmentsBecomeEnvironment() {
        List<Command> all = commands("export NODE_TLS_REJECT_UNAUTHORIZED=0 A\nB=2\nGIT_SSL_NO_VERIFY=1 git pull\n");
        assertThat(all).flatExtracting(Command::env).extracting(e -> e.name() + "=" + e.value())
                .containsExactly("NODE_TLS_REJECT_UNAUTHORIZED=0", "B=2", "GIT_SSL_NO_VERIFY=1");
        assertThat(only(all, "git").env()).extracting(EnvVar::name).containsExactly("GIT_SSL_NO_VERIFY");
    }

    @Test
    void aliasesAreCommandsToo() {
        Command c = only(commands("alias yolo='claude --dangerously-skip-permissions'\n"), "claude");
        assertThat(c.wrappers()).extracting(Command.Wrapper::name).containsExactly("alias yolo");
        assertThat(c.argv().get(1).span()).isEqualTo(new Span(1, 20, 1, 50));
    }

    @Test
    void entrypointScriptsHaveAnUnknownContext() {
        assertThat(only(commands("docker/entrypoint.sh", "claude --x"), "claude").context().kind())
                .isEqualTo(ExecContext.Kind.UNKNOWN);
    }

    @Test
    void embeddedScriptsMapPositionsIntoTheirHostFile() {
        String text = "ExecStart=/usr/bin/claude --dangerously-skip-permissions\n";
        SourceFile unit = SourceFile.of("agent.service", Format.SYSTEMD_UNIT, text);
        FileFacts facts = new FileFacts(unit);
        Location at = new Location(unit, new Span(1, 11, 1, text.length()), "/Service/ExecStart");
        facts.embeddedScripts().add(EmbeddedScript.shell("systemd ExecStart", "/usr/bin/claude --dangerously-skip-permissions",
                at, true, ExecContext.host(Phrase.of("systemd ExecStart"))));
        facts.embeddedScripts().add(EmbeddedScript.shell("not verbatim", "codex --yolo", at, false, ExecContext.host(Phrase.of("x"))));
        ShellStage.run(facts);
        Command claude = only(facts.commands(), "claude");
        assertThat(claude.argv().get(1).span()).isEqualTo(new Span(1, 27, 1, 57));
        assertThat(claude.location().path()).startsWith("/Service/ExecStart/");
        assertThat(only(facts.commands(), "codex").argv().get(1).span()).isEqualTo(at.span());
    }

    @Test
    void execFormArgvKeepsEachElementsLocation() {
        SourceFile f = SourceFile.of("compose.yaml", Format.COMPOSE, "x");
        FileFacts facts = new FileFacts(f);
        Location base = new Location(f, new Span(3, 5, 3, 60), "/services/agent/command");
        List<Located<String>> argv = List.of(new Located<>("sh", base.withSpan(new Span(3, 6, 3, 10))),
                new Located<>("-c", base.withSpan(new Span(3, 12, 3, 16))),
                new Located<>("claude --dangerously-skip-permissions", base.withSpan(new Span(3, 18, 3, 58))));
        facts.embeddedScripts().add(EmbeddedScript.exec("compose command", argv, base, ExecContext.container(Phrase.of("compose service agent"))));
        ShellStage.run(facts);
        Command claude = only(facts.commands(), "claude");
        assertThat(claude.context().kind()).isEqualTo(ExecContext.Kind.CONTAINER);
        assertThat(claude.argv().get(1).span()).isEqualTo(new Span(3, 18, 3, 58));
    }

    @Test
    void packageJsonScriptsAndClaudeHooksAreHostCommands() throws Exception {
        String pkg = "{\n  \"scripts\": {\n    \"agent\": \"claude -p \\\"go\\\" --x\",\n    \"setup\": \"curl -k https://x\"\n  }\n}\n";
        FileFacts facts = new FileFacts(SourceFile.of("package.json", Format.PACKAGE_JSON, pkg));
        new PackageJsonExtractor().extract(facts);
        ShellStage.run(facts);
        Command curl = only(facts.commands(), "curl");
        assertThat(curl.argv().get(1).span()).isEqualTo(new Span(4, 20, 4, 22));
        Command claude = only(facts.commands(), "claude");
        assertThat(claude.argv().get(1).span().line()).isEqualTo(3);
        assertThat(claude.context().description().toString()).contains("npm script");
    }

    @Test
    void workIsBoundedOnExplosiveScripts() {
        StringBuilder b = new StringBuilder("f0() { :; }\n");
        for (int i = 1; i < 40; i++) b.append("f").append(i).append("() { f").append(i - 1).append("; f").append(i - 1).append("; }\n");
        b.append("f39\nA=x\n");
        for (int i = 0; i < 40; i++) b.append("A=\"$A$A\"\n");
        b.append("echo $A\n");
        List<Command> all = commands(b.toString());
        assertThat(all.size()).isLessThanOrEqualTo(CommandWalker.MAX_COMMANDS);
        assertThat(only(all, "echo").argv().get(1).literal()).isFalse();
    }

    @Test
    void declarationsAssignArraysAndLocalsEndWithTheirFunction() {
        String s = "F=safe\nf() {\n  local F=--yolo\n  local -a A=(exec)\n  A+=(\"$F\")\n  G=(\"${A[@]}\")\n}\nf\ncodex \"${G[@]}\" $F\n";
        assertThat(values(only(commands(s), "codex"))).containsExactly("codex", "exec", "--yolo", "safe");
    }

    @Test
    void scalarAppendToAnArrayExtendsItsFirstElement() {
        String s = "A=(a b)\nA+=x\nB=(c)\nB+=(d)\nprog \"${A[@]}\" \"${B[@]}\"\n";
        assertThat(values(only(commands(s), "prog"))).containsExactly("prog", "ax", "b", "c", "d");
    }

    @Test
    void computedArrayElementsStayOneWord() {
        String s = "A=(--name \"x-$(date +%s)\" img)\nprog ${A[@]}\n";
        Command c = only(commands(s), "prog");
        assertThat(values(c)).containsExactly("prog", "--name", "x-$(date +%s)", "img");
        assertThat(c.argv().get(2).literal()).isFalse();
        assertThat(c.argv().get(3).literal()).isTrue();
    }

    @Test
    void eachBranchValueIsWalkedAndNamedInTheContext() {
        String s = "if [ \"$1\" = a ]; then\n  M=--yolo\nelif [ \"$1\" = b ]; then\n  M=--sandbox\nelse\n  M=\"\"\nfi\n"
                + "R=(codex $M exec)\n\"${R[@]}\" go\n";
        List<Command> codex = commands(s).stream().filter(x -> x.program().equals("codex")).toList();
        assertThat(codex).extracting(c -> String.join(" ", values(c)))
                .containsExactly("codex --yolo exec go", "codex --sandbox exec go", "codex exec go");
        assertThat(codex.get(0).context().description().toString()).isEqualTo("shell script, with M as set in the if branch at line 1");
        assertThat(codex.get(1).context().description().toString()).endsWith("with M as set in the elif branch at line 3");
        assertThat(codex.get(2).context().description().toString()).endsWith("with M as set in the else branch at line 6");
    }

    @Test
    void aBranchThatExitsLeavesNoValueAndAPathThatAssignsNothingKeepsTheOldOne() {
        String s = "M=--sandbox\nif [ -z \"$1\" ]; then M=--yolo; exit 1; fi\ncodex $M exec\n"
                + "N=plan\nif [ -n \"$Y\" ]; then if [ -n \"$Z\" ]; then N=yolo; fi; fi\ngemini --approval-mode $N\n";
        List<Command> all = commands(s);
        assertThat(values(only(all, "codex"))).containsExactly("codex", "--sandbox", "exec");
        List<Command> gemini = all.stream().filter(x -> x.program().equals("gemini")).toList();
        assertThat(gemini).extracting(c -> values(c).get(2)).containsExactly("yolo", "plan");
        assertThat(gemini.get(1).context().description().toString()).endsWith("with N as set before the if at line 5");
    }
}
