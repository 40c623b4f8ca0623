package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                out.add(e.allUnixSockets(), Message.of("all-sockets",
                        "setting", p.agent() == AgentPolicy.Agent.CODEX ? "dangerously_allow_all_unix_sockets" : "allowAllUnixSockets"),
                        "allowAllUnixSockets");
            }
            for (Located<String> s : e.unixSockets()) {
                Sockets.classify(s.value()).ifPresent(kind -> out.add(s.location(),
                        Message.of(kind == Sockets.Kind.RUNTIME ? "runtime-socket" : "ssh-agent-socket", "socket", s.value()), s.value()));
            }
        }
    }
}
