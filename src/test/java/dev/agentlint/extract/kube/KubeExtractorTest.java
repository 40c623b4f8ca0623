package dev.agentlint.extract.kube;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;

class KubeExtractorTest {

    private static FileFacts extract(String text) throws Exception {
        FileFacts facts = new FileFacts(SourceFile.of("pod.yaml", Format.KUBE, text));
        new KubeExtractor().extract(facts);
        // Which workloads run an agent is decided from the shell stage's walk of their commands.
        ShellStage.run(facts);
        return facts;
    }

    @Test
    void everyContainerOfEveryDocumentWithPodSettings() throws Exception {
        FileFacts facts = extract("""
                apiVersion: v1
                kind: Pod
                metadata:
                  name: agent
                  annotations:
                    io.podman.annotations.userns: keep-id
                    io.podman.annotations.pids-limit/main: "200"
                spec:
                  hostNetwork: true
                  securityContext: {runAsUser: 1000}
                  initContainers:
                    - name: init
                      image: busybox
                  containers:
                    - name: main
                      image: example/agent@sha256:abc
                      command: [claude]
                      args: ["-p", "go"]
                      securityContext:
                        runAsNonRoot: true
                        allowPrivilegeEscalation: false
                        readOnlyRootFilesystem: true
                        capabilities: {drop: [ALL], add: [cap_sys_admin]}
                      resources:
                        limits: {cpu: 500m, memory: 1Gi}
                      ports:
                        - {containerPort: 80}
                        - {containerPort: 81, hostPort: 8081, protocol: UDP}
                      env:
                        - {name: TOKEN, value: abc}
                        - name: FROM_SECRET
                          valueFrom: {secretKeyRef: {name: s, key: k}}
                      volumeMounts:
                        - {name: work, mountPath: /workspace}
                        - {name: named, mountPath: /named}
                  volumes:
                    - name: work
                      hostPath: {path: /home/me/project}
                    - name: named
                      hostPath: {path: myvolume}
                ---
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: web}
                spec:
                  template:
                    spec:
                      containers:
                        - {name: web, image: nginx}
                ---
                apiVersion: v1
                kind: ConfigMap
                metadata: {name: ignored}
                """);
        assertThat(facts.workloads()).extracting(Workload::name).containsExactly("agent/init", "agent/main", "web/web");
        Workload main = facts.workloads().get(1);
        assertThat(main.networkMode().value().toString()).isEqualTo("host");
        assertThat(main.user().value().written()).isEqualTo("1000");
        assertThat(main.userNamespace().value().toString()).isEqualTo("keep-id");
        assertThat(main.pidsLimit().value().toString()).isEqualTo("200");
        assertThat(main.securityOpt("no-new-privileges").value().value()).isEqualTo("true");
        assertThat(main.readOnlyRoot().value()).isTrue();
        assertThat(main.capAdd()).extracting(Located::value).containsExactly("SYS_ADMIN");
        assertThat(main.memoryLimit().value().toString()).isEqualTo("1Gi");
        assertThat(main.ports()).singleElement().satisfies(p -> {
            assertThat(p.hostPort()).isEqualTo("8081");
            assertThat(p.protocol()).isEqualTo("udp");
            assertThat(p.hostAddress()).isNull();
        });
        assertThat(main.env()).extracting(e -> e.name()).containsExactly("TOKEN");
        assertThat(main.mounts()).as("a hostPath without '/' is a named volume").singleElement()
                .satisfies(m -> assertThat(m.hostPath().normalised()).isEqualTo("~/project"));
        assertThat(main.isAgent()).isTrue();
        assertThat(main.commands()).singleElement().satisfies(c -> assertThat(c.argv()).extracting(Located::value)
                .containsExactly("claude", "-p", "go"));
    }

    @Test
    void runAsNonRootIsNotAUser() throws Exception {
        FileFacts facts = extract("""
                apiVersion: v1
                kind: Pod
                metadata: {name: p}
                spec:
                  containers:
                    - name: c
                      image: x
                      securityContext: {runAsNonRoot: true}
                """);
        assertThat(facts.workloads().get(0).user()).isNull();
    }
}
