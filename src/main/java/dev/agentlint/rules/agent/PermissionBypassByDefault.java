package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/** RUN-004: an agent configured to skip its approval prompts (and possibly its sandbox) by default. */
public final class PermissionBypassByDefault implements Rule {

    @Override
    public String id() {
        return "permission-bypass-by-default";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            for (Located<String> b : p.permissionBypass()) {
                out.add(b.location(), b.value() + " makes every session skip approval prompts. Configuration cannot tell"
                        + " whether the agent then runs inside a disposable, offline container or VM, and on a"
                        + " workstation it runs with all of the user's rights; drop the setting and pass the bypass"
                        + " flag only in a launcher that starts the isolated environment.", b.value());
            }
        }
    }
}
