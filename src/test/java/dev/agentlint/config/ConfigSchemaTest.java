package dev.agentlint.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code docs/agentlint-config.schema.json}, {@code docs/configuration.md} and {@link ConfigParser}
 * agree: every documented example is accepted by the schema and the parser, and malformed
 * configurations are rejected by both.
 */
class ConfigSchemaTest {

    static final Path SCHEMA = Path.of("docs", "agentlint-config.schema.json");
    private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\\n(# \\.agentlint\\.yaml\\n.*?)```", Pattern.DOTALL);

    static JsonSchema schema() throws Exception {
        try (InputStream in = Files.newInputStream(SCHEMA)) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
        }
    }

    /** YAML as agentlint reads it (YAML 1.2 scalars: {@code off} is a string) into JSON for the schema. */
    static JsonNode json(String yaml) throws Exception {
        List<Node> docs = YamlTreeParser.parseAll(yaml);
        return docs.isEmpty() ? JsonNodeFactory.instance.nullNode() : json(docs.get(0));
    }

    private static JsonNode json(Node n) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (n instanceof MapNode m) {
            ObjectNode o = f.objectNode();
            for (MapNode.Entry e : m.entries()) o.set(e.key(), json(e.value()));
            return o;
        }
        if (n.isList()) {
            ArrayNode a = f.arrayNode();
            for (Node e : n.elements()) a.add(json(e));
            return a;
        }
        ScalarNode s = (ScalarNode) n;
        return switch (s.type()) {
            case NULL -> f.nullNode();
            case BOOLEAN -> f.booleanNode(s.isTrue());
            case NUMBER -> f.numberNode(new BigDecimal(s.value().replace("_", "")));
            case STRING -> f.textNode(s.value());
        };
    }

    static List<String> documentedExamples() throws Exception {
        List<String> out = new ArrayList<>();
        Matcher m = YAML_BLOCK.matcher(Files.readString(Path.of("docs", "configuration.md"), StandardCharsets.UTF_8));
        while (m.find()) out.add(m.group(1));
        for (RuleMeta meta : AllRules.catalog().allMeta()) {
            for (RuleMeta.Example e : meta.examples()) {
                if (!e.format().equals(".agentlint.yaml")) continue;
                out.add(e.bad());
                out.add(e.good());
            }
        }
        return out;
    }

    @Test
    void everyDocumentedExampleIsAcceptedByTheSchemaAndTheParser() throws Exception {
        List<String> examples = documentedExamples();
        assertThat(examples).as("docs/configuration.md has examples").hasSizeGreaterThan(5);
        JsonSchema schema = schema();
        for (String yaml : examples) {
            assertThat(schema.validate(json(yaml))).as(yaml).isEmpty();
            ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, yaml), Path.of("/p"), AllRules.catalog());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "exlude: [x]",
            "version: 2",
            "rules: {literal-secret: disabled}",
            "rules: {literal-secret: false}",
            "rules: {Literal_Secret: off}",
            "options: {trusted-hosts: [a]}",
            "options: {allowed-domains: ['https://x.test']}",
            "options: {agent-commands: [/usr/bin/agent]}",
            "agent-workloads: {services: agent}",
            "exclude: testdata",
            "exclude: ['a\\\\b']",
            "ignores: [{path: a, rule: literal-secret}]",
            "ignores: [{path: a, reason: r}]",
            "ignores: [{path: a, rule: literal-secret, reason: ' '}]",
            "ignores: [{path: a, rule: [], reason: r}]",
            "ignores: [{path: a, rule: RUN-027, reason: r, line: 3, location: /a}]",
            "ignores: [{path: a, rule: RUN-027, reason: r, line: 0}]",
            "ignores: [{path: a, rule: RUN-027, reason: r, expires: 31.12.2025}]",
            "ignores: [{path: a, rule: RUN-027, reason: r, until: 2025-01-01}]",
            "ignores: [{path: 2024, rule: RUN-027, reason: r}]",
            "inline-ignores: 'no'",
            "- a list"})
    void malformedConfigurationsAreRejectedByBoth(String yaml) throws Exception {
        assertThat(schema().validate(json(yaml))).as("schema rejects %s", yaml).isNotEmpty();
        try {
            ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, yaml), Path.of("/p"), AllRules.catalog());
        } catch (ConfigException expected) {
            return;
        }
        throw new AssertionError("the parser accepted " + yaml);
    }

    @Test
    void whatOnlyTheParserCanKnowIsRejectedByTheParser() {
        // The schema checks shapes; existence of rules and calendar dates need agentlint itself.
        for (String yaml : List.of("rules: {no-such-rule: off}", "rules: {RUN-013: off}",
                "ignores: [{path: a, rule: RUN-027, reason: r, expires: 2025-02-30}]")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() ->
                    ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, yaml), Path.of("/p"), AllRules.catalog()))
                    .as(yaml).isInstanceOf(ConfigException.class);
        }
    }
}
