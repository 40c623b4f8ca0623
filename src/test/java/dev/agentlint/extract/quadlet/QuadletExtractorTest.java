package dev.agentlint.extract.quadlet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuadletExtractorTest {

    @TempDir
    Path dir;

    private Workload extract(String rel, String text) throws Exception {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        FileFacts facts = new FileFacts(new SourceFile(p, rel, Format.QUADLET, text));
        new QuadletExtractor().extract(facts, new TreeFiles(dir, dir, new SourceReader(1 << 20)));
        // Which workloads run an agent is decided from the shell stage's walk of their commands.
        ShellStage.run(facts);
        assertThat(facts.workloads()).hasSizeLessThanOrEqualTo(1);
        return facts.workloads().isEmpty() ? null : facts.workloads().get(0);
    }

    @Test
    void containerKeysContinuationLinesRepeatedKeysAndSpecifiers() throws Exception {
        Workload w = extract(".config/containers/systemd/agent.container", """
                [Container]
                Image=ghcr.io/example/agent@sha256:abc
                Volume=%h/projects/demo:/workspace:Z
                Volume=%t/podman/podman.sock:/run/podman.sock
                PublishPort=127.0.0.1:8080:80
                PodmanArgs=--cpus=2 \\
                  --pid=host
                # a comment
                DropCapability=ALL
                AddCapability=net_admin sys_ptrace
                NoNewPrivileges=yes
                UserNS=keep-id
                ReadOnly=true
                Memory=2g
                Environment=A=1 "B=two words"
                Exec=claude -p "go"
                """);
        assertThat(w.engineMode()).isEqualTo(Workload.EngineMode.ROOTLESS);
        assertThat(w.engine()).isEqualTo(Workload.Engine.PODMAN);
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised())
                .containsExactly("~/projects/demo", "/run/user/$UID/podman/podman.sock");
        assertThat(w.cpuLimit().value().toString()).isEqualTo("2");
        assertThat(w.namespaces().get(Workload.Namespace.PID).location().span().line()).as("on its own continuation line").isEqualTo(7);
        assertThat(w.capDrop()).extracting(Located::value).containsExactly("ALL");
        assertThat(w.capAdd()).extracting(Located::value).containsExactly("NET_ADMIN", "SYS_PTRACE");
        assertThat(w.securityOpt("no-new-privileges").value().value()).isEqualTo("true");
        assertThat(w.env()).extracting(e -> e.name() + "=" + e.value()).containsExactly("A=1", "B=two words");
        assertThat(w.removeOnExit().value()).as("Quadlet adds --rm").isTrue();
        assertThat(w.isAgent()).isTrue();
    }

    @Test
    void lastAssignmentWinsAndAnEmptyOneResetsLists() throws Exception {
        Workload w = extract("a.container", """
                [Container]
                Image=a
                Image=b
                Volume=/srv/a:/a
                Volume=
                Volume=/srv/b:/b
                """);
        assertThat(w.image().value().written()).isEqualTo("b");
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised()).containsExactly("/srv/b");
        assertThat(w.engineMode()).isEqualTo(Workload.EngineMode.UNKNOWN);
    }

    @Test
    void networkUnitsBesideTheContainerDecideInternal() throws Exception {
        Files.writeString(dir.resolve("sandbox.network"), "[Network]\nInternal=true\n");
        Files.writeString(dir.resolve("open.network"), "[Network]\n");
        Workload w = extract("a.container", "[Container]\nImage=a\nNetwork=sandbox.network\nNetwork=open.network\nNetwork=ext\n");
        assertThat(w.networks()).extracting(n -> n.name() + "=" + n.route())
                .containsExactly("sandbox.network=INTERNAL", "open.network=OUT", "ext=UNKNOWN");
    }

    @Test
    void podsAndKubeUnitsArePartial() throws Exception {
        Workload pod = extract("etc/containers/systemd/web.pod", "[Pod]\nPublishPort=8080:80\nVolume=/:/host\n");
        assertThat(pod.partial()).isTrue();
        assertThat(pod.engineMode()).isEqualTo(Workload.EngineMode.ROOTFUL);
        assertThat(pod.ports()).hasSize(1);
        assertThat(pod.mounts()).hasSize(1);
        Workload kube = extract("app.kube", "[Kube]\nYaml=app.yaml\nPublishPort=9000:9000\n");
        assertThat(kube.partial()).isTrue();
    }

    @Test
    void serviceLimitsCount() throws Exception {
        Workload w = extract("a.container", "[Container]\nImage=a\n[Service]\nTasksMax=100\nMemoryMax=1G\nCPUQuota=200%\n");
        assertThat(w.pidsLimit().value().toString()).isEqualTo("100");
        assertThat(w.memoryLimit().value().toString()).isEqualTo("1G");
        assertThat(w.cpuLimit().value().toString()).isEqualTo("200%");
    }

    @ParameterizedTest
    @CsvSource({
            "etc/containers/systemd/a.container, ROOTFUL",
            "usr/share/containers/systemd/a.container, ROOTFUL",
            "etc/containers/systemd/users/1000/a.container, ROOTLESS",
            "home/me/.config/containers/systemd/a.container, ROOTLESS",
            "deploy/a.container, UNKNOWN"})
    void rootfulByDirectory(String path, Workload.EngineMode mode) {
        assertThat(QuadletExtractor.engineMode(path)).isEqualTo(mode);
    }
}
