package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A repository with two projects, each with its own {@code .agentlint.yaml}: every file follows the
 * nearest configuration above it, whichever paths the scan is given.
 */
class MonorepoConfigCliTest {

    /** An error of permission-bypass-by-default (RUN-004) in every project. */
    private static final String BYPASS = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n";

    @TempDir
    Path repo;

    @BeforeEach
    void twoProjects() throws Exception {
        Files.createDirectories(repo.resolve(".git"));
        write("a/.agentlint.yaml", "rules:\n  permission-bypass-by-default: off\n");
        write("a/.claude/settings.json", BYPASS);
        write("b/.agentlint.yaml", "exclude: [generated/]\n");
        write("b/.claude/settings.json", BYPASS);
        write("b/generated/.claude/settings.json", BYPASS);
    }

    private void write(String rel, String text) throws Exception {
        Path f = repo.resolve(rel);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    private String p(String rel) {
        return repo.resolve(rel).toString();
    }

    @Test
    void namedFilesUnderTwoConfigurationsEachFollowTheirOwn() {
        CliTest.Run r = CliTest.run("scan", "--no-color", "--", p("a/.claude/settings.json"), p("b/.claude/settings.json"));
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("b/.claude/settings.json:1:").doesNotContain("a/.claude/settings.json:1:");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void aDirectoryScanGivesEachFileTheVerdictOfItsOwnProjectScan() {
        CliTest.Run all = CliTest.run("scan", "--no-color", "--", p("."));
        CliTest.Run b = CliTest.run("scan", "--no-color", "--", p("b"));
        CliTest.Run a = CliTest.run("scan", "--no-color", "--", p("a"));
        assertThat(all.exit()).as(all.err()).isEqualTo(1);
        assertThat(all.out()).contains("b/.claude/settings.json:1:18 error permission-bypass-by-default")
                .doesNotContain("a/.claude/settings.json:1:").doesNotContain("generated");
        assertThat(b.out()).contains("b/.claude/settings.json:1:18 error permission-bypass-by-default").doesNotContain("generated");
        assertThat(a.exit()).isZero();
        assertThat(all.out()).contains("1 error, 0 warnings, 0 notes in 2 files scanned");
    }

    @Test
    void anExplicitConfigurationAppliesToEverything() throws Exception {
        write("central.yaml", "rules:\n  RUN-004: warning\n");
        CliTest.Run r = CliTest.run("scan", "--no-color", "--config", p("central.yaml"), "--", p("."));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("a/.claude/settings.json:1:18 warning permission-bypass-by-default")
                .contains("b/.claude/settings.json:1:18 warning").contains("b/generated/.claude/settings.json:1:18 warning");
    }

    @Test
    void anInvalidNestedConfigurationIsAnErrorOnce() throws Exception {
        write("b/.agentlint.yaml", "exlude: [generated/]\n");
        CliTest.Run r = CliTest.run("scan", "--no-color", "--", p("."));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).startsWith("agentlint: ").doesNotContain("agentlint: agentlint:").contains(".agentlint.yaml:1:1: ");
        assertThat(r.out()).isEmpty();
    }
}
