package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two builds of one commit are byte-identical (project.build.outputTimestamp), whatever directory
 * they run in and whenever the files were checked out: the SHA-256 a release commits before its
 * tag (scripts/release.sha256) is the SHA-256 of the jar the release workflow builds and the hook
 * and the Action fetch. Built offline from the local repository the outer build filled, so the
 * test needs no network.
 */
class ReproducibleBuildTest {

    private static final List<String> SOURCES = List.of("pom.xml", "src/main", "rules");

    @Test
    void twoBuildsOfTheSameSourcesAreByteIdentical(@TempDir Path tmp) throws Exception {
        Path a = copy(tmp.resolve("a"), FileTime.fromMillis(System.currentTimeMillis()));
        Path b = copy(tmp.resolve("second/checkout/elsewhere"), FileTime.fromMillis(1_000_000_000_000L));
        String first = sha256(build(a));
        String second = sha256(build(b));
        assertThat(second).as("the jar built in another directory, from files with other times").isEqualTo(first);
    }

    private static Path copy(Path to, FileTime time) throws IOException {
        for (String s : SOURCES) {
            Path from = Shell.ROOT.resolve(s);
            try (Stream<Path> all = Files.walk(from)) {
                for (Path p : all.toList()) {
                    Path target = to.resolve(Shell.ROOT.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(target);
                    } else {
                        Files.createDirectories(target.getParent());
                        Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                        Files.setLastModifiedTime(target, time);
                    }
                }
            }
        }
        return to;
    }

    private static Path build(Path checkout) {
        Shell.Result r = Shell.run(checkout, Shell.env(), "mvn", "-o", "-q", "-B", "-Dstyle.color=never", "-DskipTests", "package");
        assertThat(r.exit()).as(r.both()).isZero();
        return checkout.resolve("target/agentlint.jar");
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
