package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.IgnoreRules;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.AllRules;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An internal failure, injected on purpose (a rule that throws on one file), through the whole
 * command line: exit 2, one line on stderr saying what failed on which file (the stack trace only
 * with --debug), and every other finding still in every report format — the other files', and
 * what the other rules found in the file the rule failed on.
 */
class InternalFailureCliTest {

    private static final String FAILING_RULE = "permission-bypass-by-default";

    @TempDir
    Path dir;

    @BeforeEach
    void tree() throws Exception {
        write("good/.claude/settings.json", "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        // The failing rule's own finding here is lost; the TLS finding of another rule must stay.
        write("boom/.claude/settings.json", "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"},"
                + " \"env\": {\"NODE_TLS_REJECT_UNAUTHORIZED\": \"0\"}}");
        write("svc/compose.yaml", "services:\n  a:\n    image: x\n    privileged: true\n");
    }

    private void write(String rel, String text) throws Exception {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    /** Every rule of agentlint, one of them wrapped so that it throws on files under boom/. */
    static RuleCatalog failingOnBoom(Supplier<Throwable> failure) {
        List<Rule> rules = new ArrayList<>();
        for (Rule r : AllRules.catalog().rules()) rules.add(r.id().equals(FAILING_RULE) ? new FailsOnBoom(r, failure) : r);
        return new RuleCatalog(rules, IgnoreRules.ALL);
    }

    record FailsOnBoom(Rule delegate, Supplier<Throwable> failure) implements Rule {
        @Override
        public String id() {
            return delegate.id();
        }

        @Override
        public void check(FileFacts facts, Findings out) {
            if (facts.file().displayPath().contains("boom/")) {
                Throwable t = failure.get();
                if (t instanceof RuntimeException e) throw e;
                throw (Error) t;
            }
            delegate.check(facts, out);
        }
    }

    record Run(int exit, String out, String err) {}

    private static Run run(RuleCatalog rules, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), rules);
        return new Run(exit, out.toString(), err.toString());
    }

    private Run scan(Supplier<Throwable> failure, String... extra) {
        List<String> args = new ArrayList<>(List.of("scan", "--no-config", "--no-color"));
        args.addAll(List.of(extra));
        args.add(dir.toString());
        return run(failingOnBoom(failure), args.toArray(String[]::new));
    }

    @ParameterizedTest
    @ValueSource(strings = {"exception", "stack overflow"})
    void exitsTwoWithOneLineNamingTheFileAndWhatFailed(String kind) {
        Supplier<Throwable> failure = kind.equals("exception")
                ? () -> new IllegalStateException("boom\nwith a second line")
                : StackOverflowError::new;
        Run r = scan(failure, "--format", "json");
        assertThat(r.exit()).isEqualTo(ExitCode.ERROR);
        assertThat(r.err().lines().toList()).singleElement().satisfies(line -> {
            assertThat(line).startsWith("agentlint: internal error on ").contains("boom/.claude/settings.json")
                    .contains("rule " + FAILING_RULE + " failed")
                    .contains(kind.equals("exception") ? "IllegalStateException: boom with a second line" : "StackOverflowError")
                    .endsWith("(run with --debug for the stack trace)");
        });
        assertThat(r.err()).doesNotContain("\tat ");
    }

    @Test
    void runningOutOfMemoryEndsTheScanWithOneLineAndExitTwo() {
        Run r = scan(() -> new OutOfMemoryError("Java heap space"), "--format", "json");
        assertThat(r.exit()).isEqualTo(ExitCode.ERROR);
        assertThat(r.err().lines().toList()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("agentlint: ran out of memory while reading ").contains("boom/.claude/settings.json").contains("-Xmx"));
        assertThat(r.err()).doesNotContain("\tat ", "Exception");
    }

    @Test
    void debugAddsTheStackTrace() {
        Run r = run(failingOnBoom(() -> new IllegalStateException("boom")),
                "--debug", "scan", "--no-config", "--format", "json", dir.toString());
        assertThat(r.exit()).isEqualTo(ExitCode.ERROR);
        assertThat(r.err().lines().findFirst().orElseThrow()).contains("boom/.claude/settings.json").doesNotContain("--debug");
        assertThat(r.err()).contains("java.lang.IllegalStateException: boom").contains("\tat " + FailsOnBoom.class.getName());
    }

    @Test
    void theOtherFindingsAreInEveryFormat() throws Exception {
        Path reports = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-reports"));
        Run text = scan(() -> new IllegalStateException("boom"), "--format", "text",
                "--report", "json=" + reports.resolve("r.json"), "--report", "sarif=" + reports.resolve("r.sarif"),
                "--report", "github=" + reports.resolve("r.github"));
        assertThat(text.exit()).isEqualTo(ExitCode.ERROR);

        assertThat(text.out()).containsPattern("good/\\.claude/settings\\.json:1:\\d+ error " + FAILING_RULE)
                .containsPattern("boom/\\.claude/settings\\.json:1:\\d+ \\w+ tls-verification-disabled")
                .containsPattern("svc/compose\\.yaml:4:\\d+ \\w+ privileged-container")
                .contains("internal error").contains("The scan is incomplete");

        JsonNode json = new ObjectMapper().readTree(reports.resolve("r.json").toFile());
        assertThat(json.at("/summary/complete").asBoolean()).isFalse();
        List<String> found = new ArrayList<>();
        json.get("findings").forEach(f -> found.add(f.get("rule").asText() + " " + f.get("path").asText()));
        assertThat(found).anyMatch(s -> s.startsWith(FAILING_RULE + " ") && s.endsWith("good/.claude/settings.json"))
                .anyMatch(s -> s.startsWith("tls-verification-disabled ") && s.endsWith("boom/.claude/settings.json"))
                .anyMatch(s -> s.startsWith("privileged-container ") && s.endsWith("svc/compose.yaml"))
                .noneMatch(s -> s.startsWith(FAILING_RULE + " ") && s.endsWith("boom/.claude/settings.json"));
        assertThat(json.get("errors")).singleElement().satisfies(e -> {
            assertThat(e.get("path").asText()).endsWith("boom/.claude/settings.json");
            assertThat(e.get("message").asText()).contains(FAILING_RULE);
        });

        JsonNode sarif = new ObjectMapper().readTree(reports.resolve("r.sarif").toFile());
        JsonNode run = sarif.at("/runs/0");
        assertThat(run.at("/invocations/0/executionSuccessful").asBoolean()).isFalse();
        List<String> results = new ArrayList<>();
        run.get("results").forEach(x -> results.add(x.get("ruleId").asText() + " "
                + x.at("/locations/0/physicalLocation/artifactLocation/uri").asText()));
        assertThat(results).anyMatch(s -> s.startsWith(FAILING_RULE + " ") && s.endsWith("good/.claude/settings.json"))
                .anyMatch(s -> s.startsWith("tls-verification-disabled ") && s.endsWith("boom/.claude/settings.json"))
                .anyMatch(s -> s.startsWith("privileged-container ") && s.endsWith("svc/compose.yaml"));
        assertThat(run.at("/invocations/0/toolExecutionNotifications").toString()).contains("boom/.claude/settings.json");

        String github = Files.readString(reports.resolve("r.github"));
        assertThat(github).containsPattern("::error file=[^,]*good/\\.claude/settings\\.json,")
                .containsPattern("::\\w+ file=[^,]*boom/\\.claude/settings\\.json,[^\\n]*tls-verification-disabled")
                .containsPattern("::\\w+ file=[^,]*svc/compose\\.yaml,[^\\n]*privileged-container")
                .containsPattern("::error file=[^,]*boom/\\.claude/settings\\.json,title=agentlint internal error::");
    }
}
