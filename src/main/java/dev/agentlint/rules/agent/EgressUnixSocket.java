package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.rules.common.Sockets;

/** The sandbox opened to every Unix socket, or to an engine or SSH agent socket. */
public final class EgressUnixSocket implements Rule {

    @Override
    public String id() {
        return "egress-unix-socket";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            AgentPolicy.Egress e = p.egress();
            if (e == null) continue;
            if (e.allUnixSockets() != null) {
                out.add(e.allUnixSockets(), "All Unix sockets are allowed, including the container engine's and the SSH"
                        + " agent's, which give control of the host and the user's keys. Remove "
                        + (p.agent() == AgentPolicy.Agent.CODEX ? "dangerously_allow_all_unix_sockets" : "allowAllUnixSockets") + " and list"
                        + " only the sockets a task needs.", "allowAllUnixSockets");
            }
            for (Located<String> s : e.unixSockets()) {
                Sockets.classify(s.value()).ifPresent(kind -> out.add(s.location(), "\"" + s.value() + "\" is a "
                        + kind.description() + (kind == Sockets.Kind.RUNTIME
                        ? "; access to it is control of the container engine and, for a rootful engine, root on the host."
                        : "; through it the agent can authenticate as the user wherever their keys work.")
                        + " Remove it from the allowed sockets.", s.value()));
            }
        }
    }
}
