package dev.agentlint.model;

/**
 * A settings file an agent step names by path ({@code anthropics/claude-code-action}'s
 * {@code settings: .github/claude-settings.json}), to be read through the tree after extraction.
 *
 * @param input the input as users write it ({@code settings})
 * @param path  the path, located at the input's value
 * @param where where the agent the step starts runs
 */
public record SettingsReference(String input, Located<String> path, ExecContext where) {}
