package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ListenersTest {

    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0", "0.0.0.0:8000", "'0.0.0.0'", "\"::\"", "[::]", "[::]:8080", "*", "*:8080",
            "tcp://0.0.0.0:2375", "tcp://[::]:2375", "http://0.0.0.0:11434", "0.0.0.0/0"})
    void everyInterface(String value) {
        assertThat(Listeners.allInterfaces(value)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "''", "127.0.0.1", "localhost", "::1", "[::1]:8080", "*.*", "unix:///var/run/docker.sock",
            "192.168.1.5", "${HOST}"})
    void oneInterface(String value) {
        assertThat(Listeners.allInterfaces(value)).isFalse();
    }
}
