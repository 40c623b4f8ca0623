package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.cli.Main;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs {@code agentlint scan --format json} in a JVM of its own as an unprivileged user, so that
 * file permissions mean something: as root (CI runs tests as root) through {@code setpriv} as
 * {@code nobody}, otherwise as the current user. The child gets a copy of agentlint's classes and
 * runtime libraries that {@code nobody} can read.
 */
final class UnprivilegedScan {

    static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    record Result(int exit, JsonNode report, String err) {}

    private UnprivilegedScan() {}

    /** Makes {@code dir} and every directory above it inside the temp directory reachable by others. */
    static void openUpTo(Path dir) throws IOException {
        Path tmpRoot = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
        for (Path p = dir.toRealPath(); p != null && p.startsWith(tmpRoot) && !p.equals(tmpRoot); p = p.getParent()) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** Scans {@code tree} from {@code workDir}; {@code runtime} is a directory the child may use for its class path. */
    static Result scan(Path workDir, Path runtime, String tree) throws Exception {
        Raw r = run(workDir, runtime, "scan", "--no-config", "--format", "json", tree);
        // No report only when the scan refused to start (exit 2, the reason on stderr).
        if (r.exit() == 2 && !r.out().startsWith("{")) return new Result(2, null, r.err());
        assertThat(r.out()).as("report (stderr: %s)", r.err()).startsWith("{");
        return new Result(r.exit(), new ObjectMapper().readTree(r.out()), r.err());
    }

    /** What an agentlint command run as the unprivileged user printed, and its exit code. */
    record Raw(int exit, String out, String err) {}

    /** Runs {@code agentlint args...} from {@code workDir} as the unprivileged user. */
    static Raw run(Path workDir, Path runtime, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        if (ROOT) {
            Assumptions.assumeTrue(onPath("setpriv"), "running as root without setpriv: cannot test what an unprivileged user cannot read");
            command.addAll(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", classPath(runtime), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile());
        pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Path out = runtime.resolve("out.json");
        Path err = runtime.resolve("err.txt");
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        // Written by the parent (as root, before the child drops privileges): redirect targets are opened here.
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("the unprivileged scan did not finish");
        }
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        return new Raw(p.exitValue(), stdout, stderr);
    }

    /** A copy of agentlint's classes and its runtime libraries, readable by everyone. */
    private static String classPath(Path runtime) throws IOException, URISyntaxException {
        Path lib = Files.createDirectories(runtime.resolve("lib"));
        List<String> entries = new ArrayList<>();
        Path classes = location(Main.class);
        Path copy = runtime.resolve("classes");
        if (!Files.exists(copy)) copyTree(classes, copy);
        entries.add(copy.toString());
        for (Class<?> c : List.of(JsonFactory.class, org.yaml.snakeyaml.LoaderOptions.class)) {
            Path jar = location(c);
            Path target = lib.resolve(jar.getFileName());
            Files.copy(jar, target, StandardCopyOption.REPLACE_EXISTING);
            entries.add(target.toString());
        }
        try (Stream<Path> all = Files.walk(runtime)) {
            for (Path p : all.toList()) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    private static Path location(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }

    static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) return true;
        }
        return false;
    }
}
