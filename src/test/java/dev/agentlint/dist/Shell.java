package dev.agentlint.dist;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the repository's shell scripts (launcher, pre-commit hook, GitHub Action steps) as real
 * processes, the way users and CI run them.
 */
final class Shell {

    /** The repository root: Maven runs tests there. */
    static final Path ROOT = Path.of("").toAbsolutePath();

    /** Jars built by scripts/agentlint-jar.sh for the tests; `mvn clean` removes them. */
    static final Path JAR_CACHE = ROOT.resolve("target/test-agentlint-cache");

    record Result(int exit, String out, String err) {
        String both() {
            return out + err;
        }
    }

    private Shell() {}

    /** The java running the tests, so the scripts use the same JDK. */
    static Path javaHome() {
        return Path.of(System.getProperty("java.home"));
    }

    /** A base environment: this JDK, the test jar cache, no colour. */
    static Map<String, String> env() {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("JAVA_HOME", javaHome().toString());
        env.put("AGENTLINT_CACHE", JAR_CACHE.toString());
        env.put("NO_COLOR", "1");
        env.remove("AGENTLINT_JAR");
        env.remove("AGENTLINT_JAVA_OPTS");
        env.remove("AGENTLINT_CDS");
        return env;
    }

    static Result run(Path dir, Map<String, String> env, String... command) {
        return run(dir, env, List.of(command));
    }

    static Result run(Path dir, Map<String, String> env, List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        try {
            Process p = pb.start();
            CompletableFuture<String> out = drain(p.getInputStream());
            CompletableFuture<String> err = drain(p.getErrorStream());
            if (!p.waitFor(10, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError("timed out: " + command);
            }
            return new Result(p.exitValue(), out.join(), err.join());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static CompletableFuture<String> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (in) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** True when a command is on PATH. */
    static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) return true;
        }
        return false;
    }

    /** agentlint.jar for these sources, built once (through the same script the hook and the action use). */
    static synchronized Path jar() {
        Result r = run(ROOT, env(), "scripts/agentlint-jar.sh");
        if (r.exit() != 0) throw new AssertionError("scripts/agentlint-jar.sh failed:\n" + r.both());
        List<String> lines = new ArrayList<>(r.out().lines().toList());
        return Path.of(lines.get(lines.size() - 1));
    }

    static void write(Path file, String content) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
