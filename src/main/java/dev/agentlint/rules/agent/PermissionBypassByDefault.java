package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/**
 * An agent configured to skip its approval prompts (and possibly its sandbox) by default, or
 * launched that way by a CI job: a warning on a disposable GitHub-hosted runner, an error on a
 * self-hosted one.
 */
public final class PermissionBypassByDefault implements Rule {

    @Override
    public String id() {
        return "permission-bypass-by-default";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            ExecContext where = p.context();
            for (Located<String> b : p.permissionBypass()) {
                if (where == null) {
                    out.add(b.location(), Message.of("no-context", "setting", b.value(), "effect", effect(p.agent())), b.value());
                } else {
                    boolean host = where.kind() == ExecContext.Kind.HOST;
                    out.add(b.location(), Message.of("in-context", "setting", b.value(), "where", where.description(),
                            "consequence", consequence(where.kind())), b.value(), host ? Level.ERROR : Level.WARNING);
                }
            }
        }
    }

    /** Why that matters where the agent runs, and what to do instead. */
    private static Message consequence(ExecContext.Kind kind) {
        return Message.of(switch (kind) {
            case HOST -> "consequence-host";
            case CI_RUNNER, VM -> "consequence-vm";
            case CONTAINER -> "consequence-container";
            default -> "consequence-unknown";
        });
    }

    private static Message effect(AgentPolicy.Agent agent) {
        return Message.of(switch (agent) {
            case CLAUDE_CODE -> "effect-claude-code";
            case CODEX -> "effect-codex";
            default -> "effect-other";
        });
    }
}
