package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;

/** The Hyper-V firewall turned off for the WSL 2 VM. */
public final class WslFirewallDisabled implements Rule {

    @Override
    public String id() {
        return "wsl-firewall-disabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WslNetworking n = vm.wslNetworking();
            if (n == null) continue;
            Setting<Boolean> f = n.firewall();
            if (f.value() || !f.explicit()) continue;
            out.add(f.location(), Message.of("firewall-off"), "firewall=false");
        }
    }
}
