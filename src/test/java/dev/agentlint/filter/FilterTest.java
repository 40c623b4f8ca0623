package dev.agentlint.filter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.Suppression;
import dev.agentlint.config.Config;
import dev.agentlint.config.ConfigException;
import dev.agentlint.config.ConfigParser;
import dev.agentlint.base.Format;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The filter over findings as the rules would report them: inline ignores in every comment syntax,
 * configured ignores by JSON Pointer, YAML path and line, expiry on an injected clock, rule settings.
 */
class FilterTest {

    static final RuleCatalog CATALOG = AllRules.catalog();
    static final Path CWD = Path.of("/work/project").toAbsolutePath();
    static final Clock JAN_2026 = Clock.fixed(Instant.parse("2026-01-15T10:00:00Z"), ZoneOffset.UTC);

    static Finding finding(String rule, String path, int line, String pointer, String evidence) {
        return new Finding(rule, CATALOG.meta(rule).level(), "message", path, Span.point(line, 3), pointer, evidence, "", null);
    }

    static Config config(String yaml) throws ConfigException {
        return ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, yaml), CWD, CATALOG);
    }

    static FilterSettings settings(Config c) {
        return FilterSettings.from(c, JAN_2026);
    }

    record Run(List<Finding> findings, Filter filter) {
        List<String> rules(boolean suppressed) {
            return findings.stream().filter(f -> f.suppressed() == suppressed).map(Finding::ruleId).toList();
        }
    }

    static Run run(FilterSettings s, SourceFile file, Finding... found) {
        Filter filter = new Filter(s, CATALOG, CWD);
        return new Run(filter.file(file, List.of(found), true), filter);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SHELL          | scripts/run.sh                   | #
            COMPOSE        | compose.yaml                     | #
            CODEX_CONFIG   | .codex/config.toml               | #
            QUADLET        | agent.container                  | ;
            SYSTEMD_UNIT   | agent.service                    | #
            WSL_CONF       | wsl.conf                         | #
            DEVCONTAINER   | .devcontainer/devcontainer.json  | //
            LAUNCHD_PLIST  | agent.plist                      | <!--
            WSB            | agent.wsb                        | <!--
            """)
    void reasonedIgnoresSuppressAndUnreasonedOnesAreReported(Format format, String path, String open) {
        String close = open.equals("<!--") ? " -->" : "";
        String text = open + " agentlint: ignore[RUN-025] the mirror's certificate is pinned" + close + "\n"
                + "offending line one\n"
                + open + " agentlint: ignore[tls-verification-disabled]" + close + "\n"
                + "offending line two\n";
        SourceFile file = SourceFile.of(path, format, text);
        Run r = run(FilterSettings.defaults(), file,
                finding("tls-verification-disabled", path, 2, "/a", "x"),
                finding("tls-verification-disabled", path, 4, "/b", "y"));
        assertThat(r.findings().get(0).suppression()).isEqualTo(new Suppression(Suppression.Origin.INLINE,
                path + ":1", "the mirror's certificate is pinned"));
        assertThat(r.findings().get(0).suppression().sarifKind()).isEqualTo("inSource");
        assertThat(r.findings().get(1).suppressed()).as("no reason: not suppressed").isFalse();
        assertThat(r.rules(false)).containsExactly("tls-verification-disabled", "ignore-without-reason");
        Finding problem = r.findings().get(2);
        assertThat(problem.span().line()).isEqualTo(3);
        assertThat(problem.level()).isEqualTo(Level.WARNING);
    }

    @Test
    void anIgnoreCoversOnlyTheRulesItNames() {
        SourceFile f = SourceFile.of("compose.yaml", Format.COMPOSE, "# agentlint: ignore[literal-secret] fake token\nTOKEN: x\n");
        Run r = run(FilterSettings.defaults(), f,
                finding("literal-secret", "compose.yaml", 2, "/TOKEN", "TOKEN"),
                finding("tls-verification-disabled", "compose.yaml", 2, "/TOKEN", "x"));
        assertThat(r.rules(true)).containsExactly("literal-secret");
        assertThat(r.rules(false)).containsExactly("tls-verification-disabled");
    }

    @Test
    void unknownRulesAreReportedAndTheKnownOnesStillWork() {
        SourceFile f = SourceFile.of("run.sh", Format.SHELL, "curl -k x # agentlint: ignore[tls-verification-disable, RUN-025] pinned\n");
        Run r = run(FilterSettings.defaults(), f, finding("tls-verification-disabled", "run.sh", 1, "", "-k"));
        assertThat(r.rules(true)).containsExactly("tls-verification-disabled");
        assertThat(r.rules(false)).containsExactly("invalid-ignore");
        assertThat(r.findings().get(1).message()).contains("'tls-verification-disable'");
    }

    @Test
    void unusedIgnoresAreReportedOnlyOnRequestAndOnlyInCheckedFiles() {
        String text = "# agentlint: ignore[RUN-025, literal-secret] pinned mirror, fake token\ncurl -k x\n";
        SourceFile f = SourceFile.of("run.sh", Format.SHELL, text);
        Finding tls = finding("tls-verification-disabled", "run.sh", 2, "", "-k");
        assertThat(run(FilterSettings.defaults(), f, tls).rules(false)).isEmpty();
        FilterSettings strict = FilterSettings.defaults().withReportUnusedIgnores(true);
        Run r = run(strict, f, tls);
        assertThat(r.rules(false)).containsExactly("unused-ignore");
        assertThat(r.findings().get(1).message()).contains("'literal-secret'").doesNotContain("RUN-025");
        // A file the rules did not run over (no extractor yet) cannot be judged.
        Filter filter = new Filter(strict, CATALOG, CWD);
        assertThat(filter.file(f, List.of(), false)).isEmpty();
    }

    @Test
    void ignoresOfRulesTurnedOffAreNotUnused() throws ConfigException {
        SourceFile f = SourceFile.of("run.sh", Format.SHELL, "# agentlint: ignore[literal-secret] fake token\nexport TOKEN=x\n");
        FilterSettings s = settings(config("rules: {literal-secret: off}\n")).withReportUnusedIgnores(true);
        Run r = run(s, f, finding("literal-secret", "run.sh", 2, "", "TOKEN"));
        assertThat(r.findings()).as("the rule is off: its finding is dropped, the ignore is not judged").isEmpty();
    }

    @Test
    void noInlineIgnoresNeitherSuppressesNorReports() {
        String text = "# agentlint: ignore[RUN-025] pinned\ncurl -k x\n# agentlint: ignore[nope]\n";
        SourceFile f = SourceFile.of("run.sh", Format.SHELL, text);
        Run r = run(FilterSettings.defaults().withInlineIgnores(false).withReportUnusedIgnores(true), f,
                finding("tls-verification-disabled", "run.sh", 2, "", "-k"));
        assertThat(r.rules(false)).containsExactly("tls-verification-disabled");
        assertThat(r.rules(true)).isEmpty();
    }

    @Test
    void configuredIgnoresMatchPathRuleAndJsonPointer() throws ConfigException {
        Config c = config("""
                ignores:
                  - path: .claude/settings.json
                    rule: sandbox-excluded-command
                    location: /sandbox/excludedCommands/0
                    reason: docker is needed for the integration tests
                  - path: .mcp.json
                    rule: RUN-027
                    location: mcpServers.github.env.GITHUB_TOKEN
                    reason: a read-only token for a public mirror
                """);
        SourceFile settingsFile = SourceFile.of(".claude/settings.json", Format.CLAUDE_SETTINGS, "{}");
        Run r = run(settings(c), settingsFile,
                finding("sandbox-excluded-command", ".claude/settings.json", 6, "/sandbox/excludedCommands/0", "docker *"),
                finding("sandbox-excluded-command", ".claude/settings.json", 6, "/sandbox/excludedCommands/1", "bash *"));
        assertThat(r.findings().get(0).suppression()).isEqualTo(new Suppression(Suppression.Origin.CONFIG,
                ".agentlint.yaml:2", "docker is needed for the integration tests"));
        assertThat(r.findings().get(0).suppression().sarifKind()).isEqualTo("external");
        assertThat(r.findings().get(1).suppressed()).isFalse();

        SourceFile mcp = SourceFile.of(".mcp.json", Format.MCP_CONFIG, "{}");
        Run m = run(settings(c), mcp,
                finding("literal-secret", ".mcp.json", 5, "/mcpServers/github/env/GITHUB_TOKEN", "GITHUB_TOKEN"),
                finding("literal-secret", ".mcp.json", 9, "/mcpServers/other/env/GITHUB_TOKEN", "GITHUB_TOKEN"));
        assertThat(m.rules(true)).containsExactly("literal-secret");
        assertThat(m.findings().get(1).suppressed()).isFalse();
    }

    @Test
    void aConfiguredLocationCoversEverythingInsideIt() throws ConfigException {
        Config c = config("ignores: [{path: .claude/settings.json, rule: RUN-003, location: sandbox, reason: reviewed sandbox}]\n");
        SourceFile f = SourceFile.of(".claude/settings.json", Format.CLAUDE_SETTINGS, "{}");
        Run r = run(settings(c), f,
                finding("sandbox-host-fallback", ".claude/settings.json", 2, "/sandbox/allowUnsandboxedCommands", "x"),
                finding("sandbox-excluded-command", ".claude/settings.json", 6, "/sandbox/excludedCommands/0", "y"),
                finding("permission-bypass-by-default", ".claude/settings.json", 9, "/permissions/defaultMode", "z"));
        assertThat(r.rules(true)).containsExactly("sandbox-host-fallback", "sandbox-excluded-command");
        assertThat(r.rules(false)).containsExactly("permission-bypass-by-default");
    }

    @Test
    void configuredLineIgnoresAndPathGlobs() throws ConfigException {
        Config c = config("ignores: [{path: 'deploy/**/compose.yaml', rule: literal-secret, line: 7, reason: fake value}]\n");
        SourceFile f = SourceFile.of("deploy/dev/compose.yaml", Format.COMPOSE, "");
        Run r = run(settings(c), f,
                finding("literal-secret", "deploy/dev/compose.yaml", 7, "/services/a/environment/T", "T"),
                finding("literal-secret", "deploy/dev/compose.yaml", 8, "/services/a/environment/U", "U"));
        assertThat(r.findings()).extracting(Finding::suppressed).containsExactly(true, false);
        SourceFile elsewhere = SourceFile.of("compose.yaml", Format.COMPOSE, "");
        assertThat(run(settings(c), elsewhere, finding("literal-secret", "compose.yaml", 7, "/x", "T")).rules(true)).isEmpty();
    }

    @Test
    void anExpiredIgnoreStopsSuppressingAndIsReported() throws ConfigException {
        Config c = config("""
                ignores:
                  - path: .claude/settings.json
                    rule: egress-allowlist-too-broad
                    reason: staging registry until the migration
                    expires: 2026-01-14
                  - path: .claude/settings.json
                    rule: egress-allowlist-too-broad
                    reason: still valid
                    location: /sandbox/network/allowedDomains/3
                    expires: 2026-01-15
                """);
        SourceFile f = SourceFile.of(".claude/settings.json", Format.CLAUDE_SETTINGS, "{}");
        Run r = run(settings(c), f,
                finding("egress-allowlist-too-broad", ".claude/settings.json", 5, "/sandbox/network/allowedDomains/1", "10.0.0.1"),
                finding("egress-allowlist-too-broad", ".claude/settings.json", 6, "/sandbox/network/allowedDomains/3", "10.0.0.3"));
        assertThat(r.findings()).extracting(Finding::suppressed).containsExactly(false, true);
        List<Finding> all = r.filter().finish(r.findings()).findings();
        Finding expired = all.get(2);
        assertThat(expired.ruleId()).isEqualTo("expired-ignore");
        assertThat(expired.path()).isEqualTo(".agentlint.yaml");
        assertThat(expired.span().line()).isEqualTo(5);
        assertThat(expired.message()).contains("expired on 2026-01-14");
        // A day later, the second one has expired too.
        Clock later = Clock.offset(JAN_2026, java.time.Duration.ofDays(1));
        Run next = run(FilterSettings.from(c, later), f,
                finding("egress-allowlist-too-broad", ".claude/settings.json", 6, "/sandbox/network/allowedDomains/3", "10.0.0.3"));
        assertThat(next.rules(true)).isEmpty();
    }

    @Test
    void unusedConfiguredIgnoresAreJudgedOnlyWhereAScannedFileMatched() throws ConfigException {
        Config c = config("""
                ignores:
                  - {path: a.sh, rule: RUN-025, reason: used}
                  - {path: a.sh, rule: literal-secret, reason: unused}
                  - {path: never-scanned.sh, rule: literal-secret, reason: cannot be judged}
                """);
        SourceFile f = SourceFile.of("a.sh", Format.SHELL, "curl -k x\n");
        FilterSettings s = settings(c).withReportUnusedIgnores(true);
        Run r = run(s, f, finding("tls-verification-disabled", "a.sh", 1, "", "-k"));
        List<Finding> all = r.filter().finish(r.findings()).findings();
        assertThat(all).extracting(Finding::ruleId).containsExactly("tls-verification-disabled", "unused-ignore");
        assertThat(all.get(1).span().line()).isEqualTo(3);
        Run quiet = run(settings(c), f, finding("tls-verification-disabled", "a.sh", 1, "", "-k"));
        assertThat(quiet.filter().finish(quiet.findings()).findings()).hasSize(1);
    }

    @Test
    void inlineIgnoresWinOverConfiguredOnes() throws ConfigException {
        Config c = config("ignores: [{path: a.sh, rule: RUN-025, reason: configured}]\n");
        SourceFile f = SourceFile.of("a.sh", Format.SHELL, "curl -k x # agentlint: ignore[RUN-025] inline\n");
        Run r = run(settings(c).withReportUnusedIgnores(true), f, finding("tls-verification-disabled", "a.sh", 1, "", "-k"));
        assertThat(r.findings().get(0).suppression().origin()).isEqualTo(Suppression.Origin.INLINE);
        assertThat(r.filter().finish(r.findings()).findings())
                .extracting(Finding::ruleId).as("the configured one suppressed nothing").contains("unused-ignore");
    }

    @Test
    void ruleSettingsChangeLevelsAndTurnRulesOff() throws ConfigException {
        Config c = config("rules: {RUN-025: warning, literal-secret: off, ignore-without-reason: error}\n");
        SourceFile f = SourceFile.of("a.sh", Format.SHELL, "# agentlint: ignore[RUN-027]\nexport T=x\ncurl -k x\n");
        Run r = run(settings(c), f,
                finding("literal-secret", "a.sh", 2, "", "T"),
                finding("tls-verification-disabled", "a.sh", 3, "", "-k"));
        assertThat(r.findings()).extracting(Finding::ruleId, Finding::level).containsExactly(
                org.assertj.core.groups.Tuple.tuple("tls-verification-disabled", Level.WARNING),
                org.assertj.core.groups.Tuple.tuple("ignore-without-reason", Level.ERROR));
    }
}
