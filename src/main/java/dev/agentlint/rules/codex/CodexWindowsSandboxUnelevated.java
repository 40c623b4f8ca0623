package dev.agentlint.rules.codex;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;

/** Codex on Windows with the weaker, unelevated sandbox. */
public final class CodexWindowsSandboxUnelevated implements Rule {

    @Override
    public String id() {
        return "codex-windows-sandbox-unelevated";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            for (Located<String> w : p.windowsSandbox()) {
                if (!w.value().strip().equalsIgnoreCase("unelevated")) continue;
                out.add(w.location(), Message.of("unelevated"), w.value());
            }
        }
    }
}
