package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;

/** A WSL distribution that mounts the Windows drives (the default). */
public final class WslDrivesAutomounted implements Rule {

    @Override
    public String id() {
        return "wsl-drives-automounted";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WindowsIntegration w = vm.windowsIntegration();
            if (w == null || !w.driveMounts().value()) continue;
            Setting<Boolean> s = w.driveMounts();
            out.add(s.location(), "This WSL distribution mounts every fixed Windows drive read-write under "
                    + w.driveMountRoot().value() + " (" + WslWording.how(s, "[automount] enabled") + ")"
                    + ": an agent in it can read and change the Windows user's files, credentials included. Set"
                    + " [automount] enabled=false (and mountFsTab=false), and keep the workspace on the Linux file system.",
                    "automount.enabled");
        }
    }
}
