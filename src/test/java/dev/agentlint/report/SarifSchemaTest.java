package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.Suppression;
import dev.agentlint.base.Span;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Real SARIF output validates against the official SARIF 2.1.0 schema (draft-04, OASIS errata 01,
 * kept unmodified in src/test/resources) and carries what GitHub code scanning needs.
 */
class SarifSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonSchema schema() throws Exception {
        try (InputStream in = SarifSchemaTest.class.getResourceAsStream("/sarif-schema-2.1.0.json")) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
        }
    }

    static JsonNode sarifOf(Path root) throws Exception {
        RuleCatalog catalog = AllRules.catalog();
        Path cwd = Path.of("").toAbsolutePath();
        ScanResult r = new Scanner(ScanOptions.defaults(cwd), catalog).scan(List.of(root));
        StringBuilder out = new StringBuilder();
        new SarifReporter(cwd).write(r, catalog, out);
        return JSON.readTree(out.toString());
    }

    @Test
    void outputOfEveryFixtureValidatesAgainstTheSchema() throws Exception {
        JsonNode sarif = sarifOf(Path.of("testdata"));
        Set<ValidationMessage> errors = schema().validate(sarif);
        assertThat(errors).isEmpty();
        assertThat(sarif.at("/runs/0/results").size()).isGreaterThan(10);
    }

    @Test
    void theSchemaCatchesABrokenLog() throws Exception {
        JsonNode broken = JSON.readTree("{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {}, \"results\": [{\"level\": \"fatal\"}]}]}");
        assertThat(schema().validate(broken)).isNotEmpty();
    }

    @Test
    void rulesCarryWhatGithubCodeScanningNeeds() throws Exception {
        JsonNode sarif = sarifOf(Path.of("testdata"));
        JsonNode driver = sarif.at("/runs/0/tool/driver");
        assertThat(driver.get("name").asText()).isEqualTo("agentlint");
        assertThat(driver.get("version").asText()).isNotBlank();
        assertThat(driver.get("informationUri").asText()).startsWith("https://");
        for (JsonNode rule : driver.get("rules")) {
            String id = rule.get("id").asText();
            assertThat(rule.at("/name").asText()).as(id).isNotBlank();
            assertThat(rule.at("/shortDescription/text").asText()).as(id).isNotBlank();
            assertThat(rule.at("/fullDescription/text").asText()).as(id).isNotBlank();
            assertThat(rule.at("/help/text").asText()).as(id).isNotBlank();
            assertThat(rule.at("/help/markdown").asText()).as(id).startsWith("# " + id);
            assertThat(rule.at("/helpUri").asText()).as(id).endsWith("/docs/rules/" + id + ".md");
            assertThat(rule.at("/defaultConfiguration/level").asText()).as(id).isIn("error", "warning", "note");
            Set<String> tags = new HashSet<>();
            rule.at("/properties/tags").forEach(t -> tags.add(t.asText()));
            assertThat(tags).as(id).contains("security");
            for (String run : AllRules.catalog().meta(id).runIds()) assertThat(tags).as(id).contains(run);
            assertThat(Double.parseDouble(rule.at("/properties/security-severity").asText())).as(id).isBetween(0.0, 10.0);
            assertThat(rule.at("/properties/precision").asText()).as(id).isNotBlank();
        }
    }

    @Test
    void resultsPointAtRelativeUrisWithFullRegionsAndLineFreeFingerprints() throws Exception {
        JsonNode sarif = sarifOf(Path.of("testdata"));
        JsonNode rules = sarif.at("/runs/0/tool/driver/rules");
        for (JsonNode result : sarif.at("/runs/0/results")) {
            int index = result.get("ruleIndex").asInt();
            assertThat(rules.get(index).get("id").asText()).isEqualTo(result.get("ruleId").asText());
            JsonNode loc = result.at("/locations/0/physicalLocation");
            assertThat(loc.at("/artifactLocation/uri").asText()).startsWith("testdata/");
            assertThat(loc.at("/artifactLocation/uriBaseId").asText()).isEqualTo("%SRCROOT%");
            for (String f : List.of("startLine", "startColumn", "endLine", "endColumn")) {
                assertThat(loc.at("/region/" + f).asInt()).as(f).isPositive();
            }
            String fp = result.at("/partialFingerprints/agentlint~1v1").asText();
            assertThat(fp).startsWith("v1:").hasSize(35);
        }
    }

    @Test
    void suppressedFindingsOfEveryOriginValidateAndCarryTheirJustification() throws Exception {
        RuleCatalog catalog = AllRules.catalog();
        Finding base = new Finding("literal-secret", Level.ERROR, "TOKEN holds a literal secret.", "deploy/compose.yaml",
                Span.point(3, 7), "/services/agent/environment/TOKEN", "TOKEN", "      TOKEN: abc", null);
        List<Finding> findings = List.of(
                base.withSuppression(new Suppression(Suppression.Origin.INLINE, "deploy/compose.yaml:2", "fake token for the mock")),
                base.withSuppression(new Suppression(Suppression.Origin.CONFIG, ".agentlint.yaml:4", "reviewed in OPS-7")),
                base.withSuppression(new Suppression(Suppression.Origin.BASELINE, "agentlint-baseline.json", "recorded in the baseline")),
                base);
        ScanResult r = new ScanResult(findings, 1, Map.of("compose", 1), List.of(), List.of(), List.of());
        StringBuilder out = new StringBuilder();
        new SarifReporter(Path.of("").toAbsolutePath()).write(r, catalog, out);
        JsonNode sarif = JSON.readTree(out.toString());
        assertThat(schema().validate(sarif)).isEmpty();
        JsonNode results = sarif.at("/runs/0/results");
        assertThat(results.size()).as("suppressed findings are results too").isEqualTo(4);
        assertThat(results.get(0).at("/suppressions/0/kind").asText()).isEqualTo("inSource");
        assertThat(results.get(0).at("/suppressions/0/justification").asText()).isEqualTo("fake token for the mock");
        assertThat(results.get(1).at("/suppressions/0/kind").asText()).isEqualTo("external");
        assertThat(results.get(1).at("/suppressions/0/properties/origin").asText()).isEqualTo("config");
        assertThat(results.get(2).at("/suppressions/0/properties/origin").asText()).isEqualTo("baseline");
        assertThat(results.get(3).has("suppressions")).isFalse();
    }

    @Test
    void fingerprintsIgnoreLineNumbers() throws Exception {
        Path dir = Files.createTempDirectory("agentlint-fp");
        Path settings = dir.resolve(".claude/settings.json");
        Files.createDirectories(settings.getParent());
        Files.writeString(settings, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        String before = sarifOf(dir).at("/runs/0/results/0/partialFingerprints/agentlint~1v1").asText();
        Files.writeString(settings, "{\n\n  \"model\": \"x\",\n  \"permissions\": {\n    \"defaultMode\": \"bypassPermissions\"\n  }\n}");
        String moved = sarifOf(dir).at("/runs/0/results/0/partialFingerprints/agentlint~1v1").asText();
        assertThat(moved).isEqualTo(before);
    }
}
