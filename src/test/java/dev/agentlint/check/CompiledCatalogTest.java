package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.rules.AllRules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompiledCatalogTest {

    @Test
    void theBuildsCatalogueSaysWhatEveryRulesYamlSays() {
        RuleCatalog catalog = AllRules.catalog();
        Map<String, RuleMeta> compiled = CompiledCatalog.bundled();
        assertThat(compiled).as("rules/catalog.bin is written by the build (process-classes)").isNotNull();
        assertThat(compiled.keySet()).containsExactlyInAnyOrderElementsOf(catalog.ids());
        for (String id : catalog.ids()) {
            assertThat(compiled.get(id)).as(id).isEqualTo(RuleCatalog.loadYaml(id));
            assertThat(catalog.meta(id)).as(id).isEqualTo(RuleCatalog.loadYaml(id));
        }
    }

    @Test
    void roundTripsTextTheYamlCouldHold() throws IOException {
        RuleMeta m = new RuleMeta("odd-text", "Ünïcödé — and \"quotes\"", Level.WARNING, List.of("RUN-001", "RUN-040"), "7.5",
                "high", List.of(), "a\nb", "x".repeat(70_000), "", "", List.of(new RuleMeta.Example("compose", "yaml", "deploy/compose.yaml", "😀", "")));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CompiledCatalog.write(List.of(m), out);
        assertThat(CompiledCatalog.read(new ByteArrayInputStream(out.toByteArray()))).containsExactly(Map.entry("odd-text", m));
        assertThatThrownBy(() -> CompiledCatalog.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5, 6, 7, 8})))
                .isInstanceOf(IOException.class);
        byte[] whole = out.toByteArray();
        assertThatThrownBy(() -> CompiledCatalog.read(new ByteArrayInputStream(java.util.Arrays.copyOf(whole, whole.length - 3))))
                .as("examples are decoded late, but a truncated catalogue is refused at once").isInstanceOf(IOException.class);
    }

    /** Rules are decoded when asked for: one that is corrupt says so then, and names itself; the others still read. */
    @Test
    void aCorruptRuleIsReportedWhenAskedFor() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        java.io.DataOutputStream d = new java.io.DataOutputStream(out);
        d.writeInt(CompiledCatalog.MAGIC);
        d.writeInt(CompiledCatalog.VERSION);
        d.writeInt(1);
        byte[] id = "broken".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        d.writeInt(id.length);
        d.write(id);
        d.writeInt(4);
        d.writeInt(1_000); // a title longer than its block
        d.flush();
        Map<String, RuleMeta> read = CompiledCatalog.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(read.keySet()).containsExactly("broken");
        assertThatThrownBy(() -> read.get("broken")).isInstanceOf(java.io.UncheckedIOException.class).hasMessageContaining("broken");
    }
}
