package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.rules.AllRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where .agentlint.yaml is found: the scan root, then upward to the repository root, never beyond. */
class ConfigLoaderTest {

    static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    static ConfigLoader loader(Path cwd) {
        return new ConfigLoader(cwd, AllRules.catalog());
    }

    @Test
    void theClosestConfigurationUpToTheRepositoryRootWins(@TempDir Path dir) throws Exception {
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo.resolve(".git"));
        write(repo.resolve(".agentlint.yaml"), "exclude: [root-level]\n");
        write(repo.resolve("pkg/.agentlint.yml"), "exclude: [pkg-level]\n");
        Files.createDirectories(repo.resolve("pkg/src/deep"));
        Files.createDirectories(repo.resolve("other"));

        assertThat(loader(repo).discover(List.of(Path.of("pkg/src/deep"))).exclude()).extracting(Glob::pattern).containsExactly("pkg-level");
        assertThat(loader(repo).discover(List.of(Path.of("other"))).exclude()).extracting(Glob::pattern).containsExactly("root-level");
        Config c = loader(repo).discover(List.of(Path.of(".")));
        assertThat(c.directory()).isEqualTo(repo.toAbsolutePath().normalize());
        assertThat(c.source().displayPath()).isEqualTo(".agentlint.yaml");
        // A file root: its directory is where the search starts.
        write(repo.resolve("other/compose.yaml"), "services: {}\n");
        assertThat(loader(repo).discover(List.of(Path.of("other/compose.yaml"))).exclude()).extracting(Glob::pattern).containsExactly("root-level");
    }

    @Test
    void theSearchStopsAtTheRepositoryRoot(@TempDir Path dir) throws Exception {
        write(dir.resolve(".agentlint.yaml"), "exclude: [outside]\n");
        Path repo = dir.resolve("repo");
        write(repo.resolve(".git"), "gitdir: /elsewhere/worktrees/repo\n"); // a worktree's .git file counts
        Files.createDirectories(repo.resolve("src"));
        assertThat(loader(repo).discover(List.of(Path.of("src")))).isSameAs(Config.NONE);
    }

    @Test
    void outsideARepositoryTheSearchStopsAtTheWorkingDirectory(@TempDir Path dir) throws Exception {
        write(dir.resolve(".agentlint.yaml"), "exclude: [above-cwd]\n");
        Path cwd = Files.createDirectories(dir.resolve("work"));
        Files.createDirectories(cwd.resolve("src"));
        if (Files.exists(dir.getRoot().resolve(".git"))) return; // an odd machine: the filesystem root is a repository
        assertThat(loader(cwd).discover(List.of(Path.of("src")))).isSameAs(Config.NONE);
        write(cwd.resolve(".agentlint.yaml"), "exclude: [cwd]\n");
        assertThat(loader(cwd).discover(List.of(Path.of("src"))).exclude()).extracting(Glob::pattern).containsExactly("cwd");
    }

    @Test
    void rootsGovernedByDifferentConfigurationsAreAUsageError(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve("a/.agentlint.yaml"), "");
        write(dir.resolve("b/.agentlint.yaml"), "");
        assertThatThrownBy(() -> loader(dir).discover(List.of(Path.of("a"), Path.of("b"))))
                .hasMessageContaining("different configurations (a/.agentlint.yaml, b/.agentlint.yaml)")
                .hasMessageContaining("--config");
    }

    @Test
    void bothFileNamesInOneDirectoryIsAnError(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve(".agentlint.yaml"), "");
        write(dir.resolve(".agentlint.yml"), "");
        assertThatThrownBy(() -> loader(dir).discover(List.of(Path.of(".")))).hasMessageContaining("keep one");
    }

    @Test
    void anAutomaticallyFoundConfigurationIsNeverReadThroughASymlink(@TempDir Path dir) throws Exception {
        Path secret = write(dir.resolve("outside/secret.txt"), "root:x:0:0:root:/root:/bin/bash\n");
        Path repo = Files.createDirectories(dir.resolve("repo/.git")).getParent();
        try {
            Files.createSymbolicLink(repo.resolve(".agentlint.yaml"), secret);
        } catch (UnsupportedOperationException | java.io.IOException e) {
            return; // no symlinks on this file system
        }
        assertThatThrownBy(() -> loader(repo).discover(List.of(Path.of("."))))
                .hasMessageContaining("symbolic link")
                .hasMessageNotContaining("root:x");
        // Named explicitly, a link is the user's own choice and is followed.
        Path shared = write(dir.resolve("shared/agentlint.yaml"), "exclude: [vendor-copies]\n");
        Files.delete(repo.resolve(".agentlint.yaml"));
        Files.createSymbolicLink(repo.resolve("team.yaml"), shared);
        assertThat(loader(repo).load(Path.of("team.yaml")).exclude()).extracting(Glob::pattern).containsExactly("vendor-copies");
    }

    @Test
    void aMissingExplicitConfigurationIsAnError(@TempDir Path dir) {
        assertThatThrownBy(() -> loader(dir).load(Path.of("nope.yaml"))).hasMessageStartingWith("nope.yaml: cannot be read");
    }

    @Test
    void excludesSetAsidePatternsThatMatchAnExplicitRootUnlessForced(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve(".agentlint.yaml"), "exclude: [testdata/, '**/*.example.json']\n");
        Config c = loader(dir).discover(List.of(Path.of(".")));
        Path root = dir.toAbsolutePath().normalize();
        var fromTop = c.exclusions(false).under(root);
        assertThat(fromTop.excluded(root.resolve("testdata"), true)).isTrue();
        assertThat(fromTop.excluded(root.resolve("src/a.example.json"), false)).isTrue();
        assertThat(fromTop.excluded(root.resolve("src/a.json"), false)).isFalse();
        var named = c.exclusions(false).under(root.resolve("testdata/rule"));
        assertThat(named.excluded(root.resolve("testdata/rule"), true)).as("named explicitly").isFalse();
        assertThat(named.excluded(root.resolve("testdata/rule/bad/x.json"), false)).isFalse();
        assertThat(named.excluded(root.resolve("testdata/rule/bad/x.example.json"), false)).as("other patterns still apply").isTrue();
        var forced = c.exclusions(true).under(root.resolve("testdata/rule/bad/x.json"));
        assertThat(forced.excluded(root.resolve("testdata/rule/bad/x.json"), false)).isTrue();
    }
}
