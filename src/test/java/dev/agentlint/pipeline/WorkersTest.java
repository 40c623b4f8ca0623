package dev.agentlint.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WorkersTest {

    @Test
    void everyItemIsProcessedExactlyOnce() {
        List<Integer> items = IntStream.range(0, 10_000).boxed().toList();
        ConcurrentMap<Integer, Integer> seen = new ConcurrentHashMap<>();
        Workers.forEach(items, 3, i -> seen.merge(i, 1, Integer::sum));
        assertThat(seen).hasSize(items.size());
        assertThat(seen.values()).containsOnly(1);
        Workers.forEach(List.of(), 3, i -> { throw new AssertionError("no items"); });
    }

    @Test
    void anErrorOnAnyThreadReachesTheCaller() {
        List<Integer> items = IntStream.range(0, 1_000).boxed().toList();
        assertThatThrownBy(() -> Workers.forEach(items, 4, i -> {
            if (i == 500) throw new StackOverflowError("deep");
        })).isInstanceOf(StackOverflowError.class);
    }
}
