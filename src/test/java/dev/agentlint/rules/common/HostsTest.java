package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HostsTest {

    @org.junit.jupiter.api.Test
    void wildcardsOverPublicSuffixesAndSharedHosting() {
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.com")).isEqualTo(Hosts.Breadth.PUBLIC_SUFFIX);
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("**.co.uk:443")).isEqualTo(Hosts.Breadth.PUBLIC_SUFFIX);
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.s3.us-east-1.amazonaws.com")).isEqualTo(Hosts.Breadth.SHARED_HOSTING);
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("pastebin.com")).isEqualTo(Hosts.Breadth.SHARED_HOSTING);
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.github.com")).isNull();
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.example.co.uk")).isNull();
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("my-bucket.s3.amazonaws.com")).isNull();
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.*.com")).isNull();
        org.assertj.core.api.Assertions.assertThat(Hosts.breadth("*.")).isNull();
    }

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
