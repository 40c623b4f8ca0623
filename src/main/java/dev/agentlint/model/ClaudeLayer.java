package dev.agentlint.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One Claude Code settings file as the merge across files sees it: its level, the policy it states
 * on its own, and the scalar settings whose value comes from the highest level that sets them
 * (agent-configs.md §1.1), each with where it is written. Keys are dotted as users write them
 * ({@code sandbox.allowUnsandboxedCommands}); a boolean is {@code "true"}/{@code "false"}, any
 * other JSON value of a boolean key is {@link #NOT_A_BOOLEAN}, which no safe value equals.
 *
 * @param scope    the level: managed, local, project (user settings are not merged yet)
 * @param policy   what the file says on its own
 * @param scalars  the merged scalar settings the file sets
 * @param lists    the string lists the file sets that concatenate across layers (the names of
 *                 {@code enabledMcpjsonServers} and {@code disabledMcpjsonServers}), each with where
 *                 it is written
 */
public record ClaudeLayer(AgentPolicy.Scope scope, AgentPolicy policy, Map<String, Located<String>> scalars,
                          Map<String, List<Located<String>>> lists) {

    /** The value recorded for a boolean setting written with another JSON type. */
    public static final String NOT_A_BOOLEAN = "(not a boolean)";

    public ClaudeLayer {
        scalars = Map.copyOf(scalars);
        lists = Map.copyOf(lists);
    }

    /** The entries of a list setting the file writes; empty when it writes none. */
    public List<Located<String>> list(String key) {
        return lists.getOrDefault(key, List.of());
    }

    public Optional<Located<String>> scalar(String key) {
        return Optional.ofNullable(scalars.get(key));
    }

    /** The settings file, for saying which layer a value comes from. */
    public String path() {
        return policy.anchor().file().displayPath();
    }
}
