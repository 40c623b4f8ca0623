package dev.agentlint.extract.claude;

import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.mcp.McpConfigExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * MCP configurations, with a project's {@code .mcp.json} judged together with the Claude Code
 * settings of its project: a server those settings reject never starts, and one they approve is
 * reported where they approve it ({@link ProjectMcpApprovals}), so each server is reported once.
 */
public final class ProjectMcpConfigExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        new McpConfigExtractor().extract(facts);
    }

    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        SourceFile file = facts.file();
        if (!isProjectMcpJson(file)) {
            extract(facts);
            return;
        }
        List<String> names = new ArrayList<>();
        // A file that is not an object fails in the MCP extractor below, with its reason.
        for (MapNode.Entry e : JsonTreeParser.parse(file, false).get("mcpServers").entries()) names.add(e.key());
        Set<String> judged = names.isEmpty() ? Set.of()
                : ProjectMcpApprovals.judgedWithSettings(ClaudeLayers.ofProjectRoot(file, tree), names);
        new McpConfigExtractor(judged).extract(facts);
    }

    private static boolean isProjectMcpJson(SourceFile file) {
        Path p = file.path();
        return p != null && p.getFileName() != null && p.getFileName().toString().equals(".mcp.json");
    }
}
