package dev.agentlint.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.LineIndex;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Fix;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.config.Config;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.fix.FilePatch;
import dev.agentlint.fix.FixPlan;
import dev.agentlint.testdata.Trees;
import dev.agentlint.fix.FixWriter;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import dev.agentlint.testdata.RuleFixturesTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Properties of {@code scan --fix --unsafe-fixes} (every rule's fixes together) over every rule's
 * bad fixtures and over the real corpus, on copies in a temporary directory (the corpus is never
 * copied into the project): pass after pass, the bytes outside the edited spans stay as they were
 * and every edit's reported region is where its offsets are; the written file is the fixed text;
 * a rescan finds no parse error in a fixed file and, of each fixed finding, one occurrence fewer at
 * its place (rule, file, logical path, evidence); within the five passes {@code --fix} makes, the
 * fixes settle, so that a further {@code --fix} changes nothing.
 *
 * <p>Only the trees (fixture directories, corpus entries) where a first scan finds something to
 * fix are copied and fixed, which keeps this to a few seconds.
 */
class FixPropertiesTest {

    private static final int PASSES = 5;

    @TempDir
    Path tmp;

    @Test
    void fixingEveryRulesBadFixturesKeepsTheProperties() throws IOException {
        RuleCatalog catalog = AllRules.catalog();
        List<Path> trees = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(RuleFixturesTest.TESTDATA)) {
            for (Path d : dirs.sorted().toList()) if (Files.isDirectory(d.resolve("bad"))) trees.add(d.resolve("bad").toAbsolutePath());
        }
        int fixed = 0;
        for (Path bad : trees) {
            if (scan(catalog, bad).findings().stream().noneMatch(Finding::fixable)) continue;
            Path work = tmp.resolve("fixtures").resolve(bad.getParent().getFileName().toString());
            Trees.copy(bad, work);
            fixed += fixAndCheck(catalog, work);
        }
        assertThat(fixed).as("files the fixtures' fixes change").isPositive();
    }

    @Test
    void fixingTheRealCorpusKeepsTheProperties() throws IOException {
        Assumptions.assumeTrue(RealCorpusTest.present(),
                "the real corpus is not present at " + RealCorpusTest.CORPUS.toAbsolutePath() + "; its fix properties are not checked");
        RuleCatalog catalog = AllRules.catalog();
        Path layout = tmp.resolve("corpus");
        RealCorpusTest.layOut(layout);
        // Each corpus entry is a directory of its own: only those with something to fix are fixed.
        Set<Path> entries = new TreeSet<>();
        for (Finding f : scan(catalog, layout).findings()) {
            if (!f.fixable()) continue;
            Path rel = layout.relativize(f.fix().file().toAbsolutePath());
            entries.add(rel.subpath(0, 2));
        }
        Assumptions.assumeFalse(entries.isEmpty(), "no fix applies to the corpus");
        Path work = tmp.resolve("fixing");
        for (Path e : entries) Trees.copy(layout.resolve(e), work.resolve(e));
        assertThat(fixAndCheck(catalog, work)).as("corpus files the fixes change").isPositive();
    }

    /** {@code --fix --unsafe-fixes} pass after pass on a tree, checking each; how many files were written. */
    private static int fixAndCheck(RuleCatalog catalog, Path work) throws IOException {
        int written = 0;
        ScanResult before = scan(catalog, work);
        assertThat(before.errors()).as("internal errors in %s", work).isEmpty();
        for (int pass = 1; ; pass++) {
            FixPlan plan = FixPlan.of(before.findings(), f -> true, List.of(work));
            // A file in another encoding is refused, not rewritten (agentlint writes UTF-8 only): it must stay as it was.
            assertThat(plan.refused()).as("refused in %s", work)
                    .allMatch(r -> r.reason().contains("not UTF-8") && unchanged(work, r.displayPath()));
            List<FilePatch> changing = plan.patches().stream().filter(FilePatch::changes).toList();
            if (changing.isEmpty()) return written;
            assertThat(pass).as("the fixes of %s settle within the %d passes of --fix; still changing: %s", work, PASSES,
                    changing.stream().map(FilePatch::displayPath).toList()).isLessThanOrEqualTo(PASSES);
            Map<String, Integer> expectedGone = new HashMap<>();
            Set<Path> files = new LinkedHashSet<>();
            for (FilePatch p : changing) {
                keepsWhatIsNotEdited(p);
                FixWriter.write(p);
                written++;
                files.add(p.file().toAbsolutePath().normalize());
                byte[] expected = bytes(p);
                assertThat(Files.readAllBytes(p.file())).as("%s holds the fixed text", p.displayPath()).isEqualTo(expected);
                for (Finding f : p.findings()) expectedGone.merge(place(f), 1, Integer::sum);
            }
            ScanResult after = scan(catalog, work);
            assertThat(after.errors()).as("internal errors after fixing %s", work).isEmpty();
            for (Finding f : after.findings()) {
                if (f.ruleId().equals("parse-error")) {
                    assertThat(files).as("a fixed file no longer parses: %s: %s", f.path(), f.message())
                            .noneMatch(p -> p.endsWith(f.path()));
                }
            }
            Map<String, Integer> countBefore = count(before.findings()), countAfter = count(after.findings());
            for (Map.Entry<String, Integer> e : expectedGone.entrySet()) {
                int was = countBefore.getOrDefault(e.getKey(), 0), now = countAfter.getOrDefault(e.getKey(), 0);
                assertThat(now).as("fixed findings at %s (%d before, %d fixed)", e.getKey(), was, e.getValue())
                        .isLessThanOrEqualTo(was - e.getValue());
            }
            // What the next pass fixes: the scan of what this one wrote.
            before = after;
        }
    }

    /**
     * The text outside the edits of the findings that went in is the original's, gap by gap, and
     * each edit's region (what SARIF reports) is where its offsets are.
     */
    private static void keepsWhatIsNotEdited(FilePatch p) {
        String original = p.original(), fixed = p.fixed();
        LineIndex lines = new LineIndex(original);
        Set<Fix.Edit> unique = new LinkedHashSet<>();
        for (Finding f : p.findings()) unique.addAll(f.fix().edits());
        // In the order the patch writes them (insertions at one offset: the deeper first, else as taken).
        List<Fix.Edit> edits = FixPlan.ordered(new ArrayList<>(unique));
        int at = 0, shift = 0;
        for (Fix.Edit e : edits) {
            assertThat(e.start()).as("%s: edits in order, not overlapping", p.displayPath()).isGreaterThanOrEqualTo(at);
            assertThat(lines.offset(e.span().line(), e.span().column())).as("%s: an edit's region starts at its offset", p.displayPath())
                    .isEqualTo(e.start());
            assertThat(lines.offset(e.span().endLine(), e.span().endColumn())).as("%s: an edit's region ends at its offset", p.displayPath())
                    .isEqualTo(e.end());
            assertThat(fixed.regionMatches(at + shift, original, at, e.start() - at))
                    .as("%s: the text between edits at %d..%d is unchanged", p.displayPath(), at, e.start()).isTrue();
            assertThat(fixed.startsWith(e.text(), e.start() + shift)).as("%s: the edit's text is written", p.displayPath()).isTrue();
            shift += e.text().length() - (e.end() - e.start());
            at = e.end();
        }
        assertThat(fixed.length() - shift).as("%s: lengths", p.displayPath()).isEqualTo(original.length());
        assertThat(fixed.regionMatches(at + shift, original, at, original.length() - at))
                .as("%s: the text after the last edit is unchanged", p.displayPath()).isTrue();
    }

    /** Whether a corpus file laid out for fixing still has the bytes it had in the corpus layout. */
    private static boolean unchanged(Path work, String displayPath) {
        try {
            Path inWork = work.resolve(displayPath), original = work.resolveSibling("corpus").resolve(displayPath);
            return Files.exists(original) ? Files.mismatch(inWork, original) == -1 : Files.exists(inWork);
        } catch (IOException e) {
            return false;
        }
    }

    private static byte[] bytes(FilePatch p) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        if (p.bom()) b.writeBytes(new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf});
        b.writeBytes(p.fixed().getBytes(StandardCharsets.UTF_8));
        return b.toByteArray();
    }

    /** Where a finding is, in terms that survive edits elsewhere in the file. */
    private static String place(Finding f) {
        return f.ruleId() + " " + f.path() + " " + f.logicalPath() + " " + f.evidence();
    }

    private static Map<String, Integer> count(List<Finding> findings) {
        Map<String, Integer> out = new HashMap<>();
        for (Finding f : findings) out.merge(place(f), 1, Integer::sum);
        return out;
    }

    private static ScanResult scan(RuleCatalog catalog, Path tree) {
        ScanOptions defaults = ScanOptions.defaults(tree);
        return new Scanner(new ScanOptions(tree, 4 << 20, defaults.threads()), catalog, FilterSettings.from(Config.NONE, RuleFixturesTest.TODAY))
                .scan(List.of(tree));
    }

}
