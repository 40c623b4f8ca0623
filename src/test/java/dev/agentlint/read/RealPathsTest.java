package dev.agentlint.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RealPathsTest {

    @TempDir
    Path tmp;

    @Test
    void resolvesEveryDirectoryAsTheFileSystemDoes() throws Exception {
        Path real = Files.createDirectories(tmp.resolve("real/repo"));
        Path top = Files.createSymbolicLink(tmp.resolve("via-link"), real);
        Files.createDirectories(real.resolve("a/b/c"));
        Files.createDirectories(tmp.resolve("outside/d"));
        Files.createSymbolicLink(real.resolve("a/in"), real.resolve("a/b"));
        Files.createSymbolicLink(real.resolve("a/out"), tmp.resolve("outside"));
        Files.writeString(real.resolve("a/file"), "");
        RealPaths paths = new RealPaths();

        for (String dir : new String[] {"", "a", "a/b", "a/b/c", "a/in", "a/in/c", "a/out", "a/out/d", "a/file"}) {
            Path p = dir.isEmpty() ? top : top.resolve(dir);
            assertThat(paths.of(top, p)).as(dir).contains(p.toRealPath());
            assertThat(paths.of(top, p)).as(dir + ", cached").contains(p.toRealPath());
        }
        assertThat(paths.of(top, top.resolve("a/missing"))).isEmpty();
        assertThat(paths.of(top, top.resolve("a/missing/deeper"))).isEmpty();
        assertThat(paths.of(top, tmp.resolve("outside"))).contains(tmp.resolve("outside").toRealPath());
    }
}
