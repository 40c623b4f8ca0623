package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strict validation: every mistake is an error naming the file, the line and the problem. */
class ConfigParserTest {

    static final RuleCatalog CATALOG = AllRules.catalog();
    static final Path ROOT = Path.of("/project").toAbsolutePath();

    static Config parse(String yaml) throws ConfigException {
        return ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, yaml), ROOT, CATALOG);
    }

    static String error(String yaml) {
        try {
            parse(yaml);
        } catch (ConfigException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + yaml);
    }

    static Finding finding(String rule, Level level) {
        return new Finding(rule, level, "m", "x", Span.point(3, 1), "/sandbox/excludedCommands/0", "e", "", null);
    }

    @Test
    void emptyFilesAndEmptyDocumentsAreNoConfiguration() throws ConfigException {
        assertThat(parse("").ignores()).isEmpty();
        assertThat(parse("# nothing yet\n").rules().isEmpty()).isTrue();
        assertThat(parse("---\n").exclude()).isEmpty();
    }

    @Test
    void aFullConfigurationIsRead() throws ConfigException {
        Config c = parse("""
                version: 1
                rules:
                  egress-allowlist-too-broad: warning
                  RUN-003: off
                  sandbox-excluded-command: on
                  literal-secret: note
                options:
                  sensitive-paths: ["~/.config/acme", /srv/secrets]
                  allowed-domains: ["*.acme.internal", registry.example.com]
                  agent-commands: [acme-agent]
                agent-workloads:
                  services: [agent, claude-runner]
                  files: ["deploy/agents/**"]
                exclude: [testdata/, "**/*.example.yaml"]
                inline-ignores: false
                report-unused-ignores: true
                ignores:
                  - path: .claude/settings.json
                    rule: sandbox-excluded-command
                    location: /sandbox/excludedCommands/0
                    reason: docker is needed for the integration tests
                    expires: 2027-03-31
                  - path: compose.yaml
                    rule: [RUN-007, literal-secret]
                    line: 12
                    reason: fake credentials for the local mock
                """);
        assertThat(c.rules().enabled("sandbox-host-fallback")).as("RUN-003: off").isFalse();
        assertThat(c.rules().enabled("sandbox-excluded-command")).as("a rule id wins over its RUN-id").isTrue();
        assertThat(c.rules().apply(finding("egress-allowlist-too-broad", Level.ERROR)).level()).isEqualTo(Level.WARNING);
        assertThat(c.rules().apply(finding("literal-secret", Level.ERROR)).level()).isEqualTo(Level.NOTE);
        assertThat(c.options().sensitivePaths()).containsExactly("~/.config/acme", "/srv/secrets");
        assertThat(c.options().allowsDomain("registry.acme.internal")).isTrue();
        assertThat(c.options().allowsDomain("acme.internal")).isFalse();
        assertThat(c.options().agentByExecutable("/opt/bin/acme-agent")).contains("acme-agent");
        assertThat(c.options().agentByExecutable("claude")).contains("claude");
        assertThat(c.options().markedAgentWorkload("agent")).isTrue();
        assertThat(c.options().markedAgentWorkload("db")).isFalse();
        assertThat(c.optionsFor(ROOT.resolve("deploy/agents/compose.yaml")).markedAgentWorkload("db")).isTrue();
        assertThat(c.optionsFor(ROOT.resolve("compose.yaml")).markedAgentWorkload("db")).isFalse();
        assertThat(c.inlineIgnores()).isFalse();
        assertThat(c.reportUnusedIgnores()).isTrue();
        assertThat(c.ignores()).hasSize(2);
        ConfigIgnore first = c.ignores().get(0);
        assertThat(first.pointer()).isEqualTo("/sandbox/excludedCommands/0");
        assertThat(first.expires()).isEqualTo(LocalDate.of(2027, 3, 31));
        assertThat(first.expired(LocalDate.of(2027, 3, 31))).as("honoured on its last day").isFalse();
        assertThat(first.expired(LocalDate.of(2027, 4, 1))).isTrue();
        assertThat(first.covers(finding("sandbox-excluded-command", Level.ERROR))).isTrue();
        ConfigIgnore second = c.ignores().get(1);
        assertThat(second.ruleIds()).contains("literal-secret", "credentials-readable-in-sandbox");
        assertThat(second.line()).isEqualTo(12);
        assertThat(second.covers(finding("literal-secret", Level.ERROR))).as("line 3 is not line 12").isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown top-level key, with a suggestion | exlude: [x]                                     | .agentlint.yaml:1:1: unknown key 'exlude' in the configuration; did you mean 'exclude'?
            duplicate key                             | exclude: [a]\\nexclude: [b]                    | .agentlint.yaml:2:1: duplicate key 'exclude'
            not a mapping                             | - a\\n- b                                        | .agentlint.yaml:1:1: the configuration must be a mapping
            two documents                             | rules: {}\\n---\\nrules: {}                      | .agentlint.yaml:3:1: a configuration is one YAML document
            invalid YAML                              | rules: [a                                        | .agentlint.yaml:1:10: not valid YAML
            wrong version                             | version: 2                                       | .agentlint.yaml:1:10: version must be 1
            unknown rule, with a suggestion           | rules: {sandbox-host-fallbak: off}               | .agentlint.yaml:1:9: unknown rule 'sandbox-host-fallbak'; did you mean 'sandbox-host-fallback'?
            RUN-id no rule enforces                   | rules: {RUN-013: off}                            | .agentlint.yaml:1:9: no agentlint rule enforces RUN-013
            bad rule setting                          | rules: {literal-secret: disabled}                | .agentlint.yaml:1:25: 'disabled' is not a rule setting
            boolean rule setting                      | rules: {literal-secret: false}                   | .agentlint.yaml:1:25: expected off, on, error, warning or note
            unknown option                            | options: {trusted-hosts: [a]}                    | .agentlint.yaml:1:11: unknown key 'trusted-hosts' in options
            relative sensitive path                   | options: {sensitive-paths: [secrets/]}           | .agentlint.yaml:1:29: sensitive path 'secrets/' must be absolute
            host with a scheme                        | options: {allowed-domains: ['https://x.test']}   | .agentlint.yaml:1:29: 'https://x.test' is not a host name
            command with a path                       | options: {agent-commands: [/usr/bin/agent]}      | .agentlint.yaml:1:28: '/usr/bin/agent' is not an executable name
            bad glob                                  | exclude: ['a/[b']                                | .agentlint.yaml:1:11: path pattern 'a/[b' has an unclosed '['
            exclude not a list                        | exclude: testdata                                | .agentlint.yaml:1:10: this must be a list
            ignore without reason                     | ignores: [{path: a, rule: literal-secret}]       | .agentlint.yaml:1:11: this ignore has no 'reason'
            ignore with an empty reason               | ignores: [{path: a, rule: literal-secret, reason: ' '}] | .agentlint.yaml:1:51: the reason is empty
            ignore without rule                       | ignores: [{path: a, reason: r}]                  | .agentlint.yaml:1:11: this ignore has no 'rule'
            ignore with an unknown rule               | ignores: [{path: a, rule: [literal-secret, nope], reason: r}] | .agentlint.yaml:1:44: unknown rule 'nope'
            ignore with an empty rule list            | ignores: [{path: a, rule: [], reason: r}]        | .agentlint.yaml:1:27: rule names no rule
            ignore with line and location             | ignores: [{path: a, rule: RUN-027, reason: r, line: 3, location: /a}] | .agentlint.yaml:1:56: give either line or location
            ignore with a bad line                    | ignores: [{path: a, rule: RUN-027, reason: r, line: 0}] | .agentlint.yaml:1:53: line must be a positive whole number
            ignore with a bad location                | ignores: [{path: a, rule: RUN-027, reason: r, location: 'a..b'}] | .agentlint.yaml:1:57: location 'a..b' is neither
            ignore with a bad date                    | ignores: [{path: a, rule: RUN-027, reason: r, expires: 2025-02-30}] | .agentlint.yaml:1:56: '2025-02-30' is not a calendar date
            ignore with a date in another format      | ignores: [{path: a, rule: RUN-027, reason: r, expires: 31.12.2025}] | .agentlint.yaml:1:56: expires must be a date written YYYY-MM-DD
            ignore with an unknown key                | ignores: [{path: a, rule: RUN-027, reason: r, until: 2025-01-01}] | .agentlint.yaml:1:47: unknown key 'until' in an ignore
            a number where a string belongs           | ignores: [{path: 2024, rule: RUN-027, reason: r}] | .agentlint.yaml:1:18: expected a path pattern (a string; quote it), found '2024'
            inline-ignores not a boolean              | inline-ignores: 'no'                             | .agentlint.yaml:1:17: expected true or false
            """)
    void invalidConfigurationsNameFileLineAndProblem(String what, String yaml, String message) {
        assertThat(error(yaml.replace("\\n", "\n"))).as(what).startsWith(message);
    }

    @Test
    void laterRunIdsWinAndRuleIdsWinOverRunIds() throws ConfigException {
        // credentials-readable-in-sandbox enforces RUN-007 and RUN-030.
        Config c = parse("rules:\n  RUN-007: off\n  RUN-030: error\n");
        assertThat(c.rules().enabled("credentials-readable-in-sandbox")).isTrue();
        assertThat(c.rules().apply(finding("credentials-readable-in-sandbox", Level.WARNING)).level()).isEqualTo(Level.ERROR);
        Config d = parse("rules:\n  credentials-readable-in-sandbox: off\n  RUN-030: error\n");
        assertThat(d.rules().enabled("credentials-readable-in-sandbox")).isFalse();
    }

    @Test
    void rulesReportedByTheFilterCanBeConfiguredLikeAnyOther() throws ConfigException {
        Config c = parse("rules:\n  unused-ignore: error\n  ignore-without-reason: off\n");
        assertThat(c.rules().enabled("ignore-without-reason")).isFalse();
        assertThat(c.rules().apply(finding("unused-ignore", Level.WARNING)).level()).isEqualTo(Level.ERROR);
    }

    @Test
    void errorsDoNotLeakOutOfTheConfigurationAsAnythingButConfigException() {
        for (String hostile : new String[] {"&a [*a]", "a: !!binary x", "{" + "[".repeat(5000), "a: *nope", "\u0000"}) {
            assertThatThrownBy(() -> parse(hostile)).as(hostile.substring(0, Math.min(20, hostile.length())))
                    .isInstanceOf(ConfigException.class);
        }
    }
}
