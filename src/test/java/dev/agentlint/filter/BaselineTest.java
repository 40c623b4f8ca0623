package dev.agentlint.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.Suppression;
import dev.agentlint.config.ConfigException;
import dev.agentlint.base.Span;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineTest {

    static Finding f(String path, int line, String pointer, String evidence) {
        return new Finding("literal-secret", Level.ERROR, "m", path, Span.point(line, 5), pointer, evidence, "", null);
    }

    @Test
    void findingsSurviveMovesButNotChangedValues(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("agentlint-baseline.json");
        Baseline.write(file, List.of(f("compose.yaml", 7, "/services/a/environment/TOKEN", "TOKEN")), dir);
        Baseline b = Baseline.read(file, "agentlint-baseline.json");
        List<Finding> now = b.apply(List.of(
                f("compose.yaml", 19, "/services/a/environment/TOKEN", "TOKEN"),
                f("compose.yaml", 20, "/services/a/environment/TOKEN", "TOKEN2")), dir, Set.of()).findings();
        assertThat(now.get(0).suppression()).extracting(Suppression::origin, Suppression::source)
                .containsExactly(Suppression.Origin.BASELINE, "agentlint-baseline.json");
        assertThat(now.get(1).suppressed()).isFalse();
    }

    @Test
    void identicalFindingsAreCountedSoANewCopyIsNew(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.json");
        Finding one = f("a.sh", 1, "", "x");
        Baseline.write(file, List.of(one, f("a.sh", 2, "", "x")), dir);
        assertThat(Files.readString(file)).contains("\"count\" : 2");
        List<Finding> now = Baseline.read(file, "b.json").apply(List.of(one, one, one), dir, Set.of()).findings();
        assertThat(now).extracting(Finding::suppressed).containsExactly(true, true, false);
    }

    @Test
    void pathsAreRelativeToTheBaselineSoItWorksFromAnyDirectory(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.json");
        // Written from the repository root …
        Baseline.write(file, List.of(f("svc/compose.yaml", 3, "/x", "v")), dir);
        assertThat(Files.readString(file)).contains("\"path\" : \"svc/compose.yaml\"").doesNotContain("\"line\"");
        // … applied from a subdirectory, where the finding's path reads differently.
        Path sub = dir.resolve("svc");
        List<Finding> now = Baseline.read(file, "../b.json").apply(List.of(f("compose.yaml", 3, "/x", "v")), sub, Set.of()).findings();
        assertThat(now.get(0).suppressed()).isTrue();
    }

    @Test
    void staleEntriesAreCountedOnlyForScannedFiles(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.json");
        Baseline.write(file, List.of(f("a.sh", 1, "", "gone"), f("b.sh", 1, "", "not scanned")), dir);
        Baseline b = Baseline.read(file, "b.json");
        assertThat(b.apply(List.of(), dir, Set.of("a.sh")).stale()).isEqualTo(1);
        assertThat(b.apply(List.of(), dir, Set.of()).stale()).isZero();
    }

    @Test
    void alreadySuppressedFindingsUseTheirEntryButKeepTheirReason(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.json");
        Finding x = f("a.sh", 1, "", "x");
        Baseline.write(file, List.of(x), dir);
        Suppression inline = new Suppression(Suppression.Origin.INLINE, "a.sh:1", "because");
        Baseline.Applied a = Baseline.read(file, "b.json").apply(List.of(x.withSuppression(inline)), dir, Set.of("a.sh"));
        assertThat(a.findings().get(0).suppression()).isEqualTo(inline);
        assertThat(a.stale()).isZero();
    }

    @Test
    void countsAddUpWithoutWrappingAround(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.json");
        Baseline.write(file, List.of(f("a.sh", 1, "", "x")), dir);
        String json = Files.readString(file);
        String entry = json.substring(json.indexOf("{", json.indexOf("\"findings\"")), json.lastIndexOf("}", json.lastIndexOf("]")) + 1);
        String big = entry.replaceFirst("\\}$", ", \"count\": 999999999}");
        Files.writeString(file, json.replace(entry, big + ", " + big + ", " + big));
        Baseline b = Baseline.read(file, "b.json");
        assertThat(b.size()).isEqualTo(Integer.MAX_VALUE);
        Finding x = f("a.sh", 1, "", "x");
        assertThat(b.apply(List.of(x, x), dir, Set.of("a.sh")).findings()).allMatch(Finding::suppressed);
    }

    @Test
    void theOutputIsStableAndSorted(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("1.json");
        Path two = dir.resolve("2.json");
        List<Finding> fs = List.of(f("b.sh", 1, "", "1"), f("a.sh", 9, "/z", "2"), f("a.sh", 1, "/a", "3"));
        Baseline.write(one, fs, dir);
        Baseline.write(two, List.of(fs.get(2), fs.get(0), fs.get(1)), dir);
        assertThat(Files.readString(one)).isEqualTo(Files.readString(two));
        String text = Files.readString(one);
        assertThat(text.indexOf("\"a.sh\"")).isLessThan(text.indexOf("\"b.sh\""));
        assertThat(text).startsWith("{\n  \"agentlintBaseline\" : 1,\n  \"fingerprintVersion\" : \"v1\",");
    }

    @Test
    void badBaselinesAreErrorsNamingFileAndPosition(@TempDir Path dir) throws Exception {
        assertThat(error(dir, "{")).startsWith("b.json:1:2: not a baseline (invalid JSON");
        assertThat(error(dir, "{\"findings\": []}")).contains("not an agentlint baseline");
        assertThat(error(dir, "{\"agentlintBaseline\": 2, \"fingerprintVersion\": \"v1\", \"findings\": []}"))
                .contains("baseline format 2 is not one this agentlint reads");
        assertThat(error(dir, "{\"agentlintBaseline\": 1, \"fingerprintVersion\": \"v0\", \"findings\": []}"))
                .contains("fingerprints are version 'v0'").contains("--write-baseline");
        assertThat(error(dir, "{\"agentlintBaseline\": 1, \"fingerprintVersion\": \"v1\", \"findings\": [{\"rule\": \"x\"}]}"))
                .contains("needs a \"fingerprint\"");
        assertThat(error(dir, "{\"agentlintBaseline\": 1, \"fingerprintVersion\": \"v1\", \"findings\": [{\"fingerprint\": \"v1:ab\", \"count\": 0}]}"))
                .contains("\"count\" must be a positive whole number");
        assertThatThrownBy(() -> Baseline.read(dir.resolve("missing.json"), "missing.json")).hasMessageContaining("cannot be used");
    }

    private static String error(Path dir, String json) throws Exception {
        Path file = dir.resolve("b.json");
        Files.writeString(file, json);
        try {
            Baseline.read(file, "b.json");
        } catch (ConfigException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted " + json);
    }
}
