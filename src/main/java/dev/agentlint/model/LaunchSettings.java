package dev.agentlint.model;

/**
 * Settings an agent's launch names on its command line ({@code claude --settings FILE|JSON},
 * {@code codex --profile NAME}), read as that agent's settings whatever the file is called; the
 * launch is judged with them.
 *
 * @param option   the option as users write it ({@code --settings}, {@code --profile})
 * @param named    the word naming them, as the launch's command holds it (how a rule finds the launch)
 * @param file     the file read, or null for settings written inline as JSON
 * @param settings what they say (locations inside {@code file}; inline, inside a text of their own)
 */
public record LaunchSettings(String option, Word named, String file, AgentPolicy settings) {

    /** The option of settings claude-code-action's {@code claude_args} name with {@code --settings}. */
    public static final String STEP_ARGS = "claude_args";
    /** The option of MCP configurations claude-code-action's {@code claude_args} name with {@code --mcp-config}. */
    public static final String STEP_MCP_CONFIG = "claude_args: --mcp-config";

    /** Whether these are MCP configurations a launch or a step names ({@code --mcp-config}), not settings. */
    public boolean mcpConfig() {
        return option.equals("--mcp-config") || option.equals(STEP_MCP_CONFIG);
    }

    /** Whether an agent step's input names them ({@code settings}), not a launch's option ({@code --settings}). */
    public boolean input() {
        return !option.startsWith("-");
    }

    /**
     * Whether {@code c} is the launch that names these settings: {@code named} is one of its words,
     * or starts where one does (an inline {@code --settings=…} value, an option and its value
     * underlined together).
     */
    public boolean namedBy(Command c) {
        for (Word w : c.args()) {
            if (w.equals(named)) return true;
            if (w.span() != null && named.span() != null && w.span().line() == named.span().line()
                    && w.span().column() == named.span().column()) {
                return true;
            }
        }
        return false;
    }
}
