package dev.agentlint.testdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.RuleCatalog;
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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every rule's fixes over its bad fixtures: for a rule with {@code testdata/<rule-id>/fixed/},
 * a copy of {@code bad/} is fixed (the rule's fixes only, unsafe ones included, pass after pass as
 * {@code scan --fix} does) and every file must read exactly as its counterpart under
 * {@code fixed/} (the same relative path), every other file as it was. Scanning the result again
 * finds nothing the rule can still fix, and fixing it again changes nothing.
 *
 * <p>After an intended change, regenerate with {@code -Dagentlint.updateTestdata=true} and review the diff.
 */
class RuleFixesTest {

    private static final boolean UPDATE = Boolean.getBoolean("agentlint.updateTestdata");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyRuleFixesItsBadFixturesAsStated() {
        RuleCatalog catalog = AllRules.catalog();
        return catalog.ids().stream()
                .filter(id -> catalog.meta(id).fix() != null)
                .map(id -> DynamicTest.dynamicTest(id, () -> runFixes(catalog, id)));
    }

    private void runFixes(RuleCatalog catalog, String id) throws IOException {
        Path dir = RuleFixturesTest.TESTDATA.resolve(id).toAbsolutePath();
        Path bad = dir.resolve("bad"), fixedDir = dir.resolve("fixed");
        Path work = tmp.resolve(id);
        Trees.copy(bad, work);
        int changed = fix(catalog, id, work);
        assertThat(changed).as("the fixes of %s change something in testdata/%s/bad", id, id).isPositive();
        try (Stream<Path> files = Files.walk(work)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path rel = work.relativize(f);
                // Bytes first: a fixture in another encoding (UTF-16) must come through untouched.
                byte[] nowBytes = Files.readAllBytes(f), beforeBytes = Files.readAllBytes(bad.resolve(rel));
                if (Arrays.equals(nowBytes, beforeBytes) && !Files.exists(fixedDir.resolve(rel))) continue;
                String now = new String(nowBytes, StandardCharsets.UTF_8);
                String before = new String(beforeBytes, StandardCharsets.UTF_8);
                Path expected = fixedDir.resolve(rel);
                if (UPDATE && !now.equals(before)) {
                    Files.createDirectories(expected.getParent());
                    Files.writeString(expected, now, StandardCharsets.UTF_8);
                }
                if (Files.exists(expected)) {
                    assertThat(now).as("testdata/%s/fixed/%s", id, rel).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
                } else {
                    assertThat(now).as("testdata/%s/bad/%s has no fixed/ counterpart, so it must not change", id, rel).isEqualTo(before);
                }
            }
        }
        assertThat(fix(catalog, id, work)).as("a second fix of %s changes nothing", id).isZero();
        assertThat(scan(catalog, work).findings()).as("nothing %s can still fix", id)
                .noneMatch(f -> f.ruleId().equals(id) && f.fixable());
    }

    /** The rule's fixes written pass after pass until none applies; how many files changed. */
    private static int fix(RuleCatalog catalog, String id, Path work) throws IOException {
        int changed = 0;
        for (int pass = 0; pass < 5; pass++) {
            ScanResult r = scan(catalog, work);
            assertThat(r.errors()).as("internal errors").isEmpty();
            FixPlan plan = FixPlan.of(r.findings(), f -> f.ruleId().equals(id), List.of(work));
            assertThat(plan.refused()).as("refused").isEmpty();
            boolean wrote = false;
            for (FilePatch p : plan.patches()) {
                if (!p.changes()) continue;
                FixWriter.write(p);
                wrote = true;
                changed++;
            }
            if (!wrote) break;
        }
        return changed;
    }

    private static ScanResult scan(RuleCatalog catalog, Path tree) {
        return new Scanner(new ScanOptions(tree, 4 << 20, 1), catalog, FilterSettings.from(Config.NONE, RuleFixturesTest.TODAY))
                .scan(List.of(tree));
    }


}
