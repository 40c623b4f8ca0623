package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunEnvFilesTest {

    @TempDir
    Path tree;

    private FileFacts check(String rel, Format format) throws IOException {
        return TreeCheck.facts(tree, rel, format);
    }

    private void write(String rel, String text) throws IOException {
        TreeCheck.write(tree, rel, text);
    }

    private static List<String> env(FileFacts facts) {
        return facts.workloads().stream().flatMap(w -> w.env().stream())
                .map(e -> e.name() + "=" + e.value() + " @" + e.location().file().displayPath()).toList();
    }

    @Test
    void aScriptsEnvFileIsLookedForBesideItThenAtTheTop() throws Exception {
        write("scripts/beside.env", "A=beside\n");
        write("top.env", "B=top\n");
        write("beside.env", "A=top-shadowed\n");
        write("scripts/run.sh", """
                docker run --env-file beside.env --env-file=top.env --env-file missing.env img claude
                """);

        assertThat(env(check("scripts/run.sh", Format.SHELL)))
                .containsExactly("A=beside @scripts/beside.env", "B=top @top.env");
    }

    @Test
    void aWorkflowsEnvFileIsRelativeToTheRepositoryTop() throws Exception {
        write("ci.env", "A=top\n");
        write(".github/workflows/ci.env", "A=beside\n");
        write(".github/workflows/agent.yml", """
                on: push
                jobs:
                  a:
                    runs-on: ubuntu-latest
                    steps:
                      - run: docker run --env-file ci.env img claude -p hi
                """);

        assertThat(env(check(".github/workflows/agent.yml", Format.GITHUB_WORKFLOW))).containsExactly("A=top @ci.env");
    }

    @Test
    void aDevContainersEnvFileIsRelativeToItsWorkspaceFolder() throws Exception {
        write(".devcontainer/dev.env", "A=1\n");
        write(".devcontainer/named/other.env", "B=2\n");
        write(".devcontainer/named/devcontainer.json", """
                {"image": "x", "runArgs": ["--env-file", ".devcontainer/dev.env",
                  "--env-file", "${localWorkspaceFolder}/.devcontainer/named/other.env", "--env-file", "${localWorkspaceFolder}"]}
                """);

        assertThat(env(check(".devcontainer/named/devcontainer.json", Format.DEVCONTAINER)))
                .containsExactly("A=1 @.devcontainer/dev.env", "B=2 @.devcontainer/named/other.env");
    }

    @Test
    void aQuadletUnitsPodmanArgsEnvFileIsRelativeToTheUnit() throws Exception {
        write("units/agent.env", "A=1\n");
        write("units/agent.container", """
                [Container]
                Image=example
                PodmanArgs=--env-file agent.env
                """);

        assertThat(env(check("units/agent.container", Format.QUADLET))).containsExactly("A=1 @units/agent.env");
    }

    @Test
    void whatCannotBeReadFromTheTreeIsSaidAndNothingOutsideItIsRead() throws Exception {
        Files.writeString(tree.getParent().resolve("outside-" + tree.getFileName() + ".env"), "SECRET=1\n");
        write("run.sh", "docker run --env-file ../outside-" + tree.getFileName() + ".env --env-file \"$HOME/.env\""
                + " --env-file https://example.com/x.env img claude\n");

        FileFacts facts = check("run.sh", Format.SHELL);

        assertThat(env(facts)).isEmpty();
        assertThat(facts.unresolved()).extracting(u -> u.reason().toString()).containsExactly(
                "it lies outside the scanned tree", "the path depends on the environment ($HOME/.env)",
                "it is a remote resource, which agentlint never fetches");
        assertThat(facts.unresolved()).extracting(Unresolved::what).first().asString().startsWith("--env-file ../outside-");
    }

    @Test
    void aRunLineInACommentOrAStringReadsNoEnvFile() throws Exception {
        write("secrets.env", "A=1\n");
        write("run.sh", """
                # docker run --env-file secrets.env img claude
                echo "docker run --env-file secrets.env img claude"
                """);

        FileFacts facts = check("run.sh", Format.SHELL);

        assertThat(facts.workloads()).isEmpty();
        assertThat(facts.workloads().stream().map(Workload::env).flatMap(List::stream).map(EnvVar::name)).isEmpty();
    }

    @Test
    void envFilesAreReadOncePerContainerAndAtMostSoMany() throws Exception {
        write("a.env", "A=1\n");
        StringBuilder many = new StringBuilder("docker run");
        for (int i = 0; i < 10_000; i++) many.append(" --env-file a.env");
        write("same.sh", many + " img claude\n");
        assertThat(env(check("same.sh", Format.SHELL))).containsExactly("A=1 @a.env");

        StringBuilder distinct = new StringBuilder("docker run");
        for (int i = 0; i < RunEnvFiles.MAX_FOLLOWED + 5; i++) distinct.append(" --env-file e").append(i).append(".env");
        write("distinct.sh", distinct + " img claude\n");
        assertThat(check("distinct.sh", Format.SHELL).unchecked()).contains(RunEnvFiles.TOO_MANY);
    }
}
