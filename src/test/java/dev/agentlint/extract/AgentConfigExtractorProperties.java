package dev.agentlint.extract;

import dev.agentlint.base.Format;
import dev.agentlint.extract.codex.CodexConfigExtractor;
import dev.agentlint.extract.github.WorkflowExtractor;
import dev.agentlint.extract.mcp.McpConfigExtractor;
import dev.agentlint.extract.srt.SrtSettingsExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.SourceFile;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever text a pull request puts in an MCP, Codex, sandbox-runtime or workflow file, its
 * extractor either states facts or rejects the file with a {@link ParseException}; nothing else
 * escapes. Inputs are built from the fragments these formats are made of, so most of them parse
 * and reach the extractors' logic with unexpected shapes and values.
 */
class AgentConfigExtractorProperties {

    private static final List<String> JSON_PARTS = List.of(
            "{", "}", "[", "]", ",", ":", "\"mcpServers\"", "\"servers\"", "\"command\"", "\"args\"", "\"env\"", "\"url\"",
            "\"headers\"", "\"type\"", "\"http\"", "\"stdio\"", "\"headersHelper\"", "\"network\"", "\"allowedDomains\"",
            "\"allowUnixSockets\"", "\"allowLocalBinding\"", "true", "null", "1", "\"http://0.0.0.0:1/x\"", "\"${X}\"", "\"a\"");
    private static final List<String> TOML_PARTS = List.of(
            "\n", "[mcp_servers.a]", "[profiles.p]", "[permissions.x.network]", "[[hooks.PreToolUse]]", "[projects.\"/\"]",
            "[shell_environment_policy]", "[windows]", "sandbox_mode = ", "approval_policy = ", "command = ", "args = ",
            "hooks = ", "trust_level = ", "domains = ", "include_only = ", "sandbox = ", "\"danger-full-access\"", "\"never\"",
            "\"trusted\"", "[\"*\"]", "{ a = 1 }", "[{ command = \"x\" }]", "true", "1", "\"x\"");
    private static final List<String> YAML_PARTS = List.of(
            "\n", "  ", "    ", "- ", "on: ", "jobs:", "a:", "steps:", "runs-on: ", "uses: ", "with:", "run: ", "env:",
            "permissions: ", "anthropics/claude-code-action@v1", "openai/codex-action@v1", "actions/checkout@v4",
            "claude_args: ", "settings: ", "codex-args: ", "ref: ", "'{\"a\": [1'", "'[\"--yolo\"]'", "--mcp-config x",
            "${{ github.event.pull_request.head.sha }}", "write-all", "|", "claude -p x", "[self-hosted]", "{", "}", "[", "]");

    @Provide
    Arbitrary<String> json() {
        return texts(JSON_PARTS);
    }

    @Provide
    Arbitrary<String> toml() {
        return texts(TOML_PARTS);
    }

    @Provide
    Arbitrary<String> yaml() {
        return texts(YAML_PARTS);
    }

    private static Arbitrary<String> texts(List<String> parts) {
        return Arbitraries.of(parts).list().ofMaxSize(60).map(l -> String.join("", l));
    }

    @Property(tries = 300)
    void mcpConfigs(@ForAll("json") String text) {
        run(new McpConfigExtractor(), ".vscode/mcp.json", Format.MCP_CONFIG, text);
        run(new McpConfigExtractor(), ".mcp.json", Format.MCP_CONFIG, text);
    }

    @Property(tries = 300)
    void srtSettings(@ForAll("json") String text) {
        run(new SrtSettingsExtractor(), ".srt-settings.json", Format.SRT_SETTINGS, text);
    }

    @Property(tries = 300)
    void codexConfigs(@ForAll("toml") String text) {
        run(new CodexConfigExtractor(), ".codex/config.toml", Format.CODEX_CONFIG, text);
    }

    @Property(tries = 300)
    void workflows(@ForAll("yaml") String text) {
        run(new WorkflowExtractor(), ".github/workflows/x.yml", Format.GITHUB_WORKFLOW, text);
    }

    private static void run(Extractor e, String path, Format format, String text) {
        try {
            e.extract(new FileFacts(SourceFile.of(path, format, text)));
        } catch (ParseException expected) {
            // A rejected file is a parse-error finding: fine.
        }
    }
}
