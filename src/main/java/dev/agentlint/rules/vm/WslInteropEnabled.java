package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;

/** A WSL distribution that can start Windows programs (the default). */
public final class WslInteropEnabled implements Rule {

    @Override
    public String id() {
        return "wsl-interop-enabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WindowsIntegration w = vm.windowsIntegration();
            if (w == null || !w.interop().value()) continue;
            Setting<Boolean> s = w.interop();
            out.add(s.location(), "Windows interop is on in this WSL distribution (" + WslWording.how(s, "[interop] enabled") + ")"
                    + ": any Linux process can run cmd.exe or powershell.exe as the Windows user, which is"
                    + " code execution on the host. Set [interop] enabled=false.", "interop.enabled");
        }
    }
}
