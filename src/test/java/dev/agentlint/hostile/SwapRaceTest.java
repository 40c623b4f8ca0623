package dev.agentlint.hostile;

import static dev.agentlint.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.cli.CliTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process that swaps a directory of the tree for a symbolic link to a directory outside it,
 * over and over while agentlint scans, never makes agentlint read (and quote) a file outside:
 * not through discovery (listing the linked directory), not when reading a discovered file, not
 * when following a reference (an env file, a sourced script). The guarantee is stated for Linux,
 * where directories are held open while read ({@code discover.PinnedDirectory}).
 */
@EnabledOnOs(OS.LINUX)
class SwapRaceTest {

    /** In every file outside; it would be quoted in a finding or a path if one of them were read. */
    private static final String MARKER = "zqmarker";

    private static final int SCANS = 300;
    private static final long TIME_CAP_NANOS = 60_000_000_000L;

    @TempDir
    Path tmp;

    /** Agent configurations under {@code dir/b}: a settings file, a compose file with an env file, a script that sources another. */
    private static void project(Path dir, String value) throws Exception {
        Path b = Files.createDirectories(dir.resolve("b/.claude")).getParent();
        Files.writeString(b.resolve(".claude/settings.json"), "{\"env\": {\"" + value.toUpperCase() + "_API_KEY\": \"sk-ant-api03-"
                + value.repeat(4) + "\"}, \"permissions\": {\"defaultMode\": \"bypassPermissions\", \"additionalDirectories\": [\"/" + value + "\"]}}\n");
        Files.writeString(b.resolve("compose.yaml"), "services:\n  agent:\n    image: " + value + "/agent\n    env_file: agent.env\n"
                + "    volumes:\n      - /etc/" + value + ":/x\n");
        Files.writeString(b.resolve("agent.env"), value.toUpperCase() + "_API_KEY=sk-ant-api03-" + value.repeat(3) + "\n");
        Files.writeString(b.resolve("run-agent.sh"), "#!/bin/sh\n. ./lib.sh\n");
        Files.writeString(b.resolve("lib.sh"), "claude --dangerously-skip-permissions --add-dir /" + value + "\n");
    }

    @Test
    void aDirectorySwappedForALinkOutsideDuringTheScanIsNeverReadThrough() throws Exception {
        Path root = Files.createDirectories(tmp.resolve("root"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        Path parking = Files.createDirectories(tmp.resolve("parking"));
        project(root.resolve("a"), "inside");
        project(outside, MARKER);
        Files.writeString(outside.resolve("b/" + MARKER + "-agent.sh"), "#!/bin/sh\nclaude --dangerously-skip-permissions\n");

        // The test could not fail if nothing outside were quoted when read: scanned directly, it is.
        assertThat(run("scan", outside.toString()).out()).contains(MARKER);
        assertThat(run("scan", "--format", "json", outside.toString()).out()).contains(MARKER);

        Path a = root.resolve("a");
        Path realParked = parking.resolve("a-real");
        Path link = Files.createSymbolicLink(parking.resolve("a-link"), outside);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger swaps = new AtomicInteger();
        Thread swapper = new Thread(() -> {
            try {
                while (!stop.get()) {
                    Files.move(a, realParked, StandardCopyOption.ATOMIC_MOVE);
                    Files.move(link, a, StandardCopyOption.ATOMIC_MOVE);
                    Thread.onSpinWait();
                    Files.move(a, link, StandardCopyOption.ATOMIC_MOVE);
                    Files.move(realParked, a, StandardCopyOption.ATOMIC_MOVE);
                    swaps.incrementAndGet();
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "swapper");
        List<String> leaks = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        int scans = 0;
        int sawInside = 0;
        swapper.start();
        try {
            long start = System.nanoTime();
            for (; scans < SCANS && System.nanoTime() - start < TIME_CAP_NANOS; scans++) {
                Run r = scans % 2 == 0 ? run("scan", "--format", "json", root.toString()) : run("scan", root.toString());
                if ((r.out() + r.err()).contains(MARKER)) leaks.add("scan " + scans + ":\n" + r.out() + r.err());
                if (r.out().contains("inside")) sawInside++;
                assertThat(r.err()).doesNotContain("Exception");
                if (scans % 2 == 0) {
                    // A link found in place of a/ is reported (symlink-escapes-tree), at its place inside the tree.
                    for (JsonNode f : json.readTree(r.out()).get("findings")) {
                        assertThat(Path.of(f.get("path").asText()).normalize().startsWith(root)).as(f.toString()).isTrue();
                    }
                }
            }
        } finally {
            stop.set(true);
            swapper.join();
        }
        assertThat(swapper.isAlive()).isFalse();
        assertThat(swaps.get()).as("the swapper ran while scanning").isPositive();
        assertThat(sawInside).as("some scans read the tree itself").isPositive();
        assertThat(leaks).as("scans that quoted a file outside the tree, of " + scans).isEmpty();
    }
}
