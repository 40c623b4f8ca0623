package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
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
                    e.name() + "=" + (e.value() == null ? "" : e.value()) + " disables TLS verification (" + what
                            + "). Anyone on the network path can then read and alter the agent's traffic;"
                            + " remove it and trust the corporate root instead (NODE_EXTRA_CA_CERTS, a read-only CA bundle).",
                    e.name() + "=" + e.value()));
        }
        Set<String> seen = new HashSet<>();
        for (Command c : facts.commands()) {
            for (TlsCommands.Insecure i : TlsCommands.insecure(c)) {
                if (!seen.add(i.at().span().toString())) continue;
                out.add(c.location().withSpan(i.at().span()), i.what() + ", so anyone on the network path can read and"
                        + " alter what it downloads or sends. Remove the switch and trust the corporate root instead"
                        + " (curl --cacert, git http.sslCAInfo, npm cafile, pip --cert).", i.what());
            }
        }
    }
}
