package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
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
                    out.add(b.location(), b.value() + " " + effect(p.agent()) + ". Configuration cannot tell"
                            + " whether the agent then runs inside a disposable, offline container or VM, and on a"
                            + " workstation it runs with all of the user's rights; drop the setting and pass the bypass"
                            + " flag only in a launcher that starts the isolated environment.", b.value());
                } else {
                    boolean host = where.kind() == ExecContext.Kind.HOST;
                    out.add(b.location(), b.value() + " runs the agent without approvals or sandbox on " + where.description()
                            + consequence(where.kind()), b.value(), host ? Level.ERROR : Level.WARNING);
                }
            }
        }
    }

    /** Why that matters where the agent runs, and what to do instead. */
    private static String consequence(ExecContext.Kind kind) {
        String secrets = "holds the job's token and secrets, which a prompt-injected agent can use or send away. Allow only"
                + " the tools the task needs instead (--allowedTools, a read-only or workspace-write sandbox).";
        return switch (kind) {
            case HOST -> ", a persistent machine that keeps whatever the agent leaves behind and reaches the network around"
                    + " it. Drop it, or run the agent in a disposable, offline container on that runner.";
            case CI_RUNNER, VM -> ": the VM is discarded after the job, but it has open egress and " + secrets;
            case CONTAINER -> ": the container is discarded after the job, but it has open egress and " + secrets;
            default -> ": the workflow does not show whether that is a disposable GitHub-hosted VM or a persistent"
                    + " self-hosted machine, and either way it has open egress and " + secrets;
        };
    }

    private static String effect(AgentPolicy.Agent agent) {
        return switch (agent) {
            case CLAUDE_CODE -> "makes every session skip approval prompts";
            case CODEX -> "makes every session it applies to run the agent's commands without Codex's sandbox";
            default -> "turns off approval prompts or the sandbox for every session";
        };
    }
}
