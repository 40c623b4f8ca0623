package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The literal guards in {@link Sockets#classify} only skip patterns that could not have matched. */
class SocketsGuardTest {

    @Property(tries = 3000)
    void guardsNeverChangeTheAnswer(@ForAll("pathish") String path) {
        assertThat(Sockets.classify(path, true)).isEqualTo(Sockets.classify(path, false));
    }

    @Provide
    Arbitrary<String> pathish() {
        Arbitrary<String> fragment = Arbitraries.oneOf(
                Arbitraries.of("/", "/var/run/", "docker", "podman", ".sock", "sock", "unix://", "npipe:", "tcp://0.0.0.0:2375",
                        "//./pipe/docker_engine", "${SSH_AUTH_SOCK}", "$SSH_AUTH_SOCK", "ssh-auth.sock", "agent.", "123",
                        "/ssh-agent", "S.gpg-agent.ssh", "/private/tmp/com.apple.launchd.x/Listeners", "1password/agent.sock",
                        "/.gnupg/S.gpg-agent", "~/.colima/", "-api.sock", ".raw", ".proxy", "com.docker.docker/Data/", "~/.orbstack/run/", "\\", " ", "DOCKER.SOCK", "AGENT", "Listeners"),
                Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(8));
        return fragment.list().ofMinSize(1).ofMaxSize(6).map(parts -> String.join("", parts));
    }
}
