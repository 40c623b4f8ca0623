package dev.agentlint.rules.agent;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.FileFacts;

/** Claude Code's managed-only locks, which make what the other layers say about a setting ignored. */
final class ClaudeLocks {

    private ClaudeLocks() {}

    /** Whether {@code p}, a Claude Code file's own policy, is not consulted for what {@code lock} keeps to managed files. */
    static boolean ignores(FileFacts facts, AgentPolicy p, String lock) {
        ClaudeSettings claude = facts.claudeSettings();
        if (claude == null || !claude.ownPolicy(p) || claude.own().scope() == AgentPolicy.Scope.MANAGED) return false;
        return claude.effective(lock).filter(v -> v.value().equals("true")).isPresent();
    }
}
