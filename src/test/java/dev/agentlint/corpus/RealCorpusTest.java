package dev.agentlint.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.check.Finding;
import dev.agentlint.cli.Main;
import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
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
import java.util.Locale;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
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
 *
 * <p>Writes {@code target/corpus-report.txt}: classification per format, files scanned per format,
 * findings per rule and level, every skipped file, notice, parse error and internal error, and the
 * heap the whole corpus was scanned in.
 */
class RealCorpusTest {

    static final Path CORPUS = Path.of("..", "shared", "corpus", "real");
    static final Path LAYOUT = Path.of("target", "corpus-layout");

    record Entry(String corpusPath, Format expected, Path laidOut) {}

    static List<Entry> entries = new ArrayList<>();

    @BeforeAll
    static void layOut() throws IOException {
        Assumptions.assumeTrue(present(), "the real corpus is not present at " + CORPUS.toAbsolutePath());
        deleteRecursively(LAYOUT);
        entries = layOut(LAYOUT);
    }

    static boolean present() {
        return Files.isRegularFile(CORPUS.resolve("MANIFEST.tsv"));
    }

    /** Every corpus file copied to the path it had in its repository, one directory per entry under {@code into}. */
    static List<Entry> layOut(Path into) throws IOException {
        List<Entry> out = new ArrayList<>();
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
            Path target = into.resolve(c[1]).resolve(repo).resolve(source);
            Files.createDirectories(target.getParent());
            Files.copy(CORPUS.resolve(corpusPath), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            out.add(new Entry(corpusPath, expected, target));
        }
        return out;
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

    /** Sections of target/corpus-report.txt, written once every test has added its own. */
    static final Map<Integer, String> REPORT = new TreeMap<>();

    /** The heap the whole corpus must scan in (measured: it needs about 16 MiB; this leaves room for more cores). */
    static final String SMALL_HEAP = "48m";

    @AfterAll
    static void writeReport() throws IOException {
        if (REPORT.isEmpty()) return;
        StringBuilder all = new StringBuilder("agentlint over the real corpus (").append(entries.size()).append(" files in ")
                .append(CORPUS.normalize()).append(")\n\n");
        for (String section : REPORT.values()) all.append(section).append('\n');
        Files.writeString(Path.of("target", "corpus-report.txt"), all.toString());
        System.out.print(all);
    }

    @Test
    void everyFileIsClassifiedAsItsFolderSays() throws IOException {
        Map<String, int[]> counts = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (Entry e : entries) {
            String rel = LAYOUT.relativize(e.laidOut()).toString();
            String text = Files.readString(e.laidOut(), StandardCharsets.ISO_8859_1);
            Format got = Classifier.classify(rel, () -> text);
            int[] c = counts.computeIfAbsent(e.expected().id(), k -> new int[3]);
            c[0]++;
            if (got == e.expected()) c[1]++;
            else if (got == null) c[2]++;
            if (got != e.expected()) wrong.add(e.corpusPath() + " → " + (got == null ? "unclassified" : got.id()));
        }
        StringBuilder section = new StringBuilder("classification (corpus folder: files, classified as the folder says, unclassified)\n");
        counts.forEach((format, c) -> section.append(String.format(Locale.ROOT, "  %-16s %5d %5d %5d%n", format, c[0], c[1], c[2])));
        section.append("misclassified or unclassified: ").append(wrong.size()).append('\n');
        for (String w : wrong) section.append("  ").append(w).append('\n');
        REPORT.put(1, section.toString());
        assertThat(wrong).as("files classified differently from their corpus folder").isEmpty();
    }

    @Test
    void scanningTheWholeCorpusRaisesNoInternalError() throws IOException {
        Path root = LAYOUT.toAbsolutePath();
        ScanResult r = new Scanner(ScanOptions.defaults(root), AllRules.catalog()).scan(List.of(root));
        Map<String, Integer> perRule = new TreeMap<>();
        for (Finding f : r.findings()) perRule.merge(f.ruleId() + " (" + f.level().id() + ")", 1, Integer::sum);
        StringBuilder report = new StringBuilder("scan\n");
        report.append("files scanned: ").append(r.filesScanned()).append('\n');
        report.append("per format:\n");
        r.formats().forEach((k, v) -> report.append(String.format(Locale.ROOT, "  %-16s %5d%n", k, v)));
        report.append("findings: ").append(r.findings().size()).append('\n');
        report.append("findings per rule:\n");
        perRule.forEach((k, v) -> report.append(String.format(Locale.ROOT, "  %-48s %5d%n", k, v)));
        report.append("skipped: ").append(r.skipped().size()).append('\n');
        for (ScanResult.FileNote n : r.skipped()) report.append("  ").append(n.path()).append(": ").append(n.message()).append('\n');
        report.append("notices: ").append(r.notices().size()).append('\n');
        for (ScanResult.FileNote n : r.notices()) report.append("  ").append(n.path()).append(": ").append(n.message()).append('\n');
        report.append("parse errors (each a file its own tool would reject too):\n");
        for (Finding f : r.findings()) {
            if (f.ruleId().equals("parse-error")) report.append("  ").append(f.path()).append(':').append(f.span().line()).append(' ').append(f.message()).append('\n');
        }
        report.append("internal errors: ").append(r.errors().size()).append('\n');
        for (ScanResult.InternalError e : r.errors()) report.append("  ").append(e.path()).append(": ").append(e.message()).append('\n');
        REPORT.put(2, report.toString());
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

    /**
     * Bounded memory: the command line scans the whole corpus in a JVM of its own with a small
     * heap (an OutOfMemoryError ends it with exit code 3). {@code .ci/run} does the same with the jar.
     */
    @Test
    void theWholeCorpusScansInASmallHeap() throws Exception {
        Path out = Path.of("target", "corpus-small-heap.json").toAbsolutePath();
        Files.deleteIfExists(out);
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + SMALL_HEAP, "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "scan", "--no-config", "--format", "json", "-o", out.toString(), LAYOUT.toAbsolutePath().toString());
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(Path.of("target", "corpus-small-heap.log").toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).as("finished").isTrue();
        String log = Files.readString(Path.of("target", "corpus-small-heap.log"));
        assertThat(p.exitValue()).as("exit code (0 or 1; 2 is an internal error, 3 an exhausted heap): %s", log).isLessThanOrEqualTo(1);
        JsonNode summary = new ObjectMapper().readTree(out.toFile()).get("summary");
        assertThat(summary.get("complete").asBoolean()).isTrue();
        assertThat(summary.get("filesScanned").asInt()).isEqualTo(entries.size());
        REPORT.put(3, "memory\nthe command line scanned all " + summary.get("filesScanned").asInt() + " files with -Xmx" + SMALL_HEAP
                + " (exit code " + p.exitValue() + ", complete); .ci/run repeats it with the built jar\n");
    }
}
