package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                String device = d.device().name().toLowerCase(java.util.Locale.ROOT);
                Message how = s.explicit() ? Message.of("how-enabled", "element", element)
                        : s.caveat() != null ? Message.of("how-default-caveat", "caveat", s.caveat())
                        : Message.of("how-default", "element", element);
                out.add(s.location(), Message.of("shared", "subject", Message.of("subject-" + device), "how", how,
                        "why", Message.of("why-" + device), "element", element), element);
            }
        }
    }
}
