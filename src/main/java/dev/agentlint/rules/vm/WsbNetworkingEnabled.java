package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Network;
import dev.agentlint.model.VirtualMachine.NetworkMode;

/** A Windows Sandbox with networking on (the default). */
public final class WsbNetworkingEnabled implements Rule {

    @Override
    public String id() {
        return "wsb-networking-enabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            if (vm.kind() != VirtualMachine.Kind.WINDOWS_SANDBOX) continue;
            for (Network n : vm.networks()) {
                if (n.mode() != NetworkMode.HOST_SWITCH) continue;
                String how = n.explicit() ? "<Networking>Enable</Networking> turns networking on"
                        : "networking is on because <Networking> is not set to Disable (it defaults to on)";
                out.add(n.location(), "In this Windows Sandbox " + how + ": whatever runs in it reaches the internet and the"
                        + " host's internal network, so a prompt-injected agent can exfiltrate and probe the LAN. Add"
                        + " <Networking>Disable</Networking>, or give it network access only through an egress proxy.", "Networking");
            }
        }
    }
}
