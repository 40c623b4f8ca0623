package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.model.VirtualMachine;

/** A Windows Sandbox mapped folder the sandbox can write (writable unless ReadOnly is true). */
public final class WsbMappedFolderWritable implements Rule {

    @Override
    public String id() {
        return "wsb-mapped-folder-writable";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            if (vm.kind() != VirtualMachine.Kind.WINDOWS_SANDBOX) continue;
            for (Mount m : vm.shares()) {
                if (m.readOnly()) continue;
                out.add(m.location(), Message.of("writable", "path", m.hostPath().written().strip()), m.hostPath().normalised());
            }
        }
    }
}
