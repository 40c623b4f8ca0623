package dev.agentlint.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TextsTest {

    @Test
    void neverSplitsASurrogatePair() {
        String s = "ab" + "😀".repeat(10);
        for (int max = 1; max < s.length(); max++) {
            String cut = Texts.abbreviate(s, max);
            assertThat(cut.length()).isLessThanOrEqualTo(max);
            assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(cut)).as("max %d: %s", max, cut).isTrue();
        }
    }

    @Test
    void collapsesWhitespace() {
        assertThat(Texts.oneLine("a\n  b\tc", 80)).isEqualTo("a b c");
        assertThat(Texts.oneLine("x".repeat(100), 10)).isEqualTo("xxxxxxxxx…");
    }
}
