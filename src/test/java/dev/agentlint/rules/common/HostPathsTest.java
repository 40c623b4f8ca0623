package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HostPathsTest {

    @ParameterizedTest
    @CsvSource({
            "/, ROOT", "C:\\, ROOT", "c:/, ROOT",
            "/Users/dev, HOME", "/home/dev/, HOME", "~, HOME", "$HOME, HOME", "C:\\Users\\dev, HOME", "/root, HOME",
            "/tmp, SHARED", "/home, SHARED", "/Users, SHARED",
            "/Users/dev/Projects, PROJECTS", "~/code, PROJECTS", "/home/dev/Documents/, PROJECTS",
            "/Users/dev/Projects/app, ", "/tmp/build-1/app, ", "/srv/app, ", "relative/dir, ", "'', ",
    })
    void broadDirectories(String path, HostPaths.Breadth breadth) {
        assertThat(HostPaths.breadth(path).orElse(null)).isEqualTo(breadth);
    }
}
