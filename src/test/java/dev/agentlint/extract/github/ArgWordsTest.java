package dev.agentlint.extract.github;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ArgWordsTest {

    private static List<String> values(String s) {
        return ArgWords.split(s).stream().map(ArgWords.Word::value).toList();
    }

    @Test
    void splitsLikeAShellWithoutExpanding() {
        assertThat(values("--allowedTools \"Bash(npm run test *)\" 'Edit' --max-turns=5"))
                .containsExactly("--allowedTools", "Bash(npm run test *)", "Edit", "--max-turns=5");
        assertThat(values("a\\ b \"q\\\"d\" $HOME")).containsExactly("a b", "q\"d", "$HOME");
    }

    @Test
    void dropsCommentLinesOnly() {
        assertThat(values("# --dangerously-skip-permissions\n  --model x # not a comment"))
                .containsExactly("--model", "x", "#", "not", "a", "comment");
    }

    @Test
    void keepsOffsetsOfEachWord() {
        List<ArgWords.Word> w = ArgWords.split("  --a \"b c\"");
        assertThat(w.get(0).start()).isEqualTo(2);
        assertThat(w.get(1).start()).isEqualTo(6);
        assertThat(w.get(1).end()).isEqualTo(11);
    }

    @Test
    void unterminatedQuotesEndAtTheEnd() {
        assertThat(values("--x 'open")).containsExactly("--x", "open");
        assertThat(values("--x \"open")).containsExactly("--x", "open");
        assertThat(values("trailing\\")).containsExactly("trailing\\");
    }
}
