package dev.agentlint.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files read together (a compose file and its override, an extends base): each finding is reported
 * once, at the file it is written in, and that file's inline ignores apply to it.
 */
class MergedFilesTest {

    @TempDir
    Path dir;

    private List<Finding> scan(String rule) {
        ScanResult r = new Scanner(ScanOptions.defaults(dir), AllRules.catalog()).scan(List.of(dir));
        assertThat(r.errors()).isEmpty();
        return r.findings().stream().filter(f -> f.ruleId().equals(rule)).toList();
    }

    @Test
    void aFindingInTheMainFileIsReportedOnceAndItsIgnoreHolds() throws IOException {
        Files.writeString(dir.resolve("compose.yaml"), """
                services:
                  web:
                    image: example/web:1
                    ports:
                      # agentlint: ignore[port-published-on-all-interfaces] the reverse proxy faces the LAN on purpose
                      - "443:443"
                      - "8080:8080"
                """);
        Files.writeString(dir.resolve("compose.override.yml"), """
                services:
                  web:
                    ports: ["9000:9000"]
                """);
        List<Finding> ports = scan("port-published-on-all-interfaces");
        assertThat(ports).extracting(f -> f.path() + ":" + f.span().line() + (f.suppressed() ? " suppressed" : ""))
                .containsExactly("compose.override.yml:3", "compose.yaml:6 suppressed", "compose.yaml:7");
    }

    @Test
    void anExtendsBaseThatIsNotScannedOnItsOwnIsFilteredWithItsOwnIgnores() throws IOException {
        Files.createDirectories(dir.resolve("common"));
        Files.writeString(dir.resolve("common/base.yml"), """
                services:
                  base:
                    image: example/base:1
                    # agentlint: ignore[privileged-container] builds images, never runs an agent
                    privileged: true
                    pid: host
                """);
        Files.writeString(dir.resolve("compose.yaml"), """
                services:
                  builder:
                    extends: {file: common/base.yml, service: base}
                """);
        assertThat(scan("privileged-container")).singleElement().satisfies(f -> {
            assertThat(f.path()).isEqualTo("common/base.yml");
            assertThat(f.suppressed()).isTrue();
        });
        assertThat(scan("host-namespace-shared")).singleElement().satisfies(f -> {
            assertThat(f.path()).isEqualTo("common/base.yml");
            assertThat(f.suppressed()).isFalse();
        });
    }
}
