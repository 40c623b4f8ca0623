package dev.agentlint.extract.github;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Format;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Workflow;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class WorkflowExtractorTest {

    private static FileFacts extract(String yaml) throws ParseException {
        FileFacts facts = new FileFacts(SourceFile.of(".github/workflows/ci.yml", Format.GITHUB_WORKFLOW, yaml));
        new WorkflowExtractor().extract(facts);
        return facts;
    }

    /** The agent a run step starts is the one the shell stage's walk finds, with the configured agent commands. */
    private static List<String> agentsOfRun(String script, RuleOptions options) throws ParseException {
        StringBuilder yaml = new StringBuilder("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: |\n");
        for (String line : script.split("\n", -1)) yaml.append("          ").append(line).append('\n');
        FileFacts facts = new FileFacts(SourceFile.of(".github/workflows/ci.yml", Format.GITHUB_WORKFLOW, yaml.toString()), options);
        new WorkflowExtractor().extract(facts);
        Workflow w = facts.workflows().get(0);
        return w.jobs().get(0).agents().stream().map(Workflow.AgentStep::tool).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "claude -p 'fix it' --allowedTools Edit | claude",
            "cd app && ANTHROPIC_API_KEY=x claude -p review | claude",
            "npx -y @openai/codex@0.144.3 exec 'x' | codex",
            "out=$(codex exec --sandbox read-only 'summarise') | codex",
            "timeout 600 gemini -p 'triage' | gemini",
            "~/.local/bin/claude --print hi | claude",
            "goose run --text 'do it' | goose",
            "copilot -p 'explain' | copilot",
            "stdbuf -oL nohup claude -p x | claude",
            "xvfb-run -a sudo -u ci -- claude -p x | claude",
            "sh -c 'claude -p x' | claude",
    })
    void findsAgentsAtCommandPosition(String script, String agent) throws Exception {
        assertThat(agentsOfRun(script, RuleOptions.DEFAULTS)).containsExactly(agent + " CLI");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "echo \"claude is great\"",
            "# claude -p x",
            "npm install -g @anthropic-ai/claude-code@2.1.240",
            "claude --version",
            "claude mcp add github -- gh-mcp",
            "goose -dir migrations postgres \"$DSN\" up",
            "copilot svc deploy --env prod",
            "grep -r codex src",
            "gh pr comment 1 --body \"$(cat <<EOF\nclaude thinks this is flaky\nEOF\n)\"",
            "cat > notes.md <<'END'\ncodex exec is used elsewhere\nEND",
            "acme-agent --task nightly",
    })
    void ignoresMentionsInstallsAndNamesakes(String script) throws Exception {
        assertThat(agentsOfRun(script, RuleOptions.DEFAULTS)).isEmpty();
    }

    @Test
    void configuredAgentCommandsStartAgentsToo() throws Exception {
        RuleOptions acme = new RuleOptions(List.of(), List.of(), List.of("acme-agent"), java.util.Set.of(), false);
        assertThat(agentsOfRun("sudo -E acme-agent --task nightly", acme)).containsExactly("acme-agent CLI");
        assertThat(agentsOfRun("acme-agent --version", acme)).isEmpty();
    }

    @Test
    void runStepsBecomeEmbeddedScriptsInTheirRunnersContext() throws Exception {
        FileFacts facts = extract("""
                on: push
                jobs:
                  a:
                    runs-on: ubuntu-latest
                    steps:
                      - run: npm test
                      - run: |
                          npm ci
                          claude -p "review"
                  b:
                    runs-on: [self-hosted, linux]
                    steps:
                      - run: make
                  c:
                    runs-on: windows-latest
                    steps:
                      - run: Get-ChildItem
                      - run: ls
                        shell: bash
                  d:
                    runs-on: ${{ matrix.os }}
                    container: node:22
                    steps:
                      - run: "quoted"
                """);
        // PowerShell (the Windows default) is handed on as the runner starts it, `pwsh -Command <script>`.
        assertThat(facts.embeddedScripts()).extracting(EmbeddedScript::script)
                .containsExactly("npm test", "          npm ci\n          claude -p \"review\"", "make", null, "ls", "quoted");
        assertThat(facts.embeddedScripts().get(3).argv()).extracting(a -> a.value()).containsExactly("pwsh", "-Command", "Get-ChildItem");
        assertThat(facts.embeddedScripts()).extracting(s -> s.context().kind()).containsExactly(
                ExecContext.Kind.CI_RUNNER, ExecContext.Kind.CI_RUNNER, ExecContext.Kind.HOST, ExecContext.Kind.CI_RUNNER,
                ExecContext.Kind.CI_RUNNER, ExecContext.Kind.CONTAINER);
        // Every one is written exactly: positions the shell stage finds map onto the file.
        assertThat(facts.embeddedScripts()).filteredOn(e -> e.script() != null).extracting(EmbeddedScript::verbatim).containsOnly(true);
        assertThat(facts.embeddedScripts().get(0).location().span().column()).isEqualTo(14);
        assertThat(facts.embeddedScripts().get(1).location().span()).isEqualTo(new dev.agentlint.base.Span(8, 1, 9, 29));
        assertThat(facts.embeddedScripts().get(5).location().span().column()).isEqualTo(15);
        Workflow w = facts.workflows().get(0);
        assertThat(w.jobs().get(0).agents()).extracting(Workflow.AgentStep::tool).containsExactly("claude CLI");
        assertThat(w.jobs().get(1).agents()).isEmpty();
    }

    @Test
    void aCompositeActionsStepsRunOnItsCallersRunner() throws Exception {
        FileFacts facts = new FileFacts(SourceFile.of(".github/actions/fix/action.yml", Format.GITHUB_ACTION, """
                name: Fix
                runs:
                  using: composite
                  steps:
                    - shell: bash
                      run: codex exec --yolo "fix"
                    - uses: anthropics/claude-code-action@v1
                      with:
                        claude_args: --dangerously-skip-permissions
                """));
        new WorkflowExtractor().extract(facts);
        assertThat(facts.workflows()).isEmpty();
        assertThat(facts.embeddedScripts()).singleElement().satisfies(e -> {
            assertThat(e.origin()).isEqualTo("composite action Fix, step 1");
            assertThat(e.context().kind()).isEqualTo(ExecContext.Kind.UNKNOWN);
        });
        assertThat(facts.policies()).isNotEmpty().allMatch(p -> p.context().kind() == ExecContext.Kind.UNKNOWN);
        FileFacts javascript = new FileFacts(SourceFile.of("action.yml", Format.GITHUB_ACTION, "runs:\n  using: node20\n  main: x.js\n"));
        new WorkflowExtractor().extract(javascript);
        assertThat(javascript.embeddedScripts()).isEmpty();
    }

    @Test
    void windowsStepsAreReadAsPowerShellOrBatchWithExactPositions() throws Exception {
        FileFacts facts = extract("""
                on: push
                jobs:
                  w:
                    runs-on: windows-latest
                    steps:
                      - run: |
                          # codex --yolo in a comment
                          $env:FLAGS = 'x'
                          & claude -p "review" --dangerously-skip-permissions
                      - shell: cmd
                        run: |
                          rem codex --yolo in a comment
                          set MODE=ci
                          gemini --yolo & echo done
                """);
        dev.agentlint.extract.shell.ShellStage.run(facts);
        List<Command> agents = facts.commands().stream().filter(c -> c.agent().isPresent()).toList();
        assertThat(agents).extracting(Command::program).containsExactly("claude", "gemini");
        assertThat(agents.get(0).argv().get(3).span()).isEqualTo(new dev.agentlint.base.Span(9, 32, 9, 62));
        assertThat(agents.get(0).wrappers()).extracting(Command.Wrapper::name).containsExactly("pwsh -Command");
        assertThat(agents.get(1).argv().get(1).span()).isEqualTo(new dev.agentlint.base.Span(14, 18, 14, 24));
        assertThat(agents.get(1).wrappers()).extracting(Command.Wrapper::name).containsExactly("cmd /c");
        assertThat(facts.commands()).flatExtracting(Command::env).extracting(e -> e.name()).containsExactly("FLAGS", "MODE");
    }

    @Test
    void agentActionsBecomePoliciesWithTheRunnerAsContext() throws Exception {
        FileFacts facts = extract("""
                on: [issue_comment]
                permissions: { contents: write }
                jobs:
                  claude:
                    runs-on: ubuntu-latest
                    permissions: write-all
                    steps:
                      - uses: anthropics/claude-code-action@v1
                        with:
                          settings: '{"sandbox": {"enabled": true}}'
                          claude_args: --allowedTools Bash,Read --mcp-config ci/mcp.json '{"mcpServers":{}}'
                  codex:
                    runs-on: ubuntu-latest
                    steps:
                      - uses: openai/codex-action@v1
                        with:
                          codex-args: '["--sandbox", "danger-full-access"]'
                """);
        assertThat(facts.policies()).extracting(AgentPolicy::agent)
                .containsExactly(AgentPolicy.Agent.CLAUDE_CODE, AgentPolicy.Agent.CODEX);
        AgentPolicy claude = facts.policies().get(0);
        assertThat(claude.context().kind()).isEqualTo(ExecContext.Kind.CI_RUNNER);
        assertThat(claude.sandbox().isEnabled()).isTrue();
        assertThat(claude.allowRules()).extracting(r -> r.value().written()).containsExactly("Bash", "Read");
        assertThat(facts.policies().get(1).permissionBypass()).extracting(b -> b.value()).containsExactly("--sandbox danger-full-access");
        Workflow w = facts.workflows().get(0);
        assertThat(w.triggers()).extracting(t -> t.value()).containsExactly("issue_comment");
        assertThat(w.jobs().get(0).permissions().writeGrants()).extracting(g -> g.value()).containsExactly("write-all");
        assertThat(w.jobs().get(1).permissions().writeGrants()).extracting(g -> g.value()).containsExactly("contents: write");
        assertThat(w.jobs().get(0).agents().get(0).configPaths()).extracting(p -> p.value()).containsExactly("ci/mcp.json");
    }

    @Test
    void invalidSettingsJsonIsUnresolvedNotFatal() throws Exception {
        FileFacts facts = extract("""
                on: push
                jobs:
                  c:
                    runs-on: ubuntu-latest
                    steps:
                      - uses: anthropics/claude-code-action@v1
                        with:
                          settings: '{"permissions": '
                """);
        assertThat(facts.unresolved()).hasSize(1);
        assertThat(facts.policies()).hasSize(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "on: push", "jobs: []", "jobs: {a: 1}", "jobs: {a: {steps: {x: 1}}}", "jobs: {a: {steps: [1, [2], null]}}",
            "on: {push: null}\njobs: {a: {runs-on: {group: g}, permissions: 7, steps: [{uses: 3, with: [1]}]}}",
            "jobs: {a: {steps: [{uses: anthropics/claude-code-action@v1, with: {claude_args: [1], settings: {a: 1}}}]}}",
            "jobs: {a: {steps: [{uses: openai/codex-action@v1, with: {codex-args: '[1, {\"a\": 2}]', sandbox: [x]}}]}}",
            "jobs: {a: {container: {image: [1]}, runs-on: [[x]], steps: [{run: {x: 1}}, {run: ''}]}}",
    })
    void oddShapesNeverBreakTheExtractor(String yaml) throws Exception {
        extract(yaml);
    }

    @Test
    void aNonMappingIsAParseError() {
        assertThatThrownBy(() -> extract("- just\n- a list\n")).isInstanceOf(ParseException.class);
    }
}
