package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A launch resolved to a compose service in another file: every report carries the definition
 * and the settings that expose it as related locations, each with what it says.
 */
class RelatedLocationsTest {

    private static final Path PROJECT = Path.of("testdata/permission-bypass-outside-isolation/bad/projects/compose-online");
    private static final String SCRIPT = PROJECT.resolve("scripts/agent.sh").toString();
    private static final String COMPOSE = PROJECT.resolve("compose.yaml").toString();

    private final RuleCatalog catalog = AllRules.catalog();
    private final Path cwd = Path.of("").toAbsolutePath();

    private ScanResult scan() {
        return new Scanner(ScanOptions.defaults(cwd), catalog).scan(List.of(PROJECT));
    }

    @Test
    void jsonListsThemWithTheFinding() throws IOException {
        StringBuilder out = new StringBuilder();
        new JsonReporter().write(scan(), catalog, out);
        JsonNode bypass = finding(new ObjectMapper().readTree(out.toString()).get("findings"), "path");
        JsonNode related = bypass.get("relatedLocations");
        assertThat(related).hasSize(2);
        assertThat(related.get(0).get("path").asText()).isEqualTo(COMPOSE);
        assertThat(related.get(0).get("line").asInt()).isEqualTo(2);
        assertThat(related.get(0).get("message").asText()).startsWith("compose service \"agent\": the container this launch starts")
                .contains("network_mode: none");
        assertThat(related.get(1).get("line").asInt()).isEqualTo(7);
        assertThat(related.get(1).get("message").asText()).isEqualTo("compose service \"agent\": it mounts ~/.ssh (SSH keys)");
    }

    @Test
    void sarifListsThemAsRelatedLocations() throws IOException {
        StringBuilder out = new StringBuilder();
        new SarifReporter(cwd).write(scan(), catalog, out);
        JsonNode results = new ObjectMapper().readTree(out.toString()).get("runs").get(0).get("results");
        JsonNode bypass = null;
        for (JsonNode r : results) if (r.get("ruleId").asText().equals("permission-bypass-outside-isolation")) bypass = r;
        assertThat(bypass).isNotNull();
        JsonNode related = bypass.get("relatedLocations");
        assertThat(related).hasSize(2);
        assertThat(related.get(1).get("id").asInt()).isEqualTo(1);
        assertThat(related.get(1).get("physicalLocation").get("artifactLocation").get("uri").asText()).endsWith("compose-online/compose.yaml");
        assertThat(related.get(1).get("physicalLocation").get("region").get("startLine").asInt()).isEqualTo(7);
        assertThat(related.get(1).get("message").get("text").asText()).contains("~/.ssh");
    }

    @Test
    void textShowsThemUnderTheFinding() throws IOException {
        StringBuilder out = new StringBuilder();
        new TextReporter(false).write(scan(), catalog, out);
        String text = out.toString();
        int finding = text.indexOf(SCRIPT + ":4:38 error permission-bypass-outside-isolation");
        assertThat(finding).isNotNegative();
        assertThat(text.substring(finding)).contains("\n  = " + COMPOSE + ":7:9 compose service \"agent\": it mounts ~/.ssh (SSH keys)\n");
    }

    @Test
    void findingsThatDependOnNothingElseHaveNone() throws IOException {
        StringBuilder out = new StringBuilder();
        new JsonReporter().write(scan(), catalog, out);
        for (JsonNode f : new ObjectMapper().readTree(out.toString()).get("findings")) {
            if (!f.get("rule").asText().equals("permission-bypass-outside-isolation")) assertThat(f.has("relatedLocations")).isFalse();
        }
    }

    private static JsonNode finding(JsonNode findings, String field) {
        for (JsonNode f : findings) if (f.get("rule").asText().equals("permission-bypass-outside-isolation")) return f;
        throw new AssertionError("no permission-bypass-outside-isolation finding");
    }
}
