package dev.agentlint.model;

import dev.agentlint.base.SourceFile;
import java.util.List;

/**
 * The Claude Code session an agent step starts ({@code anthropics/claude-code-action}): headless,
 * in the checkout, with {@code enableAllProjectMcpServers} forced on (agent-configs.md §7.1),
 * judged after extraction with the project the checkout holds ({@link LaunchProject}).
 *
 * @param file   the workflow the step is written in
 * @param args   the words of its {@code claude_args}, located in the workflow
 * @param uses   the step's {@code uses:}, where the launch is reported
 * @param policy what the step's own inputs say ({@code settings}, {@code claude_args})
 */
public record ClaudeActionLaunch(SourceFile file, List<Located<String>> args, Location uses, AgentPolicy policy) {

    public ClaudeActionLaunch {
        args = List.copyOf(args);
    }
}
