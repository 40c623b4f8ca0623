package dev.agentlint.rules.container;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IsolationConfigWritableTest {

    @Test
    void aProxyUrlsHostIsTheServiceItNames() {
        assertThat(IsolationConfigWritable.host("http://egress:3128")).isEqualTo("egress");
        assertThat(IsolationConfigWritable.host("http://user:pa@ss@egress:3128/")).isEqualTo("egress");
        assertThat(IsolationConfigWritable.host(" socks5h://egress ")).isEqualTo("egress");
        assertThat(IsolationConfigWritable.host("egress:8080")).isEqualTo("egress");
        assertThat(IsolationConfigWritable.host("http://[::1]:3128")).isEqualTo("[::1]");
        assertThat(IsolationConfigWritable.host("")).isEmpty();
    }
}
