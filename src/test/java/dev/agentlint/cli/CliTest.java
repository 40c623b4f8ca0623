package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.base.Format;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line as users and CI see it: exit codes, formats, output files. */
public class CliTest {

    /** One in-process run of the command line: its exit code and what it wrote to each stream. */
    public record Run(int exit, String out, String err) {}

    public static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    static Path tree(Path dir, String settingsJson) throws Exception {
        Path f = dir.resolve(".claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, settingsJson);
        return dir;
    }

    @ParameterizedTest
    @ValueSource(strings = {"text", "json", "sarif", "github"})
    void exitCodeDoesNotDependOnTheFormat(String format, @TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        assertThat(run("scan", "--format", format, dir.toString()).exit()).isEqualTo(1);
        assertThat(run("scan", "--format", format, "--fail-on", "none", dir.toString()).exit()).isEqualTo(0);
        Path clean = Files.createDirectories(dir.resolve("clean"));
        tree(clean, "{\"permissions\": {\"allow\": [\"Bash(npm run test *)\"]}}");
        assertThat(run("scan", "--format", format, clean.toString()).exit()).isEqualTo(0);
        assertThat(run("scan", "--format", format, "--fail-on", "bogus", clean.toString()).exit()).isEqualTo(2);
    }

    @Test
    void failOnThresholds(@TempDir Path dir) throws Exception {
        // Only a warning: credentials readable in an otherwise strict sandbox.
        tree(dir, "{\"sandbox\": {\"enabled\": true, \"allowUnsandboxedCommands\": false, \"failIfUnavailable\": true}}");
        assertThat(run("scan", dir.toString()).exit()).isEqualTo(0);
        assertThat(run("scan", "--fail-on", "warning", dir.toString()).exit()).isEqualTo(1);
        assertThat(run("scan", "--fail-on", "note", dir.toString()).exit()).isEqualTo(1);
        assertThat(run("scan", "--fail-on", "error", dir.toString()).exit()).isEqualTo(0);
    }

    @Test
    void textReportShowsLocationRuleCaretAndSummary(@TempDir Path dir) throws Exception {
        tree(dir, "{\n  \"permissions\": {\"defaultMode\": \"bypassPermissions\"}\n}");
        Run r = run("scan", "--no-color", dir.toString());
        assertThat(r.out()).contains("/.claude/settings.json:2:19 error permission-bypass-by-default ");
        assertThat(r.out()).contains("^^^^");
        assertThat(r.out()).contains("1 error, 0 warnings, 0 notes in 1 file scanned (claude-settings 1)");
        assertThat(r.out()).doesNotContain("\u001b[");
    }

    @Test
    void outputFileReceivesTheReport(@TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        Path report = dir.resolve("out/report.sarif");
        Run r = run("scan", "--format", "sarif", "-o", report.toString(), dir.resolve(".claude").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(Files.readString(report)).contains("\"version\" : \"2.1.0\"", "permission-bypass-by-default");
    }

    @Test
    void singleFilesAreScannedLikeDirectories(@TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        Run r = run("scan", "--format", "json", dir.resolve(".claude/settings.json").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("\"rule\" : \"permission-bypass-by-default\"");
    }

    @Test
    void aMissingPathIsAUsageError(@TempDir Path dir) throws Exception {
        tree(dir, "{}");
        Run r = run("scan", "--format", "json", dir.toString(), dir.resolve("nope").toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("no such file or directory: " + dir.resolve("nope"));
        assertThat(r.out()).as("no report for a scan that was not run").isEmpty();
    }

    @Test
    void usageErrorsExitTwo() {
        assertThat(run("scan", "--no-such-option").exit()).isEqualTo(2);
        assertThat(run("frobnicate").exit()).isEqualTo(2);
        assertThat(run("explain", "no-such-rule").exit()).isEqualTo(2);
    }

    @Test
    void rulesExplainVersionAndHelp() {
        Run rules = run("rules");
        assertThat(rules.exit()).isZero();
        assertThat(rules.out()).contains("sandbox-host-fallback", "RUN-003", "error");
        Run explain = run("explain", "RUN-003");
        assertThat(explain.exit()).isZero();
        assertThat(explain.out()).contains("sandbox-host-fallback\n", "What to do\n", "Problematic:");
        Run unenforced = run("explain", "RUN-013");
        assertThat(unenforced.exit()).isZero();
        assertThat(unenforced.out()).contains("No agentlint rule enforces RUN-013: which code belongs to which trust domain");
        assertThat(run("--version").out()).startsWith("agentlint ");
        // A version request builds no subcommand; the answer and exit code are the same however it is spelled.
        for (String[] v : new String[][] {{"-V"}, {"--debug", "--version"}, {"--version", "--debug"}}) {
            Run r = run(v);
            assertThat(r.exit()).as(String.join(" ", v)).isZero();
            assertThat(r.out()).as(String.join(" ", v)).isEqualTo(run("--version").out());
        }
        assertThat(run("--help").out()).contains("scan", "rules", "explain", "Exit codes");
    }

    @Test
    void oneScanWritesTheMainReportAndExtraReports(@TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        Path sarif = dir.resolve("out/agentlint.sarif");
        Path json = dir.resolve("out/agentlint.json");
        Run r = run("scan", "--format", "github", "--report", "sarif=" + sarif, "--report", "JSON=" + json, dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).startsWith("::error file=").contains("permission-bypass-by-default");
        assertThat(Files.readString(sarif)).contains("\"version\" : \"2.1.0\"", "permission-bypass-by-default");
        assertThat(Files.readString(json)).contains("\"schemaVersion\" : 1", "permission-bypass-by-default");
    }

    @Test
    void twoReportsIntoOneFileAreAUsageError(@TempDir Path dir) throws Exception {
        tree(dir, "{}");
        Path f = dir.resolve("report");
        assertThat(run("scan", "-o", f.toString(), "--report", "sarif=" + f, dir.toString()).exit()).isEqualTo(2);
        assertThat(run("scan", "--report", "json=" + f, "--report", "sarif=" + f, dir.toString()).exit()).isEqualTo(2);
        assertThat(run("scan", "--report", "xml=" + f, dir.toString()).exit()).isEqualTo(2);
        assertThat(f).doesNotExist();
    }

    @Test
    void fileNamesAfterDoubleDashAreNeverOptions(@TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        Path settings = dir.resolve(".claude/settings.json");
        String before = Files.readString(settings);
        // Without "--", "-o <settings>" would overwrite the scanned file with the report.
        Run r = run("scan", "--no-color", "--", "-o", settings.toString(), "--", "--fail-on=none");
        assertThat(r.exit()).as("-o, -- and --fail-on=none are paths, and not there").isEqualTo(2);
        assertThat(r.err()).contains("no such file or directory: -o, --, --fail-on=none");
        assertThat(Files.readString(settings)).isEqualTo(before);
    }

    @Test
    void atFilesAreNotExpanded(@TempDir Path dir) throws Exception {
        tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        Path args = Files.writeString(dir.resolve("args"), "--fail-on\nnone\n");
        Run r = run("scan", "--no-color", "@" + args, dir.resolve(".claude").toString());
        assertThat(r.exit()).as("the @file must not have turned into --fail-on none, but stayed a path").isEqualTo(2);
        assertThat(r.err()).contains("no such file or directory: @" + args);
    }

    @Test
    void helpAndCompletionSeeEverySubcommandWhateverRunsOnlyBuildsItsOwn() {
        for (String sub : new String[] {"scan", "rules", "explain", "generate-completion"}) {
            assertThat(run("--help").out()).contains(sub);
            assertThat(run("--debug", sub, "--help").exit()).as(sub).isZero();
        }
        Run completion = run("generate-completion");
        assertThat(completion.exit()).isZero();
        assertThat(completion.out()).contains("complete -F", "scan", "rules", "explain", "--fail-on", "--report");
        Run unknown = run("scna");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("scan");
    }

    /** The launcher's start-up training: every example in every format, scanned without an internal error. */
    @Test
    void trainingSetIsHiddenAndScansEveryFormatCleanly(@TempDir Path dir) throws Exception {
        Path samples = dir.resolve("samples");
        assertThat(run("training-set", samples.toString()).exit()).isZero();
        assertThat(run("--help").out()).doesNotContain("training-set");
        assertThat(run("generate-completion").out()).doesNotContain("training-set");
        Run scan = run("scan", "--config", samples.resolve(".agentlint.yaml").toString(), "--fail-on", "none", "--format", "json", samples.toString());
        assertThat(scan.exit()).as(scan.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(scan.out());
        assertThat(report.get("errors")).isEmpty();
        assertThat(report.at("/summary/suppressed").asInt()).as("the configuration's ignores are used").isPositive();
        Set<String> formats = new TreeSet<>();
        report.at("/summary/formats").fieldNames().forEachRemaining(formats::add);
        Set<String> all = new TreeSet<>();
        for (Format f : Format.values()) all.add(f.id());
        assertThat(formats).as("every format is trained").isEqualTo(all);
    }
}
