package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/agentlint-jar.sh names the sources it would build by a fingerprint, remembered in a stamp
 * so that an unchanged checkout (a pre-commit clone) is not checksummed on every commit.
 */
class JarScriptTest {

    private static String key(Path checkout) {
        Shell.Result r = Shell.run(checkout, Shell.env(), "bash", "scripts/agentlint-jar.sh", "--describe");
        assertThat(r.exit()).as(r.both()).isZero();
        return r.out().lines().toList().get(1);
    }

    @Test
    void theFingerprintIsRememberedUntilASourceChanges(@TempDir Path dir) throws Exception {
        Path checkout = dir.resolve("checkout");
        Shell.write(checkout.resolve("scripts/agentlint-jar.sh"), Files.readString(Shell.ROOT.resolve("scripts/agentlint-jar.sh")));
        Shell.write(checkout.resolve("pom.xml"), "<project>\n  <version>9.9.9</version>\n</project>\n");
        Path source = checkout.resolve("src/main/java/A.java");
        Shell.write(source, "class A {}\n");
        Shell.write(checkout.resolve("rules/r.yaml"), "id: r\n");

        String first = key(checkout);
        assertThat(first).startsWith("agentlint-9.9.9-");
        Path stamp = checkout.resolve("target/agentlint-sources.stamp");
        assertThat(stamp).exists();
        assertThat(key(checkout)).isEqualTo(first);

        // An edit (later than the stamp) is seen; so is a new file.
        Shell.write(source, "class A { int x; }\n");
        Files.setLastModifiedTime(source, FileTime.fromMillis(Files.getLastModifiedTime(stamp).toMillis() + 5_000));
        String edited = key(checkout);
        assertThat(edited).isNotEqualTo(first);
        Path added = checkout.resolve("rules/s.yaml");
        Shell.write(added, "id: s\n");
        Files.setLastModifiedTime(added, FileTime.fromMillis(Files.getLastModifiedTime(stamp).toMillis() + 5_000));
        assertThat(key(checkout)).isNotEqualTo(edited);

        // A removed source changes its directory's time, which the stamp check sees.
        String before = key(checkout);
        Files.delete(added);
        Files.setLastModifiedTime(added.getParent(), FileTime.fromMillis(Files.getLastModifiedTime(stamp).toMillis() + 5_000));
        assertThat(key(checkout)).isEqualTo(edited).isNotEqualTo(before);

        // Without a stamp (removed, or a checkout where target/ cannot be written) the answer is the same.
        String now = key(checkout);
        Files.delete(stamp);
        assertThat(key(checkout)).isEqualTo(now);
    }
}
