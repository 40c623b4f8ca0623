package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
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
            String who = w.isAgent() ? w.description() + ", which runs a coding agent (" + w.agent().value() + ")," : w.description();
            out.add(host.location(), who + " gets the host's whole environment: every API key, token and cloud"
                    + " credential the shell that starts it holds. Anything running inside can read them and send them"
                    + " elsewhere. Remove it and pass only the variables the task needs, without secrets; inject"
                    + " credentials on the host side.", "env-host", w.isAgent() ? Level.ERROR : Level.WARNING);
        }
    }
}
