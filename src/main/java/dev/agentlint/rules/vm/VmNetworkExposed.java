package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                    case BRIDGED -> out.add(n.location(), Message.of("bridged", "vm", VmWording.kind(vm), "mode", n.written()), n.written());
                    case SHARED -> out.add(n.location(), Message.of("shared", "vm", VmWording.kind(vm), "mode", n.written()), n.written());
                    default -> { }
                }
            }
        }
    }
}
