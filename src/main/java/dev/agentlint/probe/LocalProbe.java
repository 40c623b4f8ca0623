package dev.agentlint.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs the probe script here, with {@code sh}, and reads its evidence. The script goes into a
 * temporary directory of agentlint's own (the script makes and removes its own as well), which is
 * removed afterwards; the whole run is bounded, and a script still running at the bound is killed.
 */
public final class LocalProbe {

    private LocalProbe() {}

    /** The whole script's bound: every check has its own, this is only the backstop. */
    static long overallSeconds(ProbeSettings s) {
        return 60L + 4L * s.timeoutSeconds() * (s.targets().size() + 40);
    }

    public static Evidence run(ProbeSettings settings) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("agentlint-probe-", PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        try {
            Path script = dir.resolve("agentlint-probe.sh");
            Files.writeString(script, ProbeScript.render(settings), StandardCharsets.UTF_8);
            ProcessBuilder pb = new ProcessBuilder(List.of("sh", script.toString()));
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            pb.environment().put("TMPDIR", dir.toString());
            Process p = pb.start();
            try (InputStream out = p.getInputStream(); Reader r = new InputStreamReader(out, StandardCharsets.UTF_8)) {
                // The backstop: a script still running at the bound is killed with its children,
                // which also ends the read below.
                Thread killer = new Thread(() -> {
                    try {
                        if (!p.waitFor(overallSeconds(settings), TimeUnit.SECONDS)) kill(p);
                    } catch (InterruptedException e) {
                        // the script finished first
                    }
                }, "agentlint-probe-bound");
                killer.setDaemon(true);
                killer.start();
                Evidence e = Evidence.read(r);
                // The script's last line was read (or it stopped); the process must not outlive the probe.
                if (!p.waitFor(settings.timeoutSeconds() + 5L, TimeUnit.SECONDS)) kill(p);
                killer.interrupt();
                return e;
            }
        } finally {
            removeTree(dir);
        }
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private static void removeTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
