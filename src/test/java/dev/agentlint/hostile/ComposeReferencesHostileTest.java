package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compose files (and scripts) that try to make agentlint read outside the scanned tree or loop:
 * every reference is refused or bounded, and says so in an unresolved-reference note.
 */
class ComposeReferencesHostileTest {

    @TempDir
    Path tmp;

    private ScanResult scan(Path root) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                new Scanner(new ScanOptions(root, 4L << 20, 2), AllRules.catalog()).scan(List.of(root)));
    }

    @Test
    void referencesOutsideTheTreeAreNeverRead() throws IOException {
        Path repo = Files.createDirectories(tmp.resolve("repo"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        // If agentlint read this file, its privileged service would be reported.
        Files.writeString(outside.resolve("base.yaml"), "services:\n  base:\n    image: x\n    privileged: true\n");
        Files.createSymbolicLink(repo.resolve("shared"), outside);
        Files.writeString(repo.resolve("compose.yaml"), """
                include:
                  - /etc/passwd
                  - ../outside/base.yaml
                  - shared/base.yaml
                services:
                  a:
                    extends: {file: ../outside/base.yaml, service: base}
                  b:
                    extends: {file: shared/base.yaml, service: base}
                  c:
                    extends: {file: /etc/hostname, service: base}
                """);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        assertThat(r.findings()).noneMatch(f -> f.ruleId().equals("privileged-container"));
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("unresolved-reference")).hasSize(6)
                .allSatisfy(f -> assertThat(f.message()).containsAnyOf("outside the scanned tree", "symbolic link"));
    }

    @Test
    void referencesToSpecialFilesNeverBlock() throws Exception {
        Path repo = Files.createDirectories(tmp.resolve("special"));
        assertThat(new ProcessBuilder("mkfifo", repo.resolve("pipe.yaml").toString()).start().waitFor()).isZero();
        Files.createSymbolicLink(repo.resolve("zero.yaml"), Path.of("/dev/zero"));
        Files.writeString(repo.resolve("compose.yaml"), """
                include: [pipe.yaml, zero.yaml]
                services:
                  a:
                    extends: {file: pipe.yaml, service: x}
                  b:
                    extends: {file: zero.yaml, service: x}
                """);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("unresolved-reference")).hasSize(4)
                .allSatisfy(f -> assertThat(f.message()).containsAnyOf("not a regular file", "symbolic link", "outside the scanned tree"));
    }

    @Test
    void selfReferencesCyclesAndLongChainsAreBounded() throws IOException {
        StringBuilder chain = new StringBuilder("services:\n");
        for (int i = 0; i < 200; i++) chain.append("  s").append(i).append(":\n    extends: s").append(i + 1).append('\n');
        chain.append("  s200:\n    image: x\n    privileged: true\n");
        Files.writeString(tmp.resolve("compose.yaml"), chain.toString());
        Files.writeString(tmp.resolve("docker-compose.yml"), """
                include: [docker-compose.yml, docker-compose.yml]
                services:
                  a: {extends: {file: docker-compose.yml, service: b}}
                  b: {extends: {file: docker-compose.yml, service: a}}
                """);
        ScanResult r = scan(tmp);
        assertThat(r.errors()).isEmpty();
        List<Finding> notes = r.findings().stream().filter(f -> f.ruleId().equals("unresolved-reference")).toList();
        assertThat(notes).anySatisfy(f -> assertThat(f.message()).contains("circular or deeper"));
    }

    /**
     * volumes_from copies mounts: a generated chain of services, each with its own mount and
     * inheriting all before it, would grow quadratically. The inheritance is bounded for the file,
     * and where it stops is said; a cycle ends.
     */
    @Test
    void volumesFromChainsAndCyclesAreBounded() throws IOException {
        Path repo = Files.createDirectories(tmp.resolve("volumes-from"));
        StringBuilder compose = new StringBuilder("services:\n  s0:\n    image: x\n    volumes: [\"/etc:/e\"]\n");
        for (int i = 1; i < 3_000; i++) {
            compose.append("  s").append(i).append(":\n    image: x\n    volumes: [\"/srv/").append(i).append(":/d\"]\n")
                    .append("    volumes_from: [s").append(i - 1).append("]\n");
        }
        compose.append("  loop-a:\n    image: x\n    volumes_from: [loop-b]\n  loop-b:\n    image: x\n    volumes_from: [loop-a]\n");
        Files.writeString(repo.resolve("compose.yaml"), compose);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        List<Finding> etc = r.findings().stream().filter(f -> f.ruleId().equals("sensitive-host-path-mounted")).toList();
        assertThat(etc).as("/etc reaches the services down the chain until the bound").hasSizeGreaterThan(100);
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("unresolved-reference"))
                .anySatisfy(f -> assertThat(f.message()).contains("inherited mounts in the file"));
    }

    /** The same bound for a script's docker run --volumes-from chain. */
    @Test
    void scriptVolumesFromChainsAreBounded() throws IOException {
        Path repo = Files.createDirectories(tmp.resolve("script-volumes-from"));
        StringBuilder script = new StringBuilder("#!/bin/sh\ndocker run -d --name s0 -v /etc:/e busybox\n");
        for (int i = 1; i < 3_000; i++) {
            script.append("docker run -d --name s").append(i).append(" -v /srv/").append(i).append(":/d --volumes-from s")
                    .append(i - 1).append(" busybox\n");
        }
        Files.writeString(repo.resolve("run.sh"), script);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("sensitive-host-path-mounted")).hasSizeGreaterThan(100);
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("unresolved-reference"))
                .anySatisfy(f -> assertThat(f.message()).contains("inherited mounts in the file"));
    }
}
