package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.model.Mount;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The short volume, port and --mount syntaxes every container format shares. */
class SpecsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "./src:/workspace            | ./src                | /workspace | false | true",
            "./src:/workspace:ro,z       | ./src                | /workspace | true  | true",
            "~/.ssh:/root/.ssh:ro        | ~/.ssh               | /root/.ssh | true  | true",
            "${HOME}:/home/agent         | ${HOME}              | /home/agent | false | true",
            "${DATA:-./data}:/data       | ${DATA:-./data}      | /data      | false | true",
            "C:\\Users\\me\\repo:/workspace | C:\\Users\\me\\repo | /workspace | false | true",
            "c:/Users/me/repo:/w:ro      | c:/Users/me/repo     | /w         | true  | true",
            "C:\\src:C:\\dest            | C:\\src              | C:\\dest   | false | true",
            "//./pipe/docker_engine://./pipe/docker_engine | //./pipe/docker_engine | //./pipe/docker_engine | false | true",
            "cache:/root/.cache          | cache                | /root/.cache | false | false",
            "/data                       | null                 | /data      | false | false",
            "./x:/y:readonly             | ./x                  | /y         | false | true",
            "./x:/y:RO                   | ./x                  | /y         | false | true",
            "%h/work:/w:Z                | %h/work              | /w         | false | true",
    })
    void shortVolumeSyntax(String spec, String source, String target, boolean readOnly, boolean hostPath) {
        VolumeSpec v = VolumeSpec.parse(spec);
        assertThat(v.source()).isEqualTo(source);
        assertThat(v.target()).isEqualTo(target);
        assertThat(v.readOnly()).as("only 'ro' makes a mount read-only").isEqualTo(readOnly);
        assertThat(v.isHostPath()).isEqualTo(hostPath);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "3000                    | null      |           | 3000      | tcp",
            "8000:8000               | null      | 8000      | 8000      | tcp",
            "127.0.0.1:8001:8001     | 127.0.0.1 | 8001      | 8001      | tcp",
            "127.0.0.1::5000         | 127.0.0.1 |           | 5000      | tcp",
            "[::1]:6001:6001         | ::1       | 6001      | 6001      | tcp",
            "::1:6000:6000           | ::1       | 6000      | 6000      | tcp",
            "[::]:80:80/udp          | ::        | 80        | 80        | udp",
            "0.0.0.0:80:80           | 0.0.0.0   | 80        | 80        | tcp",
            "9090-9091:8080-8081     | null      | 9090-9091 | 8080-8081 | tcp",
            "6060:6060/udp           | null      | 6060      | 6060      | udp",
            ":80:92                  | null      | 80        | 92        | tcp",
            "[::]::94                | ::        |           | 94        | tcp",
    })
    void portSyntax(String spec, String ip, String hostPort, String containerPort, String protocol) {
        PortSpec p = PortSpec.parse(spec);
        assertThat(p.hostIp()).isEqualTo(ip);
        assertThat(p.hostPort()).isEqualTo(hostPort == null ? "" : hostPort);
        assertThat(p.containerPort()).isEqualTo(containerPort);
        assertThat(p.protocol()).isEqualTo(protocol);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "8080:80                 | 127.0.0.1:8080:80",
            "80                      | 127.0.0.1::80",
            "1234/udp                | 127.0.0.1::1234/udp",
            ":80:92                  | 127.0.0.1:80:92",
            "::95                    | 127.0.0.1::95",
            "5000-5002:5000-5002/udp | 127.0.0.1:5000-5002:5000-5002/udp",
            "0.0.0.0:9000:9000       | 127.0.0.1:9000:9000",
            "0.0.0.0::94             | 127.0.0.1::94",
            "[::]:9443:443           | [::1]:9443:443",
            "[::]::94                | [::1]::94",
            // Another address, a variable, spaces: not rewritten.
            "192.168.1.5:80:80       | null",
            "127.0.0.1:80:80         | null",
            "${WEB_PORT:-8443}:443   | null",
            "'8080:80 '              | null",
    })
    void portBoundToLoopback(String written, String expected) {
        assertThat(PortSpec.onLoopback(written)).isEqualTo(expected);
    }

    @Test
    void mountOptionCsvWithQuotesAliasesAndBareFlags() {
        Map<String, String> f = MountOption.fields("type=bind,\"source=/a,b\",DST=/x,readonly");
        assertThat(f).containsEntry("type", "bind").containsEntry("source", "/a,b").containsEntry("dst", "/x")
                .containsEntry("readonly", "");
        Mount m = MountOption.parse("type=bind,\"source=/a,b\",DST=/x,readonly", Phrase.of("via"), null);
        assertThat(m.hostPath().normalised()).isEqualTo("/a,b");
        assertThat(m.target()).isEqualTo("/x");
        assertThat(m.readOnly()).isTrue();
        assertThat(MountOption.parse("type=bind,src=/s,destination=/d,ro=false", Phrase.of("v"), null).readOnly()).isFalse();
        assertThat(MountOption.parse("src=vol,target=/d", Phrase.of("v"), null).isHostPath()).as("type defaults to volume").isFalse();
        assertThat(MountOption.parse("source=${localEnv:HOME}/.ssh, target=/home/vscode/.ssh, type=bind", Phrase.of("v"), null)
                .hostPath().normalised()).isEqualTo("~/.ssh");
        assertThat(MountOption.parse("type=glob,src=/usr/lib/libfoo*,dst=/lib", Phrase.of("v"), null).isHostPath()).isTrue();
    }

    @Test
    void capabilitiesAreNormalised() {
        assertThat(ContainerValues.capability("sys_admin")).isEqualTo("SYS_ADMIN");
        assertThat(ContainerValues.capability("CAP_SYS_ADMIN")).isEqualTo("SYS_ADMIN");
        assertThat(ContainerValues.capabilities("NET_ADMIN NET_RAW,cap_bpf")).containsExactly("NET_ADMIN", "NET_RAW", "BPF");
    }
}
