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

    /** The configuration that governs one scan root. */
    static Config governing(Path cwd, String root) throws ConfigException {
        return loader(cwd).discover(List.of(Path.of(root))).governing(cwd.resolve(root).toAbsolutePath().normalize());
    }

    @Test
    void theClosestConfigurationUpToTheRepositoryRootWins(@TempDir Path dir) throws Exception {
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo.resolve(".git"));
        write(repo.resolve(".agentlint.yaml"), "exclude: [root-level]\n");
        write(repo.resolve("pkg/.agentlint.yml"), "exclude: [pkg-level]\n");
        Files.createDirectories(repo.resolve("pkg/src/deep"));
        Files.createDirectories(repo.resolve("other"));

        assertThat(governing(repo, "pkg/src/deep").exclude()).extracting(Glob::pattern).containsExactly("pkg-level");
        assertThat(governing(repo, "other").exclude()).extracting(Glob::pattern).containsExactly("root-level");
        Config c = governing(repo, ".");
        assertThat(c.directory()).isEqualTo(repo.toAbsolutePath().normalize());
        assertThat(c.source().displayPath()).isEqualTo(".agentlint.yaml");
        // A file root: its directory is where the search starts.
        write(repo.resolve("other/compose.yaml"), "services: {}\n");
        assertThat(governing(repo, "other/compose.yaml").exclude()).extracting(Glob::pattern).containsExactly("root-level");
    }

    @Test
    void theSearchStopsAtTheRepositoryRoot(@TempDir Path dir) throws Exception {
        write(dir.resolve(".agentlint.yaml"), "exclude: [outside]\n");
        Path repo = dir.resolve("repo");
        write(repo.resolve(".git"), "gitdir: /elsewhere/worktrees/repo\n"); // a worktree's .git file counts
        Files.createDirectories(repo.resolve("src"));
        assertThat(governing(repo, "src")).isSameAs(Config.NONE);
    }

    @Test
    void outsideARepositoryTheSearchStopsAtTheWorkingDirectory(@TempDir Path dir) throws Exception {
        write(dir.resolve(".agentlint.yaml"), "exclude: [above-cwd]\n");
        Path cwd = Files.createDirectories(dir.resolve("work"));
        Files.createDirectories(cwd.resolve("src"));
        if (Files.exists(dir.getRoot().resolve(".git"))) return; // an odd machine: the filesystem root is a repository
        assertThat(governing(cwd, "src")).isSameAs(Config.NONE);
        write(cwd.resolve(".agentlint.yaml"), "exclude: [cwd]\n");
        assertThat(governing(cwd, "src").exclude()).extracting(Glob::pattern).containsExactly("cwd");
    }

    @Test
    void rootsGovernedByDifferentConfigurationsEachFollowTheirOwn(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve("a/.agentlint.yaml"), "exclude: [in-a]\n");
        write(dir.resolve("b/.agentlint.yaml"), "exclude: [in-b]\n");
        write(dir.resolve("b/compose.yaml"), "services: {}\n");
        Configurations c = loader(dir).discover(List.of(Path.of("a"), Path.of("b/compose.yaml")));
        Path root = dir.toAbsolutePath().normalize();
        assertThat(c.governing(root.resolve("a/x/compose.yaml")).exclude()).extracting(Glob::pattern).containsExactly("in-a");
        assertThat(c.governing(root.resolve("b/compose.yaml")).exclude()).extracting(Glob::pattern).containsExactly("in-b");
        assertThat(c.all()).hasSize(2);
    }

    @Test
    void aConfigurationTheWalkFindsGovernsItsDirectory(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve(".agentlint.yaml"), "exclude: [top]\n");
        write(dir.resolve("b/.agentlint.yaml"), "exclude: [in-b]\n");
        Path root = dir.toAbsolutePath().normalize();
        Configurations c = loader(dir).discover(List.of(Path.of(".")));
        var top = c.exclusions(false).under(root);
        assertThat(c.governing(root.resolve("b/compose.yaml")).exclude()).as("not found before the walk reaches b/")
                .extracting(Glob::pattern).containsExactly("top");
        var inB = top.nested(root.resolve("b"));
        assertThat(inB.excluded(root.resolve("b/in-b"), true)).isTrue();
        assertThat(inB.excluded(root.resolve("b/top"), true)).as("files are never merged").isFalse();
        assertThat(c.governing(root.resolve("b/compose.yaml")).exclude()).extracting(Glob::pattern).containsExactly("in-b");
        assertThat(c.governing(root.resolve("compose.yaml")).exclude()).extracting(Glob::pattern).containsExactly("top");
        assertThat(c.problem()).isNull();
    }

    @Test
    void anInvalidConfigurationTheWalkFindsIsKeptAsTheProblem(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve("b/.agentlint.yaml"), "exlude: [x]\n");
        Path root = dir.toAbsolutePath().normalize();
        Configurations c = loader(dir).discover(List.of(Path.of(".")));
        c.exclusions(false).under(root).nested(root.resolve("b"));
        assertThat(c.problem()).hasMessageStartingWith("b/.agentlint.yaml:1:1:");
        assertThat(c.governing(root.resolve("b/compose.yaml"))).isSameAs(Config.NONE);
    }

    @Test
    void anExplicitConfigurationGovernsEverything(@TempDir Path dir) throws Exception {
        write(dir.resolve("b/.agentlint.yaml"), "exclude: [in-b]\n");
        Path root = dir.toAbsolutePath().normalize();
        Configurations c = Configurations.of(Config.NONE);
        assertThat(c.exclusions(false).under(root).nested(root.resolve("b")).excluded(root.resolve("b/in-b"), true)).isFalse();
        assertThat(c.governing(root.resolve("b/in-b"))).isSameAs(Config.NONE);
    }

    @Test
    void bothFileNamesInOneDirectoryIsAnError(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve(".git"));
        write(dir.resolve(".agentlint.yaml"), "");
        write(dir.resolve(".agentlint.yml"), "");
        assertThatThrownBy(() -> governing(dir, ".")).hasMessageContaining("keep one");
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
        assertThatThrownBy(() -> governing(repo, "."))
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
        Config c = governing(dir, ".");
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
