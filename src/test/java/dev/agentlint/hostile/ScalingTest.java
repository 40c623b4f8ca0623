package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bounded work: each hot path that hostile input found quadratic (a flag repeated tens of thousands
 * of times, one env file named hundreds of times, a long {@code extends} chain, a block of inline
 * ignores) is scanned with its input doubled twice. Ratios of the scanning thread's CPU time, never times: every size
 * warmed up, the best of five runs per size, and the fourfold input may take at most 2.5 × 2.5
 * times as long as the first (a quadratic path takes 16 times as long, a linear one 4); a second
 * attempt absorbs a burst of the machine's other load, which a quadratic path never passes.
 */
class ScalingTest {

    private static final double PER_DOUBLING = 2.5;

    @TempDir
    Path dir;

    /** Writes the tree for size n under the given directory. */
    @FunctionalInterface
    interface Tree {
        void write(Path root, int n) throws IOException;
    }

    private void assertScales(String what, int n, Tree tree) throws IOException {
        List<Path> roots = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            Path root = Files.createDirectories(dir.resolve(what + "-" + k));
            tree.write(root, n << k);
            roots.add(root);
        }
        // Warm-up on every size: the JIT compiles the paths a larger input takes, too.
        for (Path root : roots) scan(root);
        double ratio = Double.MAX_VALUE;
        String measured = "";
        // A quadratic path fails every attempt; a linear one disturbed by the machine's other load passes a second.
        for (int attempt = 0; attempt < 2 && ratio > PER_DOUBLING * PER_DOUBLING; attempt++) {
            long[] best = new long[3];
            for (int k = 0; k < 3; k++) {
                best[k] = Long.MAX_VALUE;
                for (int run = 0; run < 5; run++) best[k] = Math.min(best[k], time(roots.get(k)));
            }
            ratio = (double) best[2] / Math.max(1, best[0]);
            measured = String.format("%s: %d, %d, %d ns of CPU for n = %d, %d, %d", what, best[0], best[1], best[2], n, 2 * n, 4 * n);
        }
        assertThat(ratio).as(measured).isLessThanOrEqualTo(PER_DOUBLING * PER_DOUBLING);
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /**
     * The CPU time this thread spends on the scan (one worker: the scan runs on the calling
     * thread): what other processes on a shared machine do, and the collector's own threads, do
     * not count, where wall-clock time swung by tens of times under load.
     */
    private static long time(Path root) {
        System.gc();
        long t = THREADS.getCurrentThreadCpuTime();
        ScanResult r = scan(root);
        long elapsed = THREADS.getCurrentThreadCpuTime() - t;
        assertThat(r.errors()).isEmpty();
        return elapsed;
    }

    private static ScanResult scan(Path root) {
        return new Scanner(new ScanOptions(root, 16L << 20, 1), AllRules.catalog()).scan(List.of(root));
    }

    private static String repeat(int n, IntFunction<String> line) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) b.append(line.apply(i));
        return b.toString();
    }

    @Test
    void aRunLineRepeatingAFlag() throws IOException {
        assertScales("privileged", 20_000, (root, n) ->
                Files.writeString(root.resolve("run-agent.sh"), "docker run" + " --privileged".repeat(n) + " image claude\n"));
    }

    @Test
    void aQuadletUnitRepeatingAFlagInPodmanArgs() throws IOException {
        assertScales("podman-args", 20_000, (root, n) -> {
            Path unit = Files.createDirectories(root.resolve(".config/containers/systemd")).resolve("agent.container");
            Files.writeString(unit, "[Container]\nImage=x\nExec=claude\nPodmanArgs=" + "--privileged ".repeat(n) + "\n");
        });
    }

    @Test
    void oneEnvFileNamedHundredsOfTimes() throws IOException {
        assertScales("env-file", 2_000, (root, n) -> {
            Files.writeString(root.resolve("big.env"), repeat(n, i -> "VARIABLE_" + i + "=value-" + i + "\n"));
            Files.writeString(root.resolve("compose.yaml"), "services:\n  agent:\n    image: x\n    env_file:\n"
                    + "      - big.env\n".repeat(n / 4));
        });
    }

    @Test
    void aLongExtendsChain() throws IOException {
        assertScales("extends", 800, (root, n) -> Files.writeString(root.resolve("compose.yaml"),
                "services:\n  s0:\n    image: x\n" + repeat(n, i -> "  s" + (i + 1) + ":\n    extends:\n      service: s" + i + "\n")));
    }

    @Test
    void aBlockOfInlineIgnores() throws IOException {
        assertScales("ignores", 10_000, (root, n) -> Files.writeString(root.resolve("run-agent.sh"), "#!/bin/sh\n"
                + "# agentlint: ignore[privileged-container] the runner is disposable\n".repeat(n) + "docker run --privileged x\n"));
    }

    @Test
    void manyFindingsUnderManyIgnores() throws IOException {
        assertScales("findings-and-ignores", 2_000, (root, n) -> Files.writeString(root.resolve("run-agent.sh"), "#!/bin/sh\n"
                + "# agentlint: ignore[privileged-container] the runner is disposable\ndocker run --privileged x\n".repeat(n)));
    }

    @Test
    void aConfigurationWithMorePatternsThanAnyRealOneIsRefusedNotMatchedAgainstEveryFile() throws IOException {
        // Every scanned file is matched against every pattern: the count is bounded, so the cost per file is.
        Path root = Files.createDirectories(dir.resolve("patterns"));
        Files.writeString(root.resolve(".agentlint.yaml"), "exclude:\n" + repeat(1_001, i -> "  - 'dir" + i + "/**/x*.sh'\n"));
        java.io.StringWriter err = new java.io.StringWriter();
        int exit = dev.agentlint.cli.Main.run(new String[] {"scan", root.toString()}, new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(err, true));
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("more than 1000 path patterns");
    }
}
