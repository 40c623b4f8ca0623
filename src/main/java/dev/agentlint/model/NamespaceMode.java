package dev.agentlint.model;

import java.util.Locale;
import java.util.Set;

/**
 * How a container gets one of its namespaces (network, user, PID, IPC, UTS, cgroup), read once from
 * what the file writes: {@code host}, {@code none}, {@code private}, {@code container:db},
 * {@code service:db}, {@code ns:/proc/1/ns/net}, {@code keep-id:uid=1000}, {@code pasta:--mtu,1500}.
 *
 * @param written as written, for messages
 * @param kind    the part before the first {@code :}, stripped and lower case ({@code keep-id})
 * @param target  the part after it ({@code db}), or null when there is no {@code :}
 */
public record NamespaceMode(String written, String kind, String target) {

    /** The network modes Podman knows; any other {@code --network} value names a network. */
    private static final Set<String> PODMAN_NETWORK_MODES =
            Set.of("host", "none", "bridge", "private", "pasta", "slirp4netns", "container", "ns");

    public static NamespaceMode of(String written) {
        String s = written.strip();
        int colon = s.indexOf(':');
        String kind = (colon < 0 ? s : s.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        return new NamespaceMode(written, kind, colon < 0 ? null : s.substring(colon + 1));
    }

    /**
     * Whether a {@code --network} value is a mode ({@code host}, {@code container:x}) rather than a
     * network's name, for Docker or Podman: Docker also calls its bridge {@code default}.
     */
    public static boolean isNetworkMode(String written) {
        String kind = of(written).kind();
        return kind.equals("default") || PODMAN_NETWORK_MODES.contains(kind);
    }

    /** The same for Podman alone (Quadlet's {@code Network=}), where {@code default} is a network's name. */
    public static boolean isPodmanNetworkMode(String written) {
        return PODMAN_NETWORK_MODES.contains(of(written).kind());
    }

    /** Shares the host's namespace: {@code host}, in any case. */
    public boolean isHost() {
        return kind.equals("host") && target == null;
    }

    /** Podman's {@code keep-id} user namespace: the container's processes run as the invoking user. */
    public boolean keepsId() {
        return kind.equals("keep-id");
    }

    /** Joins the network namespace of another Compose service ({@code service:db}, as Compose spells it); the service's name, else null. */
    public String service() {
        String s = written.strip();
        return s.startsWith("service:") ? s.substring("service:".length()) : null;
    }

    @Override
    public String toString() {
        return written;
    }
}
