package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The JSON report's published schema ({@code docs/schemas/report-v1.schema.json}) describes what
 * agentlint really writes, and the examples in {@code docs/json-output.md} are valid reports.
 */
class JsonReportSchemaTest {

    private static final Path SCHEMA = Path.of("docs/schemas/report-v1.schema.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    static JsonSchema schema() throws IOException {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(SCHEMA, StandardCharsets.UTF_8));
    }

    static JsonNode report(ScanResult r, RuleCatalog catalog) throws IOException {
        StringBuilder out = new StringBuilder();
        new JsonReporter().write(r, catalog, out);
        return JSON.readTree(out.toString());
    }

    @Test
    void theSchemaIsForThisVersion() throws IOException {
        JsonNode schema = JSON.readTree(SCHEMA.toFile());
        assertThat(schema.at("/properties/schemaVersion/const").asInt()).isEqualTo(JsonReporter.SCHEMA_VERSION);
        assertThat(schema.get("$id").asText()).endsWith("/docs/schemas/report-v" + JsonReporter.SCHEMA_VERSION + ".schema.json");
    }

    @Test
    void aRealScanValidates() throws IOException {
        RuleCatalog catalog = AllRules.catalog();
        ScanResult r = new Scanner(ScanOptions.defaults(Path.of("").toAbsolutePath()), catalog).scan(List.of(Path.of("testdata")));
        JsonNode report = report(r, catalog);
        assertThat(report.get("findings").size()).isGreaterThan(10);
        assertThat(schema().validate(report)).isEmpty();
    }

    @Test
    void skippedFilesNoticesAndErrorsValidate() throws IOException {
        ScanResult r = new ScanResult(List.of(), 0, Map.of(),
                List.of(new ScanResult.FileNote("big/compose.yaml", "larger than 1048576 bytes")),
                List.of(new ScanResult.FileNote(".mcp.json", "not valid UTF-8; decoded with replacement characters")),
                List.of(new ScanResult.InternalError("x/.claude/settings.json", "rule x failed", null)));
        JsonNode report = report(r, AllRules.catalog());
        assertThat(report.at("/summary/complete").asBoolean()).isFalse();
        assertThat(schema().validate(report)).isEmpty();
    }

    @Test
    void theDocumentedExamplesValidate() throws IOException {
        String doc = Files.readString(Path.of("docs/json-output.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL).matcher(doc);
        List<JsonNode> examples = new ArrayList<>();
        while (m.find()) {
            JsonNode n = JSON.readTree(m.group(1));
            if (n.has("schemaVersion")) examples.add(n);
        }
        assertThat(examples).isNotEmpty();
        for (JsonNode example : examples) assertThat(schema().validate(example)).isEmpty();
    }

    @Test
    void theSchemaRejectsBrokenReports() throws IOException {
        RuleCatalog catalog = AllRules.catalog();
        ScanResult r = new Scanner(ScanOptions.defaults(Path.of("").toAbsolutePath()), catalog).scan(List.of(Path.of("testdata")));
        JsonNode good = report(r, catalog);
        ObjectNode badLevel = good.deepCopy();
        ((ObjectNode) badLevel.at("/findings/0")).put("level", "fatal");
        ObjectNode noFingerprint = good.deepCopy();
        ((ObjectNode) noFingerprint.at("/findings/0")).remove("fingerprint");
        ObjectNode lineZero = good.deepCopy();
        ((ObjectNode) lineZero.at("/findings/0")).put("line", 0);
        ObjectNode otherVersion = good.deepCopy();
        otherVersion.put("schemaVersion", 2);
        for (JsonNode bad : List.of(badLevel, noFingerprint, lineZero, otherVersion)) {
            assertThat(schema().validate(bad)).isNotEmpty();
        }
    }
}
