package dev.agentlint.extract.mcp;

import dev.agentlint.extract.Extractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.List;

/**
 * Gemini CLI's {@code .gemini/settings.json}: its {@code mcpServers} ({@code command}/{@code args}/
 * {@code env}, {@code url}, {@code httpUrl}, {@code headers}), which Gemini CLI starts or connects to
 * when it starts in the project, become MCP facts like those of {@code .mcp.json}, so the MCP and
 * command rules judge them. Gemini CLI reads the file as JSON with comments
 * ({@code packages/cli/src/config/settings.ts}: {@code JSON.parse(stripJsonComments(content))}); the
 * keys are those of {@code packages/cli/src/config/settingsSchema.ts}. Its tool and approval
 * settings are not read yet.
 */
public final class GeminiSettingsExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, true);
        if (!root.isMap()) throw new ParseException("Gemini CLI settings must be a JSON object", root.span());
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.MCP_CLIENT, Scope.PROJECT, Location.of(file, root));
        for (MapNode.Entry e : root.get("mcpServers").entries()) {
            if (!e.value().isMap()) continue;
            McpConfigExtractor.read(file, e.key(), e.value()).ifPresent(s -> McpServers.record(facts, p, s, "Gemini CLI", List.of()));
        }
        facts.policies().add(p);
    }
}
