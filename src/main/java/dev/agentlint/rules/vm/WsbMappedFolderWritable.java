package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
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
                out.add(m.location(), "The host folder " + m.hostPath().written().strip() + " is mapped into the sandbox writable"
                        + " (<ReadOnly> is not true, and mapped folders are writable by default): whatever runs in the sandbox"
                        + " can change files on the host, including scripts the host later runs. Add <ReadOnly>true</ReadOnly>,"
                        + " or map a scratch copy of the project rather than the original.", m.hostPath().normalised());
            }
        }
    }
}
