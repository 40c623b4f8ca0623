package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
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
            out.add(s.location(), Message.of("interop-on", "how", WslWording.how(s, "[interop] enabled")), "interop.enabled", new Fix.Set(s.location(), false));
        }
    }
}
