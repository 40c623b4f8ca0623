package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;

/** The host's SSH agent forwarded into a VM. */
public final class VmSshAgentForwarded implements Rule {

    @Override
    public String id() {
        return "vm-ssh-agent-forwarded";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            Setting<Boolean> s = vm.agentForwarding();
            if (s == null || !s.value()) continue;
            out.add(s.location(), Message.of("forwarded", "vm", VmWording.kind(vm)), "forwardAgent");
        }
    }
}
