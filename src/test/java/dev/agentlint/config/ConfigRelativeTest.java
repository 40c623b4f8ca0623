package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.model.RuleOptions;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link Config#relative} compares text for the walk's paths; it must answer as the path operations do. */
class ConfigRelativeTest {

    private static final Path ROOT = Path.of("/work/repo");

    private static Config at(Path directory) {
        return new Config(null, directory, RuleSettings.DEFAULTS, RuleOptions.DEFAULTS, List.of(), List.of(), List.of(), null, null);
    }

    /** What relative() answered before it compared text. */
    private static String byPaths(Path directory, Path absolute) {
        Path p = absolute.toAbsolutePath().normalize();
        Path d = directory.toAbsolutePath().normalize();
        if (!p.startsWith(d) || p.equals(d)) return null;
        return d.relativize(p).toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/work/repo", "/work/repo/", "/work/repo/a", "/work/repo/.github/workflows/x.yml", "/work/repo/..a/b",
            "/work/repo/a..b", "/work/repo/./a", "/work/repo/a/../b", "/work/repo/a/..", "/work/repo/..", "/work/repository/a",
            "/work/rep", "/work", "/", "/other/repo/a", "/work/repo/a/.", "/work/repo/.a/.b", "relative/a"})
    void answersAsThePathOperationsDo(String path) {
        Path p = Path.of(path);
        assertThat(at(ROOT).relative(p)).as(path).isEqualTo(byPaths(ROOT, p));
        assertThat(at(Path.of("/work/repo/./sub/..")).relative(p)).as("a directory written unnormalised: %s", path).isEqualTo(byPaths(ROOT, p));
        assertThat(at(Path.of("/")).relative(p)).as("the root directory: %s", path).isEqualTo(byPaths(Path.of("/"), p));
    }

    /** The one-pass check answers as the five substring tests it replaced. */
    @net.jqwik.api.Property(tries = 5000)
    void plainAbsoluteIsTheSubstringTests(@net.jqwik.api.ForAll("slashesAndDots") String s) {
        boolean before = s.contains("/./") || s.contains("/../") || s.endsWith("/.") || s.endsWith("/..") || s.contains("//");
        assertThat(Config.plainAbsolute(s)).as(s).isEqualTo(!before);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<String> slashesAndDots() {
        return net.jqwik.api.Arbitraries.strings().withChars('/', '.', 'a').ofMaxLength(10);
    }
}
