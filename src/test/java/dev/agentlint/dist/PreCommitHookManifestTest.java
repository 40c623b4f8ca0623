package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.discover.Classifier;
import dev.agentlint.discover.Discovery;
import dev.agentlint.base.Format;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code .pre-commit-hooks.yaml} selects exactly what a directory scan would check: its {@code files}
 * pattern is generated from the formats' descriptors ({@link Format#preCommitNames}) and admits every
 * sample path {@link Classifier} recognises as each {@link Format} and its {@code exclude} pattern skips every directory
 * {@link Discovery} skips. A new format or skipped directory fails this test until the manifest follows.
 */
class PreCommitHookManifestTest {

    @SuppressWarnings("unchecked")
    static Map<String, Object> hook() throws IOException {
        String text = Files.readString(Shell.ROOT.resolve(".pre-commit-hooks.yaml"), StandardCharsets.UTF_8);
        List<Map<String, Object>> hooks = new Yaml(new LoaderOptions()).load(text);
        assertThat(hooks).hasSize(1);
        return hooks.get(0);
    }

    /** pre-commit applies these with Python's re.search; the pattern sticks to syntax Java reads the same way. */
    static Pattern pattern(String key) throws IOException {
        return Pattern.compile((String) hook().get(key));
    }

    @Test
    void everyFormatHasSamplesTheClassifierAccepts() {
        for (Format f : Format.values()) {
            assertThat(f.samples()).as("samples of format %s", f.id()).isNotEmpty();
            for (Format.Sample s : f.samples()) {
                assertThat(Classifier.classify(s.path(), s::head)).as(s.path()).isEqualTo(f);
            }
        }
    }

    @Test
    void filesPatternAdmitsEveryRecognisedPath() throws IOException {
        Pattern files = pattern("files");
        for (Format f : Format.values()) {
            for (Format.Sample s : f.samples()) assertThat(files.matcher(s.path()).find()).as(s.path()).isTrue();
        }
    }

    /**
     * The {@code files} pattern is the formats' pre-commit names, each once, in the formats' order.
     * Regenerate with {@code mvn test -Dtest=PreCommitHookManifestTest -Dagentlint.updateDocs=true}.
     */
    @Test
    void filesPatternIsGeneratedFromTheFormats() throws IOException {
        Path manifest = Shell.ROOT.resolve(".pre-commit-hooks.yaml");
        String text = Files.readString(manifest, StandardCharsets.UTF_8);
        Matcher m = FILES_BLOCK.matcher(text);
        assertThat(m.find()).as("a files: | block in .pre-commit-hooks.yaml").isTrue();
        String generated = filesBlock();
        if (Boolean.getBoolean("agentlint.updateDocs") && !m.group().equals(generated)) {
            Files.writeString(manifest, text.substring(0, m.start()) + generated + text.substring(m.end()), StandardCharsets.UTF_8);
            return;
        }
        assertThat(m.group()).as(".pre-commit-hooks.yaml files: is stale (regenerate with -Dagentlint.updateDocs=true)").isEqualTo(generated);
    }

    private static final Pattern FILES_BLOCK = Pattern.compile("(?m)^  files: \\|\\n(    .*\\n)+");

    private static String filesBlock() {
        Set<String> names = new LinkedHashSet<>();
        for (Format f : Format.values()) names.addAll(f.preCommitNames());
        StringBuilder b = new StringBuilder("  files: |\n    (?ix)(\n");
        String sep = "        ";
        for (String n : names) {
            b.append(sep).append(n).append('\n');
            sep = "      | ";
        }
        return b.append("    )\n").toString();
    }

    @Test
    void filesPatternAdmitsEveryFixtureTheScannerChecks() throws IOException {
        Pattern files = pattern("files");
        List<String> recognised = new ArrayList<>();
        try (Stream<Path> all = Files.walk(Shell.ROOT.resolve("testdata"))) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                String rel = Shell.ROOT.resolve("testdata").relativize(p).toString().replace('\\', '/');
                String head = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
                if (Classifier.classify(rel, () -> head) != null) recognised.add(rel);
            }
        }
        assertThat(recognised).isNotEmpty();
        for (String rel : recognised) assertThat(files.matcher(rel).find()).as(rel).isTrue();
    }

    @Test
    void filesPatternLeavesOutWhatNoFormatUses() throws IOException {
        Pattern files = pattern("files");
        for (String path : List.of("README.md", "src/main/java/App.java", "pyproject.toml", ".vscode/extensions.json",
                "settings.json", "app.json", "docs/nginx.conf", "image.png", ".envrc", "Cargo.lock")) {
            assertThat(files.matcher(path).find()).as(path).isFalse();
        }
    }

    @Test
    void excludePatternSkipsWhatADirectoryScanSkips() throws IOException {
        Pattern exclude = pattern("exclude");
        for (String dir : Discovery.SKIPPED_DIRECTORIES) {
            assertThat(exclude.matcher(dir + "/x/package.json").find()).as(dir).isTrue();
            assertThat(exclude.matcher("app/" + dir + "/compose.yaml").find()).as(dir).isTrue();
        }
        for (String path : List.of("compose.yaml", ".claude/settings.json", "vendors/compose.yaml", "my-target/x.sh")) {
            assertThat(exclude.matcher(path).find()).as(path).isFalse();
        }
    }

    @Test
    void hookPassesFileNamesAfterDoubleDashFromAScriptOfThisRepository() throws IOException {
        Map<String, Object> hook = hook();
        assertThat(hook.get("id")).isEqualTo("agentlint");
        assertThat(hook.get("language")).isEqualTo("script");
        assertThat(hook.get("args")).isEqualTo(List.of("--"));
        assertThat(hook.get("require_serial")).isEqualTo(true);
        assertThat(hook.get("types_or")).isEqualTo(List.of("file", "symlink"));
        Path entry = Shell.ROOT.resolve((String) hook.get("entry"));
        assertThat(entry).isRegularFile();
        assertThat(Files.isExecutable(entry)).as("%s is executable", entry).isTrue();
    }
}
