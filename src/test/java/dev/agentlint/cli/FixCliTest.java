package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Finding;
import dev.agentlint.config.Config;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.fix.FilePatch;
import dev.agentlint.fix.FixPlan;
import dev.agentlint.fix.FixWriter;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FixCliTest {

    private static final String SETTINGS = "{\n  \"sandbox\": {\n    \"enabled\": true\n  }\n}\n";
    private static final String FIXED = "{\n  \"sandbox\": {\n    \"enabled\": true,\n"
            + "    \"allowUnsandboxedCommands\": false,\n    \"failIfUnavailable\": true\n  }\n}\n";
    private static final String WSL = "[automount]\r\nenabled = true\r\n[interop]\r\nenabled=false\r\nappendWindowsPath=true\r\n";

    @TempDir
    Path dir;

    private Path settings() throws IOException {
        Path f = dir.resolve(".claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, SETTINGS);
        return f;
    }

    @Test
    void fixWritesSafeFixesAndJudgesWhatRemains() throws IOException {
        Path f = settings();
        CliTest.Run r = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", dir.toString(), "--fix");
        assertThat(r.exit()).isEqualTo(ExitCode.CLEAN);
        assertThat(Files.readString(f)).isEqualTo(FIXED);
        assertThat(r.err()).contains("fixed 2 findings in 1 file");
        CliTest.Run again = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", dir.toString(), "--fix");
        assertThat(again.err()).contains("fixed 0 findings in 0 files");
        assertThat(Files.readString(f)).isEqualTo(FIXED);
    }

    @Test
    void unsafeFixesOnlyWithUnsafeFixes() throws IOException {
        Path f = dir.resolve("etc/wsl.conf");
        Files.createDirectories(f.getParent());
        Files.writeString(f, WSL);
        CliTest.Run safe = CliTest.run("scan", "--no-config", dir.toString(), "--fix", "--fail-on", "none");
        assertThat(safe.exit()).isEqualTo(ExitCode.CLEAN);
        // appendWindowsPath is a safe fix; the drive mounts an unsafe one; CRLF and the spaces around '=' stay.
        assertThat(Files.readString(f)).isEqualTo("[automount]\r\nenabled = true\r\n[interop]\r\nenabled=false\r\nappendWindowsPath = false\r\n"
                .replace("appendWindowsPath = false", "appendWindowsPath=false").replace("enabled = true", "enabled = true"));
        CliTest.Run unsafe = CliTest.run("scan", "--no-config", dir.toString(), "--fix", "--unsafe-fixes", "--fail-on", "none");
        assertThat(unsafe.exit()).isEqualTo(ExitCode.CLEAN);
        assertThat(Files.readString(f)).isEqualTo("[automount]\r\nenabled = false\r\n[interop]\r\nenabled=false\r\nappendWindowsPath=false\r\n");
    }

    @Test
    void diffPrintsAndChangesNothing() throws IOException {
        Path f = settings();
        CliTest.Run r = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", dir.toString(), "--diff");
        assertThat(r.exit()).isEqualTo(ExitCode.FINDINGS);
        assertThat(r.out()).contains("@@ -1,5 +1,7 @@", "-    \"enabled\": true\n", "+    \"allowUnsandboxedCommands\": false,\n");
        assertThat(Files.readString(f)).isEqualTo(SETTINGS);
    }

    @Test
    void usageErrors() {
        assertThat(CliTest.run("scan", "--fix", "--diff", dir.toString()).exit()).isEqualTo(ExitCode.ERROR);
        assertThat(CliTest.run("scan", "--unsafe-fixes", dir.toString()).exit()).isEqualTo(ExitCode.ERROR);
    }

    @Test
    void neverThroughASymbolicLink() throws IOException {
        Path real = dir.resolve("real/.claude");
        Files.createDirectories(real);
        Files.writeString(real.resolve("settings.json"), SETTINGS);
        Path tree = dir.resolve("tree");
        Files.createDirectories(tree);
        Files.createSymbolicLink(tree.resolve(".claude"), real);
        ScanResult r = scan(dir);
        FixPlan plan = FixPlan.of(r.findings(), f -> true, List.of(tree));
        assertThat(plan.patches()).isEmpty();
        assertThat(Files.readString(real.resolve("settings.json"))).isEqualTo(SETTINGS);
    }

    @Test
    void aFileChangedSinceItWasReadIsLeftAlone() throws IOException {
        Path f = settings();
        ScanResult r = scan(dir);
        Files.writeString(f, SETTINGS.replace("true", "true "));
        FixPlan plan = FixPlan.of(r.findings(), Finding::fixable, List.of(dir));
        assertThat(plan.patches()).isEmpty();
        assertThat(plan.refused()).singleElement().satisfies(x -> assertThat(x.reason()).contains("changed since it was read"));

        Files.writeString(f, SETTINGS);
        FilePatch p = FixPlan.of(scan(dir).findings(), Finding::fixable, List.of(dir)).patches().get(0);
        Files.writeString(f, SETTINGS + " ");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FixWriter.write(p)).isInstanceOf(FixWriter.Changed.class);
        assertThat(Files.readString(f)).isEqualTo(SETTINGS + " ");
    }

    @Test
    void reportsCarryTheFix() throws IOException {
        settings();
        CliTest.Run json = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", "--format", "json", dir.toString());
        assertThat(json.out()).contains("\"fix\" : {", "\"kind\" : \"safe\"", "\"text\" : \",\\n    \\\"allowUnsandboxedCommands\\\": false\"");
        CliTest.Run sarif = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", "--format", "sarif", dir.toString());
        assertThat(sarif.out()).contains("\"fixes\"", "\"artifactChanges\"", "\"deletedRegion\"", "\"insertedContent\"");
        CliTest.Run text = CliTest.run("scan", "--no-config", "--select", "sandbox-host-fallback", dir.toString());
        assertThat(text.out()).contains("fix: \"allowUnsandboxedCommands\": false", "fix: \"failIfUnavailable\": true");
    }

    private static ScanResult scan(Path tree) {
        return new Scanner(new ScanOptions(tree, 4 << 20, 1), AllRules.catalog(), FilterSettings.from(Config.NONE, Clock.systemUTC()))
                .scan(List.of(tree));
    }
}
