package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;

/**
 * The whole host environment copied into a container (Podman's {@code --env-host},
 * Quadlet's {@code EnvironmentHost=}): every token and key the host's shell holds goes in with it.
 * An error where the container runs an agent; a warning elsewhere, as for {@code literal-secret}.
 */
public final class HostEnvironmentPassedIn implements Rule {

    @Override
    public String id() {
        return "host-environment-passed-in";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            Located<Boolean> host = w.hostEnvironment();
            if (host == null || !Boolean.TRUE.equals(host.value())) continue;
            Message m = w.isAgent() ? Message.of("host-env-agent", "workload", w.description(), "agent", w.agent().value())
                    : Message.of("host-env", "workload", w.description());
            out.add(host.location(), m, "env-host", w.isAgent() ? Level.ERROR : Level.WARNING);
        }
    }
}
