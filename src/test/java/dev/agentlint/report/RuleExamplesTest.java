package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example the rule pages show is true: scanned as the file it stands for, the bad one gets
 * a finding of its rule and the good one none. An example that needs a particular place (a user
 * file, a drop-in) says so with {@code file:}; otherwise it is written where that format usually lives.
 * Illustrations that are no scanned file (how a symbolic link is made, an {@code .agentlint.yaml}
 * ignore) are left to the tests of those features.
 */
class RuleExamplesTest {

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyExampleIsTrue() {
        RuleCatalog catalog = AllRules.catalog();
        return catalog.allMeta().stream().flatMap(m -> m.examples().stream()
                .filter(ex -> ex.path() != null).map(ex ->
                DynamicTest.dynamicTest(m.id() + " (" + ex.format() + ")", () -> check(catalog, m, ex))));
    }

    @org.junit.jupiter.api.Test
    void everyFormatARuleCoversHasAnExample() {
        for (RuleMeta m : AllRules.catalog().allMeta()) {
            List<String> shown = m.examples().stream().map(RuleMeta.Example::format).toList();
            assertThat(shown).as("rules/%s.yaml has an example for each of its formats", m.id()).containsAll(m.formats());
        }
    }

    private void check(RuleCatalog catalog, RuleMeta m, RuleMeta.Example ex) throws IOException {
        String file = ex.path();
        String where = m.id() + "/" + ex.format() + "/" + Math.abs(ex.hashCode());
        if (!ex.bad().isBlank()) {
            assertThat(findings(catalog, m.id(), dir.resolve(where + "/bad"), file, ex.bad(), ex))
                    .as("the bad %s example of %s is flagged", ex.format(), m.id()).isNotEmpty();
        }
        if (!ex.good().isBlank()) {
            assertThat(findings(catalog, m.id(), dir.resolve(where + "/good"), file, ex.good(), ex))
                    .as("the good %s example of %s is not flagged", ex.format(), m.id()).isEmpty();
        }
    }

    private static List<String> findings(RuleCatalog catalog, String id, Path root, String file, String text, RuleMeta.Example ex)
            throws IOException {
        Path p = root.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        if (!ex.besideFile().isBlank()) Files.writeString(p.getParent().resolve(ex.besideFile()), ex.beside());
        // Unused ignores are reported, as with --strict: unused-ignore's own examples need it.
        ScanResult r = new Scanner(new ScanOptions(root, 1 << 20, 1), catalog, FilterSettings.defaults().withReportUnusedIgnores(true))
                .scan(List.of(root));
        assertThat(r.errors()).isEmpty();
        return r.findings().stream().filter(f -> f.ruleId().equals(id) && !f.suppressed()).map(Finding::message).toList();
    }
}
