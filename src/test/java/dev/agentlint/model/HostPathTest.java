package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HostPathTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "~ | ~",
            "~/ | ~",
            "~/.ssh | ~/.ssh",
            "$HOME/.aws/ | ~/.aws",
            "${HOME} | ~",
            "${HOME:-/tmp}/x | ~/x",
            "%h/.config/gcloud | ~/.config/gcloud",
            "${localEnv:HOME}/.kube | ~/.kube",
            "${localEnv:USERPROFILE}\\.ssh | ~/.ssh",
            "${localEnv:HOME}${localEnv:USERPROFILE}/.kube | ~/.kube",
            "${env:HOME}${env:USERPROFILE}/.minikube | ~/.minikube",
            "{{.Home}} | ~",
            "{{ .Home }}/work | ~/work",
            "%USERPROFILE%\\Documents | ~/Documents",
            "$env:USERPROFILE | ~",
            "%APPDATA%\\gcloud | ~/AppData/Roaming/gcloud",
            "%LocalAppData%\\Microsoft\\Credentials | ~/AppData/Local/Microsoft/Credentials",
            "$env:APPDATA\\GitHub CLI | ~/AppData/Roaming/GitHub CLI",
            "${env:LOCALAPPDATA}/x | ~/AppData/Local/x",
            "$env:APPDATAX/y | $env:APPDATAX/y",
            "C:\\Users\\me\\AppData\\Roaming\\gcloud | ~/AppData/Roaming/gcloud",
            "C:\\Users\\me\\.ssh | ~/.ssh",
            "c:/users/me | ~",
            "/Users/alice | ~",
            "/home/bob/src/./app/ | ~/src/app",
            "/var/run/docker.sock | /run/docker.sock",
            "/var/lib/../run/docker.sock | /run/docker.sock",
            "/etc/.. | /",
            "/.. | /",
            "/../../etc/./shadow | /etc/shadow",
            "/home/bob/.. | /home",
            "~/src/.. | ~",
            "~/.. | ~/..",
            "C:\\Users\\me\\.. | c:/Users",
            "../x | ../x",
            "$XDG_RUNTIME_DIR/podman/podman.sock | /run/user/$UID/podman/podman.sock",
            "%t/podman/podman.sock | /run/user/$UID/podman/podman.sock",
            "/run/user/1000/docker.sock | /run/user/$UID/docker.sock",
            "C:\\ | c:",
            "/ | /",
            "./src | ./src",
            "../.. | ../..",
    })
    void normalisesEverySpelling(String written, String normalised) {
        assertThat(HostPath.of(written).normalised()).isEqualTo(normalised);
    }

    @ParameterizedTest
    @CsvSource({"../secrets, true", "./a/../../b, true", "./a/../b, false", "/srv/app, false"})
    void detectsUpwardEscapes(String written, boolean escapes) {
        assertThat(HostPath.of(written).escapesUpward()).isEqualTo(escapes);
    }

    @ParameterizedTest
    @CsvSource({"~/.ssh, true", "${PROJECT_DIR}/src, false", "{{.Dir}}/sock, false", "$(pwd)/x, false", "/srv, true"})
    void knowsWhatItCouldNotResolve(String written, boolean resolved) {
        assertThat(HostPath.of(written).resolved()).isEqualTo(resolved);
    }

    @org.junit.jupiter.api.Test
    void aTrailingGlobCoversItsDirectory() {
        assertThat(HostPath.of("~/.ssh/**").globRoot()).isEqualTo("~/.ssh");
        assertThat(HostPath.of("$HOME/.aws/*").globRoot()).isEqualTo("~/.aws");
        assertThat(HostPath.of("/Users/dev/.ssh/**/").globRoot()).isEqualTo("~/.ssh");
        assertThat(HostPath.of("~/.config/*/tokens").globRoot()).as("only a trailing glob").isEqualTo("~/.config/*/tokens");
        assertThat(HostPath.of("~").globRoot()).isEqualTo("~");
    }
}
