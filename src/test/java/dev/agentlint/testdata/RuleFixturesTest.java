package dev.agentlint.testdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.config.Config;
import dev.agentlint.config.ConfigException;
import dev.agentlint.config.ConfigLoader;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.report.SafeText;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every rule's fixtures: {@code testdata/<rule-id>/} holds {@code bad/} and {@code good/}
 * trees and {@code expected.txt}, the exact findings of that rule as
 * {@code path:line:col-endLine:endColumn level rule-id | headline} (paths relative to the rule's
 * directory; the headline is the English message's first sentence), each followed by its related
 * locations ({@code = path:line:col-endLine:endColumn what it says}, for findings whose verdict
 * depends on another file). Nothing under {@code good/} may be flagged. The span's end and the
 * headline are there so that a change of either shows in review; {@code messages.en.txt} and
 * {@code messages.zh-CN.txt} hold the whole messages.
 *
 * <p>{@code bad/} and {@code good/} are scanned separately; either may hold an {@code .agentlint.yaml}
 * that applies to it alone (for the rules about configured ignores). The clock is fixed at
 * {@link #TODAY}, so fixtures with expiry dates never depend on the day the tests run.
 *
 * <p>After an intended change, regenerate with {@code -Dagentlint.updateTestdata=true} and review the diff.
 */
public class RuleFixturesTest {

    public static final Path TESTDATA = Path.of("testdata");
    public static final Clock TODAY = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
    private static final boolean UPDATE = Boolean.getBoolean("agentlint.updateTestdata");

    @TestFactory
    Stream<DynamicTest> everyRuleMatchesItsExpectedFindings() {
        RuleCatalog catalog = AllRules.catalog();
        return catalog.ids().stream().map(id -> DynamicTest.dynamicTest(id, () -> runFixture(catalog, id)));
    }

    private static void runFixture(RuleCatalog catalog, String id) throws IOException {
        Path dir = TESTDATA.resolve(id).toAbsolutePath();
        assertThat(dir.resolve("bad")).as("testdata/%s/bad", id).isDirectory();
        assertThat(dir.resolve("good")).as("testdata/%s/good", id).isDirectory();
        List<String> actual = new ArrayList<>();
        for (String tree : List.of("bad", "good")) {
            ScanResult result = scan(catalog, dir, dir.resolve(tree));
            assertThat(result.errors()).as("internal errors").isEmpty();
            for (Finding f : result.findings()) {
                if (f.ruleId().equals(id)) {
                    actual.add(f.path() + ":" + f.span() + " " + f.level().id() + " " + f.ruleId() + " | " + headline(f.message()));
                    for (Finding.Related r : f.related()) actual.add("= " + r.path() + ":" + r.span() + " " + SafeText.line(r.message()));
                }
            }
        }
        Path expectedFile = dir.resolve("expected.txt");
        if (UPDATE) Files.writeString(expectedFile, String.join("\n", actual) + (actual.isEmpty() ? "" : "\n"));
        List<String> expected = Files.readAllLines(expectedFile, StandardCharsets.UTF_8).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        assertThat(actual).as("findings of %s in testdata/%s", id, id).containsExactlyElementsOf(expected);
        assertThat(actual).as("nothing under good/ is flagged").noneMatch(l -> l.startsWith("good/"));
        assertThat(actual).as("something under bad/ is flagged").anyMatch(l -> l.startsWith("bad/"));
    }

    /** The first sentence of a message, on one line: what a reviewer reads first. */
    static String headline(String message) {
        String line = SafeText.line(message);
        int end = line.indexOf(". ");
        return end < 0 ? line : line.substring(0, end + 1);
    }

    /** One tree, with its own configuration if it has one (never one found above it). */
    static ScanResult scan(RuleCatalog catalog, Path dir, Path tree) {
        Config config = Config.NONE;
        Path file = tree.resolve(".agentlint.yaml");
        if (Files.exists(file)) {
            try {
                config = new ConfigLoader(dir, catalog).load(file);
            } catch (ConfigException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
        return new Scanner(new ScanOptions(dir, 4 << 20, 1), catalog, FilterSettings.from(config, TODAY)).scan(List.of(tree));
    }
}
