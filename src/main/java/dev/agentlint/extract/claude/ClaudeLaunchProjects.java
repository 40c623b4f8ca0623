package dev.agentlint.extract.claude;

import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.ClaudeActionLaunch;
import dev.agentlint.model.ClaudeLayer;
import dev.agentlint.model.ClaudeOptions;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchProject;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.McpApproval;
import dev.agentlint.model.McpServer;
import dev.agentlint.model.Word;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Claude Code project a headless launch starts in ({@link LaunchProject}), read through the
 * tree like the other layers (never outside it, never through a symbolic link):
 * <ul>
 *   <li>a claude-code-action step runs Claude in the checkout, the directory holding the
 *       workflow's {@code .github/}: provably that project;</li>
 *   <li>a script's {@code claude -p} (or {@code --print}) runs where the script is started, which it
 *       does not state: the first of its own directory and the top of the tree that holds a project
 *       ({@link RunDirectoryFiles}), as {@code --settings} files are looked for.</li>
 * </ul>
 */
public final class ClaudeLaunchProjects {

    /** More headless launches than one file holds in earnest; each reads the project's files. */
    static final int MAX_FOLLOWED = 16;

    /** Files that make a directory a Claude Code project. */
    private static final List<String> PROJECT_FILES = List.of(".mcp.json", ".claude/settings.json", ".claude/settings.local.json");

    /** Options that keep the project's {@code .mcp.json} out of the session (agent-configs.md §2.2). */
    private static final List<String> NO_PROJECT_SERVERS = List.of("--strict-mcp-config", "--bare", "--safe-mode");

    private ClaudeLaunchProjects() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        if (tree.root() == null) return;
        int followed = 0;
        for (Command c : facts.commands()) {
            if (!"claude".equals(c.agent().orElse(""))) continue;
            List<String> texts = c.args().stream().map(Word::value).toList();
            List<ClaudeOptions.Option> options = ClaudeOptions.read(texts);
            if (!ClaudeOptions.has(options, "-p") && !ClaudeOptions.has(options, "--print")) continue;
            if (++followed > MAX_FOLLOWED) break;
            SourceFile from = c.location().file();
            String root = RunDirectoryFiles.projectRoot(tree, from, PROJECT_FILES);
            if (root != null) add(facts, tree, from, root, c.location(), "claude -p", null, texts, options);
        }
        for (ClaudeActionLaunch l : facts.claudeActionLaunches()) {
            if (++followed > MAX_FOLLOWED) break;
            List<String> texts = l.args().stream().map(Located::value).toList();
            String root = RunDirectoryFiles.checkoutRelative(l.file().displayPath(), "");
            add(facts, tree, l.file(), root, l.uses(), "claude-code-action", l.policy(), texts, ClaudeOptions.read(texts));
        }
    }

    private static void add(FileFacts facts, TreeFiles tree, SourceFile from, String root, Location at, String how, AgentPolicy policy,
                            List<String> texts, List<ClaudeOptions.Option> options) {
        List<String> sources = sources(texts, options);
        List<ClaudeLayer> layers = new ArrayList<>();
        for (ClaudeLayer l : ClaudeLayers.ofProject(tree, from, root)) {
            if (l.scope() == Scope.PROJECT && !sources.contains("project")) continue;
            if (l.scope() == Scope.PROJECT_LOCAL && !sources.contains("local")) continue;
            layers.add(l);
        }
        List<McpApproval> started = new ArrayList<>();
        boolean kept = NO_PROJECT_SERVERS.stream().anyMatch(o -> ClaudeOptions.has(options, o)) || !sources.contains("project");
        if (!kept) {
            for (McpServer s : ProjectMcpApprovals.servers(tree, from, root + ".mcp.json")) {
                if (!ProjectMcpApprovals.disabled(layers, s.name())) started.add(new McpApproval(s, how, at, ProjectMcpApprovals.runs(s)));
            }
        }
        if (!layers.isEmpty() || !started.isEmpty()) facts.launchProjects().add(new LaunchProject(at, how, policy, layers, started));
    }

    /** The setting sources the launch reads ({@code --setting-sources user,project}); all of them by default. */
    private static List<String> sources(List<String> texts, List<ClaudeOptions.Option> options) {
        List<Integer> values = ClaudeOptions.valuesOf(options, "--setting-sources");
        if (values.isEmpty()) return List.of("user", "project", "local");
        String last = ClaudeOptions.text(texts, options, values.get(values.size() - 1));
        return Arrays.stream(last.split(",")).map(String::strip).toList();
    }
}
