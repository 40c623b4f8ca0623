package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SocketsTest {

    /** Every engine socket of isolation-configs.md §0.1, and Docker Desktop's other spellings. */
    @ParameterizedTest
    @ValueSource(strings = {"/var/run/docker.sock", "/run/docker.sock", "/run/user/1000/docker.sock", "~/.docker/run/docker.sock",
            "~/.docker/desktop/docker.sock", "/run/podman/podman.sock", "$XDG_RUNTIME_DIR/podman/podman.sock",
            "$TMPDIR/podman/podman-machine-default-api.sock",
            "/var/folders/xy/abc123/T/podman/podman-machine-default-api.sock", "~/.colima/default/docker.sock",
            "~/.colima/docker.sock", "~/.lima/docker/sock/docker.sock", "~/.lima/podman/sock/podman.sock",
            "~/.orbstack/run/docker.sock", "//./pipe/docker_engine", "npipe:////./pipe/docker_engine", "tcp://0.0.0.0:2375",
            "/var/run/docker.sock.raw", "/run/host-services/docker.proxy.sock",
            "~/Library/Containers/com.docker.docker/Data/docker.raw.sock",
            "/Users/me/Library/Containers/com.docker.docker/Data/docker-cli.sock", "unix:///var/run/docker.sock"})
    void engineSockets(String path) {
        assertThat(Sockets.classify(path)).contains(Sockets.Kind.RUNTIME);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/var/run/docker.socket.d", "/srv/podman/notes-api.txt", "/tmp/api.sock", "/var/run/dockerd.pid",
            "/home/me/podman-api.sock.bak", "~/Library/Containers/com.example/Data/app.sock", "/run/host-services/ssh-auth.sock"})
    void otherPathsAreNotEngineSockets(String path) {
        assertThat(Sockets.classify(path)).isNotEqualTo(Optional.of(Sockets.Kind.RUNTIME));
    }
}
