package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.AgentFlags;

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
                    Message.of("only-sandbox-exec", "agent", c.agent().orElse(c.program())), "sandbox-exec " + c.agent().orElse(c.program())));
        }
    }
}
