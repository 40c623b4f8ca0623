package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** VM and service files through the whole pipeline: what a scan of a directory reports. */
class VmServiceScanTest {

    @TempDir
    Path dir;

    private Path write(String rel, byte[] bytes) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        return Files.write(p, bytes);
    }

    private ScanResult scan(Path root) {
        return new Scanner(new ScanOptions(dir, 4L << 20, 2), AllRules.catalog()).scan(List.of(root));
    }

    @Test
    void binaryPlistsAreSkippedWithAHint() throws IOException {
        byte[] head = "bplist00\u00d1\u0001\u0002_\u0010\u0010ProgramArguments".getBytes(StandardCharsets.ISO_8859_1);
        write("Library/LaunchAgents/com.example.agent.plist", head);
        ScanResult r = scan(dir);
        assertThat(r.errors()).isEmpty();
        assertThat(r.skipped()).singleElement().satisfies(n -> assertThat(n.message()).contains("binary property list"));
    }

    @Test
    void aFindingInADropInIsReportedOnceThroughTheDropInsOwnScan() throws IOException {
        write("etc/systemd/system/claude.service", "[Service]\nExecStart=/usr/local/bin/claude -p x\n".getBytes(StandardCharsets.UTF_8));
        write("etc/systemd/system/claude.service.d/override.conf", "[Service]\nKillMode=process\n".getBytes(StandardCharsets.UTF_8));
        List<Finding> whole = scan(dir).findings().stream().filter(f -> f.ruleId().equals("agent-service-leaves-processes")).toList();
        assertThat(whole).singleElement().satisfies(f -> assertThat(f.path()).endsWith("claude.service.d/override.conf"));
        // Both the unit and the drop-in yield the merged service; the finding lies in the drop-in, so
        // the unit's own scan leaves it to the drop-in's (which a scan of the unit alone does not run).
        List<Finding> unitOnly = scan(dir.resolve("etc/systemd/system/claude.service")).findings().stream()
                .filter(f -> f.ruleId().equals("agent-service-leaves-processes")).toList();
        assertThat(unitOnly).isEmpty();
    }
}
