package dev.agentlint.extract.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Format;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class McpConfigExtractorTest {

    private static FileFacts extract(String path, String json) throws ParseException {
        FileFacts facts = new FileFacts(SourceFile.of(path, Format.MCP_CONFIG, json));
        new McpConfigExtractor().extract(facts);
        return facts;
    }

    @Test
    void stdioServersBecomeExecFormCommandsOnTheHost() throws Exception {
        FileFacts facts = extract(".mcp.json", """
                { "mcpServers": {
                    "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "."], "env": { "A": "b" } },
                    "remote": { "url": "https://mcp.example.com/mcp", "headers": { "Authorization": "Bearer ${T}" } },
                    "nothing": { "description": "neither command nor url" }
                } }
                """);
        AgentPolicy p = facts.policies().get(0);
        assertThat(p.scope()).isEqualTo(AgentPolicy.Scope.PROJECT);
        assertThat(p.mcpServers()).extracting(McpServer::name, McpServer::transport)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("fs", McpServer.Transport.STDIO),
                        org.assertj.core.groups.Tuple.tuple("remote", McpServer.Transport.HTTP));
        EmbeddedScript fs = facts.embeddedScripts().get(0);
        assertThat(fs.script()).isNull();
        assertThat(fs.argv()).extracting(a -> a.value()).containsExactly("npx", "-y", "@modelcontextprotocol/server-filesystem", ".");
        assertThat(fs.argv().get(1).location().span().line()).isEqualTo(2);
        assertThat(fs.context().kind()).isEqualTo(ExecContext.Kind.HOST);
        assertThat(facts.allEnv()).extracting(e -> e.name()).containsExactly("A");
        assertThat(facts.allHeaders()).extracting(h -> h.name()).containsExactly("Authorization");
        assertThat(p.runsOnLoad()).hasSize(1);
    }

    @Test
    void vsCodeFilesAreJsoncAndUseServers() throws Exception {
        FileFacts facts = extract(".vscode/mcp.json", """
                {
                  // comment
                  "servers": { "x": { "type": "sse", "url": "http://localhost:1/sse", }, },
                }
                """);
        assertThat(facts.policies().get(0).mcpServers()).extracting(McpServer::transport).containsExactly(McpServer.Transport.SSE);
    }

    @Test
    void claudeCodeFilesAreStrictJson() {
        assertThatThrownBy(() -> extract(".mcp.json", "{ // no\n \"mcpServers\": {} }")).isInstanceOf(ParseException.class);
        assertThatThrownBy(() -> extract(".cursor/mcp.json", "{ \"mcpServers\": {}, }")).isInstanceOf(ParseException.class);
    }

    @Test
    void managedAndDesktopFilesAreNotProjectScope() throws Exception {
        assertThat(extract("etc/claude-code/managed-mcp.json", "{}").policies().get(0).scope()).isEqualTo(AgentPolicy.Scope.MANAGED);
        assertThat(extract("Claude/claude_desktop_config.json", "{}").policies().get(0).scope()).isEqualTo(AgentPolicy.Scope.USER);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{}", "{\"mcpServers\": []}", "{\"mcpServers\": {\"a\": 1, \"b\": [], \"c\": null}}",
            "{\"mcpServers\": {\"a\": {\"command\": 1, \"args\": {\"x\": 1}, \"env\": [1]}}}",
            "{\"mcpServers\": {\"a\": {\"type\": [], \"url\": {}, \"headers\": \"x\"}}}",
            "{\"mcpServers\": {\"a\": {\"type\": \"stdio\"}}, \"servers\": {\"b\": {\"type\": \"carrier-pigeon\", \"url\": \"x\"}}}",
    })
    void oddShapesNeverBreakTheExtractor(String json) throws Exception {
        extract(".mcp.json", json);
    }

    @Test
    void eachClientsOwnKeyOnly() throws Exception {
        String both = """
                { "mcpServers": { "a": { "command": "a-server" } }, "servers": { "b": { "command": "b-server" } } }
                """;
        // Claude Code, Cursor and Claude Desktop read mcpServers; VS Code reads servers; an unknown reader either.
        assertThat(extract(".mcp.json", both).policies().get(0).mcpServers()).extracting(McpServer::name).containsExactly("a");
        assertThat(extract(".cursor/mcp.json", both).policies().get(0).mcpServers()).extracting(McpServer::name).containsExactly("a");
        assertThat(extract(".vscode/mcp.json", both).policies().get(0).mcpServers()).extracting(McpServer::name).containsExactly("b");
        assertThat(extract("tools/mcp.json", both).policies().get(0).mcpServers()).extracting(McpServer::name).containsExactly("a", "b");
    }
}
