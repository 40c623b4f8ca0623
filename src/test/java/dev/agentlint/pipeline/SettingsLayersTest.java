package dev.agentlint.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.agentlint.check.Finding;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Claude Code project's settings files are merged through the tree only: a layer reached
 * through a symbolic link, or lying outside the scanned tree, is not read, and each project's
 * problem is reported once, by the file that causes it, whichever of its files is scanned.
 */
class SettingsLayersTest {

    @TempDir
    Path dir;

    private static final String HARDENED = """
            {"sandbox": {"enabled": true, "allowUnsandboxedCommands": false, "failIfUnavailable": true}}
            """;
    private static final String REENABLES = """
            {"sandbox": {"allowUnsandboxedCommands": true}}
            """;

    private List<Finding> scan(Path root, Path... paths) {
        ScanResult r = new Scanner(ScanOptions.defaults(root), AllRules.catalog()).scan(List.of(paths));
        assertThat(r.errors()).isEmpty();
        return r.findings().stream().filter(f -> f.ruleId().equals("sandbox-host-fallback")).toList();
    }

    @Test
    void theLocalFileIsJudgedWithTheProjectFileAndReportedOnce() throws IOException {
        Path claude = Files.createDirectories(dir.resolve(".claude"));
        Files.writeString(claude.resolve("settings.json"), HARDENED);
        Files.writeString(claude.resolve("settings.local.json"), REENABLES);
        List<Finding> findings = scan(dir, dir);
        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.path()).endsWith(".claude/settings.local.json");
            assertThat(f.related()).extracting(Finding.Related::path).allMatch(p -> p.endsWith(".claude/settings.json"));
        });
        // Scanned alone, inside the same tree, the project file holds no problem of its own.
        assertThat(scan(dir, claude.resolve("settings.json"))).isEmpty();
        assertThat(scan(dir, claude.resolve("settings.local.json"))).hasSize(1);
    }

    @Test
    void aLayerReachedThroughASymbolicLinkIsNotRead() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("settings.json"), HARDENED);
        Path project = Files.createDirectories(dir.resolve("project/.claude"));
        Files.writeString(project.resolve("settings.local.json"), REENABLES);
        try {
            Files.createSymbolicLink(project.resolve("settings.json"), outside.resolve("settings.json"));
        } catch (UnsupportedOperationException | IOException e) {
            assumeThat(false).as("symbolic links").isTrue();
        }
        // The local file alone does not enable the sandbox: nothing to say, and nothing read through the link.
        assertThat(scan(dir.resolve("project"), dir.resolve("project"))).isEmpty();
    }
}
