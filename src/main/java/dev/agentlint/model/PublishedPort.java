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
 */
public record PublishedPort(String hostAddress, String hostPort, String target, String protocol, Phrase via,
                            Location location) {

    /** The {@code target} of {@code -P}/{@code --publish-all}: every port the image exposes. */
    public static final String EVERY_EXPOSED_PORT = "every exposed port";
}
