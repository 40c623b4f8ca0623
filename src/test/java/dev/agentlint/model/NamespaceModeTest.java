package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NamespaceModeTest {

    @Test
    void kindAndTargetAreSplitAtTheFirstColon() {
        NamespaceMode m = NamespaceMode.of(" Container:db:x ");
        assertThat(m.kind()).isEqualTo("container");
        assertThat(m.target()).isEqualTo("db:x");
        assertThat(m.written()).as("kept as written, for messages").isEqualTo(" Container:db:x ");
        assertThat(NamespaceMode.of("keep-id:uid=1000").keepsId()).isTrue();
        assertThat(NamespaceMode.of("nomap").target()).isNull();
    }

    @Test
    void hostIsTheBareWordInAnyCase() {
        assertThat(NamespaceMode.of("host").isHost()).isTrue();
        assertThat(NamespaceMode.of(" HOST ").isHost()).isTrue();
        assertThat(NamespaceMode.of("host:x").isHost()).isFalse();
        assertThat(NamespaceMode.of("hostname").isHost()).isFalse();
        assertThat(NamespaceMode.of("private").isHost()).isFalse();
    }

    @Test
    void composeServiceModesAreCaseSensitiveAsComposeReadsThem() {
        assertThat(NamespaceMode.of("service:db").service()).isEqualTo("db");
        assertThat(NamespaceMode.of("SERVICE:db").service()).isNull();
        assertThat(NamespaceMode.of("container:db").service()).isNull();
    }

    @Test
    void networkModesAreToldFromNetworkNames() {
        assertThat(NamespaceMode.isNetworkMode("pasta:--mtu,1500")).isTrue();
        assertThat(NamespaceMode.isNetworkMode("default")).as("Docker's name for its bridge").isTrue();
        assertThat(NamespaceMode.isPodmanNetworkMode("default")).as("a network's name for Podman").isFalse();
        assertThat(NamespaceMode.isPodmanNetworkMode("container:db")).isTrue();
        assertThat(NamespaceMode.isNetworkMode("sandbox")).isFalse();
        assertThat(NamespaceMode.isNetworkMode("name=third,alias=x")).isFalse();
    }
}
