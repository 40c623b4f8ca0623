package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LogicalPathTest {

    @Test
    void jsonPointersAreKeptAsWritten() {
        assertThat(LogicalPath.toPointer("/sandbox/excludedCommands/0")).isEqualTo("/sandbox/excludedCommands/0");
        assertThat(LogicalPath.toPointer("/a~1b/c~0d")).isEqualTo("/a~1b/c~0d");
        assertThatThrownBy(() -> LogicalPath.toPointer("/a~2")).hasMessageContaining("~0");
    }

    @Test
    void yamlPathsBecomePointers() {
        assertThat(LogicalPath.toPointer("services.agent.volumes[1]")).isEqualTo("/services/agent/volumes/1");
        assertThat(LogicalPath.toPointer("sandbox.excludedCommands[0]")).isEqualTo("/sandbox/excludedCommands/0");
        assertThat(LogicalPath.toPointer("mcp_servers.\"my.server\".command")).isEqualTo("/mcp_servers/my.server/command");
        assertThat(LogicalPath.toPointer("mcpServers['a/b'].env")).isEqualTo("/mcpServers/a~1b/env");
        assertThat(LogicalPath.toPointer("matrix[0][2]")).isEqualTo("/matrix/0/2");
        assertThat(LogicalPath.toPointer("Service.ExecStart")).isEqualTo("/Service/ExecStart");
    }

    @Test
    void malformedPathsAreRejected() {
        assertThatThrownBy(() -> LogicalPath.toPointer("services..agent")).hasMessageContaining("empty key");
        assertThatThrownBy(() -> LogicalPath.toPointer("services.agent.")).hasMessageContaining("ends with '.'");
        assertThatThrownBy(() -> LogicalPath.toPointer("a[x]")).hasMessageContaining("not a list index");
        assertThatThrownBy(() -> LogicalPath.toPointer("a[1")).hasMessageContaining("unclosed '['");
        assertThatThrownBy(() -> LogicalPath.toPointer("a.\"b")).hasMessageContaining("unclosed quote");
        assertThatThrownBy(() -> LogicalPath.toPointer(" ")).hasMessageContaining("empty");
    }

    @Test
    void withinCoversTheLocationAndWhatIsInsideIt() {
        assertThat(LogicalPath.within("/sandbox/network/allowedDomains/1", "/sandbox/network")).isTrue();
        assertThat(LogicalPath.within("/sandbox/network", "/sandbox/network")).isTrue();
        assertThat(LogicalPath.within("/sandbox/networkX", "/sandbox/network")).isFalse();
    }
}
