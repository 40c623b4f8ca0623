package dev.agentlint.model;

import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The settings a Claude Code session in one project gets from the files of the tree: its layers,
 * highest precedence first (managed drop-ins, managed file, local, project), merged as Claude Code
 * merges them (agent-configs.md §1.1): a scalar comes from the highest layer that sets it, lists
 * concatenate (each layer's policy keeps its own). Every file of the project carries the same
 * layers; a rule reports a problem only from the file that holds the value causing it
 * ({@link #holds}), so each project's problem is reported once.
 *
 * @param own          the layer of the file being checked
 * @param layers       every layer, {@code own} among them, highest first
 * @param mcpApprovals the servers of the project's {@code .mcp.json} these layers approve, each once
 */
public record ClaudeSettings(ClaudeLayer own, List<ClaudeLayer> layers, List<McpApproval> mcpApprovals) {

    /** The lock that makes Claude Code refuse the bypass mode ({@code "disable"}), from any layer. */
    public static final String BYPASS_LOCK = "permissions.disableBypassPermissionsMode";

    public ClaudeSettings {
        layers = List.copyOf(layers);
        mcpApprovals = List.copyOf(mcpApprovals);
    }

    /** A file with no other layer in the tree (and no project whose servers it could approve). */
    public static ClaudeSettings alone(ClaudeLayer own) {
        return new ClaudeSettings(own, List.of(own), List.of());
    }

    /** Every layer's entries of a list setting, highest layer first: lists concatenate. */
    public List<Located<String>> merged(String key) {
        List<Located<String>> all = new ArrayList<>();
        for (ClaudeLayer l : layers) all.addAll(l.list(key));
        return all;
    }

    /** The effective value of a scalar setting: the highest layer's that sets it. */
    public Optional<Located<String>> effective(String key) {
        return effective(layers, key);
    }

    /** The effective value of a scalar setting among {@code layers} (highest first). */
    static Optional<Located<String>> effective(List<ClaudeLayer> layers, String key) {
        for (ClaudeLayer l : layers) {
            Optional<Located<String>> v = l.scalar(key);
            if (v.isPresent()) return v;
        }
        return Optional.empty();
    }

    /** The layer holding {@code value}, one of the merged values. */
    public ClaudeLayer layerOf(Located<String> value) {
        return layerOf(layers, value);
    }

    static ClaudeLayer layerOf(List<ClaudeLayer> layers, Located<String> value) {
        for (ClaudeLayer l : layers) {
            if (l.scalars().containsValue(value)) return l;
        }
        throw new IllegalArgumentException("not a value of these layers: " + value);
    }

    /** The highest value of {@code key} below {@code value}'s layer that equals {@code wanted}: what it overrides. */
    public Optional<Located<String>> overridden(String key, Located<String> value, String wanted) {
        boolean below = false;
        for (ClaudeLayer l : layers) {
            if (below) {
                Optional<Located<String>> v = l.scalar(key);
                if (v.isPresent()) return v.filter(x -> x.value().equals(wanted));
            }
            if (l.scalars().containsValue(value)) below = true;
        }
        return Optional.empty();
    }

    /** Whether {@code p} is the policy of the file being checked. */
    public boolean ownPolicy(AgentPolicy p) {
        return own.policy() == p;
    }

    /** Whether the checked file holds {@code at}: only that file reports what is written there. */
    public boolean holds(Location at) {
        SourceFile f = own.policy().anchor().file();
        return at.file() == f || at.file().displayPath().equals(f.displayPath());
    }
}
