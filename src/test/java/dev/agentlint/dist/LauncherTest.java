package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's fast start: it records a class-data archive next to the jar once, maps it
 * afterwards, replaces it when the jar changes, and never lets the archive change a run's output
 * or exit code — not even when it cannot be written.
 */
class LauncherTest {

    private static final String BAD = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n";

    @TempDir
    Path tmp;

    Path jar;
    Path project;

    @BeforeEach
    void jarInAPrivateDirectory() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("jar"));
        jar = dir.resolve("agentlint.jar");
        Files.copy(Shell.jar(), jar, StandardCopyOption.REPLACE_EXISTING);
        project = tmp.resolve("project");
        Shell.write(project.resolve(".claude/settings.json"), BAD);
    }

    private Shell.Result scan(Map<String, String> extra) {
        Map<String, String> env = Shell.env();
        env.put("AGENTLINT_JAR", jar.toString());
        env.putAll(extra);
        return Shell.run(project, env, Shell.ROOT.resolve("agentlint").toString(), "scan", "--format", "json", ".");
    }

    private List<String> archives() throws IOException {
        try (Stream<Path> files = Files.list(jar.getParent())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> !n.equals("agentlint.jar")).sorted().toList();
        }
    }

    private static void assertCleanReport(Shell.Result r) throws IOException {
        assertThat(r.exit()).as(r.both()).isEqualTo(1);
        assertThat(new ObjectMapper().readTree(r.out()).at("/findings/0/rule").asText()).isEqualTo("permission-bypass-by-default");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void recordsTheArchiveOnceMapsItAfterwardsAndReplacesItForANewJar() throws IOException {
        Shell.Result first = scan(Map.of());
        assertCleanReport(first);
        List<String> recorded = archives();
        assertThat(recorded).hasSize(1);
        assertThat(recorded.get(0)).matches("agentlint-\\d+\\.(jsa|aot)");

        Shell.Result second = scan(Map.of());
        assertCleanReport(second);
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(archives()).isEqualTo(recorded);

        // A rebuilt jar (a new time stamp) gets a new archive; the old one goes.
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 60_000));
        assertCleanReport(scan(Map.of()));
        List<String> replaced = archives();
        assertThat(replaced).hasSize(1).doesNotContainAnyElementsOf(recorded);
    }

    @Test
    void aDirectoryItCannotWriteOnlyCostsSpeed() throws IOException {
        Path tmpRoot = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
        var tmpRootMode = Files.getPosixFilePermissions(tmpRoot);
        Files.setPosixFilePermissions(jar.getParent(), PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            List<String> command = new ArrayList<>();
            if ("root".equals(System.getProperty("user.name"))) {
                // root writes anywhere: run the launcher as nobody, for whom the directory is read-only.
                Assumptions.assumeTrue(Shell.onPath("setpriv"), "running as root without setpriv: cannot drop the right to write");
                // Up to the temp directory, never the temp directory itself: /tmp is sticky and world-writable,
                // and taking that away breaks every other user of the machine (apt among them).
                for (Path p = tmp.toRealPath(); p != null && p.startsWith(tmpRoot) && !p.equals(tmpRoot); p = p.getParent()) {
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
                }
                Files.setPosixFilePermissions(project, PosixFilePermissions.fromString("rwxr-xr-x"));
                command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
            }
            // A copy of the launcher, so the unprivileged user needs no access to the checkout (it needs only itself with AGENTLINT_JAR).
            Path launcher = Files.copy(Shell.ROOT.resolve("agentlint"), tmp.resolve("agentlint"), StandardCopyOption.COPY_ATTRIBUTES);
            Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
            command.addAll(List.of(launcher.toString(), "scan", "--format", "json", "."));
            Map<String, String> env = Shell.env();
            env.put("AGENTLINT_JAR", jar.toString());
            env.put("HOME", tmp.toString());
            assertCleanReport(Shell.run(project, env, command));
            assertThat(archives()).isEmpty();
            assertThat(Files.getPosixFilePermissions(tmpRoot)).as("the temp directory's own mode").isEqualTo(tmpRootMode);
        } finally {
            Files.setPosixFilePermissions(jar.getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void canBeTurnedOffAndAnUnusableArchiveIsIgnored() throws IOException {
        assertCleanReport(scan(Map.of("AGENTLINT_CDS", "0")));
        assertThat(archives()).isEmpty();

        assertCleanReport(scan(Map.of()));
        Path archive = jar.resolveSibling(archives().get(0));
        // Not an archive at all (what a JDK of another build would make of ours): the run goes on without it.
        Files.writeString(archive, "not a class-data archive");
        assertCleanReport(scan(Map.of()));
    }

    @Test
    void aLinkOnPathFindsTheCheckout() throws IOException {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("agentlint"), Shell.ROOT.resolve("agentlint"));
        Map<String, String> env = Shell.env();
        env.put("AGENTLINT_JAR", jar.toString());
        Shell.Result r = Shell.run(project, env, bin.resolve("agentlint").toString(), "--version");
        assertThat(r.exit()).as(r.both()).isZero();
        assertThat(r.out()).startsWith("agentlint ");
    }

    @Test
    void aRelativeJarPathGetsAnArchiveToo() throws IOException {
        Map<String, String> env = Shell.env();
        env.put("AGENTLINT_JAR", "agentlint.jar");
        Shell.Result r = Shell.run(jar.getParent(), env, Shell.ROOT.resolve("agentlint").toString(), "scan", "--format", "json",
                project.toString());
        assertThat(r.exit()).as(r.both()).isEqualTo(1);
        assertThat(archives()).hasSize(1);
    }

    @Test
    void aReleasesLauncherRunsTheJarBesideIt() throws IOException {
        // The release layout (docs/getting-started.md): the launcher and agentlint.jar in one directory, no checkout.
        Path launcher = jar.getParent().resolve("agentlint");
        Files.copy(Shell.ROOT.resolve("agentlint"), launcher);
        launcher.toFile().setExecutable(true);
        Shell.Result r = Shell.run(project, Shell.env(), launcher.toString(), "scan", "--format", "json", ".");
        assertCleanReport(r);
        assertThat(archives()).contains("agentlint");
    }
}
