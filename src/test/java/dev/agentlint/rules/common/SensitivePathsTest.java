package dev.agentlint.rules.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.model.HostPath;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SensitivePathsTest {

    @ParameterizedTest
    @CsvSource({
            "~, HOME", "$HOME/, HOME", "%h, HOME", "C:\\Users\\me, HOME", "/home, HOME", "/Users, HOME",
            "~/.ssh, CREDENTIALS", "~/.ssh/id_ed25519, CREDENTIALS", "${localEnv:HOME}/.aws, CREDENTIALS",
            "~/.config, CREDENTIALS", "~/.claude, CREDENTIALS", "~/Library/Keychains, CREDENTIALS",
            "~/.git-credentials, CREDENTIALS", "$SSH_AUTH_SOCK, SSH_AGENT", "/run/host-services/ssh-auth.sock, SSH_AGENT",
            "/, SYSTEM", "/etc, SYSTEM", "/proc, SYSTEM", "/sys/fs/cgroup, SYSTEM", "/run/user/1000, SYSTEM",
            "%t, SYSTEM", "/var/lib, SYSTEM", "C:\\, SYSTEM", "D:\\, SYSTEM", "e:/, SYSTEM",
            "/var/run/docker.sock, RUNTIME_SOCKET", "/var/run, RUNTIME_SOCKET", "%t/podman/podman.sock, RUNTIME_SOCKET",
            "~/.docker/run/docker.sock, RUNTIME_SOCKET", "~/.lima/docker/sock/docker.sock, RUNTIME_SOCKET",
            "/run/user/1000/podman, RUNTIME_SOCKET",
            "%APPDATA%\\gcloud, CREDENTIALS", "$env:APPDATA\\GitHub CLI\\hosts.yml, CREDENTIALS",
            "%LOCALAPPDATA%\\Microsoft\\Credentials, CREDENTIALS", "${env:APPDATA}/Microsoft/Protect, CREDENTIALS",
            "%APPDATA%, CREDENTIALS"})
    void flagsSensitiveLocationsTheirContentsAndTheirParents(String path, SensitivePaths.Kind kind) {
        assertThat(SensitivePaths.classify(HostPath.of(path))).as(path).hasValueSatisfying(m -> assertThat(m.kind()).isEqualTo(kind));
    }

    @ParameterizedTest
    @ValueSource(strings = {"./src", "~/projects/app", "/etc/localtime", "/srv/data", "/tmp", "${PROJECT}", "/usr/share/zoneinfo",
            "/run/secrets/token", "~/.cache/pip", "/home/me/code/app", "../x", "D:\\work", "d:/src/app",
            "%APPDATA%\\Code\\User\\snippets", "%LOCALAPPDATA%\\Temp\\build"})
    void leavesOrdinaryPathsAlone(String path) {
        assertThat(SensitivePaths.classify(HostPath.of(path))).as(path).isEmpty();
    }
}
