package dev.agentlint.hostile;

import static dev.agentlint.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.cli.CliTest.Run;
import dev.agentlint.base.Format;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.rules.AllRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What agentlint could not check fails the scan: a launcher or agent/isolation configuration that
 * is unreadable, too large, binary or past a work budget is a {@code not-checked} error; a shell
 * script with NUL bytes is read as bash reads it; an unreadable scan root is exit 2 and an
 * incomplete report; a file size cap that cannot be honoured is refused.
 */
class FailClosedTest {

    @TempDir
    Path dir;


    private Path write(String rel, byte[] bytes) throws Exception {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.write(p, bytes);
        return p;
    }

    @Test
    void aScriptWithNulBytesIsReadAsBashReadsItNotSkipped() throws Exception {
        // bash and dash drop NUL bytes and run the rest: `exit 0` first hides nothing from them.
        write("scripts/run-agent.sh", "#!/bin/sh\nexit 0\n\0\0\0\nclaude --dangerously-skip-permissions\n".getBytes());
        Run r = run("scan", "--format", "json", dir.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(r.out());
        assertThat(report.get("findings")).anySatisfy(f -> {
            assertThat(f.get("rule").asText()).isEqualTo("permission-bypass-outside-isolation");
            assertThat(f.get("line").asInt()).isEqualTo(4);
        });
        assertThat(report.get("notices").toString()).contains("3 NUL bytes were ignored");
        Run github = run("scan", "--format", "github", dir.toString());
        assertThat(github.exit()).isEqualTo(1);
        assertThat(github.out()).contains("::error file=").doesNotContain("agentlint: 0 errors");
    }

    @Test
    void aLauncherPaddedPastTheSizeCapOrMadeBinaryFailsTheScan() throws Exception {
        byte[] padded = ("#!/bin/sh\nclaude --dangerously-skip-permissions\n" + "#".repeat(2000)).getBytes();
        write("big/run-agent.sh", padded);
        write("bin/.claude/settings.json", "{\"permissions\": {}}\n\0".getBytes());
        Run r = run("scan", "--format", "json", "--max-file-size", "1000", dir.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        JsonNode findings = new ObjectMapper().readTree(r.out()).get("findings");
        assertThat(findings).anySatisfy(f -> {
            assertThat(f.get("rule").asText()).isEqualTo("not-checked");
            assertThat(f.get("level").asText()).isEqualTo("error");
            assertThat(f.get("path").asText()).endsWith("big/run-agent.sh");
            assertThat(f.get("message").asText()).contains("larger than the");
        });
        assertThat(findings).anySatisfy(f -> {
            assertThat(f.get("rule").asText()).isEqualTo("not-checked");
            assertThat(f.get("path").asText()).endsWith("bin/.claude/settings.json");
            assertThat(f.get("message").asText()).contains("binary");
        });
        // A team can lower it, with the decision in its configuration.
        Files.writeString(dir.resolve(".agentlint.yaml"), "rules:\n  not-checked: warning\n");
        assertThat(run("scan", "--max-file-size", "1000", dir.toString()).exit()).isEqualTo(0);
    }

    @Test
    void aScriptPastTheWordBudgetSaysWhereCheckingStopped() {
        StringBuilder s = new StringBuilder("#!/bin/sh\necho start\n");
        s.append("echo").append(" w".repeat(200_001)).append('\n');
        s.append("claude --dangerously-skip-permissions\n");
        FileCheck.Result r = new FileCheck(AllRules.catalog()).run("run-agent.sh", Format.SHELL, s.toString());
        List<Finding> notChecked = r.findings().stream().filter(f -> f.ruleId().equals("not-checked")).toList();
        assertThat(notChecked).singleElement().satisfies(f -> {
            assertThat(f.level()).isEqualTo(Level.ERROR);
            assertThat(f.span().line()).isEqualTo(3);
            assertThat(f.span().column()).isGreaterThan(1);
            assertThat(f.message()).contains("stopped checking this file here", "200000 words");
        });
    }

    @Test
    void aParseErrorOfAnAgentConfigIsAnError() throws Exception {
        write(".claude/settings.json", "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"},}".getBytes());
        Run r = run("scan", dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("error parse-error");
    }

    @Test
    void aFileSizeCapAboveTwoGibibytesIsRefused() {
        Run r = run("scan", "--max-file-size", "3000000000", dir.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--max-file-size is at most 2147483631");
        assertThat(run("scan", "--max-file-size", "2147483631", dir.toString()).exit()).isEqualTo(0);
    }

    @Test
    void anUnreadableScanRootIsExitTwoAndAnIncompleteReport() throws Exception {
        Path tree = dir.resolve("repo");
        Path closed = write("repo/closed/.claude/settings.json", "{}".getBytes()).getParent().getParent();
        UnprivilegedScan.openUpTo(tree);
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("---------"));
        try {
            UnprivilegedScan.Result r = UnprivilegedScan.scan(tree, Files.createDirectories(dir.resolve("runtime")), "closed");
            // Refused before the scan, with the reason; were it to become unreadable during the walk, the
            // report would say "complete": false and the exit code would be 2 all the same.
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).contains("cannot read closed: permission denied");
            assertThat(r.report() == null || !r.report().get("summary").get("complete").asBoolean()).isTrue();
        } finally {
            Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
        }
    }
}
