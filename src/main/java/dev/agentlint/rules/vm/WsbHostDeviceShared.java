package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.DeviceAccess;

/** Host clipboard, microphone, camera, printers or GPU given to a Windows Sandbox. */
public final class WsbHostDeviceShared implements Rule {

    @Override
    public String id() {
        return "wsb-host-device-shared";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            if (vm.kind() != VirtualMachine.Kind.WINDOWS_SANDBOX) continue;
            for (DeviceAccess d : vm.devices()) {
                Setting<Boolean> s = d.shared();
                if (!s.value()) continue;
                String element = switch (d.device()) {
                    case CLIPBOARD -> "ClipboardRedirection";
                    case MICROPHONE -> "AudioInput";
                    case CAMERA -> "VideoInput";
                    case PRINTER -> "PrinterRedirection";
                    case GPU -> "vGPU";
                };
                String why = switch (d.device()) {
                    case CLIPBOARD -> "text copied on the host (passwords, tokens) can be read in the sandbox, and text it places"
                            + " there can be pasted into a host terminal";
                    case MICROPHONE -> "software in the sandbox can record the room";
                    case CAMERA -> "software in the sandbox can record video";
                    case PRINTER -> "the sandbox can send jobs to the host's printers";
                    case GPU -> "the virtual GPU widens the sandbox's attack surface";
                };
                String how = s.explicit() ? "<" + element + "> is Enable"
                        : s.caveat() != null ? "on by default, and " + s.caveat()
                        : "on by default: <" + element + "> is not set to Disable";
                boolean plural = d.device().title().endsWith("s");
                out.add(s.location(), "The host's " + d.device().title() + (plural ? " are" : " is") + " shared with the sandbox ("
                        + how + "): " + why + ". Add <" + element + ">Disable</" + element + "> unless the trial needs it.",
                        element);
            }
        }
    }
}
