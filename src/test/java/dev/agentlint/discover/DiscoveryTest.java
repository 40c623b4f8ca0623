package dev.agentlint.discover;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiscoveryTest {

    @TempDir
    Path dir;

    /** Everything discovery reported, as sorted "kind path [format]" lines. */
    private static Set<String> discover(Path cwd, Path root, int threads) {
        return discover(cwd, root, threads, Exclusions.NONE);
    }

    private static Set<String> discover(Path cwd, Path root, int threads, Exclusions exclusions) {
        Set<String> seen = new TreeSet<>();
        new Discovery(cwd, exclusions, threads).discover(List.of(root), new Discovery.Sink() {
            @Override
            public void file(DiscoveredFile f) {
                synchronized (seen) {
                    seen.add("file " + f.displayPath() + " " + f.format().id());
                }
            }

            @Override
            public void escapingLink(EscapingLink link) {
                synchronized (seen) {
                    seen.add("link " + link.displayPath());
                }
            }

            @Override
            public void problem(String displayPath, String reason) {
                synchronized (seen) {
                    seen.add("problem " + displayPath + " " + reason);
                }
            }
        });
        return seen;
    }

    private void write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private void tree() throws IOException {
        write("repo/.claude/settings.json", "{}");
        write("repo/svc/compose.yaml", "services: {}\n");
        write("repo/svc/src/Main.java", "class Main {}");
        write("repo/node_modules/dep/compose.yaml", "services: {}\n");
        write("repo/a/vendor/x/.mcp.json", "{}");
        StringBuilder deep = new StringBuilder("repo/deep");
        for (int i = 0; i < 200; i++) deep.append("/d");
        write(deep + "/.devcontainer.json", "{}");
        Files.createSymbolicLink(dir.resolve("repo/svc/escape"), Path.of("/etc/passwd"));
    }

    @Test
    void parallelWalkFindsWhatASingleThreadFindsAndSkipsVendoredTrees() throws IOException {
        tree();
        Set<String> one = discover(dir, dir.resolve("repo"), 1);
        Set<String> many = discover(dir, dir.resolve("repo"), 4);
        assertThat(many).isEqualTo(one);
        assertThat(one).contains("file repo/.claude/settings.json claude-settings", "file repo/svc/compose.yaml compose",
                "link repo/svc/escape");
        assertThat(one).anyMatch(s -> s.startsWith("file repo/deep/d/d/") && s.endsWith("/.devcontainer.json devcontainer"));
        assertThat(one).noneMatch(s -> s.contains("node_modules") || s.contains("vendor") || s.contains("Main.java"));
        assertThat(one).hasSize(4);
    }

    @Test
    void exclusionsApplyToDirectoriesAndFilesInAParallelWalk() throws IOException {
        tree();
        Exclusions noDeepNoLinks = root -> (path, directory) ->
                directory ? path.getFileName().toString().equals("deep") : path.getFileName().toString().equals("escape");
        assertThat(discover(dir, dir.resolve("repo"), 4, noDeepNoLinks))
                .containsExactly("file repo/.claude/settings.json claude-settings", "file repo/svc/compose.yaml compose");
    }

    @Test
    void displayPathsAreRelativeInsideTheWorkingDirectoryAndAbsoluteOutsideIt() throws IOException {
        tree();
        Path repo = dir.resolve("repo").toAbsolutePath().normalize();
        // The working directory lies inside the scanned tree: only what is below it is relative.
        Set<String> fromInside = discover(repo.resolve("svc"), repo, 2);
        assertThat(fromInside).contains("file compose.yaml compose", "link escape",
                "file " + repo + "/.claude/settings.json claude-settings");
        // A tree outside the working directory is shown by absolute paths.
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        assertThat(discover(elsewhere, repo, 2)).contains("file " + repo + "/svc/compose.yaml compose");
        // A single file and the working directory itself.
        assertThat(discover(repo, Path.of("svc/compose.yaml"), 2)).containsExactly("file svc/compose.yaml compose");
        assertThat(discover(repo.resolve("svc"), Path.of("."), 2)).contains("file compose.yaml compose");
    }

    @Test
    void missingRootsAreProblems() {
        assertThat(discover(dir, Path.of("nope"), 2)).containsExactly("problem nope does not exist or cannot be read");
    }

    @Test
    void filesAreRecognisedWhereverAgentlintRunsFrom() throws IOException {
        write("repo/.claude/settings.json", "{}");
        write("repo/.github/workflows/ci.yml", "on: push\n");
        write("repo/.codex/config.toml", "model = \"x\"\n");
        Path claude = dir.resolve("repo/.claude");
        Path workflows = dir.resolve("repo/.github/workflows");
        assertThat(discover(claude, Path.of("settings.json"), 1)).containsExactly("file settings.json claude-settings");
        assertThat(discover(claude, Path.of("."), 2)).containsExactly("file settings.json claude-settings");
        assertThat(discover(workflows, Path.of("ci.yml"), 1)).containsExactly("file ci.yml github-workflow");
        assertThat(discover(dir.resolve("repo/.github"), Path.of("."), 1)).containsExactly("file workflows/ci.yml github-workflow");
        assertThat(discover(dir.resolve("repo/.codex"), Path.of("config.toml"), 1)).containsExactly("file config.toml codex");
        // The same files from the repository's root.
        assertThat(discover(dir.resolve("repo"), Path.of("."), 2)).contains("file .claude/settings.json claude-settings",
                "file .github/workflows/ci.yml github-workflow", "file .codex/config.toml codex");
    }

    @Test
    void classificationPathAddsOnlyTheMissingParents() {
        Path cwd = Path.of("/home/me/repo/.github/workflows");
        assertThat(Discovery.classificationPath(cwd, "ci.yml")).isEqualTo(".github/workflows/ci.yml");
        assertThat(Discovery.classificationPath(cwd, "sub/ci.yml")).isEqualTo("workflows/sub/ci.yml");
        assertThat(Discovery.classificationPath(cwd, "a/b/c.yml")).isEqualTo("a/b/c.yml");
        assertThat(Discovery.classificationPath(cwd, "/abs/x.yml")).isEqualTo("/abs/x.yml");
        assertThat(Discovery.classificationPath(Path.of("/"), "x.yml")).isEqualTo("x.yml");
    }
}
