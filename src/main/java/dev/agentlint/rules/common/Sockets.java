package dev.agentlint.rules.common;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Container-engine API sockets and SSH agent sockets, in the spellings they are mounted and
 * allowed under. Access to an engine socket is control of the engine (root on the host for a
 * rootful one); access to an agent socket lets the holder use the user's SSH keys.
 */
public final class Sockets {

    public enum Kind {
        RUNTIME,
        SSH_AGENT
    }

    /*
     * Docker Desktop also serves the engine as docker.raw.sock (macOS, under
     * ~/Library/Containers/com.docker.docker/Data), /var/run/docker.sock.raw and
     * /run/host-services/docker.proxy.sock (inside its VM); a Podman machine forwards its API to
     * $TMPDIR/podman/<machine>-api.sock on macOS (/var/folders/…/T/podman/…).
     */
    private static final Pattern RUNTIME = Pattern.compile(
            "(?:^|/)(?:docker|podman|containerd|cri-dockerd|crio|buildkitd|dockershim|docker_engine)(?:\\.raw|\\.proxy)?\\.sock(?:\\.raw)?$"
                    + "|(?:^|/)podman/[^/]*-api\\.sock$|/com\\.docker\\.docker/data/.*\\.sock$"
                    + "|(?:^|/)(?:\\.orbstack|\\.colima|\\.rd|\\.lima)/.*\\.sock$"
                    + "|pipe/docker_engine$|^npipe:|^tcp://0\\.0\\.0\\.0:237[56]$");

    private static final Pattern SSH_AGENT = Pattern.compile(
            "^\\$\\{?SSH_AUTH_SOCK\\}?$|(?:^|/)ssh-auth\\.sock$|(?:^|/)agent\\.[0-9]+$|/ssh-agent[^/]*$|(?:^|/)S\\.gpg-agent\\.ssh$"
                    + "|^/private/tmp/com\\.apple\\.launchd\\.[^/]+/Listeners$|1password/agent\\.sock$|/\\.gnupg/S\\.gpg-agent");

    private Sockets() {}

    public static Optional<Kind> classify(String path) {
        return classify(path, true);
    }

    /**
     * {@code guarded}: a pattern runs only on a path holding a literal each of its matches holds
     * (every mount and socket argument of a scan is asked this); false runs both patterns always,
     * the reference the guards are tested against.
     */
    static Optional<Kind> classify(String path, boolean guarded) {
        if (path == null || path.length() > 4096) return Optional.empty();
        String p = path.strip().replace('\\', '/').toLowerCase(Locale.ROOT);
        if (p.startsWith("unix://")) p = p.substring("unix://".length());
        while (p.endsWith("/") && p.length() > 1) p = p.substring(0, p.length() - 1);
        boolean runtime = !guarded || p.contains(".sock") || p.contains("docker_engine") || p.startsWith("npipe:") || p.startsWith("tcp://");
        if (runtime && RUNTIME.matcher(p).find()) return Optional.of(Kind.RUNTIME);
        boolean agent = !guarded || p.contains("sock") || p.contains("agent") || p.contains("listeners");
        if (agent && (SSH_AGENT.matcher(path.strip()).find() || SSH_AGENT.matcher(p).find())) return Optional.of(Kind.SSH_AGENT);
        return Optional.empty();
    }
}
