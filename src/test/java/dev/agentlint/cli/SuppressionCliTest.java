package dev.agentlint.cli;

import static dev.agentlint.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Configuration, ignores and baselines as users drive them from the command line. */
class SuppressionCliTest {

    static final String EXCLUDED_DOCKER = """
            {
              "sandbox": {
                "enabled": true,
                "allowUnsandboxedCommands": false,
                "failIfUnavailable": true,
                "filesystem": { "denyRead": ["~/.ssh", "~/.aws", "~/.config/gcloud", "~/.azure", "~/.kube", "~/.gnupg", "~/.docker", "~/.netrc", "~/.git-credentials", "~/.config/gh"] },
                "excludedCommands": ["docker *"]
              }
            }
            """;

    static Path repo(Path dir, String settings) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        Path f = dir.resolve(".claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, settings);
        return dir;
    }

    static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aBaselineSurvivesUnrelatedEditsButNotAChangedValue(@TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        Path baseline = dir.resolve("agentlint-baseline.json");
        assertThat(run("scan", dir.toString()).exit()).as("the finding fails the scan").isEqualTo(1);

        CliTest.Run written = run("scan", "--no-color", "--write-baseline", baseline.toString(), dir.toString());
        assertThat(written.exit()).isZero();
        assertThat(written.err()).contains("recorded 1 finding in the baseline");
        assertThat(written.out()).contains("(1 suppressed: 1 baselined)");
        assertThat(Files.readString(baseline)).contains("\"rule\" : \"sandbox-excluded-command\"",
                "\"path\" : \".claude/settings.json\"", "\"location\" : \"/sandbox/excludedCommands/0\"");

        // Unrelated lines inserted above the finding: still baselined.
        Path settings = dir.resolve(".claude/settings.json");
        Files.writeString(settings, EXCLUDED_DOCKER.replace("{\n  \"sandbox\"",
                "{\n  \"model\": \"claude-sonnet-4-5\",\n  \"cleanupPeriodDays\": 14,\n\n  \"sandbox\""));
        CliTest.Run moved = run("scan", "--no-color", "--baseline", baseline.toString(), dir.toString());
        assertThat(moved.exit()).isZero();
        assertThat(moved.out()).contains("0 errors, 0 warnings, 0 notes (1 suppressed: 1 baselined)");

        // The offending value changed: a new finding, and the old entry is stale.
        Files.writeString(settings, EXCLUDED_DOCKER.replace("docker *", "podman *"));
        CliTest.Run changed = run("scan", "--no-color", "--baseline", baseline.toString(), dir.toString());
        assertThat(changed.exit()).isEqualTo(1);
        assertThat(changed.out()).contains("error sandbox-excluded-command", "\"podman *\"")
                .contains("1 baselined finding no longer occurs");
    }

    @Test
    void aBaselineSurvivesAnEntryAddedAboveInTheSameList(@TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        Path baseline = dir.resolve("agentlint-baseline.json");
        assertThat(run("scan", "--write-baseline", baseline.toString(), dir.toString()).exit()).isZero();
        // A new entry before the baselined one moves it from index 0 to 1: only the new one is new.
        Files.writeString(dir.resolve(".claude/settings.json"), EXCLUDED_DOCKER.replace("[\"docker *\"]", "[\"git status\", \"docker *\"]"));
        CliTest.Run r = run("scan", "--no-color", "--baseline", baseline.toString(), dir.toString());
        assertThat(r.out()).contains("\"git status\" is excluded from the sandbox", "1 error, 0 warnings, 0 notes (1 suppressed: 1 baselined)")
                .doesNotContain("\"docker *\" is excluded").doesNotContain("no longer occurs");
    }

    @Test
    void aBaselinedSecretReplacedByAnotherIsNew(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        String token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
        Path compose = write(dir.resolve("compose.yaml"), "services:\n  app:\n    image: nginx@sha256:" + "0".repeat(64)
                + "\n    environment:\n      GITHUB_TOKEN: " + token + "\n");
        Path baseline = dir.resolve("agentlint-baseline.json");
        assertThat(run("scan", "--write-baseline", baseline.toString(), dir.toString()).exit()).isZero();
        assertThat(Files.readString(baseline)).as("the baseline never repeats the secret").doesNotContain(token);
        assertThat(run("scan", "--baseline", baseline.toString(), dir.toString()).exit()).isZero();

        Files.writeString(compose, Files.readString(compose).replace(token, token.replace('a', 'z')));
        CliTest.Run r = run("scan", "--no-color", "--baseline", baseline.toString(), dir.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("error literal-secret", "1 baselined finding no longer occurs");
    }

    @ParameterizedTest
    @ValueSource(strings = {"text", "json", "sarif", "github"})
    void suppressedFindingsNeverFailTheScanInAnyFormat(String format, @TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        write(dir.resolve(".agentlint.yaml"), """
                ignores:
                  - path: .claude/settings.json
                    rule: sandbox-excluded-command
                    location: sandbox.excludedCommands[0]
                    reason: docker is needed for the integration tests (OPS-12)
                """);
        assertThat(run("scan", "--format", format, dir.toString()).exit()).isZero();
        assertThat(run("scan", "--format", format, "--fail-on", "note", dir.toString()).exit()).isZero();
        assertThat(run("scan", "--format", format, "--no-config", dir.toString()).exit()).isEqualTo(1);
    }

    @Test
    void jsonAndTextShowWhatWasSuppressedAndWhy(@TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        write(dir.resolve(".agentlint.yaml"), """
                ignores:
                  - path: .claude/settings.json
                    rule: RUN-003
                    location: /sandbox/excludedCommands/0
                    reason: docker is needed for the integration tests (OPS-12)
                """);
        JsonNode json = new ObjectMapper().readTree(run("scan", "--format", "json", dir.toString()).out());
        assertThat(json.at("/summary/suppressed").asInt()).isEqualTo(1);
        assertThat(json.at("/summary/errors").asInt()).isZero();
        JsonNode s = json.at("/findings/0/suppression");
        assertThat(s.get("kind").asText()).isEqualTo("external");
        assertThat(s.get("origin").asText()).isEqualTo("config");
        assertThat(s.get("justification").asText()).isEqualTo("docker is needed for the integration tests (OPS-12)");
        assertThat(s.get("source").asText()).endsWith(".agentlint.yaml:2");

        CliTest.Run text = run("scan", "--no-color", dir.toString());
        assertThat(text.out()).doesNotContain("sandbox-excluded-command").contains("(1 suppressed: 1 by configuration)");
        CliTest.Run shown = run("scan", "--no-color", "--show-suppressed", dir.toString());
        assertThat(shown.out()).contains("suppressed (error) sandbox-excluded-command",
                "ignored by " + dir.resolve(".agentlint.yaml") + ":2: docker is needed");
    }

    @Test
    void anInvalidConfigurationExitsTwoNamingFileLineAndProblem(@TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        write(dir.resolve(".agentlint.yaml"), "rules:\n  sandbox-excluded-comand: off\n");
        CliTest.Run r = run("scan", dir.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains(dir.resolve(".agentlint.yaml") + ":2:3: unknown rule 'sandbox-excluded-comand';"
                + " did you mean 'sandbox-excluded-command'?");
        assertThat(r.out()).isEmpty();
        assertThat(run("scan", "--no-config", dir.toString()).exit()).isEqualTo(1);
        Path team = write(dir.resolve("policy/team.yaml"), "rules: {sandbox-excluded-command: warning}\n");
        assertThat(run("scan", "--config", team.toString(), dir.toString()).exit()).isZero();
        assertThat(run("scan", "--config", team.toString(), "--no-config", dir.toString()).exit()).isEqualTo(2);
    }

    @Test
    void excludedPathsAreNotScannedUnlessNamedOrForced(@TempDir Path dir) throws Exception {
        write(dir.resolve("fixtures/broken/.claude/settings.json"), "{ not json");
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve(".agentlint.yaml"), "exclude: [fixtures/]\n");
        write(dir.resolve(".claude/settings.json"), "{}");
        CliTest.Run all = run("scan", "--no-color", dir.toString());
        assertThat(all.exit()).isZero();
        assertThat(all.out()).doesNotContain("parse-error").contains("in 1 file scanned");
        Path named = dir.resolve("fixtures/broken");
        assertThat(run("scan", "--no-color", named.toString()).out()).contains("parse-error");
        Path file = named.resolve(".claude/settings.json");
        CliTest.Run forced = run("scan", "--no-color", "--force-exclude", file.toString());
        assertThat(forced.out()).doesNotContain("parse-error").contains("excluded by the configuration");
    }

    @Test
    void strictReportsUnusedIgnoresAndTheFlagWins(@TempDir Path dir) throws Exception {
        repo(dir, EXCLUDED_DOCKER);
        write(dir.resolve(".agentlint.yaml"), """
                rules: {sandbox-excluded-command: warning}
                ignores:
                  - {path: .claude/settings.json, rule: literal-secret, reason: the token was removed since}
                """);
        assertThat(run("scan", "--no-color", dir.toString()).out()).doesNotContain("unused-ignore");
        CliTest.Run strict = run("scan", "--no-color", "--strict", dir.toString());
        assertThat(strict.out()).contains(".agentlint.yaml:3:5 warning unused-ignore");
        assertThat(run("scan", "--no-color", "--report-unused-ignores", dir.toString()).out()).contains("unused-ignore");
        assertThat(run("scan", "--no-color", "--strict", "--no-report-unused-ignores", dir.toString()).out())
                .doesNotContain("unused-ignore");
    }

    @Test
    void noInlineIgnoresLeavesCommentsAlone(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve("scripts/run.sh"), "#!/bin/sh\n# agentlint: ignore[RUN-004]\nclaude -p hi\n");
        assertThat(run("scan", "--no-color", dir.toString()).out()).contains("ignore-without-reason");
        assertThat(run("scan", "--no-color", "--no-inline-ignores", dir.toString()).out()).doesNotContain("ignore-without-reason");
        write(dir.resolve(".agentlint.yaml"), "inline-ignores: false\n");
        assertThat(run("scan", "--no-color", dir.toString()).out()).doesNotContain("ignore-without-reason");
    }

    @Test
    void ruleOptionsReachTheRules(@TempDir Path dir) throws Exception {
        repo(dir, """
                {
                  "sandbox": {
                    "enabled": true,
                    "allowUnsandboxedCommands": false,
                    "failIfUnavailable": true,
                    "filesystem": { "denyRead": ["~/.ssh", "~/.aws", "~/.config/gcloud", "~/.azure", "~/.kube", "~/.gnupg", "~/.docker", "~/.netrc", "~/.git-credentials", "~/.config/gh"] },
                    "network": { "allowedDomains": ["github.com", "registry.acme.internal"] }
                  }
                }
                """);
        CliTest.Run before = run("scan", "--no-color", "--fail-on", "warning", dir.toString());
        assertThat(before.out()).contains("egress-allowlist-too-broad").doesNotContain("credentials-readable-in-sandbox");
        write(dir.resolve(".agentlint.yaml"), """
                options:
                  allowed-domains: ["*.acme.internal"]
                  sensitive-paths: ["~/.config/acme"]
                """);
        CliTest.Run after = run("scan", "--no-color", "--fail-on", "warning", dir.toString());
        assertThat(after.out()).doesNotContain("egress-allowlist-too-broad")
                .contains("credentials-readable-in-sandbox", "~/.config/acme");
    }
}
