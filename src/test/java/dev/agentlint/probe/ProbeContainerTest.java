package dev.agentlint.probe;

import static dev.agentlint.probe.ProbeHarness.REQUIRE_ISOLATION;
import static dev.agentlint.probe.ProbeHarness.REQUIRE_PODMAN;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe where agents run without Java: a POSIX shell and busybox, nothing else. First with a
 * PATH of busybox applets only (the script connects with busybox nc), then inside podman
 * containers of an image imported from a busybox root file system the test builds (no registry is
 * reached), one hardened and one loose, with the script mounted read-only and run by busybox sh.
 * Podman keeps its images and containers in the test's temporary directory.
 */
class ProbeContainerTest {

    @TempDir
    static Path tmp;

    static Path busybox;
    static Path applets;
    static ServerSocket listener;

    @BeforeAll
    static void busyboxRootFileSystem() throws IOException {
        busybox = findBusybox();
        ProbeHarness.require(busybox != null, REQUIRE_ISOLATION, "a static busybox (Debian: busybox-static)");
        Path root = tmp.resolve("rootfs");
        applets = Files.createDirectories(root.resolve("bin"));
        Files.copy(busybox, applets.resolve("busybox"));
        Process list = new ProcessBuilder(busybox.toString(), "--list").start();
        for (String applet : new String(list.getInputStream().readAllBytes()).split("\n")) {
            if (applet.isBlank() || applet.equals("busybox")) continue;
            Files.createSymbolicLink(applets.resolve(applet.strip()), Path.of("busybox"));
        }
        for (String d : List.of("tmp", "proc", "sys", "dev", "etc", "probe")) Files.createDirectories(root.resolve(d));
        Files.setPosixFilePermissions(root.resolve("tmp"), java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        listener = ProbeHarness.listen("127.0.0.1");
    }

    @AfterAll
    static void close() throws IOException {
        if (listener != null) listener.close();
    }

    private static Path findBusybox() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, "busybox");
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    static ProbeSettings settings(int closedPort, String... protect) {
        return new ProbeSettings(List.of(new Target("127.0.0.1", listener.getLocalPort()), new Target("127.0.0.1", closedPort)),
                List.of(tmp.resolve("host-decoy.txt").toString()), List.of(protect), null, 2, List.of());
    }

    static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    @Test
    void withOnlyBusyboxTheScriptConnectsWithBusyboxNc() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("busybox-only"));
        int closed = closedPort();
        Map<String, String> env = new HashMap<>();
        env.put("PATH", applets.toString());
        env.put("HOME", dir.toString());
        env.put("TMPDIR", dir.toString());
        ProbeHarness.Run r = ProbeHarness.run(List.of(applets.resolve("sh").toString(), "-c", "exec \"$0\" \"$@\""),
                settings(closed), env, dir);
        assertThat(r.report().complete()).as(r.out() + r.err()).isTrue();
        assertThat(r.report().environment().tools()).contains("busybox").doesNotContain("node", "bash");
        assertThat(r.outcome(Check.TARGET, "127.0.0.1:" + listener.getLocalPort())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.TARGET, "127.0.0.1:" + closed)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.result(Check.TARGET, "127.0.0.1:" + closed).evidence()).isEqualTo("refused");
    }

    @Test
    void withNodeButNoBashTheScriptConnectsWithNode() throws IOException {
        Path node = null;
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(d.isEmpty() ? "." : d, "node");
            if (Files.isExecutable(p)) node = p.toRealPath();
        }
        Assumptions.assumeTrue(node != null, "node is not on PATH");
        Path dir = Files.createDirectories(tmp.resolve("node"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("node"), node);
        int closed = closedPort();
        Map<String, String> env = new HashMap<>();
        env.put("PATH", applets + ":" + bin);
        env.put("HOME", dir.toString());
        env.put("TMPDIR", dir.toString());
        ProbeHarness.Run r = ProbeHarness.run(List.of(), settings(closed), env, dir);
        assertThat(r.report().environment().tools()).contains("node");
        assertThat(r.outcome(Check.TARGET, "127.0.0.1:" + listener.getLocalPort())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.TARGET, "127.0.0.1:" + closed)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.result(Check.TARGET, "127.0.0.1:" + closed).evidence()).isEqualTo("refused");
    }

    // ---- podman ------------------------------------------------------------------------------

    /** Podman's global options: storage in the test's directory; then, if needed, the runtime and cgroup manager that work here. */
    static List<String> podman;
    static String image;
    static String podmanProblem;

    static synchronized List<String> podman() throws IOException {
        if (podman != null || podmanProblem != null) return podman;
        List<String> base = List.of("podman", "--root", tmp.resolve("podman/root").toString(), "--runroot",
                tmp.resolve("podman/run").toString(), "--storage-driver", "vfs", "--events-backend", "file");
        if (!ProbeHarness.works("podman", "--version")) {
            podmanProblem = "podman is not installed (Debian: apt-get install podman)";
            return null;
        }
        Path tar = tmp.resolve("rootfs.tar");
        Path rootfs = tmp.resolve("rootfs");
        Files.writeString(tmp.resolve("host-decoy.txt"), "decoy\n");
        image = "localhost/agentlint-probe-busybox:" + UUID.randomUUID();
        ProbeHarness.Run t = ProbeHarness.exec(List.of("tar", "-C", rootfs.toString(), "-cf", tar.toString(), "."), System.getenv(), false);
        if (t.exit() != 0) throw new AssertionError("tar: " + t.err());
        ProbeHarness.Run imported = ProbeHarness.exec(concat(base, "import", tar.toString(), image), System.getenv(), false);
        if (imported.exit() != 0) {
            podmanProblem = "podman import failed: " + imported.err().strip();
            return null;
        }
        String why = "";
        for (List<String> extra : List.of(List.<String>of(), List.of("--runtime", "runc", "--cgroup-manager", "cgroupfs"))) {
            List<String> global = new ArrayList<>(base);
            global.addAll(extra);
            ProbeHarness.Run smoke = ProbeHarness.exec(concat(global, run(image, "--network", "none", "/bin/true")), System.getenv(), false);
            if (smoke.exit() == 0) {
                podman = global;
                return podman;
            }
            why += (why.isEmpty() ? "" : "; ") + String.join(" ", extra) + ": " + smoke.err().strip();
        }
        podmanProblem = "podman cannot run a container on this machine (" + why + ")";
        return null;
    }

    static List<String> run(String image, String... options) {
        List<String> r = new ArrayList<>(List.of("run", "--rm", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=4096:4096"));
        r.addAll(List.of(options).subList(0, options.length - 1));
        r.add(image);
        r.add(options[options.length - 1]);
        return r;
    }

    static List<String> concat(List<String> a, String... b) {
        List<String> r = new ArrayList<>(a);
        r.addAll(List.of(b));
        return r;
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> r = new ArrayList<>(a);
        r.addAll(b);
        return r;
    }

    /** Runs the script in a container: {@code options} go before the image, the script is mounted read-only at /probe. */
    static ProbeHarness.Run inContainer(String name, ProbeSettings settings, String... options) throws IOException {
        List<String> global = podman();
        if (global == null && "1".equals(System.getenv(REQUIRE_PODMAN))) throw new AssertionError(podmanProblem + " (" + REQUIRE_PODMAN + "=1)");
        Assumptions.assumeTrue(global != null, podmanProblem);
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.writeString(dir.resolve("agentlint-probe.sh"), ProbeScript.render(settings));
        List<String> cmd = new ArrayList<>(global);
        cmd.addAll(List.of("run", "--rm", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=4096:4096",
                "-v", dir + ":/probe:ro", "-e", "HOME=/tmp", "-e", "PATH=/bin"));
        cmd.addAll(List.of(options));
        cmd.addAll(List.of(image, "/bin/sh", "/probe/agentlint-probe.sh"));
        return ProbeHarness.exec(cmd, System.getenv(), settings.decoyToken() != null);
    }

    @Test
    void aHardenedContainerBlocksWhatTheLooseOneLeavesOpen() throws IOException, InterruptedException {
        Path protect = Files.writeString(tmp.resolve("isolation.yaml"), "network: none\n");
        String inside = "/etc/isolation.yaml";
        String token = "agentlint-decoy-" + UUID.randomUUID();
        ProcessBuilder pb = new ProcessBuilder("sleep", "300");
        pb.environment().put("DECOY_HOLDER", token);
        Process holder = pb.start();
        try {
            int closed = closedPort();
            ProbeSettings s = new ProbeSettings(settings(closed).targets(), settings(closed).decoys(), List.of(inside), token, 2, List.of());
            ProbeHarness.Run hard = inContainer("hardened", s, "--network", "none", "--cap-drop", "ALL",
                    "--security-opt", "no-new-privileges", "--pids-limit", "64", "--memory", "64m", "--user", "1000:1000",
                    "-v", protect + ":" + inside + ":ro");
            assertThat(hard.report().complete()).as(hard.out() + hard.err()).isTrue();
            assertThat(hard.report().environment().isolation()).anyMatch(l -> l.startsWith("container: podman"));
            assertThat(hard.report().environment().tools()).doesNotContain("node", "bash");
            assertThat(hard.outcome(Check.TARGET, "127.0.0.1:" + listener.getLocalPort())).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.DECOY, tmp.resolve("host-decoy.txt").toString())).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.PROTECTED, inside)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.DECOY_TOKEN)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.CAPABILITIES)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.NO_NEW_PRIVILEGES)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.SECCOMP)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.ROOT)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.HOST_PID_NAMESPACE)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.outcome(Check.PIDS_LIMIT)).isEqualTo(Outcome.BLOCKED);
            assertThat(hard.result(Check.PIDS_LIMIT, "").evidence()).contains("= 64");
            assertThat(hard.outcome(Check.MEMORY_LIMIT)).isEqualTo(Outcome.BLOCKED);

            ProbeHarness.Run loose = inContainer("loose", s, "--network", "host", "--pid", "host", "--privileged", "--pids-limit=-1",
                    "-v", protect + ":" + inside);
            assertThat(loose.report().complete()).as(loose.out() + loose.err()).isTrue();
            assertThat(loose.outcome(Check.TARGET, "127.0.0.1:" + listener.getLocalPort())).isEqualTo(Outcome.OPEN);
            assertThat(loose.outcome(Check.TARGET, "127.0.0.1:" + closed)).isEqualTo(Outcome.BLOCKED);
            assertThat(loose.outcome(Check.PROTECTED, inside)).isEqualTo(Outcome.OPEN);
            assertThat(loose.outcome(Check.DECOY_TOKEN)).isEqualTo(Outcome.OPEN);
            assertThat(loose.outcome(Check.CAPABILITIES)).isEqualTo(Outcome.OPEN);
            assertThat(loose.outcome(Check.SECCOMP)).isEqualTo(Outcome.OPEN);
            assertThat(loose.outcome(Check.PIDS_LIMIT)).isEqualTo(Outcome.OPEN);
            assertThat(Files.readString(protect)).isEqualTo("network: none\n");
        } finally {
            holder.destroyForcibly();
            holder.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
