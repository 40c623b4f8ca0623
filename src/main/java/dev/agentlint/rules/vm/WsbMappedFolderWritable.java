package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
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
                out.add(m.location(), Message.of("writable", "path", m.hostPath().written().strip()), m.hostPath().normalised(), fix(m.location()));
            }
        }
    }

    /**
     * {@code <ReadOnly>true</ReadOnly>} in the folder's {@code <MappedFolder>} (the finding is at its
     * {@code <HostFolder>}). Unsafe: what the sandbox wrote to the folder (build output) then fails.
     */
    private static Fix.Intent fix(Location hostFolder) {
        String path = hostFolder.path();
        int slash = path.lastIndexOf('/');
        if (slash <= 0) return null;
        return new Fix.Set(new Location(hostFolder.file(), hostFolder.span(), path.substring(0, slash) + "/ReadOnly"), "true");
    }
}
