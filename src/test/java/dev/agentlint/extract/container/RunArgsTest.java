package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docker/podman run options read from argument words, in every spelling. */
class RunArgsTest {

    private static final SourceFile FILE = SourceFile.of("run.sh", Format.SHELL, "docker run\n");

    /** Words with distinct spans (column = index + 1) so locations can be checked. */
    static List<Word> words(String... args) {
        List<Word> out = new ArrayList<>();
        for (int i = 0; i < args.length; i++) out.add(new Word(args[i], new Span(1, i + 1, 1, i + 2), true));
        return out;
    }

    private static Workload read(boolean image, String... args) {
        Workload w = new Workload(Workload.Source.RUN_COMMAND, "x", new Location(FILE, Span.NONE, ""));
        RunArgs.Result r = RunArgs.read(words(args), new Location(FILE, Span.NONE, "/argv"), w, image);
        if (image) assertThat(r).isNotNull();
        return w;
    }

    @Test
    void everyFlagSpelling() {
        Workload w = read(true, "--rm", "-it", "--privileged", "--cap-add=SYS_ADMIN", "--cap-add", "net_admin",
                "--security-opt", "seccomp=unconfined", "--security-opt=no-new-privileges", "-u", "1000:1000",
                "--userns=keep-id", "--network", "none", "--pid=host", "-p8080:80", "-dp", "127.0.0.1:9000:9000",
                "-v", "/var/run/docker.sock:/var/run/docker.sock", "--volume=$HOME/.ssh:/root/.ssh:ro",
                "--mount", "type=bind,\"src=/srv/a,b\",dst=/a,readonly", "--pids-limit", "100", "-m", "2g", "--cpus=2",
                "--read-only", "--tmpfs", "/tmp", "--device=/dev/kvm", "--gpus", "all", "-e", "TOKEN", "-e", "A=b",
                "--entrypoint", "claude", "ghcr.io/x/agent:1", "-p", "--rm", "-v", "/:/host");
        assertThat(w.removeOnExit().value()).isTrue();
        assertThat(w.isPrivileged()).isTrue();
        assertThat(w.capAdd()).extracting(Located::value).containsExactly("SYS_ADMIN", "NET_ADMIN");
        assertThat(w.securityOpts()).extracting(o -> o.value().toString()).containsExactly("seccomp=unconfined", "no-new-privileges=true");
        assertThat(w.user().value().written()).isEqualTo("1000:1000");
        assertThat(w.userNamespace().value().toString()).isEqualTo("keep-id");
        assertThat(w.networkMode().value().toString()).isEqualTo("none");
        assertThat(w.namespaces().get(Workload.Namespace.PID).value().toString()).isEqualTo("host");
        assertThat(w.ports()).extracting(p -> p.hostAddress() + " " + p.hostPort() + ":" + p.target())
                .containsExactly("null 8080:80", "127.0.0.1 9000:9000");
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised() + (m.readOnly() ? ":ro" : ""))
                .containsExactly("/run/docker.sock", "~/.ssh:ro", "/srv/a,b:ro");
        assertThat(w.pidsLimit().value().toString()).isEqualTo("100");
        assertThat(w.memoryLimit().value().toString()).isEqualTo("2g");
        assertThat(w.cpuLimit().value().toString()).isEqualTo("2");
        assertThat(w.readOnlyRoot().value()).isTrue();
        assertThat(w.tmpfs()).hasSize(1);
        assertThat(w.devices()).extracting(Located::value).containsExactly("/dev/kvm");
        assertThat(w.gpus()).extracting(Located::value).containsExactly("all");
        assertThat(w.env()).extracting(e -> e.name() + "=" + e.value()).containsExactly("TOKEN=null", "A=b");
        assertThat(w.image().value().written()).isEqualTo("ghcr.io/x/agent:1");
        // After the image everything is the container's command: "-v /:/host" is not a mount.
        assertThat(w.mounts()).noneMatch(m -> m.hostPath().normalised().equals("/"));
    }

    @Test
    void locationsCoverTheFlagAndItsValue() {
        Workload w = read(true, "--cap-add", "SYS_ADMIN", "img");
        Span s = w.capAdd().get(0).location().span();
        assertThat(s.column()).isEqualTo(1);
        assertThat(s.endColumn()).isEqualTo(3);
        assertThat(w.capAdd().get(0).location().path()).isEqualTo("/argv/--cap-add");
    }

    @Test
    void commandAfterTheImageAndDoubleDash() {
        Workload w = new Workload(Workload.Source.RUN_COMMAND, "x", new Location(FILE, Span.NONE, ""));
        RunArgs.Result r = RunArgs.read(words("--rm", "--", "img:1", "claude", "--privileged"),
                new Location(FILE, Span.NONE, ""), w, true);
        assertThat(r.image().value()).isEqualTo("img:1");
        assertThat(r.command()).extracting(Word::value).containsExactly("claude", "--privileged");
        assertThat(w.isPrivileged()).isFalse();
    }

    @Test
    void booleanFlagsWithValuesAndShortcuts() {
        Workload w = read(false, "--privileged=false", "--rm=false", "--use-api-socket", "-P", "--net=host");
        assertThat(w.isPrivileged()).isFalse();
        assertThat(w.removeOnExit().value()).isFalse();
        assertThat(w.mounts()).extracting(Mount::hostPath).extracting(h -> h.normalised()).containsExactly("/run/docker.sock");
        assertThat(w.ports()).singleElement().satisfies(p -> assertThat(p.hostAddress()).isNull());
        assertThat(w.networkMode().value().toString()).isEqualTo("host");
    }

    @Test
    void namedNetworksAreRecordedAsUnknown() {
        Workload w = read(false, "--network", "sandbox,other", "--network=name=third,alias=x");
        assertThat(w.networks()).extracting(Workload.Network::name).containsExactly("sandbox", "other", "third");
        assertThat(w.networks()).allSatisfy(n -> assertThat(n.route()).isEqualTo(Workload.Route.UNKNOWN));
    }

    @Test
    void optionsOnlyModeIgnoresStrayWordsAndDanglingFlags() {
        Workload w = read(false, "stray", "--cap-add");
        assertThat(w.image()).isNull();
        assertThat(w.capAdd()).isEmpty();
    }
}
