package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.model.Workload;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ContainerRunTest {

    private static final SourceFile FILE = SourceFile.of("run.sh", Format.SHELL, "podman run …\n");
    private static final Location AT = new Location(FILE, new Span(1, 1, 1, 12), "");


    @Test
    void aRunLineIsAWorkloadWithItsCommand() {
        ContainerRun.Result r = ContainerRun.read("podman", RunArgsTest.words("--rm", "--network=none", "-v", "./:/w",
                "ghcr.io/x/base:1", "claude", "-p", "go"), AT);
        assertThat(r.image()).isEqualTo(4);
        Workload w = r.workload();
        assertThat(w.source()).isEqualTo(Workload.Source.RUN_COMMAND);
        assertThat(w.engine()).isEqualTo(Workload.Engine.PODMAN);
        assertThat(w.name()).isEqualTo("ghcr.io/x/base:1");
        assertThat(w.commands()).as("the shell stage decides its agent from this command").hasSize(1);
        assertThat(w.removeOnExit().value()).isTrue();
        FileFacts facts = new FileFacts(FILE);
        ContainerFacts.add(facts, w);
        assertThat(facts.mounts()).hasSize(1);
        assertThat(facts.embeddedScripts()).as("the shell stage already reads the inner command").isEmpty();
    }
}
