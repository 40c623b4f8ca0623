package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files a stranger's pull request could contain. Each must yield a clear finding or note, and the
 * scan must complete: no crash, no hang, no read outside the tree, no unbounded memory.
 */
class HostileFilesTest {

    private static final Duration BOUND = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    private ScanResult scan(Path root) {
        return assertTimeoutPreemptively(BOUND, () ->
                new Scanner(new ScanOptions(root, 4L << 20, 2), AllRules.catalog()).scan(List.of(root)));
    }

    private Path write(String rel, byte[] bytes) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.write(p, bytes);
        return p;
    }

    private Path write(String rel, String text) throws IOException {
        return write(rel, text.getBytes(StandardCharsets.UTF_8));
    }

    private static String reasonFor(ScanResult r, String pathSuffix) {
        for (ScanResult.FileNote n : r.skipped()) if (n.path().endsWith(pathSuffix)) return n.message();
        for (ScanResult.FileNote n : r.notices()) if (n.path().endsWith(pathSuffix)) return n.message();
        return null;
    }

    private static List<Finding> findingsFor(ScanResult r, String pathSuffix) {
        return r.findings().stream().filter(f -> f.path().endsWith(pathSuffix)).toList();
    }

    @Test
    void hugeAndSparseFilesAreSkippedUnreadBySize() throws IOException {
        Path big = dir.resolve("big/.claude/settings.json");
        Files.createDirectories(big.getParent());
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(100L * 1024 * 1024);
        }
        Path sparse = dir.resolve("sparse/compose.yaml");
        Files.createDirectories(sparse.getParent());
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(1L << 30);
        }
        ScanResult r = scan(dir);
        assertThat(reasonFor(r, "big/.claude/settings.json")).contains("size cap");
        assertThat(reasonFor(r, "sparse/compose.yaml")).contains("size cap");
        assertThat(r.errors()).isEmpty();
    }

    @Test
    void binaryNulAndUndecodableFilesAreNamed() throws IOException {
        write("bin/.claude/settings.json", new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0});
        write("nul/.claude/settings.json", "{\"a\": \"b\u0000c\"}");
        write("latin1/.claude/settings.json", new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xE9, '"', '}'});
        ScanResult r = scan(dir);
        assertThat(reasonFor(r, "bin/.claude/settings.json")).contains("binary");
        assertThat(reasonFor(r, "nul/.claude/settings.json")).contains("binary");
        assertThat(reasonFor(r, "latin1/.claude/settings.json")).contains("invalid UTF-8");
        assertThat(r.errors()).isEmpty();
    }

    @Test
    void utf16WithAndWithoutBomIsDecoded() throws IOException {
        String json = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}";
        byte[] le = json.getBytes(StandardCharsets.UTF_16LE);
        byte[] withBom = new byte[le.length + 2];
        withBom[0] = (byte) 0xFF;
        withBom[1] = (byte) 0xFE;
        System.arraycopy(le, 0, withBom, 2, le.length);
        write("bom/.claude/settings.json", withBom);
        write("nobom/.claude/settings.json", le);
        ScanResult r = scan(dir);
        assertThat(findingsFor(r, "bom/.claude/settings.json")).extracting(Finding::ruleId).contains("permission-bypass-by-default");
        assertThat(findingsFor(r, "nobom/.claude/settings.json")).extracting(Finding::ruleId).contains("permission-bypass-by-default");
    }

    @Test
    void deeplyNestedAndBombShapedInputsAreParseErrors() throws IOException {
        write("deep/.claude/settings.json", "[".repeat(200_000) + "]".repeat(200_000));
        StringBuilder bomb = new StringBuilder("a: &a [\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\",\"x\"]\n");
        char prev = 'a';
        for (char c = 'b'; c <= 'k'; c++) {
            bomb.append(c).append(": &").append(c).append(" [");
            for (int i = 0; i < 10; i++) bomb.append(i == 0 ? "" : ",").append('*').append(prev);
            bomb.append("]\n");
            prev = c;
        }
        bomb.append("services:\n  x:\n    image: *k\n");
        write("bomb/compose.yaml", bomb.toString());
        write("deepyaml/compose.yaml", "a: " + "[".repeat(100_000));
        ScanResult r = scan(dir);
        assertThat(findingsFor(r, "deep/.claude/settings.json")).extracting(Finding::ruleId).containsExactly("parse-error");
        assertThat(r.errors()).isEmpty();
    }

    @Test
    void extremelyLongLinesAreHandled() throws IOException {
        write("long/.claude/settings.json", "{\"env\": {\"X\": \"" + "a".repeat(3_000_000) + "\"}}");
        ScanResult r = scan(dir);
        assertThat(r.errors()).isEmpty();
        assertThat(r.filesScanned()).isEqualTo(1);
    }

    @Test
    void symlinkLoopsDeviceLinksAndOutsideLinksAreNeverFollowed() throws IOException {
        Files.createDirectories(dir.resolve("tree"));
        Files.createSymbolicLink(dir.resolve("tree/loop-a"), Path.of("loop-b"));
        Files.createSymbolicLink(dir.resolve("tree/loop-b"), Path.of("loop-a"));
        Files.createSymbolicLink(dir.resolve("tree/self"), Path.of("."));
        Files.createSymbolicLink(dir.resolve("tree/compose.yaml"), Path.of("/dev/zero"));
        Files.createDirectories(dir.resolve("tree/.claude"));
        Files.createSymbolicLink(dir.resolve("tree/.claude/settings.json"), Path.of("/etc/passwd"));
        Files.createSymbolicLink(dir.resolve("tree/up"), Path.of("../.."));
        ScanResult r = scan(dir.resolve("tree"));
        assertThat(r.errors()).isEmpty();
        assertThat(r.filesScanned()).isZero();
        assertThat(r.findings()).extracting(Finding::ruleId).containsOnly("symlink-escapes-tree");
        assertThat(r.findings()).extracting(Finding::path)
                .containsExactlyInAnyOrder("compose.yaml", ".claude/settings.json", "up");
    }

    @Test
    void fifosAndSocketsInTheTreeNeverBlock() throws Exception {
        Path fifo = dir.resolve("compose.yaml");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mk.waitFor()).isZero();
        Path fifoLink = dir.resolve("link/compose.yaml");
        Files.createDirectories(fifoLink.getParent());
        Files.createSymbolicLink(fifoLink, fifo);
        Path sock = dir.resolve("sock/.mcp.json");
        Files.createDirectories(sock.getParent());
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(sock));
            ScanResult r = scan(dir);
            assertThat(r.errors()).isEmpty();
            assertThat(r.filesScanned()).isZero();
        }
        // Named explicitly (as pre-commit would), a FIFO is refused, not opened.
        ScanResult explicit = assertTimeoutPreemptively(BOUND, () ->
                new Scanner(new ScanOptions(dir, 4L << 20, 1), AllRules.catalog()).scan(List.of(fifo)));
        assertThat(explicit.skipped()).extracting(ScanResult.FileNote::message).containsExactly("not a regular file");
    }

    @Test
    void unreadableFilesAndDirectoriesAreReported() throws IOException {
        Path file = write("locked/.claude/settings.json", "{}");
        Path lockedDir = dir.resolve("closed");
        Files.createDirectories(lockedDir.resolve(".claude"));
        Files.writeString(lockedDir.resolve(".claude/settings.json"), "{}");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        Files.setPosixFilePermissions(lockedDir, PosixFilePermissions.fromString("---------"));
        try {
            ScanResult r = scan(dir);
            assertThat(r.errors()).isEmpty();
            if (!"root".equals(System.getProperty("user.name"))) {
                assertThat(reasonFor(r, "locked/.claude/settings.json")).contains("permission denied");
                assertThat(r.skipped()).extracting(ScanResult.FileNote::path).anyMatch(p -> p.endsWith("closed"));
            }
        } finally {
            Files.setPosixFilePermissions(lockedDir, PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }

    @Test
    void oddFileNamesAreScannedAndReportedVerbatim() throws IOException {
        String json = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}";
        write("with space/.claude/settings.json", json);
        write("new\nline/.claude/settings.json", json);
        write("ünï-çødé/.claude/settings.json", json);
        ScanResult r = scan(dir);
        assertThat(r.findings()).extracting(Finding::path)
                .anyMatch(p -> p.contains("with space/"))
                .anyMatch(p -> p.contains("new\nline/"))
                .anyMatch(p -> p.contains("ünï-çødé/"));
    }
}
