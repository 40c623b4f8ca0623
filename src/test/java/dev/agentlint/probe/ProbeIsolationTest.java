package dev.agentlint.probe;

import static dev.agentlint.probe.ProbeHarness.REQUIRE_ISOLATION;
import static dev.agentlint.probe.ProbeHarness.require;
import static dev.agentlint.probe.ProbeHarness.works;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe run for real, on this machine and under {@code unshare -n}, {@code unshare -Urn} and
 * {@code bwrap}: what each isolation blocks is blocked, and the same check on the bare machine is
 * open. Every network target is a loopback listener the test starts (or a port it has just
 * closed). The machine's own kernel state (capabilities, no_new_privs, namespaces) is read by
 * the test itself from /proc as the oracle for the bare run.
 */
class ProbeIsolationTest {

    @TempDir
    Path tmp;

    Path scripts;
    Path home;
    Path decoy;
    Path protect;
    Path tmpdir;
    String token;
    Process holder;
    ServerSocket listener;
    /** An SSH agent socket of the "host", named by SSH_AUTH_SOCK. */
    java.nio.channels.ServerSocketChannel agent;
    Path agentSocket;
    /** A decoy that is a FIFO: opening it would block, so the probe must not. */
    Path fifo;
    /** On ::1 when this machine has IPv6 loopback, else null. */
    ServerSocket listener6;
    int closedPort;

    @BeforeEach
    void stage() throws IOException {
        scripts = Files.createDirectories(tmp.resolve("scripts"));
        home = Files.createDirectories(tmp.resolve("home"));
        Files.createDirectories(home.resolve(".ssh"));
        Files.writeString(home.resolve(".ssh/id_ed25519"), "decoy key, not a key\n");
        Path host = Files.createDirectories(tmp.resolve("host"));
        decoy = Files.writeString(host.resolve("decoy.txt"), "decoy\n");
        protect = Files.writeString(host.resolve("isolation.yaml"), "network: none\n");
        tmpdir = Files.createDirectories(tmp.resolve("tmpdir"));
        token = "agentlint-decoy-" + UUID.randomUUID();
        // A process of the "host" that holds the decoy token in its environment.
        // It also has a secret-named option on its command line (an argument sh is given and never
        // reads; the "; :" keeps sh from replacing itself with sleep).
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "sleep 300; :", "holder", "--api-key=not-a-key");
        pb.environment().put("DECOY_HOLDER", token);
        holder = pb.start();
        listener = ProbeHarness.listen("127.0.0.1");
        agentSocket = tmp.resolve("ssh-agent.sock");
        agent = java.nio.channels.ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX);
        agent.bind(java.net.UnixDomainSocketAddress.of(agentSocket));
        fifo = host.resolve("decoy.fifo");
        assertThat(ProbeHarness.works("mkfifo", fifo.toString())).isTrue();
        try {
            listener6 = ProbeHarness.listen("::1");
        } catch (IOException e) {
            listener6 = null;
        }
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
            closedPort = s.getLocalPort();
        }
    }

    @AfterEach
    void unstage() throws IOException {
        holder.descendants().forEach(ProcessHandle::destroyForcibly);
        holder.destroyForcibly();
        listener.close();
        agent.close();
        if (listener6 != null) listener6.close();
    }

    ProbeSettings settings(String protectPath) {
        List<Target> targets = new ArrayList<>(List.of(new Target("127.0.0.1", listener.getLocalPort()), new Target("127.0.0.1", closedPort)));
        if (listener6 != null) targets.add(new Target("::1", listener6.getLocalPort()));
        return new ProbeSettings(targets, List.of(decoy.toString(), fifo.toString()), List.of(protectPath), token, 2, List.of());
    }

    Map<String, String> env(String tmpDir) {
        Map<String, String> env = new HashMap<>();
        env.put("PATH", System.getenv("PATH"));
        env.put("HOME", home.toString());
        env.put("TMPDIR", tmpDir);
        env.put("SSH_AUTH_SOCK", agentSocket.toString());
        return env;
    }

    String open() {
        return "127.0.0.1:" + listener.getLocalPort();
    }

    String closed() {
        return "127.0.0.1:" + closedPort;
    }

    static String status(String field) throws IOException {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (l.startsWith(field + ":")) return l.substring(field.length() + 1).trim();
        }
        throw new AssertionError(field);
    }

    /** The default route's gateway, read by the test itself: the oracle for the script's. */
    static String gatewayOf(List<String> route) {
        for (String l : route) {
            String[] f = l.trim().split("\\s+");
            if (f.length > 2 && f[1].equals("00000000") && !f[2].equals("00000000")) {
                long g = Long.parseLong(f[2], 16);
                return (g & 0xff) + "." + (g >> 8 & 0xff) + "." + (g >> 16 & 0xff) + "." + (g >> 24 & 0xff);
            }
        }
        return "";
    }

    static Outcome openIf(boolean open) {
        return open ? Outcome.OPEN : Outcome.BLOCKED;
    }

    @Test
    void onTheBareMachineWhatTheTestStagedIsOpen() throws IOException {
        ProbeHarness.Run r = ProbeHarness.run(List.of(), settings(protect.toString()), env(tmpdir.toString()), scripts);
        assertThat(r.report().complete()).as(r.out()).isTrue();
        assertThat(r.outcome(Check.TARGET, open())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.TARGET, closed())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.result(Check.TARGET, closed()).evidence()).isEqualTo("refused");
        if (listener6 != null) assertThat(r.outcome(Check.TARGET, "[::1]:" + listener6.getLocalPort())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.DECOY, decoy.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.DOTDOT, decoy.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.SYMLINK, decoy.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.HARDLINK, decoy.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.PROTECTED, protect.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.CREDENTIAL_PATHS, home.resolve(".ssh").toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.DECOY_TOKEN)).isEqualTo(Outcome.OPEN);
        assertThat(r.result(Check.DECOY_TOKEN, "").evidence()).contains("/proc/" + holder.pid() + "/environ");
        assertThat(r.outcome(Check.SSH_AGENT, agentSocket.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.OTHER_PROCESSES)).isEqualTo(Outcome.OPEN);
        assertThat(r.result(Check.OTHER_PROCESSES, "").evidence()).contains("--api-key on the command line of pid").contains("" + holder.pid());
        // A FIFO is never opened (it would block): the check says it could not tell.
        assertThat(r.outcome(Check.DECOY, fifo.toString())).isEqualTo(Outcome.ERROR);
        // The test's own view of the kernel is the oracle for the bare run.
        assertThat(r.outcome(Check.NO_NEW_PRIVILEGES)).isEqualTo(openIf(status("NoNewPrivs").equals("0")));
        assertThat(r.outcome(Check.CAPABILITIES)).isEqualTo(openIf(!status("CapEff").matches("0+")));
        assertThat(r.outcome(Check.HOST_PID_NAMESPACE)).isEqualTo(
                openIf(Files.readSymbolicLink(Path.of("/proc/self/ns/pid")).toString().equals(KernelChecks.INITIAL_PID_NAMESPACE)));
        assertThat(r.report().environment().gateway()).isEqualTo(gatewayOf(Files.readAllLines(Path.of("/proc/net/route"))));
        assertThat(r.exit()).isZero();
        // The script removed its temporary directory, its only change.
        try (Stream<Path> left = Files.list(tmpdir)) {
            assertThat(left).isEmpty();
        }
        assertThat(Files.readString(decoy)).isEqualTo("decoy\n");
        assertThat(Files.readString(protect)).isEqualTo("network: none\n");
    }

    @Test
    void withoutANetworkNamespaceTheListenerIsUnreachable() throws IOException {
        require(works("unshare", "-n", "true"), REQUIRE_ISOLATION, "unshare -n");
        ProbeHarness.Run r = ProbeHarness.run(List.of("unshare", "-n"), settings(protect.toString()), env(tmpdir.toString()), scripts);
        assertThat(r.report().complete()).as(r.out()).isTrue();
        assertThat(r.outcome(Check.TARGET, open())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.result(Check.TARGET, open()).evidence()).isEqualTo("unreachable");
        assertThat(r.report().environment().gateway()).as("no route in a new network namespace").isEmpty();
        assertThat(r.outcome(Check.TARGET, closed())).isEqualTo(Outcome.BLOCKED);
        if (listener6 != null) assertThat(r.outcome(Check.TARGET, "[::1]:" + listener6.getLocalPort())).isEqualTo(Outcome.BLOCKED);
        // Only the network is fenced: the files are as open as on the bare machine.
        assertThat(r.outcome(Check.DECOY, decoy.toString())).isEqualTo(Outcome.OPEN);
        assertThat(r.outcome(Check.PROTECTED, protect.toString())).isEqualTo(Outcome.OPEN);
    }

    @Test
    void inAUserAndNetworkNamespaceRootIsRootOnlyInside() throws IOException {
        require(works("unshare", "-Urn", "true"), REQUIRE_ISOLATION, "unshare -Urn");
        ProbeHarness.Run r = ProbeHarness.run(List.of("unshare", "-Urn"), settings(protect.toString()), env(tmpdir.toString()), scripts);
        assertThat(r.report().complete()).as(r.out()).isTrue();
        assertThat(r.outcome(Check.TARGET, open())).isEqualTo(Outcome.BLOCKED);
        String uid = String.valueOf(new com.sun.security.auth.module.UnixSystem().getUid());
        assertThat(r.report().environment().isolation()).anyMatch(l -> l.startsWith("user namespace: 0 " + uid + " 1"));
        // uid 0 inside: mapped to the host's root only when the test itself runs as root.
        assertThat(r.outcome(Check.ROOT)).isEqualTo(openIf(uid.equals("0")));
        assertThat(r.result(Check.ROOT, "").evidence()).contains("uid_map: 0 " + uid + " 1");
    }

    @Test
    void bubblewrapHidesTheHostDropsCapabilitiesAndCutsTheNetwork() throws IOException {
        require(works("bwrap", "--ro-bind", "/", "/", "--unshare-net", "--unshare-user", "--unshare-pid", "true"), REQUIRE_ISOLATION, "bwrap");
        String inside = "/tmp/isolation/isolation.yaml";
        List<String> bwrap = new ArrayList<>(List.of("bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
                "--tmpfs", "/tmp", "--tmpfs", tmp.toString(), "--ro-bind", scripts.toString(), scripts.toString(),
                "--ro-bind", protect.toString(), inside,
                "--unshare-net", "--unshare-pid", "--unshare-user", "--uid", "1000", "--gid", "1000", "--cap-drop", "ALL",
                "--die-with-parent"));
        ProbeHarness.Run r = ProbeHarness.run(bwrap, settings(inside), env("/tmp"), scripts);
        assertThat(r.report().complete()).as(r.out() + r.err()).isTrue();
        assertThat(r.outcome(Check.TARGET, open())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.DECOY, decoy.toString())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.DOTDOT, decoy.toString())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.SYMLINK, decoy.toString())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.HARDLINK, decoy.toString())).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.PROTECTED, inside)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.results(Check.CREDENTIAL_PATHS)).noneMatch(c -> c.outcome() == Outcome.OPEN && c.subject().startsWith(home.toString()));
        assertThat(r.outcome(Check.DECOY_TOKEN)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.SSH_AGENT)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.result(Check.OTHER_PROCESSES, "").evidence()).doesNotContain("--api-key");
        assertThat(r.outcome(Check.CAPABILITIES)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.NO_NEW_PRIVILEGES)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.ROOT)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.outcome(Check.HOST_PID_NAMESPACE)).isEqualTo(Outcome.BLOCKED);
        assertThat(r.report().environment().uid()).isEqualTo("1000");
        assertThat(Files.readString(protect, StandardCharsets.UTF_8)).isEqualTo("network: none\n");
    }
}
