package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.common.Listeners;
import java.util.HashSet;
import java.util.Set;

/**
 * A server started on the host to listen on every interface. Inside a container or VM a
 * server must listen on all of the guest's interfaces to be reachable through a published port;
 * what the host exposes is then the publish ({@code port-published-on-all-interfaces}).
 */
public final class ListenerOnAllInterfaces implements Rule {

    @Override
    public String id() {
        return "listener-on-all-interfaces";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        Set<EnvVar> seen = new HashSet<>();
        for (Command c : facts.commands()) {
            if (!Isolation.hostSide(c)) continue;
            for (Listeners.Listener l : Listeners.of(c)) {
                out.add(c.location().withSpan(l.at().span()), l.what() + ": anyone on the same network (a café Wi-Fi, the"
                        + " office LAN, other containers) can reach this server, and local agent and MCP endpoints"
                        + " rarely authenticate. Bind it to 127.0.0.1 (or ::1) instead.", l.what());
            }
            for (EnvVar e : c.env()) {
                if (Listeners.allInterfacesVariable(e) && seen.add(e)) {
                    out.add(e.location(), e.name() + "=" + e.value() + " makes the server that reads it listen on every"
                            + " interface, reachable from the whole network. Set it to 127.0.0.1 instead.",
                            e.name() + "=" + e.value());
                }
            }
        }
    }
}
