package dev.agentlint.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs the probe script for real, under whatever isolation a test puts in front of it, and
 * judges its output. The only network targets are listeners the tests start on loopback.
 */
final class ProbeHarness {

    /** CI sets this: the isolation tools it installs (unshare, bwrap, busybox) must be there, never skipped. */
    static final String REQUIRE_ISOLATION = "AGENTLINT_REQUIRE_ISOLATION_TOOLS";
    /** CI sets this when podman can run a container on its machine. */
    static final String REQUIRE_PODMAN = "AGENTLINT_REQUIRE_PODMAN";

    private ProbeHarness() {}

    record Run(int exit, String out, String err, ProbeReport report) {

        List<CheckResult> results(Check check) {
            return report.results().stream().filter(r -> r.check() == check).toList();
        }

        CheckResult result(Check check, String subject) {
            return report.results().stream().filter(r -> r.check() == check && r.subject().equals(subject)).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + check.id() + " result for '" + subject + "' in:\n" + out));
        }

        Outcome outcome(Check check, String subject) {
            return result(check, subject).outcome();
        }

        Outcome outcome(Check check) {
            List<CheckResult> rs = results(check);
            if (rs.size() != 1) throw new AssertionError(rs.size() + " results for " + check.id() + " in:\n" + out);
            return rs.get(0).outcome();
        }
    }

    /** Runs {@code prefix... sh script} with {@code env}; the script is written to {@code dir}. */
    static Run run(List<String> prefix, ProbeSettings settings, Map<String, String> env, Path dir) throws IOException {
        Path script = dir.resolve("agentlint-probe.sh");
        Files.writeString(script, ProbeScript.render(settings), StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(prefix);
        command.add("sh");
        command.add(script.toString());
        return exec(command, env, settings.decoyToken() != null);
    }

    static Run exec(List<String> command, Map<String, String> env, boolean token) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        CompletableFuture<String> out = drain(p.getInputStream());
        CompletableFuture<String> err = drain(p.getErrorStream());
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("the probe did not finish: " + command);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        String o = out.join();
        ProbeReport report = ProbeReport.judge(Evidence.read(new StringReader(o)), token);
        return new Run(p.exitValue(), o, err.join(), report);
    }

    private static CompletableFuture<String> drain(InputStream in) {
        return CompletableFuture.supplyAsync(() -> {
            try (InputStreamReader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                StringBuilder b = new StringBuilder();
                char[] buf = new char[8192];
                for (int n; (n = r.read(buf)) > 0; ) b.append(buf, 0, n);
                return b.toString();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** A listener on a loopback address that accepts connections until closed. */
    static ServerSocket listen(String address) throws IOException {
        ServerSocket s = new ServerSocket();
        s.bind(new InetSocketAddress(InetAddress.getByName(address), 0));
        Thread t = new Thread(() -> {
            while (!s.isClosed()) {
                try {
                    s.accept().close();
                } catch (IOException e) {
                    return;
                }
            }
        }, "probe-test-listener");
        t.setDaemon(true);
        t.start();
        return s;
    }

    /** True when the command runs (exit 0); used to find which isolation tools this machine has. */
    static boolean works(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Skips the test (with the reason) unless the tool works; fails instead when CI requires it. */
    static void require(boolean works, String requirement, String what) {
        if (!works && "1".equals(System.getenv(requirement))) throw new AssertionError(what + " must work here (" + requirement + "=1)");
        Assumptions.assumeTrue(works, what + " does not work on this machine");
    }
}
