package dev.agentlint.extract.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.compose.ComposeExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * A workload's agent is what the shell stage's walk of its commands finds: the wrappers, package
 * runners and {@code sh -c} every other command is seen through, and the configured agent commands.
 */
class WorkloadAgentsTest {

    private static final RuleOptions ACME = new RuleOptions(List.of(), List.of(), List.of("acme-agent"), Set.of(), false);

    /** The agent evidence of the one service whose command is {@code command}, after the shell stage. */
    private static String agentOfService(String command, RuleOptions options) throws ParseException {
        String yaml = "services:\n  a:\n    image: example/tool:1\n    command: " + command + "\n";
        FileFacts facts = new FileFacts(SourceFile.of("compose.yaml", Format.COMPOSE, yaml), options);
        new ComposeExtractor().extract(facts);
        ShellStage.run(facts);
        Workload w = facts.workloads().get(0);
        return w.isAgent() ? w.agent().value().toString() : null;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "claude -p 'fix the tests'                                 | runs claude",
            "exec claude --dangerously-skip-permissions                 | runs claude",
            "FOO=1 timeout 3600 codex exec 'x'                          | runs codex",
            "npx -y @anthropic-ai/claude-code@1.0.0 -p x                | runs claude",
            "pnpm dlx @google/gemini-cli                                | runs gemini",
            "sh -c \"cd /w && aider --yes\"                             | runs aider",
            "sh -c 'npm install -g @openai/codex && echo done'          | installs codex",
            "pip install aider-chat                                     | installs aider",
            "/usr/local/bin/claude                                      | runs claude",
            "sudo -E claude                                             | runs claude",
            "[\"tini\", \"--\", \"claude\", \"-p\", \"x\"]              | runs claude",
            "dumb-init --single-child gosu agent claude                 | runs claude",
            "su-exec agent:agent nice -n 5 stdbuf -oL codex exec x      | runs codex",
            "xvfb-run -a -s '-screen 0 1024x768x24' gemini              | runs gemini",
    })
    void startsOrInstallsAnAgent(String command, String expected) throws Exception {
        assertThat(agentOfService(command, RuleOptions.DEFAULTS)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "echo 'claude is great'", "sh -c 'echo \"run claude; later\"'", "npm start", "python manage.py runserver",
            "git clone https://github.com/x/claude", "cat claude.md", "acme-agent --task nightly"})
    void doesNotMistakeMentionsForStarts(String command) throws Exception {
        assertThat(agentOfService(command, RuleOptions.DEFAULTS)).isNull();
    }

    @Test
    void configuredAgentCommandsCountInContainersToo() throws Exception {
        assertThat(agentOfService("acme-agent --task nightly", ACME)).isEqualTo("runs acme-agent");
        assertThat(agentOfService("gosu agent acme-agent", ACME)).isEqualTo("runs acme-agent");
    }

    @Test
    void aRunLinesContainerRunsTheAgentItsCommandStarts() throws Exception {
        String script = "podman run --rm --network none example/tool:1 acme-agent || true\n";
        FileFacts facts = new FileFacts(SourceFile.of("run.sh", Format.SHELL, script), ACME);
        new ShellExtractor().extract(facts);
        ShellStage.run(facts);
        assertThat(facts.workloads()).hasSize(1);
        assertThat(facts.workloads().get(0).agent().value().toString()).isEqualTo("runs acme-agent");
    }

    @Test
    void aRunLinesNameLetsConfigurationMarkIt() throws Exception {
        RuleOptions marked = new RuleOptions(List.of(), List.of(), List.of(), Set.of("sandbox"), false);
        FileFacts facts = new FileFacts(SourceFile.of("run.sh", Format.SHELL, "docker run --name sandbox example/tool:1\n"), marked);
        new ShellExtractor().extract(facts);
        ShellStage.run(facts);
        assertThat(facts.workloads().get(0).name()).isEqualTo("sandbox");
        assertThat(facts.workloads().get(0).isAgent()).isTrue();
    }
}
