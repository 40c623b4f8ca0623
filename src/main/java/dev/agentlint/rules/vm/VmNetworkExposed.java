package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Network;

/** A VM attached to the LAN (bridged) or to a network the host and others reach (shared, vzNAT, vmnet). */
public final class VmNetworkExposed implements Rule {

    @Override
    public String id() {
        return "vm-network-exposed";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            for (Network n : vm.networks()) {
                switch (n.mode()) {
                    case BRIDGED -> out.add(n.location(), "The " + vm.kind().title() + " is bridged onto the physical network ("
                            + n.written() + "): it gets its own LAN address, so everything on the LAN can reach what runs in"
                            + " it and it can reach every device on the LAN. An agent VM should be offline or egress-controlled;"
                            + " use the default user-mode (NAT) network and an egress proxy.", n.written());
                    case SHARED -> out.add(n.location(), "The " + vm.kind().title() + " joins a shared network (" + n.written()
                            + "): the guest gets an address the host (and, depending on the vmnet setup, other machines)"
                            + " can reach, and its services are exposed beyond port forwards. Use the default user-mode"
                            + " network and forward only the ports you need to 127.0.0.1.", n.written());
                    default -> { }
                }
            }
        }
    }
}
