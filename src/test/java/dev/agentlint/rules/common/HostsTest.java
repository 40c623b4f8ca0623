package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.model.Endpoint;
import org.junit.jupiter.api.Test;

class HostsTest {

    private static Hosts.Breadth breadth(String pattern) {
        return Hosts.breadth(Endpoint.parse(pattern));
    }

    @Test
    void wildcardsOverPublicSuffixesAndSharedHosting() {
        assertThat(breadth("*.com")).isEqualTo(Hosts.Breadth.PUBLIC_SUFFIX);
        assertThat(breadth("**.co.uk:443")).isEqualTo(Hosts.Breadth.PUBLIC_SUFFIX);
        assertThat(breadth("*.COM.")).isEqualTo(Hosts.Breadth.PUBLIC_SUFFIX);
        assertThat(breadth("*.s3.us-east-1.amazonaws.com")).isEqualTo(Hosts.Breadth.SHARED_HOSTING);
        assertThat(breadth("pastebin.com")).isEqualTo(Hosts.Breadth.SHARED_HOSTING);
        assertThat(breadth("https://pastebin.com/raw")).isEqualTo(Hosts.Breadth.SHARED_HOSTING);
        assertThat(breadth("*.github.com")).isNull();
        assertThat(breadth("*.example.co.uk")).isNull();
        assertThat(breadth("my-bucket.s3.amazonaws.com")).isNull();
        assertThat(breadth("*.*.com")).isNull();
        assertThat(breadth("*.")).isNull();
    }
}
