package dev.agentlint.model;

import java.util.List;
import java.util.Optional;

/**
 * The constraints of a Codex {@code requirements.toml} the tree holds (agent-configs.md §4.1):
 * not defaults but the only values Codex accepts. A bypass they leave out is not applied.
 *
 * @param file         the requirements file, as displayed
 * @param sandboxModes {@code allowed_sandbox_modes}, or null when it is not set (everything allowed)
 * @param approvals    {@code allowed_approval_policies}, or null when it is not set
 */
public record CodexRequirements(String file, Located<List<String>> sandboxModes, Located<List<String>> approvals) {

    /**
     * The constraint that refuses a bypass, if one does: every Codex bypass turns the sandbox off
     * ({@code danger-full-access}); one that also skips approvals ({@code --yolo},
     * {@code --dangerously-bypass-approvals-and-sandbox}) needs {@code never} as well.
     */
    public Optional<Located<List<String>>> refuses(boolean skipsApprovals) {
        if (sandboxModes != null && !sandboxModes.value().contains("danger-full-access")) return Optional.of(sandboxModes);
        if (skipsApprovals && approvals != null && !approvals.value().contains("never")) return Optional.of(approvals);
        return Optional.empty();
    }

    /** A constraint as written, for messages: {@code allowed_sandbox_modes = ["read-only", "workspace-write"]}. */
    public String written(Located<List<String>> constraint) {
        String key = constraint == sandboxModes ? "allowed_sandbox_modes" : "allowed_approval_policies";
        StringBuilder b = new StringBuilder(key).append(" = [");
        for (int i = 0; i < constraint.value().size(); i++) {
            if (i > 0) b.append(", ");
            b.append('"').append(constraint.value().get(i)).append('"');
        }
        return b.append(']').toString();
    }
}
