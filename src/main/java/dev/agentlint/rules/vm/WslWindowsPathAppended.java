package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
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
            String effect = w.interop().value()
                    ? "Windows programs (code.exe, git.exe, powershell.exe) are found by name, so a command meant for Linux can run"
                            + " on the Windows side"
                    : "with interop off they cannot run, but the distribution still sees the Windows user's PATH";
            out.add(s.location(), "The Windows PATH is appended to $PATH in this WSL distribution ("
                    + WslWording.how(s, "[interop] appendWindowsPath") + ")" + ": " + effect
                    + ". Set [interop] appendWindowsPath=false.", "interop.appendWindowsPath");
        }
    }
}
