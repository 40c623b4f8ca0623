package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.OutputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A repository may commit a symbolic link where a report or baseline is to be written
 * ({@code agentlint.sarif -> ~/.bashrc}): agentlint refuses it (exit 2) and writes nothing
 * through it; a real file there is replaced whole, through a temporary file and a rename.
 */
class OutputThroughLinkCliTest {

    private static final String VICTIM = "do not overwrite\n";

    private static Path repo(Path dir) throws Exception {
        Path f = dir.resolve("repo/.claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        return dir.resolve("repo");
    }

    private static Path victim(Path dir) throws Exception {
        Path v = dir.resolve("outside/victim");
        Files.createDirectories(v.getParent());
        Files.writeString(v, VICTIM);
        return v;
    }

    @Test
    void aLinkAtTheOutputIsRefusedAndItsTargetUntouched(@TempDir Path dir) throws Exception {
        Path repo = repo(dir);
        Path victim = victim(dir);
        Path link = Files.createSymbolicLink(repo.resolve("agentlint.sarif"), victim);
        for (String[] args : new String[][] {
                {"scan", "--format", "sarif", "-o", link.toString(), repo.toString()},
                {"scan", "--report", "sarif=" + link, repo.toString()},
                {"scan", "--write-baseline", link.toString(), repo.toString()}}) {
            CliTest.Run r = CliTest.run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).contains("refusing to write", "symbolic link").doesNotContain("Exception", "\tat ");
            assertThat(Files.readString(victim)).isEqualTo(VICTIM);
            assertThat(Files.isSymbolicLink(link)).isTrue();
        }
    }

    @Test
    void aDanglingLinkIsRefusedToo(@TempDir Path dir) throws Exception {
        Path repo = repo(dir);
        Path link = Files.createSymbolicLink(repo.resolve("report.json"), dir.resolve("outside/created-by-agentlint"));
        CliTest.Run r = CliTest.run("scan", "--format", "json", "-o", link.toString(), repo.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(dir.resolve("outside/created-by-agentlint")).doesNotExist();
    }

    @Test
    void aDirectoryAtTheOutputIsRefusedAndADeviceWrittenInPlace(@TempDir Path dir) throws Exception {
        Path repo = repo(dir);
        CliTest.Run r = CliTest.run("scan", "--format", "json", "-o", repo.resolve(".claude").toString(), repo.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("not a regular file");
        // -o /dev/null writes to the device; it is never replaced by a rename.
        CliTest.Run devNull = CliTest.run("scan", "--format", "json", "-o", "/dev/null", repo.toString());
        assertThat(devNull.exit()).as(devNull.err()).isEqualTo(1);
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();
        assertThat(Path.of("/dev/null").toFile().exists()).isTrue();
    }

    @Test
    void aRegularFileIsReplacedWholeAndNoTemporaryFileRemains(@TempDir Path dir) throws Exception {
        Path repo = repo(dir);
        Path out = repo.resolve("out/report.json");
        Files.createDirectories(out.getParent());
        Files.writeString(out, "x".repeat(100_000));
        CliTest.Run r = CliTest.run("scan", "--format", "json", "-o", out.toString(), repo.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(Files.readString(out)).startsWith("{").contains("permission-bypass-by-default").doesNotContain("xxxx");
        try (Stream<Path> s = Files.list(out.getParent())) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("report.json");
        }
    }

    @Test
    void aLinkedDirectoryInsideTheWorkingDirectoryIsRefused(@TempDir Path dir) throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Path wd = Files.createDirectories(dir.resolve("wd"));
        Files.createSymbolicLink(wd.resolve("reports"), outside);
        assertThatThrownBy(() -> OutputFile.check(Path.of("reports/a.sarif"), wd, "the report"))
                .isInstanceOf(OutputFile.Refused.class).hasMessageContaining("reports is a symbolic link");
        assertThatThrownBy(() -> OutputFile.write(Path.of("reports/a.sarif"), wd, "the report", w -> w.write("x")))
                .isInstanceOf(OutputFile.Refused.class);
        assertThat(outside.resolve("a.sarif")).doesNotExist();
        // A link above the working directory is the user's own layout (/tmp on macOS): allowed.
        Path linkedWd = Files.createSymbolicLink(dir.resolve("linked"), wd);
        OutputFile.write(linkedWd.resolve("ok.txt"), linkedWd.resolve("sub"), "the report", w -> w.write("fine"));
        assertThat(Files.readString(wd.resolve("ok.txt"))).isEqualTo("fine");
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("report.txt");
        Files.writeString(out, "old");
        assertThatThrownBy(() -> OutputFile.write(out, dir, "the report", w -> {
            w.write("half");
            throw new IOException("disk full");
        })).hasMessage("disk full");
        assertThat(Files.readString(out)).isEqualTo("old");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("report.txt");
        }
    }
}
