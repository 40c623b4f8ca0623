package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Span;
import org.junit.jupiter.api.Test;

class WorkloadWrittenAtTest {

    private static Location at(int line) {
        return new Location(null, Span.point(line, 1), "/x");
    }

    @Test
    void everyPlaceSinceTheLastOtherValueIsKept() {
        Workload w = new Workload(Workload.Source.COMPOSE, "agent", at(1));
        w.privileged(new Located<>(true, at(2)));
        w.privileged(new Located<>(false, at(3)));
        w.privileged(new Located<>(true, at(4)));
        w.privileged(new Located<>(true, at(5)));
        w.privileged(new Located<>(true, at(5)));
        assertThat(w.privilegedWrittenAt()).containsExactly(at(4), at(5));
    }

    @Test
    void nothingWhenTheValueInEffectIsSafe() {
        Workload w = new Workload(Workload.Source.COMPOSE, "agent", at(1));
        w.privileged(new Located<>(true, at(2)));
        w.privileged(new Located<>(false, at(3)));
        assertThat(w.privilegedWrittenAt()).isEmpty();
        w.networkMode(new Located<>("host", at(4)));
        w.networkMode(null);
        assertThat(w.networkModeWrittenAt(NamespaceMode::isHost)).isEmpty();
        w.namespace(Workload.Namespace.PID, new Located<>("host", at(6)));
        w.namespace(Workload.Namespace.PID, new Located<>("host", at(7)));
        assertThat(w.namespaceWrittenAt(Workload.Namespace.PID, NamespaceMode::isHost)).containsExactly(at(6), at(7));
    }
}
