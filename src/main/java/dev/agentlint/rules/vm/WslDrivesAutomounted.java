package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
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
            out.add(s.location(), Message.of("automounted", "root", w.driveMountRoot().value(), "how", WslWording.how(s, "[automount] enabled")),
                    "automount.enabled", new Fix.Set(s.location(), false));
        }
    }
}
