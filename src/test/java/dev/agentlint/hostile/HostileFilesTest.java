package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.report.GithubReporter;
import dev.agentlint.report.JsonReporter;
import dev.agentlint.report.SarifReporter;
import dev.agentlint.report.TextReporter;
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
        write("deepc/.devcontainer/devcontainer.json", "// jsonc\n" + "{\"a\": ".repeat(100_000));
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
        write("deepblock/compose.yaml", deepBlockYaml(1_000));
        write("deeptoml/.codex/config.toml", "a = " + "[".repeat(100_000));
        write("deepinline/.codex/config.toml", "a = " + "{b = ".repeat(50_000));
        write("deepxml/a.wsb", "<Configuration>" + "<a>".repeat(100_000));
        write("deepplist/Library/LaunchAgents/x.plist", "<plist><dict><key>Label</key>" + "<array>".repeat(100_000));
        ScanResult r = scan(dir);
        assertThat(r.errors()).isEmpty();
        for (String file : List.of("deep/.claude/settings.json", "deepc/.devcontainer/devcontainer.json", "bomb/compose.yaml",
                "deepyaml/compose.yaml", "deepblock/compose.yaml", "deeptoml/.codex/config.toml", "deepinline/.codex/config.toml",
                "deepxml/a.wsb", "deepplist/Library/LaunchAgents/x.plist")) {
            assertThat(findingsFor(r, file)).as(file).singleElement().satisfies(f -> {
                assertThat(f.ruleId()).isEqualTo("parse-error");
                assertThat(f.message()).as(file).isNotBlank();
            });
        }
        assertThat(findingsFor(r, "bomb/compose.yaml").get(0).message()).containsIgnoringCase("alias");
    }

    private static String deepBlockYaml(int depth) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < depth; i++) b.append(" ".repeat(i)).append("k:\n");
        return b.toString();
    }

    @Test
    void extremelyLongLinesAreHandled() throws IOException {
        // Each file just under the 4 MiB size cap the scan uses here.
        String a = "a".repeat(3_000_000);
        write("long/.claude/settings.json", "{\"env\": {\"X\": \"" + a + "\"}}");
        write("long/compose.yaml", "services:\n  x:\n    image: " + "a".repeat(1_500_000) + "\n    command: " + "x ".repeat(1_000_000) + "\n");
        write("long/.codex/config.toml", "approval_policy = \"" + a + "\"\n");
        write("long/a.wsb", "<Configuration><LogonCommand><Command>" + "x ".repeat(1_000_000) + "</Command></LogonCommand></Configuration>");
        write("long/agent.service", "[Service]\nExecStart=/bin/claude " + "x ".repeat(1_000_000) + "\n");
        write("long/run.sh", "#!/bin/sh\nclaude " + "\"$X\" ".repeat(500_000) + "\n");
        write("long/etc/wsl.conf", "[boot]\ncommand = " + a + "\n");
        ScanResult r = scan(dir);
        assertThat(r.errors()).isEmpty();
        assertThat(r.filesScanned()).isEqualTo(7);
        assertThat(r.findings()).extracting(Finding::ruleId).doesNotContain("parse-error");
    }

    @Test
    void limitsThatHostileInputReachesFailTheScanNotSilence() throws IOException {
        // Padding meant to push a dangerous line past what agentlint reads.
        String hidden = "claude --dangerously-skip-permissions\n";
        write("many/run.sh", "#!/bin/sh\n" + "true\n".repeat(25_000) + hidden);
        write("words/run.sh", "#!/bin/sh\necho " + "w ".repeat(250_000) + "\n" + hidden);
        write("embedded/compose.yaml", "services:\n  a:\n    image: x\n    command: \"" + "x ".repeat(150_000) + "\"\n");
        write("fine/run.sh", "#!/bin/sh\n" + hidden);
        ScanResult r = scan(dir);
        assertThat(r.errors()).isEmpty();
        assertThat(notChecked(r, "many/run.sh")).containsExactly("more than 20000 commands; the rest were not checked");
        // At the first statement left unwalked, not at the top of the file.
        assertThat(findingsFor(r, "many/run.sh")).filteredOn(f -> f.ruleId().equals("not-checked"))
                .extracting(f -> f.span().line()).containsExactly(20_002);
        assertThat(notChecked(r, "words/run.sh")).contains("a script holds more than 200000 words and commands; the rest of it was not checked");
        assertThat(notChecked(r, "embedded/compose.yaml")).containsExactly("a command longer than 256 KiB was not checked");
        assertThat(notChecked(r, "fine/run.sh")).isEmpty();
        assertThat(r.fails(dev.agentlint.check.Level.ERROR)).isTrue();
        assertThat(findingsFor(r, "fine/run.sh")).extracting(Finding::ruleId).contains("permission-bypass-outside-isolation");
    }

    /** The reasons of the not-checked errors of one file. */
    private static List<String> notChecked(ScanResult r, String path) {
        return findingsFor(r, path).stream().filter(f -> f.ruleId().equals("not-checked"))
                .peek(f -> assertThat(f.level()).isEqualTo(dev.agentlint.check.Level.ERROR)).map(Finding::evidence).toList();
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
        Files.createDirectories(dir.resolve("tree/loop"));
        Files.createSymbolicLink(dir.resolve("tree/loop/compose.yaml"), Path.of("compose.yaml"));
        Files.createSymbolicLink(dir.resolve("tree/.mcp.json"), Path.of("loop/compose.yaml"));
        ScanResult r = scan(dir.resolve("tree"));
        assertThat(r.errors()).isEmpty();
        assertThat(r.filesScanned()).isZero();
        assertThat(r.findings()).extracting(Finding::ruleId).containsOnly("symlink-escapes-tree");
        assertThat(r.findings()).extracting(Finding::path)
                .containsExactlyInAnyOrder("compose.yaml", ".claude/settings.json", "up");
        // Links inside the tree under names agentlint checks are named, not followed (here: a loop and a link into it).
        assertThat(reasonFor(r, "loop/compose.yaml")).isEqualTo("symbolic link to compose.yaml, not followed (it dangles or loops)");
        assertThat(reasonFor(r, ".mcp.json")).startsWith("symbolic link to loop/compose.yaml, not followed");
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
        Path unnamed = dir.resolve("sock/agent.sock");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
             ServerSocketChannel other = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(sock));
            other.bind(UnixDomainSocketAddress.of(unnamed));
            ScanResult r = scan(dir);
            assertThat(r.errors()).isEmpty();
            assertThat(r.filesScanned()).isZero();
            assertThat(reasonFor(r, "compose.yaml")).isEqualTo("not a regular file (a FIFO, socket or device): not read");
            assertThat(reasonFor(r, "sock/.mcp.json")).isEqualTo("not a regular file (a FIFO, socket or device): not read");
            assertThat(reasonFor(r, "link/compose.yaml")).startsWith("symbolic link to ");
            // A special file under a name agentlint never checks is not worth a line.
            assertThat(reasonFor(r, "agent.sock")).isNull();
        }
        // Named explicitly (as pre-commit would), a FIFO is refused, not opened.
        ScanResult explicit = assertTimeoutPreemptively(BOUND, () ->
                new Scanner(new ScanOptions(dir, 4L << 20, 1), AllRules.catalog()).scan(List.of(fifo)));
        assertThat(explicit.skipped()).extracting(ScanResult.FileNote::message).containsExactly("not a regular file");
    }

    @Test
    void unreadableFilesAndDirectoriesAreNamedAndTheRestIsScanned() throws Exception {
        // As root everything is readable: the scan runs as nobody (UnprivilegedScan), in a JVM of its own.
        Path tree = dir.resolve("repo");
        Path file = write("repo/locked/.claude/settings.json", "{}");
        write("repo/closed/.claude/settings.json", "{}");
        write("repo/open/.claude/settings.json", "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        UnprivilegedScan.openUpTo(tree);
        for (String d : List.of("locked", "locked/.claude", "open", "open/.claude")) {
            Files.setPosixFilePermissions(tree.resolve(d), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.setPosixFilePermissions(tree.resolve("open/.claude/settings.json"), PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        Files.setPosixFilePermissions(tree.resolve("closed"), PosixFilePermissions.fromString("---------"));
        try {
            UnprivilegedScan.Result r = UnprivilegedScan.scan(tree, Files.createDirectories(dir.resolve("runtime")), ".");
            assertThat(r.exit()).as(r.err()).isEqualTo(1);
            assertThat(r.report().get("errors")).isEmpty();
            assertThat(r.report().get("findings")).anySatisfy(f -> {
                assertThat(f.get("path").asText()).isEqualTo("open/.claude/settings.json");
                assertThat(f.get("rule").asText()).isEqualTo("permission-bypass-by-default");
            });
            List<String> skipped = new java.util.ArrayList<>();
            r.report().get("skipped").forEach(n -> skipped.add(n.get("path").asText() + ": " + n.get("reason").asText()));
            assertThat(skipped).contains("locked/.claude/settings.json: cannot be read: permission denied",
                    "closed: cannot be read (permission denied)");
        } finally {
            Files.setPosixFilePermissions(tree.resolve("closed"), PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }

    @Test
    void aNamedPathThatCannotBeReadIsAnErrorWithTheReason() throws Exception {
        Path tree = dir.resolve("named");
        Path file = write("named/locked/.claude/settings.json", "{}");
        write("named/closed/.claude/settings.json", "{}");
        UnprivilegedScan.openUpTo(file.getParent());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        Files.setPosixFilePermissions(tree.resolve("closed"), PosixFilePermissions.fromString("---------"));
        try {
            UnprivilegedScan.Raw r = UnprivilegedScan.run(tree, Files.createDirectories(dir.resolve("runtime-named")),
                    "scan", "--no-config", "--format", "json", "--", "locked/.claude/settings.json", "closed");
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).contains("agentlint: cannot read locked/.claude/settings.json: permission denied")
                    .contains("agentlint: cannot read closed: permission denied");
            assertThat(r.out()).as("no report for a scan that was not run").isEmpty();
        } finally {
            Files.setPosixFilePermissions(tree.resolve("closed"), PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }

    @Test
    void oddFileNamesAreScannedAndReportedSafelyInEveryFormat() throws IOException {
        String json = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}";
        write("with space/.claude/settings.json", json);
        write("new\nline/.claude/settings.json", json);
        write("ünï-çødé/.claude/settings.json", json);
        write("esc\u001b[2J/.claude/settings.json", json);
        ScanResult r = scan(dir);
        assertThat(r.findings()).extracting(Finding::path)
                .anyMatch(p -> p.contains("with space/"))
                .anyMatch(p -> p.contains("new\nline/"))
                .anyMatch(p -> p.contains("ünï-çødé/"))
                .anyMatch(p -> p.contains("esc\u001b[2J/"));

        // Text: one line per finding, no raw control character reaches the terminal; each is shown as an escape.
        String text = report(new TextReporter(false), r);
        assertThat(text).contains("with space/.claude/settings.json:1:").contains("ünï-çødé/.claude/settings.json:1:")
                .contains("new\\u000Aline/.claude/settings.json:1:").contains("esc\\u001B[2J/.claude/settings.json:1:")
                .doesNotContain("\u001b");
        assertThat(text.lines().filter(l -> l.startsWith("line/"))).isEmpty();
        // JSON keeps the name exactly (escaped by the JSON encoding).
        assertThat(report(new JsonReporter(), r)).contains("\"new\\nline/.claude/settings.json\"").contains("ünï-çødé");
        // SARIF: a URI, percent-encoded.
        assertThat(report(new SarifReporter(dir), r)).contains("with%20space/.claude/settings.json").contains("new%0Aline/");
        // GitHub workflow commands: the name cannot end the command or start another.
        String github = report(new GithubReporter(), r);
        assertThat(github).contains("file=new\\u000Aline/.claude/settings.json").doesNotContain("\u001b").contains("file=with space/.claude/settings.json");
        assertThat(github.lines()).allMatch(l -> l.startsWith("::") || l.startsWith("agentlint:"));
    }

    private static String report(dev.agentlint.report.Reporter reporter, ScanResult r) throws IOException {
        java.io.StringWriter out = new java.io.StringWriter();
        reporter.write(r, AllRules.catalog(), out);
        return out.toString();
    }
}
