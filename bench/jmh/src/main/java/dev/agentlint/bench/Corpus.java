package dev.agentlint.bench;

import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TextDecoder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The shared real-world corpus, read in place (never copied): each file decoded as agentlint
 * decodes it and classified by the path it had in its own repository (MANIFEST.tsv).
 */
final class Corpus {

    /** One corpus file: its corpus folder (e.g. "compose"), its bytes' length and its decoded text. */
    record Entry(String folder, Format format, int bytes, SourceFile file) {}

    private Corpus() {}

    static Path location() {
        return Path.of(System.getProperty("agentlint.corpus", "../shared/corpus/real"));
    }

    /**
     * Shell scripts: the corpus has none, so the repository's own (launchers, CI, bench and test
     * data scripts), classified as discovery would. Their folder is "shell".
     */
    static List<Entry> shellScripts() {
        Path repo = Path.of(System.getProperty("agentlint.repo", "."));
        List<Entry> out = new ArrayList<>();
        for (String top : List.of("agentlint", ".ci", "bench", "testdata", "action")) {
            Path start = repo.resolve(top);
            if (!Files.exists(start)) continue;
            try (var files = Files.walk(start)) {
                for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                    byte[] bytes = Files.readAllBytes(p);
                    TextDecoder.Decoded d = TextDecoder.decode(bytes, bytes.length);
                    if (d.refusal() != null) continue;
                    String rel = repo.relativize(p).toString();
                    if (Classifier.classify(rel, d::text) != Format.SHELL) continue;
                    out.add(new Entry("shell", Format.SHELL, bytes.length, SourceFile.of(rel, Format.SHELL, d.text())));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** The corpus and the shell scripts: every kind of file agentlint checks. */
    static List<Entry> withShellScripts() {
        List<Entry> all = new ArrayList<>(load());
        all.addAll(shellScripts());
        return all;
    }

    static List<Entry> load() {
        Path dir = location();
        List<Entry> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(dir.resolve("MANIFEST.tsv"), StandardCharsets.UTF_8)) {
                String[] f = line.split("\t");
                if (f.length < 4 || f[0].equals("corpus_path")) continue;
                byte[] bytes = Files.readAllBytes(dir.resolve(f[0]));
                TextDecoder.Decoded d = TextDecoder.decode(bytes, bytes.length);
                if (d.refusal() != null) continue;
                Format format = Classifier.classify(f[3], () -> d.text());
                out.add(new Entry(f[1], format, bytes.length, SourceFile.of(f[3], format, d.text())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the corpus at " + dir + " (set -Dagentlint.corpus)", e);
        }
        if (out.isEmpty()) throw new IllegalStateException("empty corpus at " + dir);
        return out;
    }
}
