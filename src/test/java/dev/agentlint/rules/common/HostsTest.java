package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HostsTest {

    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0:3128", "http://0.0.0.0:3128", "[::]:8081", "::", "192.168.1.20:3128", "http://[::1]:3128",
            "127.0.0.1", "fe80::1%eth0", "2001:db8::1"})
    void ipAddresses(String address) {
        assertThat(Hosts.isIpLiteral(address)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost:3128", "proxy.example.com:3128", "http://proxy.lan:8080", "", "1.2.3", "256.1.1.1",
            "[zz::]:1", "dead:beef:cafe:babe:dead:beef:cafe:babe:dead:beef:cafe:babe:dead:beef:cafe:babe:dead"})
    void namesAndNonsense(String address) {
        assertThat(Hosts.isIpLiteral(address)).isFalse();
    }
}
