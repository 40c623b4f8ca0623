package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                out.add(c.location().withSpan(l.at().span()), Message.of("listener", "what", l.what()), l.what().toString());
            }
            for (EnvVar e : c.env()) {
                if (Listeners.allInterfacesVariable(e) && seen.add(e)) {
                    out.add(e.location(), Message.of("variable", "setting", e.name() + "=" + e.value()), e.name() + "=" + e.value());
                }
            }
        }
    }
}
