package dev.agentlint.extract.github;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RunScriptsTest {

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
    })
    void findsAgentsAtCommandPosition(String script, String agent) {
        assertThat(RunScripts.agent(script)).contains(agent);
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
            "cat > notes.md <<'END'\n  codex exec is used elsewhere\n  END",
    })
    void ignoresMentionsInstallsAndNamesakes(String script) {
        assertThat(RunScripts.agent(script)).isEqualTo(Optional.empty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"gh pr checkout 12", "git fetch origin pull/12/head:pr && git checkout pr", "git checkout FETCH_HEAD"})
    void findsPullRequestCheckouts(String script) {
        assertThat(RunScripts.pullRequestCheckout(script)).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"git fetch origin main", "gh pr view 12", "git checkout main"})
    void ignoresOtherCheckouts(String script) {
        assertThat(RunScripts.pullRequestCheckout(script)).isNull();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void hostileScriptsReturnQuickly(int kind) {
        String s = switch (kind) {
            case 1 -> "git fetch " + "a ".repeat(200_000);
            case 2 -> "npx " + "-y ".repeat(200_000);
            default -> "$(".repeat(100_000) + "claude";
        };
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            RunScripts.agent(s);
            RunScripts.pullRequestCheckout(s);
            ArgWords.split(s);
        });
    }
}
