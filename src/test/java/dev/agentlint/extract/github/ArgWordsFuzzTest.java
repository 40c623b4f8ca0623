package dev.agentlint.extract.github;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;

/**
 * The agent actions' argument splitter ({@code claude_args}, {@code codex_args} …) on any
 * string: never throws, and every word points into the string. (Here rather than with the other
 * splitters in {@code dev.agentlint.fuzz}: the class is package-private.)
 */
class ArgWordsFuzzTest {

    @FuzzTest
    void split(byte[] data) {
        String s = new String(data, StandardCharsets.UTF_8);
        // Replayed by the test suite, a hang fails after a minute instead of blocking the build.
        Runnable body = () -> {
            for (ArgWords.Word w : ArgWords.split(s)) {
                if (w.start() < 0 || w.end() < w.start() || w.end() > s.length()) {
                    throw new AssertionError("word [" + w.start() + ", " + w.end() + ") outside a string of " + s.length());
                }
            }
        };
        if (System.getenv("JAZZER_FUZZ") != null) body.run();
        else Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), body::run);
    }
}
