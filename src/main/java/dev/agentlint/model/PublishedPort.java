package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * A port of an isolated environment made reachable on the host: a published container port, a VM
 * port forward.
 *
 * @param hostAddress the host address it binds, as written; null when none is written and the
 *                    engine's default applies, which for Docker, Podman, Compose, Quadlet and kube
 *                    {@code hostPort} is every interface (extractors of formats whose default is
 *                    loopback, such as Lima or devcontainer {@code appPort} numbers, fill it in)
 * @param hostPort    the host port or range as written (empty when random)
 * @param target      the container or guest port
 * @param protocol    tcp, udp or sctp
 * @param via         what declares it, for messages ("compose service web", "Lima portForwards")
 * @param location    where it is written
 * @param written     the port as one {@code [IP:][HOSTPORT:]PORT[/PROTOCOL]} string; null when the
 *                    port is written as separate keys
 * @param addressAt   where its host address is written, or would be added, as a key of the port's
 *                    own mapping (Compose {@code host_ip}, kube {@code hostIP}, Lima {@code hostIP});
 *                    null when the port has no such mapping
 */
public record PublishedPort(String hostAddress, String hostPort, String target, String protocol, Phrase via,
                            Location location, Written written, Location addressAt) {

    /**
     * A port's one-string spelling.
     *
     * @param text       as written, before any interpolation
     * @param onLoopback the same port bound to the loopback address of its family ({@code 8080:80}:
     *                   {@code 127.0.0.1:8080:80}); null when the spelling names another address or
     *                   cannot be rewritten exactly (a variable in it)
     * @param location   where the string alone is written (a scalar, a command-line word, a unit value)
     */
    public record Written(String text, String onLoopback, Location location) {}

    /** A port whose spelling no fix rewrites. */
    public PublishedPort(String hostAddress, String hostPort, String target, String protocol, Phrase via, Location location) {
        this(hostAddress, hostPort, target, protocol, via, location, null, null);
    }

    /** The host address read as an endpoint, or null when none is written. */
    public Endpoint address() {
        return hostAddress == null ? null : Endpoint.parse(hostAddress);
    }

    /** The {@code target} of {@code -P}/{@code --publish-all}: every port the image exposes. */
    public static final String EVERY_EXPOSED_PORT = "every exposed port";
}
