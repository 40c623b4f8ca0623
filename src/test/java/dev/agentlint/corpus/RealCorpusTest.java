package dev.agentlint.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.discover.Classifier;
import dev.agentlint.discover.Format;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real-world corpus ({@code ../shared/corpus/real}, 1,850 public config files): every file is
 * classified as the format its folder names, and scanning all of it raises no internal error.
 *
 * <p>The corpus stores files under flattened names; this test lays each one out again at the path it
 * had in its repository ({@code MANIFEST.tsv}), under {@code target/corpus-layout/} (never in the
 * source tree), so discovery sees what it sees in a real checkout. Codex documentation snippets have
 * no path of their own and are laid out where such a file lives, {@code .codex/config.toml}.
 * {@code .ci/run} scans the same layout again with the jar under a small heap.
 */
class RealCorpusTest {

    static final Path CORPUS = Path.of("..", "shared", "corpus", "real");
    static final Path LAYOUT = Path.of("target", "corpus-layout");

    record Entry(String corpusPath, Format expected, Path laidOut) {}

    static List<Entry> entries = new ArrayList<>();

    @BeforeAll
    static void layOut() throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(CORPUS.resolve("MANIFEST.tsv")),
                "the real corpus is not present at " + CORPUS.toAbsolutePath());
        entries = new ArrayList<>();
        deleteRecursively(LAYOUT);
        List<String> lines = Files.readAllLines(CORPUS.resolve("MANIFEST.tsv"), StandardCharsets.UTF_8);
        int n = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split("\t");
            n++;
            String corpusPath = c[0];
            Format expected = formatOfFolder(c[1]);
            // One directory per corpus entry: the same repository path can appear at several commits.
            String repo = String.format(java.util.Locale.ROOT, "%04d-%s", n, c[2].replace('/', '@'));
            String source = c[3];
            if (source.contains(" (fenced toml block")) {
                source = "doc-snippets/" + corpusPath.substring(corpusPath.lastIndexOf('/') + 1) + "/.codex/config.toml";
            }
            Path target = LAYOUT.resolve(c[1]).resolve(repo).resolve(source);
            Files.createDirectories(target.getParent());
            Files.copy(CORPUS.resolve(corpusPath), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            entries.add(new Entry(corpusPath, expected, target));
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    static Format formatOfFolder(String folder) {
        for (Format f : Format.values()) if (f.id().equals(folder)) return f;
        if (folder.equals("claude-settings")) return Format.CLAUDE_SETTINGS;
        throw new IllegalArgumentException("no format for corpus folder " + folder);
    }

    @Test
    void everyFileIsClassifiedAsItsFolderSays() throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (Entry e : entries) {
            String rel = LAYOUT.relativize(e.laidOut()).toString();
            String text = Files.readString(e.laidOut(), StandardCharsets.ISO_8859_1);
            Format got = Classifier.classify(rel, () -> text);
            counts.merge(e.expected().id() + (got == e.expected() ? "" : " MISCLASSIFIED"), 1, Integer::sum);
            if (got != e.expected()) wrong.add(e.corpusPath() + " → " + (got == null ? "unclassified" : got.id()));
        }
        System.out.println("corpus classification: " + counts);
        assertThat(wrong).as("files classified differently from their corpus folder").isEmpty();
    }

    @Test
    void scanningTheWholeCorpusRaisesNoInternalError() throws IOException {
        Path root = LAYOUT.toAbsolutePath();
        ScanResult r = new Scanner(ScanOptions.defaults(root), AllRules.catalog()).scan(List.of(root));
        Map<String, Integer> perRule = new TreeMap<>();
        for (Finding f : r.findings()) perRule.merge(f.ruleId() + " (" + f.level().id() + ")", 1, Integer::sum);
        StringBuilder report = new StringBuilder();
        report.append("files scanned: ").append(r.filesScanned()).append('\n');
        report.append("per format: ").append(r.formats()).append('\n');
        report.append("skipped: ").append(r.skipped().size()).append('\n');
        for (ScanResult.FileNote n : r.skipped()) report.append("  ").append(n.path()).append(": ").append(n.message()).append('\n');
        report.append("findings per rule:\n");
        perRule.forEach((k, v) -> report.append("  ").append(k).append(": ").append(v).append('\n'));
        Files.writeString(Path.of("target", "corpus-report.txt"), report.toString());
        System.out.print(report);
        assertThat(r.errors()).extracting(e -> e.path() + ": " + e.message()).isEmpty();
        long classified = 0;
        for (Entry e : entries) {
            String rel = LAYOUT.relativize(e.laidOut()).toString();
            String text = Files.readString(e.laidOut(), StandardCharsets.ISO_8859_1);
            if (Classifier.classify(rel, () -> text) != null) classified++;
        }
        assertThat(r.filesScanned() + r.skipped().size()).as("every classified file is scanned or named as skipped")
                .isEqualTo(classified);
    }
}
