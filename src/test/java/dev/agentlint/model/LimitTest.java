package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LimitTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "2g | true", "512m | true", "0.5g | true", "0.25 | true", "10 | true", "100 | true",
            "0 | false", "0m | false", "0GB | false", "0.0 | false", "00 | false", "0 MiB | false", "-1 | false", "max | false", "infinity | false", "Infinity | false",
            "'' | false"})
    void zeroInAnyUnitIsNoLimit(String value, boolean limits) {
        assertThat(Limit.of(value).limits()).isEqualTo(limits);
    }
}
