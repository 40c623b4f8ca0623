package dev.agentlint.testdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.discover.Classifier;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A rule's {@code formats:} (its page's "Formats" row, {@code rules --format json}) says where it
 * fires, so it is checked against where it does: the formats of the files its {@code bad/}
 * fixtures flag. A format the rule fires in but does not declare fails. So does one it declares
 * without a fixture that shows it, apart from those listed in {@link #NOT_SHOWN_YET}: the rule's
 * code handles them (through a shared fact: a hook's command, a workload's environment), but no
 * fixture proves it. That list may only shrink. Rules that apply to every file (an empty list)
 * are not checked.
 */
class RuleFormatsTest {

    /** Declared formats no {@code bad/} fixture shows yet, by rule: evidence still owed. */
    static final Map<String, Set<String>> NOT_SHOWN_YET = Map.of();

    @Test
    void everyRuleDeclaresTheFormatsItsFixturesShowItFiringIn() {
        RuleCatalog catalog = AllRules.catalog();
        List<String> wrong = new ArrayList<>();
        for (RuleMeta meta : catalog.allMeta()) {
            if (meta.formats().isEmpty()) continue;
            Path dir = RuleFixturesTest.TESTDATA.resolve(meta.id()).toAbsolutePath();
            ScanResult result = RuleFixturesTest.scan(catalog, dir, dir.resolve("bad"));
            Set<String> fired = new TreeSet<>();
            for (Finding f : result.findings()) {
                if (!f.ruleId().equals(meta.id())) continue;
                Format format = Classifier.classify(f.path(), () -> head(dir.resolve(f.path())));
                if (format != null) fired.add(format.id());
            }
            Set<String> declared = new TreeSet<>(meta.formats());
            Set<String> undeclared = new TreeSet<>(fired);
            undeclared.removeAll(declared);
            Set<String> unshown = new TreeSet<>(declared);
            unshown.removeAll(fired);
            Set<String> owed = new TreeSet<>(NOT_SHOWN_YET.getOrDefault(meta.id(), Set.of()));
            if (!undeclared.isEmpty()) wrong.add(meta.id() + " fires in " + undeclared + ", which its formats: do not list");
            if (!unshown.equals(owed)) {
                wrong.add(meta.id() + " declares " + unshown + " without a bad/ fixture that fires there; NOT_SHOWN_YET lists " + owed
                        + " (add the fixture, or take the format off, and shrink the list)");
            }
        }
        assertThat(wrong).as("rules/<id>.yaml formats: against the formats their bad/ fixtures flag").isEmpty();
    }

    private static String head(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
