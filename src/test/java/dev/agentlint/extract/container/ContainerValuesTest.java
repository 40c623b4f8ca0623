package dev.agentlint.extract.container;

import dev.agentlint.model.Workload;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ContainerValuesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "sys_admin | SYS_ADMIN", "CAP_SYS_ADMIN | SYS_ADMIN", "all | ALL", "ALL | ALL", "CAP_ALL | CAP_ALL", "cap_all | CAP_ALL"})
    void capabilitiesAreNormalisedButCapAllStaysInvalid(String written, String normalised) {
        assertThat(ContainerValues.capability(written)).isEqualTo(normalised);
    }
}
