package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.base.Span;
import dev.agentlint.model.Endpoint.Kind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class EndpointTest {

    /** written | scheme (empty: none) | host | port | kind */
    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", ignoreLeadingAndTrailingWhitespace = false, value = {
            // Schemes, upper case folded.
            "http://example.com|http|example.com|-1|NAME",
            "HTTPS://Example.COM:8443/mcp|https|example.com|8443|NAME",
            "socks5h://proxy.lan:1080|socks5h|proxy.lan|1080|PRIVATE",
            "ws://localhost:9000/socket|ws|localhost|9000|LOOPBACK",
            "git+ssh://git@host.docker.internal/x|git+ssh|host.docker.internal|-1|LOOPBACK",
            "${SCHEME}://localhost:3000|-|localhost|3000|LOOPBACK",
            "//localhost:3000/mcp|-|localhost|3000|LOOPBACK",
            // Userinfo, the last @ of the authority ends it; an @ in the path does not.
            "http://user:secret@localhost:3000|http|localhost|3000|LOOPBACK",
            "http://user:pa@ss@egress:3128/|http|egress|3128|NAME",
            "http://example.com/a@127.0.0.1|http|example.com|-1|NAME",
            // Path, query and fragment end the authority.
            "http://localhost?token=x|http|localhost|-1|LOOPBACK",
            "http://localhost#top|http|localhost|-1|LOOPBACK",
            "http://127.0.0.1:3000?token=x|http|127.0.0.1|3000|LOOPBACK",
            "http://[::1]?x=1|http|::1|-1|LOOPBACK",
            "localhost/mcp|-|localhost|-1|LOOPBACK",
            // IPv6 with and without brackets, port and zone.
            "[::1]:3128|-|::1|3128|LOOPBACK",
            "http://[::1]:3128|http|::1|3128|LOOPBACK",
            "[::]|-|::|-1|UNSPECIFIED",
            "::|-|::|-1|UNSPECIFIED",
            "::1|-|::1|-1|LOOPBACK",
            "0:0:0:0:0:0:0:1|-|0:0:0:0:0:0:0:1|-1|LOOPBACK",
            "0000:0000:0000:0000:0000:0000:0000:0000|-|0000:0000:0000:0000:0000:0000:0000:0000|-1|UNSPECIFIED",
            "[FE80::1%25ETH0]:80|-|fe80::1%eth0|80|METADATA",
            "fe80::1%eth0|-|fe80::1%eth0|-1|METADATA",
            "febf::1|-|febf::1|-1|METADATA",
            "fec0::1|-|fec0::1|-1|IP_LITERAL",
            "fd12:3456::1|-|fd12:3456::1|-1|PRIVATE",
            "fc00::|-|fc00::|-1|PRIVATE",
            "[fd00:ec2::254]|-|fd00:ec2::254|-1|METADATA",
            "::ffff:127.0.0.1|-|::ffff:127.0.0.1|-1|LOOPBACK",
            "::ffff:7f00:1|-|::ffff:7f00:1|-1|LOOPBACK",
            "[::ffff:192.168.0.1]:80|-|::ffff:192.168.0.1|80|PRIVATE",
            "2001:DB8::1|-|2001:db8::1|-1|IP_LITERAL",
            "[2001:db8::1|-|2001:db8::1|-1|IP_LITERAL",
            // IPv4: only four dotted decimal parts.
            "0.0.0.0:8080|-|0.0.0.0|8080|UNSPECIFIED",
            "127.0.0.2|-|127.0.0.2|-1|LOOPBACK",
            "010.0.0.1|-|010.0.0.1|-1|PRIVATE",
            "172.16.0.1|-|172.16.0.1|-1|PRIVATE",
            "172.32.0.1|-|172.32.0.1|-1|IP_LITERAL",
            "100.64.0.1|-|100.64.0.1|-1|PRIVATE",
            "100.100.100.200|-|100.100.100.200|-1|METADATA",
            "169.254.169.254|-|169.254.169.254|-1|METADATA",
            "8.8.8.8:53|-|8.8.8.8|53|IP_LITERAL",
            "127.1|-|127.1|-1|NAME",
            "0x7f.0.0.1|-|0x7f.0.0.1|-1|NAME",
            "256.1.1.1|-|256.1.1.1|-1|NAME",
            "1.2.3|-|1.2.3|-1|NAME",
            // Trailing dot of an absolute name.
            "http://localhost.:3000|http|localhost|3000|LOOPBACK",
            "metadata.google.internal.|-|metadata.google.internal|-1|METADATA",
            "127.0.0.1.|-|127.0.0.1|-1|LOOPBACK",
            // Names.
            "LOCALHOST|-|localhost|-1|LOOPBACK",
            "app.localhost|-|app.localhost|-1|LOOPBACK",
            "metadata|-|metadata|-1|METADATA",
            "printer.local|-|printer.local|-1|PRIVATE",
            "nas.home.arpa|-|nas.home.arpa|-1|PRIVATE",
            "jenkins:8080|-|jenkins|8080|NAME",
            // Patterns.
            "*|-|*|-1|ANY",
            "*.*|-|*.*|-1|ANY",
            "**|-|**|-1|ANY",
            "*.example.com|-|*.example.com|-1|NAME",
            "*.example.com:443|-|*.example.com|443|NAME",
            "*.|-|*.|-1|NAME",
            // No host, no port, garbage.
            ":8080|-||8080|NAME",
            "|-||-1|NAME",
            "'   '|-||-1|NAME",
            "localhost:http|-|localhost|-1|LOOPBACK",
            "localhost:99999|-|localhost|-1|LOOPBACK",
            "a:b:c|-|a:b:c|-1|NAME",
            "1:2:3:4:5:6:7:8:9|-|1:2:3:4:5:6:7:8:9|-1|NAME",
            "1::2::3|-|1::2::3|-1|NAME",
            "[zz::]:1|-|zz::|1|NAME",
            "fe80::1%|-|fe80::1%|-1|NAME",
            "http://|http||-1|NAME",
    })
    void reads(String written, String scheme, String host, int port, Kind kind) {
        String text = written == null ? "" : written.replace("'", "");
        Endpoint e = Endpoint.parse(text);
        assertThat(e.written()).isEqualTo(text);
        assertThat(e.scheme()).isEqualTo(scheme);
        assertThat(e.host()).isEqualTo(host == null ? "" : host);
        assertThat(e.port()).isEqualTo(port);
        assertThat(e.kind()).isEqualTo(kind);
    }

    @Test
    void nullReadsAsNothing() {
        Endpoint e = Endpoint.parse((String) null);
        assertThat(e.host()).isEmpty();
        assertThat(e.hostUnknown()).isTrue();
    }

    @Test
    void keepsWhereItIsWritten() {
        Location at = new Location(SourceFile.of(".mcp.json", Format.MCP_CONFIG, "[\"localhost\"]"), Span.point(1, 2), "/0");
        Located<Endpoint> e = Endpoint.parse(new Located<>("localhost", at));
        assertThat(e.location()).isSameAs(at);
        assertThat(e.value().isLoopback()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0:3128", "http://0.0.0.0:3128", "[::]:8081", "::", "192.168.1.20:3128", "http://[::1]:3128",
            "127.0.0.1", "fe80::1%eth0", "2001:db8::1", "[2001:DB8::1]:3128"})
    void ipAddresses(String address) {
        assertThat(Endpoint.parse(address).isIpLiteral()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost:3128", "proxy.example.com:3128", "http://proxy.lan:8080", "", "1.2.3", "256.1.1.1",
            "[zz::]:1", "dead:beef:cafe:babe:dead:beef:cafe:babe:dead:beef:cafe:babe:dead:beef:cafe:babe:dead"})
    void namesAndNonsense(String address) {
        assertThat(Endpoint.parse(address).isIpLiteral()).isFalse();
    }

    @Test
    void ipv6Family() {
        assertThat(Endpoint.parse("[::]:80").isIpv6()).isTrue();
        assertThat(Endpoint.parse("::ffff:0.0.0.0").isIpv6()).isTrue();
        assertThat(Endpoint.parse("0.0.0.0").isIpv6()).isFalse();
        assertThat(Endpoint.parse("localhost").isIpv6()).isFalse();
    }

    @Test
    void allInterfaces() {
        assertThat(Endpoint.parse("0.0.0.0").isAllInterfaces()).isTrue();
        assertThat(Endpoint.parse("[::]").isAllInterfaces()).isTrue();
        assertThat(Endpoint.parse("::ffff:0.0.0.0").isAllInterfaces()).isTrue();
        assertThat(Endpoint.parse("*").isAllInterfaces()).isFalse();
        assertThat(Endpoint.parse("127.0.0.1").isAllInterfaces()).isFalse();
        assertThat(Endpoint.parse("").isAllInterfaces()).isFalse();
    }

    @Test
    void plaintextSchemes() {
        assertThat(Endpoint.parse("http://example.com").plaintext()).isTrue();
        assertThat(Endpoint.parse("WS://example.com").plaintext()).isTrue();
        assertThat(Endpoint.parse("https://example.com").plaintext()).isFalse();
        assertThat(Endpoint.parse("wss://example.com").plaintext()).isFalse();
        assertThat(Endpoint.parse("example.com").plaintext()).isFalse();
    }

    @Test
    void singleLabelNames() {
        assertThat(Endpoint.parse("http://jenkins:8080").singleLabel()).isTrue();
        assertThat(Endpoint.parse("http://jenkins.example.com").singleLabel()).isFalse();
        assertThat(Endpoint.parse("http://localhost").singleLabel()).isFalse();
        assertThat(Endpoint.parse("http://[2001:db8::1]").singleLabel()).isFalse();
    }

    @Test
    void localHosts() {
        assertThat(Endpoint.parse("http://127.0.0.1").local()).isTrue();
        assertThat(Endpoint.parse("http://0.0.0.0").local()).isTrue();
        assertThat(Endpoint.parse("http://10.1.2.3").local()).isTrue();
        assertThat(Endpoint.parse("http://nas.lan").local()).isTrue();
        assertThat(Endpoint.parse("http://169.254.169.254").local()).isFalse();
        assertThat(Endpoint.parse("http://example.com").local()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://${MCP_HOST}:3000", "http://$HOST/mcp", "http://%HOST%:8080", "http://{{host}}/", "${MCP_URL}",
            "http://ex%41mple.com", "http://:3000", ""})
    void hostsThatCannotBeTold(String url) {
        assertThat(Endpoint.parse(url).hostUnknown()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost:3000", "http://[fe80::1%25eth0]:3000", "fe80::1%eth0", "*.example.com"})
    void hostsThatCanBeTold(String url) {
        assertThat(Endpoint.parse(url).hostUnknown()).isFalse();
    }

    @Test
    void kindsDescribeThemselves() {
        assertThat(Kind.LOOPBACK.description()).isEqualTo("is the loopback interface");
        assertThat(Kind.ANY.description()).isEqualTo("matches every host");
    }
}
