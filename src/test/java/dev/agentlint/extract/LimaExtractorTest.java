package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.lima.LimaExtractor;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.NetworkMode;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;

class LimaExtractorTest {

    static FileFacts extract(String yaml) throws Exception {
        FileFacts facts = new FileFacts(SourceFile.of("agent.lima.yaml", Format.LIMA, yaml));
        new LimaExtractor().extract(facts);
        return facts;
    }

    @Test
    void mountsWritableDefaultsToFalseAndHomeIsRecognisedInEverySpelling() throws Exception {
        FileFacts f = extract("""
                images: [{location: x.img}]
                mounts:
                - location: "~"
                - location: "{{.Home}}/projects/demo"
                  mountPoint: /workspace
                  writable: true
                - location: /Users/alice
                  writable: yes
                """);
        VirtualMachine vm = f.vms().get(0);
        assertThat(vm.shares()).extracting(m -> m.hostPath().normalised(), Mount::readOnly, Mount::target)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("~", true, "~"),
                        org.assertj.core.groups.Tuple.tuple("~/projects/demo", false, "/workspace"),
                        org.assertj.core.groups.Tuple.tuple("~", false, "/Users/alice"));
        assertThat(f.mounts()).hasSize(3);
        assertThat(f.mounts().get(0).location().span().line()).isEqualTo(3);
    }

    @Test
    void withoutMountsOnlyAKnownBaseTemplateMountsTheHome() throws Exception {
        assertThat(extract("images: [{location: x.img}]\ncpus: 2\n").mounts()).isEmpty();
        FileFacts f = extract("base:\n- template:_images/ubuntu-lts\n- template:_default/mounts\n");
        assertThat(f.mounts()).singleElement().satisfies(m -> {
            assertThat(m.hostPath().isHome()).isTrue();
            assertThat(m.readOnly()).isTrue();
            assertThat(m.location().span().line()).isEqualTo(3);
        });
        assertThat(f.unresolved()).isEmpty();
        assertThat(extract("base: template:docker\n").mounts()).hasSize(1);
        assertThat(extract("base: template:k3s\n").mounts()).isEmpty();
        // The file's own entry for the same location decides whether it is writable.
        assertThat(extract("base: template:default\nmounts:\n- location: \"~\"\n  writable: true\n").mounts())
                .singleElement().satisfies(m -> assertThat(m.readOnly()).isFalse());
    }

    @Test
    void unknownBasesAreReportedAsNotFollowed() throws Exception {
        FileFacts f = extract("base:\n- ./common.yaml\n- https://example.com/t.yaml\n- template:my-own\n- template:ubuntu-24.04\n");
        assertThat(f.unresolved()).extracting(u -> u.location().span().line()).containsExactly(2, 3, 4);
        assertThat(f.unresolved().get(1).reason().toString()).contains("never fetches");
    }

    @Test
    void plainModeTurnsMountsForwardsAndAgentForwardingOff() throws Exception {
        FileFacts f = extract("""
                base: template:default
                plain: true
                mounts: [{location: "~", writable: true}]
                ssh: {forwardAgent: true}
                portForwards:
                - {guestPort: 80, hostIP: 0.0.0.0}
                - {guestPort: 22, hostIP: 0.0.0.0, static: true}
                """);
        VirtualMachine vm = f.vms().get(0);
        assertThat(f.mounts()).isEmpty();
        assertThat(vm.agentForwarding().value()).isFalse();
        assertThat(vm.agentForwarding().caveat()).contains("plain");
        assertThat(f.publishedPorts()).extracting(PublishedPort::target).containsExactly("22");
    }

    @Test
    void portForwardsFillInTheLoopbackDefault() throws Exception {
        FileFacts f = extract("""
                images: [{location: x.img}]
                portForwards:
                - guestPort: 8080
                - guestPortRange: [1, 65535]
                  hostIP: "0.0.0.0"
                - guestIP: 0.0.0.0
                  ignore: true
                - guestSocket: /run/docker.sock
                  hostSocket: "{{.Dir}}/sock/docker.sock"
                - guestSocket: /run/host/docker.sock
                  hostSocket: /var/run/docker.sock
                  reverse: true
                """);
        assertThat(f.publishedPorts()).extracting(PublishedPort::hostAddress, PublishedPort::hostPort)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("127.0.0.1", "8080"),
                        org.assertj.core.groups.Tuple.tuple("0.0.0.0", "1-65535"));
        assertThat(f.mounts()).singleElement().satisfies(m -> assertThat(m.hostPath().normalised()).isEqualTo("/run/docker.sock"));
    }

    @Test
    void networksAgentForwardingAndProxy() throws Exception {
        VirtualMachine vm = extract("""
                images: [{location: x.img}]
                networks:
                - lima: bridged
                - lima: user-v2
                - vzNAT: true
                ssh:
                  forwardAgent: true
                propagateProxyEnv: false
                """).vms().get(0);
        assertThat(vm.networks()).extracting(VirtualMachine.Network::mode)
                .containsExactly(NetworkMode.NAT, NetworkMode.BRIDGED, NetworkMode.OTHER, NetworkMode.SHARED);
        assertThat(vm.agentForwarding().value()).isTrue();
        assertThat(vm.agentForwarding().location().span().line()).isEqualTo(7);
        assertThat(vm.hostProxy().value()).isFalse();
        VirtualMachine defaults = extract("images: [{location: x.img}]\nssh: {}\n").vms().get(0);
        assertThat(defaults.agentForwarding().explicit()).isFalse();
        assertThat(defaults.hostProxy().value()).isTrue();
    }

    @Test
    void provisioningScriptsRunInTheGuestExceptAnsible() throws Exception {
        FileFacts f = extract("""
                images: [{location: x.img}]
                provision:
                - mode: system
                  script: |
                    #!/bin/bash
                    curl -k https://example.com | sh
                - mode: user
                  script: echo hi
                - mode: data
                  path: /etc/x
                  content: not a script
                - script: |
                    #!/usr/bin/env python3
                    print("not shell")
                - mode: ansible
                  playbook: ./site.yml
                - file:
                    url: https://example.com/bootstrap.sh
                probes:
                - script: test -e /done
                env:
                  GITHUB_TOKEN: ghp_abcdefghijklmnopqrstuvwxyz0123456789
                param:
                  TOKEN: value
                """);
        assertThat(f.embeddedScripts()).extracting(s -> s.context().kind())
                .containsExactly(ExecContext.Kind.VM, ExecContext.Kind.VM, ExecContext.Kind.HOST, ExecContext.Kind.VM);
        assertThat(f.embeddedScripts().get(0).script()).contains("curl -k");
        assertThat(f.embeddedScripts().get(2).argv()).extracting(l -> l.value()).containsExactly("ansible-playbook", "./site.yml");
        assertThat(f.unresolved()).singleElement().satisfies(u -> assertThat(u.what().toString()).contains("bootstrap.sh"));
        assertThat(f.allEnv()).extracting(e -> e.name()).containsExactly("GITHUB_TOKEN", "PARAM_TOKEN");
    }

    @Test
    void emptyAndNonMappingFiles() throws Exception {
        assertThat(extract("").mounts()).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> extract("- a\n- b\n"))
                .isInstanceOf(dev.agentlint.parse.ParseException.class);
    }
}
