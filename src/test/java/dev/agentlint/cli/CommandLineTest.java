package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What users of ruff, shellcheck and hadolint reach for: selection, output filters, standard input, errors that say why. */
class CommandLineTest {

    /** An error (permission-bypass-by-default, RUN-004, family agent) and a warning (credentials-readable-in-sandbox). */
    private static final String ERROR_AND_WARNING = """
            {"permissions": {"defaultMode": "bypassPermissions"},
             "sandbox": {"enabled": true, "allowUnsandboxedCommands": false, "failIfUnavailable": true}}
            """;

    private static Path settings(Path dir, String text) throws Exception {
        Path f = dir.resolve(".claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        return f;
    }

    private static JsonNode json(String out) throws Exception {
        return new ObjectMapper().readTree(out);
    }

    private static java.util.List<String> rules(String jsonReport) throws Exception {
        java.util.List<String> ids = new java.util.ArrayList<>();
        json(jsonReport).get("findings").forEach(f -> ids.add(f.get("rule").asText()));
        return ids;
    }

    @Test
    void selectAndIgnoreTakeRuleIdsRunIdsAndFamilies(@TempDir Path dir) throws Exception {
        settings(dir, ERROR_AND_WARNING);
        String d = dir.toString();
        assertThat(rules(CliTest.run("scan", "-f", "json", d).out()))
                .contains("permission-bypass-by-default", "credentials-readable-in-sandbox");
        assertThat(rules(CliTest.run("scan", "-f", "json", "--select", "permission-bypass-by-default", d).out()))
                .containsOnly("permission-bypass-by-default");
        assertThat(rules(CliTest.run("scan", "-f", "json", "--select", "RUN-004", d).out())).containsOnly("permission-bypass-by-default");
        CliTest.Run ignored = CliTest.run("scan", "-f", "json", "--ignore", "RUN-004,permission-bypass-by-default", d);
        assertThat(rules(ignored.out())).doesNotContain("permission-bypass-by-default").contains("credentials-readable-in-sandbox");
        assertThat(ignored.exit()).as("the error is not run, so nothing fails").isZero();
        // Repeatable, and --ignore wins over --select.
        assertThat(rules(CliTest.run("scan", "-f", "json", "--select", "agent", "--select", "RUN-004",
                "--ignore", "credentials-readable-in-sandbox", d).out())).containsOnly("permission-bypass-by-default");
        CliTest.Run typo = CliTest.run("scan", "--select", "permission-bypass", d);
        assertThat(typo.exit()).isEqualTo(2);
        assertThat(typo.err().lines()).hasSize(2);
        assertThat(typo.err()).startsWith("agentlint: --select: 'permission-bypass' is no rule id").contains("try `agentlint scan --help`");
        assertThat(typo.out()).isEmpty();
    }

    @Test
    void showFiltersTheReportsWhileTheExitCodeFollowsFailOn(@TempDir Path dir) throws Exception {
        settings(dir, ERROR_AND_WARNING);
        CliTest.Run errors = CliTest.run("scan", "-f", "json", "--show", "error", dir.toString());
        assertThat(rules(errors.out())).containsOnly("permission-bypass-by-default");
        CliTest.Run hidden = CliTest.run("scan", "--no-color", "--show", "error", "--fail-on", "warning",
                "--ignore", "permission-bypass-by-default", dir.toString());
        assertThat(hidden.out()).doesNotContain("credentials-readable-in-sandbox");
        assertThat(hidden.exit()).as("the warning is hidden, but --fail-on warning still counts it").isEqualTo(1);
    }

    @Test
    void standardInputIsCheckedAsTheFileNamedByStdinFilename(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        Files.writeString(dir.resolve(".agentlint.yaml"), "rules:\n  credentials-readable-in-sandbox: off\n");
        String path = dir.resolve("pkg/.claude/settings.json").toString();
        CliTest.Run r = withStdin(ERROR_AND_WARNING, () -> CliTest.run("scan", "-f", "json", "--stdin-filename", path, "-"));
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        JsonNode report = json(r.out());
        assertThat(report.get("findings")).hasSize(1);
        assertThat(report.at("/findings/0/rule").asText()).as("the configuration above the path governs").isEqualTo("permission-bypass-by-default");
        assertThat(report.at("/findings/0/path").asText()).endsWith("pkg/.claude/settings.json");
        // The name decides the format: the same text under a name agentlint does not check is not checked.
        CliTest.Run other = withStdin(ERROR_AND_WARNING, () -> CliTest.run("scan", "-f", "json", "--stdin-filename",
                dir.resolve("notes.txt").toString(), "-"));
        assertThat(other.exit()).isZero();
        assertThat(json(other.out()).get("findings")).isEmpty();
        CliTest.Run inline = withStdin("{\"sandbox\": {\"enabled\": true}}\n", () -> CliTest.run("scan", "--no-color",
                "--stdin-filename", path, "-"));
        assertThat(inline.out()).contains("pkg/.claude/settings.json:1:2 error sandbox-host-fallback");
        CliTest.Run mixed = CliTest.run("scan", "--stdin-filename", path, "-", dir.toString());
        assertThat(mixed.exit()).isEqualTo(2);
        assertThat(mixed.err()).contains("--stdin-filename goes with the single path '-'");
    }

    private static CliTest.Run withStdin(String text, java.util.function.Supplier<CliTest.Run> run) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            return run.get();
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void ioErrorsKeepTheOperatingSystemsReason(@TempDir Path dir) throws Exception {
        settings(dir, ERROR_AND_WARNING);
        Path notADirectory = Files.writeString(dir.resolve("plain-file"), "x");
        CliTest.Run out = CliTest.run("scan", "-f", "sarif", "-o", notADirectory.resolve("agentlint.sarif").toString(), dir.toString());
        assertThat(out.exit()).isEqualTo(2);
        assertThat(out.err()).contains("agentlint: cannot write the report to " + notADirectory.resolve("agentlint.sarif") + ": ")
                .containsAnyOf("file exists", "not a directory").doesNotContain("--debug");
        CliTest.Run config = CliTest.run("scan", "--config", dir.resolve("missing.yaml").toString(), dir.toString());
        assertThat(config.exit()).isEqualTo(2);
        assertThat(config.err()).contains("missing.yaml: cannot be read (no such file or directory)");
        CliTest.Run baseline = CliTest.run("scan", "--write-baseline", notADirectory.resolve("b.json").toString(), dir.toString());
        assertThat(baseline.exit()).isEqualTo(2);
        assertThat(baseline.err()).contains("cannot write the baseline to " + notADirectory.resolve("b.json") + ": ");
    }

    @Test
    void aUsageErrorIsOneLineAndWhereTheHelpIs() {
        CliTest.Run r = CliTest.run("scan", "--fail-on", "sometimes", ".");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().lines().toList()).hasSize(2);
        assertThat(r.err()).startsWith("agentlint: ").contains("--fail-on").endsWith("try `agentlint scan --help`\n");
        assertThat(r.err()).doesNotContain("Usage:");
        CliTest.Run top = CliTest.run("frobnicate");
        assertThat(top.exit()).isEqualTo(2);
        assertThat(top.err()).contains("try `agentlint --help`").doesNotContain("Usage:");
    }

    @Test
    void bareAgentlintPrintsTheShortHelpAndExitsTwo() {
        CliTest.Run r = CliTest.run();
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("Usage: agentlint COMMAND").contains("  scan ", "  explain ", "agentlint --help");
    }

    @Test
    void colourFollowsTheFlagThenNoColorThenForceColorThenTheTerminal() {
        Map<String, String> none = Map.of();
        assertThat(Colour.enabled(Colour.When.auto, true, none, true)).isTrue();
        assertThat(Colour.enabled(Colour.When.auto, true, none, false)).isFalse();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("NO_COLOR", "1"), true)).isFalse();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("NO_COLOR", ""), true)).as("empty means unset").isTrue();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("FORCE_COLOR", "1"), false)).isTrue();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("FORCE_COLOR", "0"), true)).isFalse();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("FORCE_COLOR", "1", "NO_COLOR", "1"), false)).isFalse();
        assertThat(Colour.enabled(Colour.When.auto, true, Map.of("TERM", "dumb"), true)).isFalse();
        assertThat(Colour.enabled(Colour.When.always, true, Map.of("NO_COLOR", "1"), false)).isTrue();
        assertThat(Colour.enabled(Colour.When.never, true, Map.of("FORCE_COLOR", "1"), true)).isFalse();
        assertThat(Colour.enabled(Colour.When.always, false, none, true)).as("files are never coloured").isFalse();
    }

    @Test
    void colorAlwaysAndNeverReachTheTextReport(@TempDir Path dir) throws Exception {
        settings(dir, ERROR_AND_WARNING);
        assertThat(CliTest.run("scan", "--color", "always", dir.toString()).out()).contains("\u001b[1;31merror\u001b[0m");
        assertThat(CliTest.run("scan", "--color", "never", dir.toString()).out()).doesNotContain("\u001b[");
        assertThat(CliTest.run("scan", "--color", "always", "--no-color", dir.toString()).out()).doesNotContain("\u001b[");
    }

    @Test
    void quietPrintsOnlyTheFindingsAndStatisticsCountsPerRule(@TempDir Path dir) throws Exception {
        settings(dir, ERROR_AND_WARNING);
        settings(dir.resolve("second"), ERROR_AND_WARNING);
        CliTest.Run quiet = CliTest.run("scan", "--no-color", "-q", dir.toString());
        assertThat(quiet.out()).contains("error permission-bypass-by-default").doesNotContain("files scanned");
        assertThat(CliTest.run("scan", "--no-color", "--quiet", "--fail-on", "none", dir.resolve("nothing-here").toString() + "/..").out())
                .doesNotContain("files scanned");
        CliTest.Run stats = CliTest.run("scan", "--no-color", "--statistics", dir.toString());
        assertThat(stats.exit()).isEqualTo(1);
        assertThat(stats.out()).containsPattern("(?m)^2  permission-bypass-by-default\\s+error\\s+Approval prompts bypassed by configuration$")
                .containsPattern("(?m)^2  credentials-readable-in-sandbox\\s+warning ")
                .doesNotContain(" | ").contains("2 errors, 2 warnings, 0 notes in 2 files scanned");
        assertThat(CliTest.run("scan", "--statistics", "-f", "json", dir.toString()).exit()).isEqualTo(2);
    }

    @Test
    void rulesAsJsonForTools() throws Exception {
        CliTest.Run r = CliTest.run("rules", "--format", "json");
        assertThat(r.exit()).isZero();
        JsonNode all = json(r.out());
        assertThat(all.isArray()).isTrue();
        JsonNode first = null;
        for (JsonNode n : all) if (n.get("id").asText().equals("sandbox-host-fallback")) first = n;
        assertThat(first).isNotNull();
        assertThat(first.get("level").asText()).isEqualTo("error");
        assertThat(first.get("policy").get(0).asText()).isEqualTo("RUN-003");
        assertThat(first.get("family").asText()).isEqualTo("agent");
        assertThat(first.get("helpUri").asText()).startsWith("https://").endsWith("/docs/rules/sandbox-host-fallback.md");
    }

    @Test
    void explainIsRenderedForATerminalWithAbsoluteLinks() {
        CliTest.Run r = CliTest.run("explain", "sandbox-host-fallback");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).startsWith("sandbox-host-fallback\n").contains("What to do\n", "Problematic:", "    { \"sandbox\"")
                .doesNotContain("```").doesNotContain("## ").doesNotContain("**").doesNotContain("](").doesNotContain("|---|")
                .contains("level: error", "https://github.com/agentlint/agentlint/blob/");
        assertThat(r.out()).doesNotContainPattern("\\(\\.\\./|\\(docs/");
        CliTest.Run markdown = CliTest.run("explain", "--format", "markdown", "sandbox-host-fallback");
        assertThat(markdown.out()).startsWith("# sandbox-host-fallback").contains("](https://github.com/agentlint/agentlint/blob/")
                .doesNotContain("](../");
    }
}
