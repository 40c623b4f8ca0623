package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.HostPaths;

/** A trusted directory so broad that every repository under it, cloned or not yet, is trusted. */
public final class CodexBroadProjectTrust implements Rule {

    @Override
    public String id() {
        return "codex-broad-project-trust";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            for (Located<String> t : p.trustedPaths()) {
                HostPaths.breadth(t.value()).ifPresent(b -> out.add(t.location(), Message.of("broad-trust", "path", t.value(),
                                "breadth", Message.of("breadth-" + b.name().toLowerCase(java.util.Locale.ROOT))), t.value(),
                        b == HostPaths.Breadth.PROJECTS ? Level.WARNING : Level.ERROR));
            }
        }
    }
}
