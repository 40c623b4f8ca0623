package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.common.TlsVariables;

/** RUN-025: certificate verification switched off. */
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
    }
}
