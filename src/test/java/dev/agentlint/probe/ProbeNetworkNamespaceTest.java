package dev.agentlint.probe;

import static dev.agentlint.probe.ProbeHarness.REQUIRE_ISOLATION;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A private address that is not loopback: a host the test creates in a network namespace of its
 * own, behind a veth pair, with a busybox listener. Reachable from this machine (open), not from
 * a new network namespace (blocked). Needs root and iproute2; everything is removed afterwards.
 */
class ProbeNetworkNamespaceTest {

    @TempDir
    Path tmp;

    private static void ip(String... args) {
        List<String> cmd = new java.util.ArrayList<>(List.of("ip"));
        cmd.addAll(List.of(args));
        assertThat(ProbeHarness.works(cmd.toArray(String[]::new))).as(String.join(" ", cmd)).isTrue();
    }

    @Test
    void aPrivateHostIsOpenFromHereAndBlockedWithoutANetwork() throws IOException, InterruptedException {
        boolean root = new com.sun.security.auth.module.UnixSystem().getUid() == 0;
        ProbeHarness.require(root && ProbeHarness.works("ip", "netns", "list") && ProbeHarness.works("busybox", "true"),
                REQUIRE_ISOLATION, "ip netns as root, with busybox");
        String id = Integer.toHexString(ThreadLocalRandom.current().nextInt(0x100000, 0xffffff));
        String ns = "agentlint-probe-" + id;
        String outer = "alpo" + id;
        String inner = "alpi" + id;
        int net = ThreadLocalRandom.current().nextInt(1, 255);
        String here = "10.213." + net + ".1";
        String there = "10.213." + net + ".2";
        Process listener = null;
        try {
            ip("netns", "add", ns);
            ip("link", "add", outer, "type", "veth", "peer", "name", inner);
            ip("link", "set", inner, "netns", ns);
            ip("addr", "add", here + "/30", "dev", outer);
            ip("link", "set", outer, "up");
            ip("netns", "exec", ns, "ip", "addr", "add", there + "/30", "dev", inner);
            ip("netns", "exec", ns, "ip", "link", "set", inner, "up");
            listener = new ProcessBuilder("ip", "netns", "exec", ns, "busybox", "nc", "-ll", "-p", "8080", "-e", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            awaitListening(there, 8080);

            ProbeSettings s = new ProbeSettings(List.of(new Target(there, 8080)), List.of(), List.of(), null, 2, List.of());
            Map<String, String> env = new HashMap<>();
            env.put("PATH", System.getenv("PATH"));
            env.put("TMPDIR", tmp.toString());
            ProbeHarness.Run bare = ProbeHarness.run(List.of(), s, env, tmp);
            assertThat(bare.outcome(Check.TARGET, there + ":8080")).isEqualTo(Outcome.OPEN);
            ProbeHarness.Run cut = ProbeHarness.run(List.of("unshare", "-n"), s, env, tmp);
            assertThat(cut.outcome(Check.TARGET, there + ":8080")).isEqualTo(Outcome.BLOCKED);
            assertThat(cut.result(Check.TARGET, there + ":8080").evidence()).isEqualTo("unreachable");
        } finally {
            if (listener != null) {
                listener.descendants().forEach(ProcessHandle::destroyForcibly);
                listener.destroyForcibly();
                listener.waitFor(10, TimeUnit.SECONDS);
            }
            ProbeHarness.works("ip", "netns", "del", ns);
            ProbeHarness.works("ip", "link", "del", outer);
        }
    }

    /** The listener in the namespace is up once a connection from here succeeds. */
    private static void awaitListening(String host, int port) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(host, port), 200);
                return;
            } catch (IOException e) {
                Thread.sleep(50);
            }
        }
        throw new AssertionError("the listener in the network namespace did not come up");
    }
}
