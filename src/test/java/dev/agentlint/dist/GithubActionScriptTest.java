package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub Action's steps (github-action/run.sh) as the runner executes them, with a fake
 * GitHub environment: a workspace, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and RUNNER_TEMP, and the
 * inputs in the environment variables action.yml maps them to.
 */
class GithubActionScriptTest {

    private static final String BAD = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n";

    @TempDir
    Path tmp;

    Path workspace;
    Path outputFile;
    Path summary;
    Path runnerTemp;

    @BeforeEach
    void fakeRunner() throws IOException {
        workspace = Files.createDirectories(tmp.resolve("workspace"));
        runnerTemp = Files.createDirectories(tmp.resolve("runner-temp"));
        outputFile = tmp.resolve("github-output");
        summary = tmp.resolve("step-summary");
        Files.createFile(outputFile);
        Files.createFile(summary);
    }

    private Map<String, String> env(Map<String, String> inputs) {
        Map<String, String> env = Shell.env();
        env.put("GITHUB_ACTIONS", "true");
        env.put("GITHUB_WORKSPACE", workspace.toString());
        env.put("GITHUB_OUTPUT", outputFile.toString());
        env.put("GITHUB_STEP_SUMMARY", summary.toString());
        env.put("GITHUB_ACTION_PATH", Shell.ROOT.resolve("github-action").toString());
        env.put("RUNNER_TEMP", runnerTemp.toString());
        env.put("RUNNER_OS", "Linux");
        env.putAll(inputs);
        return env;
    }

    private Shell.Result step(String name, Map<String, String> inputs) {
        // The runner starts each step in the workspace.
        return Shell.run(workspace, env(inputs), Shell.ROOT.resolve("github-action/run.sh").toString(), name);
    }

    /** The outputs written so far; a later line for a name wins, as on GitHub. */
    private Map<String, String> outputs() throws IOException {
        Map<String, String> out = new HashMap<>();
        for (String line : Files.readAllLines(outputFile)) {
            int eq = line.indexOf('=');
            out.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return out;
    }

    /** prepare and build, as the action runs them before the scan; returns the jar. */
    private String build() throws IOException {
        assertThat(Shell.onPath("jq")).as("jq must be on PATH: the job summary's table is made with it, as on GitHub's runners"
                + " (README: what the tests need; .ci/run installs it)").isTrue();
        Shell.Result prepare = step("prepare", Map.of());
        assertThat(prepare.exit()).as(prepare.both()).isZero();
        String version = dev.agentlint.base.Version.get();
        assertThat(outputs().get("cache-key")).matches("agentlint-" + java.util.regex.Pattern.quote(version) + "-\\d+-Linux");
        assertThat(outputs().get("cache-dir")).isEqualTo(Shell.JAR_CACHE.resolve(version).toString());
        Shell.Result build = step("build", Map.of());
        assertThat(build.exit()).as(build.both()).isZero();
        String jar = outputs().get("jar");
        assertThat(Path.of(jar)).isRegularFile();
        return jar;
    }

    @Test
    void findingsBecomeAnnotationsSarifAndASummaryAndOnlyEnforceFails() throws IOException {
        Shell.write(workspace.resolve(".claude/settings.json"), BAD);
        String jar = build();

        Shell.Result scan = step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_PATHS", ".", "AGENTLINT_FAIL_ON", "error",
                "AGENTLINT_CATEGORY", "agentlint"));
        assertThat(scan.exit()).as("the scan step itself never fails: %s", scan.both()).isZero();
        assertThat(scan.out()).contains("::error file=.claude/settings.json,line=1,col=18,endLine=1,endColumn=52,"
                + "title=permission-bypass-by-default%3A ");
        Map<String, String> out = outputs();
        assertThat(out.get("exit-code")).isEqualTo("1");
        Path sarif = Path.of(out.get("sarif-file"));
        assertThat(sarif).isEqualTo(runnerTemp.resolve("agentlint.sarif"));
        JsonNode log = new ObjectMapper().readTree(sarif.toFile());
        assertThat(log.at("/runs/0/results/0/ruleId").asText()).isEqualTo("permission-bypass-by-default");
        assertThat(log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri").asText())
                .isEqualTo(".claude/settings.json");
        String table = Files.readString(summary);
        assertThat(table).contains("### agentlint", "1 error, 0 warnings, 0 notes in 1 file scanned", "| rule | level | findings | where |")
                .contains("| [permission-bypass-by-default](https://github.com/agentlint/agentlint/blob/")
                .contains("/docs/rules/permission-bypass-by-default.md) Approval prompts bypassed by configuration | error | 1 |"
                        + " .claude/settings.json:1 |")
                .doesNotContain("```");

        Shell.Result enforce = step("enforce", Map.of("AGENTLINT_EXIT_CODE", out.get("exit-code"), "AGENTLINT_FAIL_ON", "error"));
        assertThat(enforce.exit()).isEqualTo(1);
        assertThat(enforce.out()).startsWith("::error title=agentlint::findings at or above fail-on 'error'");
    }

    @Test
    void theSummaryTableGroupsByRuleAndEscapesFileNames() throws IOException {
        Shell.write(workspace.resolve("a/.claude/settings.json"), BAD);
        Shell.write(workspace.resolve("b](javascript:x)|c/.claude/settings.json"), BAD);
        String jar = build();
        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar)).exit()).isZero();
        String table = Files.readString(summary);
        assertThat(table.lines().filter(l -> l.startsWith("| [permission-bypass-by-default]"))).hasSize(1);
        assertThat(table).contains("| error | 2 | a/.claude/settings.json:1, b\\]\\(javascript:x\\)\\|c/.claude/settings.json:1 |")
                .doesNotContain("](javascript:x)");
    }

    @Test
    void cleanScanPassesAndFailOnNoneNeverFails() throws IOException {
        Shell.write(workspace.resolve("clean/.claude/settings.json"), "{}\n");
        Shell.write(workspace.resolve("bad/.claude/settings.json"), BAD);
        String jar = build();
        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_PATHS", "clean")).exit()).isZero();
        assertThat(outputs().get("exit-code")).isEqualTo("0");
        assertThat(step("enforce", Map.of("AGENTLINT_EXIT_CODE", "0")).exit()).isZero();

        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_PATHS", "bad", "AGENTLINT_FAIL_ON", "none")).exit()).isZero();
        assertThat(outputs().get("exit-code")).isEqualTo("0");
        assertThat(Files.readString(Path.of(outputs().get("sarif-file")))).contains("permission-bypass-by-default");
    }

    @Test
    void pathsOnePerLineArgsSplitOnSpacesAndCategoriesNameTheReport() throws IOException {
        Shell.write(workspace.resolve("my agents/.claude/settings.json"), BAD);
        Shell.write(workspace.resolve("other/.claude/settings.json"), BAD);
        Shell.write(workspace.resolve("ignored/.claude/settings.json"), BAD);
        String jar = build();
        Shell.Result scan = step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_PATHS", "  my agents \n\nother\n",
                "AGENTLINT_ARGS", "--threads 1 --max-file-size 100000", "AGENTLINT_CATEGORY", "agents/team a"));
        assertThat(scan.exit()).isZero();
        assertThat(scan.out()).contains("file=my agents/.claude/settings.json", "file=other/.claude/settings.json")
                .doesNotContain("ignored/").contains("in 2 files");
        assertThat(outputs().get("sarif-file")).isEqualTo(runnerTemp.resolve("agents_team_a.sarif").toString());
    }

    @Test
    void usageErrorsAndInjectionAttemptsFailTheJobWithoutRunningAnything() throws IOException {
        Shell.write(workspace.resolve(".claude/settings.json"), BAD);
        Shell.write(workspace.resolve("--fail-on"), "x\n");
        String jar = build();
        Shell.Result scan = step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_ARGS", "$(touch pwned) `touch pwned2` *"));
        assertThat(scan.exit()).isZero();
        assertThat(workspace.resolve("pwned")).doesNotExist();
        assertThat(workspace.resolve("pwned2")).doesNotExist();
        // Passed on literally: not evaluated, not globbed (and, not being options, read as paths that are not there).
        assertThat(scan.out() + scan.err()).contains("no such file or directory: $(touch, pwned), `touch, pwned2`, *");
        assertThat(outputs().get("exit-code")).isEqualTo("2");

        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_ARGS", "--no-such-option")).exit()).isZero();
        Map<String, String> out = outputs();
        assertThat(out.get("exit-code")).isEqualTo("2");
        assertThat(runnerTemp.resolve("agentlint.sarif")).as("a failed scan leaves no stale report").doesNotExist();
        Shell.Result enforce = step("enforce", Map.of("AGENTLINT_EXIT_CODE", "2"));
        assertThat(enforce.exit()).isEqualTo(2);
        assertThat(enforce.out()).contains("::error title=agentlint::agentlint exited 2");

        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_FAIL_ON", "sometimes")).exit()).isZero();
        assertThat(outputs().get("exit-code")).isEqualTo("2");

        // A path input is a file name, never an option.
        assertThat(step("scan", Map.of("AGENTLINT_JAR", jar, "AGENTLINT_PATHS", "--fail-on\n.claude")).exit()).isZero();
        assertThat(outputs().get("exit-code")).isEqualTo("1");
    }

    @Test
    void enforceWithoutAScanFailsAndUnknownStepsAreUsageErrors() {
        Shell.Result enforce = step("enforce", Map.of());
        assertThat(enforce.exit()).isEqualTo(2);
        assertThat(enforce.out()).contains("the scan did not run");
        assertThat(step("deploy", Map.of()).exit()).isEqualTo(2);
    }
}
