package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;

/** The Windows PATH appended to the distribution's PATH (the default). */
public final class WslWindowsPathAppended implements Rule {

    @Override
    public String id() {
        return "wsl-windows-path-appended";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WindowsIntegration w = vm.windowsIntegration();
            if (w == null || !w.windowsPath().value()) continue;
            Setting<Boolean> s = w.windowsPath();
            Message effect = Message.of(w.interop().value() ? "effect-interop-on" : "effect-interop-off");
            out.add(s.location(), Message.of("path-appended", "how", WslWording.how(s, "[interop] appendWindowsPath"), "effect", effect),
                    "interop.appendWindowsPath", new Fix.Set(s.location(), false));
        }
    }
}
