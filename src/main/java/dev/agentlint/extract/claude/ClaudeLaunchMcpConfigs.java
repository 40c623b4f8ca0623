package dev.agentlint.extract.claude;

import dev.agentlint.base.Format;
import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.extract.mcp.McpConfigExtractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Location;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.TreeFiles;

/**
 * {@code claude --mcp-config FILE|JSON}: MCP servers Claude Code starts for that launch, whatever
 * the file is called, beside the project's {@code .mcp.json} (or, with {@code --strict-mcp-config},
 * instead of it). Read as an MCP configuration, through the tree only and resolved like
 * {@code --settings} ({@link RunDirectoryFiles}); inline JSON is read as written.
 */
final class ClaudeLaunchMcpConfigs {

    private ClaudeLaunchMcpConfigs() {}

    static void follow(FileFacts facts, TreeFiles tree, Command c, Word named) {
        Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
        String value = named.value().strip();
        if (value.startsWith("{")) {
            AgentPolicy p = policy(SourceFile.of(facts.file().displayPath(), Format.MCP_CONFIG, value));
            if (p != null) facts.launchSettings().add(new LaunchSettings("--mcp-config", named, null, p));
            return;
        }
        String what = "claude --mcp-config " + value;
        if (!named.literal() || value.startsWith("~") || value.contains("$")) {
            facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
            return;
        }
        TreeFiles.Lookup l = tree.root() == null ? new TreeFiles.Refused(Phrase.of("no scanned tree to look in"))
                : RunDirectoryFiles.read(tree, c.location().file(), value, Format.MCP_CONFIG);
        if (l instanceof TreeFiles.Refused r) {
            facts.unresolved().add(new Unresolved(what, r.reason(), at));
        } else if (l instanceof TreeFiles.Found found) {
            AgentPolicy p = found.derived("claude-launch-mcp-config", ClaudeLaunchMcpConfigs::policy);
            if (p == null) facts.unresolved().add(new Unresolved(what, Phrase.of("it is not a valid MCP configuration (strict JSON object)"), at));
            else facts.launchSettings().add(new LaunchSettings("--mcp-config", named, found.file().displayPath(), p));
        }
    }

    /** The servers of the configuration and what starting them runs; null when Claude Code would reject it. */
    static AgentPolicy policy(SourceFile file) {
        FileFacts config = new FileFacts(file);
        try {
            new McpConfigExtractor().extract(config);
        } catch (ParseException e) {
            return null;
        }
        return config.policies().isEmpty() ? null : config.policies().get(0);
    }
}
