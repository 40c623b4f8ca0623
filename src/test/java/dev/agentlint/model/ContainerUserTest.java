package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ContainerUserTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "root | true", "0 | true", "0:0 | true", "root:root | true", "root:1000 | true", "0:1000 | true", "' root ' | true",
            ":1000 | true", "1000 | false", "1000:1000 | false", "node | false", "rootless | false", "10 | false",
            "${UID}:${GID} | false", "$(id -u):$(id -g) | false"})
    void rootIsUidZeroWithAnyGroup(String written, boolean root) {
        assertThat(ContainerUser.of(written).isRoot()).isEqualTo(root);
    }
}
