package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class FrozenFactsTest {

    private static final Location AT = new Location(null, Span.point(1, 1), "/x");

    @Test
    void aFrozenFileRefusesChangesToItsFactsAndTheirLists() {
        FileFacts facts = new FileFacts(new SourceFile(Path.of("compose.yaml"), "compose.yaml", null, ""));
        Workload w = new Workload(Workload.Source.COMPOSE, "agent", AT);
        w.networkMode(new Located<>("host", AT));
        facts.workloads().add(w);
        ServiceUnit u = new ServiceUnit(ServiceUnit.Manager.SYSTEMD, "agent.service", AT);
        facts.units().add(u);
        facts.freeze();

        assertThat(w.networkMode().value().isHost()).as("what was filled in stays").isTrue();
        assertThatThrownBy(() -> w.user(new Located<>("root", AT))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> w.mounts().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> w.addSecurityOpt(new Located<>("seccomp=unconfined", AT))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> facts.workloads().add(w)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> u.agent(new Located<>("claude", AT))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> u.env().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void freezingTwiceIsHarmless() {
        Workload w = new Workload(Workload.Source.RUN_COMMAND, "run", AT);
        w.freeze();
        w.freeze();
        assertThat(w.mounts()).isEmpty();
    }
}
