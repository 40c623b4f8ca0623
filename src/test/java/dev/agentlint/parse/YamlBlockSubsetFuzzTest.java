package dev.agentlint.parse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Differential fuzzing of the YAML block-subset reader against SnakeYAML (ADR 0027): for any
 * input the subset reads, its tree must be SnakeYAML's, and SnakeYAML must accept the input.
 * The normal test suite replays the inputs in
 * {@code src/test/resources/dev/agentlint/parse/YamlBlockSubsetFuzzTestInputs/readsAsSnakeYamlDoes/}.
 */
class YamlBlockSubsetFuzzTest {

    @FuzzTest
    void readsAsSnakeYamlDoes(byte[] data) {
        YamlBlockSubsetTest.assertSameAsSnakeYaml(new String(data, StandardCharsets.UTF_8));
    }
}
