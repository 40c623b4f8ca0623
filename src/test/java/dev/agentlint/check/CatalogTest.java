package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The catalogue as data and the rules as code agree, and every rule's metadata is complete. */
class CatalogTest {

    private final RuleCatalog catalog = AllRules.catalog();

    @Test
    void everyYamlHasARuleAndEveryRuleHasItsYaml() throws IOException {
        List<String> yamlIds;
        try (Stream<Path> s = Files.list(Path.of("rules"))) {
            yamlIds = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - ".yaml".length())).sorted().toList();
        }
        assertThat(catalog.ids().stream().sorted().toList()).isEqualTo(yamlIds);
    }

    @Test
    void metadataIsCompleteAndConsistent() {
        for (RuleMeta m : catalog.allMeta()) {
            assertThat(m.title()).as(m.id()).isNotBlank();
            assertThat(Double.parseDouble(m.securitySeverity())).as(m.id()).isBetween(0.0, 10.0);
            assertThat(m.precision()).as(m.id()).isIn("very-high", "high", "medium", "low");
            assertThat(m.examples()).as("%s has an example", m.id()).isNotEmpty();
            for (String run : m.runIds()) assertThat(Policy.all()).as(m.id()).containsKey(run);
            boolean hard = m.runIds().stream().anyMatch(r -> Policy.get(r).hard());
            if (m.level() == Level.ERROR && !m.runIds().isEmpty()) {
                assertThat(hard).as("%s is an error, so it enforces a hard constraint", m.id()).isTrue();
            }
        }
    }

    @Test
    void resolvesRuleIdsAndRunIds() {
        assertThat(catalog.resolve("sandbox-host-fallback")).extracting(RuleMeta::id).containsExactly("sandbox-host-fallback");
        assertThat(catalog.resolve("run-003")).extracting(RuleMeta::id).contains("sandbox-host-fallback", "sandbox-excluded-command");
        assertThat(catalog.resolve("nope")).isEmpty();
    }
}
