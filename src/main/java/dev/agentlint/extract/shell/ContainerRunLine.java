package dev.agentlint.extract.shell;

import java.util.List;
import java.util.Set;

/**
 * Stand-in until {@code extract.container.RunArgs} (branch {@code containers}) lands: finds the
 * image of a {@code docker/podman run} line, so the command after it is known to run in the
 * container. Options not listed as flags take a value, as in the Docker and Podman references.
 */
final class ContainerRunLine {

    private static final Set<String> FLAGS_LONG = Set.of("detach", "disable-content-trust", "help", "init", "interactive",
            "no-healthcheck", "oom-kill-disable", "privileged", "publish-all", "quiet", "read-only", "rm", "sig-proxy",
            "tty", "use-api-socket", "env-host", "http-proxy", "no-hosts", "passwd", "read-only-tmpfs", "replace", "rmi",
            "rootfs", "tls-verify", "unsetenv-all", "no-hostname");
    private static final String FLAGS_SHORT = "dqitP";

    private ContainerRunLine() {}

    /** Index of the image among {@code argv} (the size when there is none), options starting at {@code from}. */
    static int imageIndex(List<Arg> argv, int from) {
        int i = from;
        while (i < argv.size()) {
            String v = argv.get(i).value();
            if (v.equals("--")) return i + 1;
            if (v.startsWith("--") && v.length() > 2) {
                String name = v.substring(2);
                i += name.contains("=") || FLAGS_LONG.contains(name) ? 1 : 2;
            } else if (v.startsWith("-") && v.length() > 1) {
                i += takesNext(v) ? 2 : 1;
            } else {
                return i;
            }
        }
        return argv.size();
    }

    /** {@code -it} takes nothing, {@code -v} and {@code -itv} take the next word, {@code -p80:80} has its value. */
    private static boolean takesNext(String cluster) {
        for (int k = 1; k < cluster.length(); k++) {
            if (FLAGS_SHORT.indexOf(cluster.charAt(k)) < 0) return k == cluster.length() - 1;
        }
        return false;
    }
}
