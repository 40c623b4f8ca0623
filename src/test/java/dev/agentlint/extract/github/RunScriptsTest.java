package dev.agentlint.extract.github;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RunScriptsTest {

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
            RunScripts.pullRequestCheckout(s);
            ArgWords.split(s);
        });
    }
}
