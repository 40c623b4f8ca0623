package dev.agentlint.model;

import java.util.List;
import java.util.Optional;

/**
 * The Claude Code project a headless launch starts in, as the tree holds it
 * (docs/effective-settings.md): the project's settings layers below the launch, and the servers of
 * its {@code .mcp.json} the launch starts without asking. A headless session ({@code claude -p},
 * claude-code-action) connects every project server without a prompt, less those a layer names in
 * {@code disabledMcpjsonServers}; a launch with {@code --strict-mcp-config}, {@code --bare},
 * {@code --safe-mode} or a {@code --setting-sources} without {@code project} starts none.
 *
 * @param at      the launch: the command, or the step's {@code uses:}
 * @param how     the launch as messages name it ({@code claude -p}, {@code claude-code-action})
 * @param policy  the step's own policy (claude-code-action's inputs), or null for a command
 * @param layers  the project's settings layers the launch reads, highest first
 * @param started the servers it starts without asking, each with what it runs
 */
public record LaunchProject(Location at, String how, AgentPolicy policy, List<ClaudeLayer> layers, List<McpApproval> started) {

    public LaunchProject {
        layers = List.copyOf(layers);
        started = List.copyOf(started);
    }

    /** {@code disableBypassPermissionsMode: "disable"} in effect for the launch (it works from any layer). */
    public Optional<Located<String>> bypassLock() {
        return ClaudeSettings.effective(layers, ClaudeSettings.BYPASS_LOCK).filter(v -> v.value().equals("disable"));
    }

    /** The layer holding {@code value}, one of the layers' values. */
    public ClaudeLayer layerOf(Located<String> value) {
        return ClaudeSettings.layerOf(layers, value);
    }
}
