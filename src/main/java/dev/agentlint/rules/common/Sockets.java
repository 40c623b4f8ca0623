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
        RUNTIME("container-engine API socket"),
        SSH_AGENT("SSH agent socket");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    private static final Pattern RUNTIME = Pattern.compile(
            "(?:^|/)(?:docker|podman|containerd|cri-dockerd|crio|buildkitd|dockershim|docker_engine)\\.sock$"
                    + "|(?:^|/)(?:\\.orbstack|\\.colima|\\.rd|\\.lima)/.*\\.sock$"
                    + "|pipe/docker_engine$|^npipe:|^tcp://0\\.0\\.0\\.0:237[56]$");

    private static final Pattern SSH_AGENT = Pattern.compile(
            "^\\$\\{?SSH_AUTH_SOCK\\}?$|(?:^|/)ssh-auth\\.sock$|(?:^|/)agent\\.[0-9]+$|/ssh-agent[^/]*$|(?:^|/)S\\.gpg-agent\\.ssh$"
                    + "|^/private/tmp/com\\.apple\\.launchd\\.[^/]+/Listeners$|1password/agent\\.sock$|/\\.gnupg/S\\.gpg-agent");

    private Sockets() {}

    public static Optional<Kind> classify(String path) {
        if (path == null || path.length() > 4096) return Optional.empty();
        String p = path.strip().replace('\\', '/').toLowerCase(Locale.ROOT);
        if (p.startsWith("unix://")) p = p.substring("unix://".length());
        while (p.endsWith("/") && p.length() > 1) p = p.substring(0, p.length() - 1);
        if (RUNTIME.matcher(p).find()) return Optional.of(Kind.RUNTIME);
        if (SSH_AGENT.matcher(path.strip()).find() || SSH_AGENT.matcher(p).find()) return Optional.of(Kind.SSH_AGENT);
        return Optional.empty();
    }
}
