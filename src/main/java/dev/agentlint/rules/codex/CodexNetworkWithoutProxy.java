package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/** Sandboxed commands given the network with nothing filtering it. */
public final class CodexNetworkWithoutProxy implements Rule {

    @Override
    public String id() {
        return "codex-network-without-proxy";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.networkProxy() != null) continue;
            for (Located<String> n : p.sandboxNetwork()) {
                out.add(n.location(), Message.of("no-proxy", "setting", n.value()), n.value());
            }
        }
    }
}
