package dev.agentlint.extract.devcontainer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;

class DevcontainerExtractorTest {

    private static FileFacts extract(String text) throws Exception {
        FileFacts facts = new FileFacts(SourceFile.of(".devcontainer/devcontainer.json", Format.DEVCONTAINER, text));
        new DevcontainerExtractor().extract(facts);
        // Which workloads run an agent is decided from the shell stage's walk of their commands.
        ShellStage.run(facts);
        return facts;
    }

    @Test
    void jsoncWithRunArgsMountsPortsEnvFeaturesAndCommands() throws Exception {
        FileFacts facts = extract("""
                {
                  // comments and trailing commas are JSONC
                  "name": "agent",
                  "image": "example/dev:1",
                  "initializeCommand": "docker pull example/dev:1",
                  "postCreateCommand": {"agent": ["npm", "i", "-g", "@anthropic-ai/claude-code"], "other": "echo hi"},
                  "runArgs": ["--cap-drop=ALL", "--network", "none"],
                  "mounts": [
                    "source=${localEnv:HOME}/.ssh,target=/home/vscode/.ssh,type=bind,readonly",
                    {"type": "bind", "source": "/srv/cache", "target": "/cache"},
                  ],
                  "appPort": [3000, "4000:4000", "127.0.0.1:5000:5000"],
                  "forwardPorts": [8080],
                  "containerEnv": {"A": "1"},
                  "remoteEnv": {"B": "${localEnv:B}"},
                  "remoteUser": "vscode",
                  "features": {
                    "ghcr.io/devcontainers/features/rust:1": "latest",
                    "ghcr.io/devcontainers/features/docker-outside-of-docker:1": {},
                  },
                }
                """);
        Workload w = facts.workloads().get(0);
        assertThat(w.name()).isEqualTo("agent");
        assertThat(w.capDrop()).extracting(Located::value).containsExactly("ALL");
        assertThat(w.networkMode().value().toString()).isEqualTo("none");
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised() + (m.readOnly() ? ":ro" : ""))
                .containsExactly("~/.ssh:ro", "/srv/cache", "${localWorkspaceFolder}", "/run/docker.sock");
        assertThat(w.ports()).extracting(p -> p.hostAddress() + "|" + p.hostPort())
                .containsExactly("127.0.0.1|3000", "null|4000", "127.0.0.1|5000");
        assertThat(w.env()).extracting(e -> e.name()).containsExactly("A", "B");
        assertThat(w.user().value().written()).isEqualTo("vscode");
        assertThat(w.capAdd()).extracting(Located::value).containsExactly("SYS_PTRACE");
        assertThat(w.securityOpts()).extracting(o -> o.value().toString()).containsExactly("seccomp=unconfined");
        assertThat(w.isAgent()).isTrue();
        assertThat(facts.embeddedScripts()).extracting(EmbeddedScript::origin)
                .containsExactly("devcontainer postCreateCommand", "devcontainer postCreateCommand", "devcontainer initializeCommand");
        EmbeddedScript init = facts.embeddedScripts().get(2);
        assertThat(init.context().kind()).as("initializeCommand runs on the host").isEqualTo(ExecContext.Kind.HOST);
        assertThat(init.context().workload()).isNull();
        assertThat(facts.embeddedScripts().get(0).context().workload()).isSameAs(w);
    }

    @Test
    void composeBasedDevcontainersArePartialAndIgnoreRunArgs() throws Exception {
        FileFacts facts = extract("""
                {"dockerComposeFile": "compose.yaml", "service": "dev", "runArgs": ["--privileged"], "appPort": ["80:80"]}
                """);
        Workload w = facts.workloads().get(0);
        assertThat(w.partial()).isTrue();
        assertThat(w.isPrivileged()).isFalse();
        assertThat(w.ports()).isEmpty();
        assertThat(w.mounts()).isEmpty();
    }

    @Test
    void featureIds() {
        assertThat(DevcontainerExtractor.featureId("ghcr.io/devcontainers/features/docker-in-docker:2")).isEqualTo("docker-in-docker");
        assertThat(DevcontainerExtractor.featureId("ghcr.io/devcontainers/features/go@sha256:abc")).isEqualTo("go");
        assertThat(DevcontainerExtractor.featureId("docker-from-docker")).isEqualTo("docker-from-docker");
    }
}
