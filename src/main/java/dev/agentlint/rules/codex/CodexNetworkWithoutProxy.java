package dev.agentlint.rules.codex;

import dev.agentlint.base.Format;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
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
                out.add(n.location(), Message.of("no-proxy", "setting", n.value()), n.value(), fix(n));
            }
        }
    }

    /** In a config.toml the switch is turned off; a workflow input that sets it is left to its author. */
    private static Fix.Intent fix(Located<String> network) {
        return network.location().file().format() == Format.CODEX_CONFIG ? new Fix.Set(network.location(), false) : null;
    }
}
