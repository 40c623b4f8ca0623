package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.common.TlsCommands;
import dev.agentlint.rules.common.TlsVariables;
import java.util.HashSet;
import java.util.Set;

/** Certificate verification switched off, by a variable or a command-line switch. */
public final class TlsVerificationDisabled implements Rule {

    @Override
    public String id() {
        return "tls-verification-disabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (EnvVar e : facts.allEnv()) {
            TlsVariables.disables(e.name(), e.value()).ifPresent(what -> out.add(e.location(),
                    Message.of("env", "setting", e.name() + "=" + (e.value() == null ? "" : e.value()), "what", what), e.name() + "=" + e.value()));
        }
        Set<String> seen = new HashSet<>();
        for (Command c : facts.commands()) {
            for (TlsCommands.Insecure i : TlsCommands.insecure(c)) {
                if (!seen.add(i.at().span().toString())) continue;
                out.add(c.location().withSpan(i.at().span()), Message.of("command", "what", i.what()), i.what().toString());
            }
        }
    }
}
