package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AgentInvocationsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/usr/local/bin/claude -p hi | claude",
            "%h/.local/bin/codex exec | codex",
            "/usr/bin/env OLLAMA_HOST=0 claude --print | claude",
            "/usr/bin/env -u HOME codex | codex",
            "nohup nice -n 5 gemini | gemini",
            "sudo -n -u agent claude | claude",
            "timeout -k 5 4h claude | claude",
            "npx -y @anthropic-ai/claude-code@1.0.0 -p x | claude",
            "pnpm dlx @openai/codex | codex",
            "node /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js | claude",
            "/bin/sh -c 'exec %h/.local/bin/claude remote-control --name x' | claude",
            "bash -lc 'cd /w && FOO=1 claude -p \"x\"' | claude",
            "/usr/bin/ollama serve | ",
            "/usr/bin/env claude-code-proxy | ",
            "/bin/sh -c 'echo claude; sleep 1' | ",
            "/usr/bin/buildkite-agent start | ",
            "node apps/claude-code-zen-server/scripts/dev-runner.js | ",
            "python3 main.py --model claude | ",
    })
    void findsTheAgentAtTheCommandPosition(String command, String agent) {
        List<String> argv = Arrays.asList(dev.agentlint.parse.unit.ExecLine.parse(command.strip()).argv().toArray(new String[0]));
        assertThat(AgentInvocations.find(argv).map(AgentInvocations.Match::agent).orElse(null))
                .isEqualTo(agent == null ? null : agent.strip());
    }
}
