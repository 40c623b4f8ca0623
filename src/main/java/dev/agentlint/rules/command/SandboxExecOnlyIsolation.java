package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.common.AgentFlags;

/** An unattended agent on macOS whose only isolation is sandbox-exec (Seatbelt). */
public final class SandboxExecOnlyIsolation implements Rule {

    @Override
    public String id() {
        return "sandbox-exec-only-isolation";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Command c : facts.commands()) {
            if (!Isolation.hostSide(c) || !AgentFlags.unattended(c)) continue;
            c.wrapper("sandbox-exec").ifPresent(w -> out.add(c.location().withSpan(w.words().get(0).span()),
                    c.agent().orElse(c.program()) + " runs unattended with sandbox-exec (Seatbelt) as its only"
                            + " isolation. sandbox-exec is deprecated, its profiles are easy to get subtly wrong, and it"
                            + " shares the host kernel and your user; run unattended agents in a Linux VM (Lima) instead.",
                    "sandbox-exec " + c.agent().orElse(c.program())));
        }
    }
}
