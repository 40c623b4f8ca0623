package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;
import java.util.Locale;

/** Mirrored networking, DNS tunnelling and auto-proxy are connectivity features, not isolation. */
public final class WslConnectivityNotIsolation implements Rule {

    @Override
    public String id() {
        return "wsl-connectivity-not-isolation";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WslNetworking n = vm.wslNetworking();
            if (n == null) continue;
            Setting<String> mode = n.mode();
            if (mode.explicit() && mode.value().toLowerCase(Locale.ROOT).equals("mirrored")) {
                out.add(mode.location(), Message.of("mirrored"), "networkingMode=mirrored");
            }
            note(out, n.dnsTunneling(), "dnsTunneling=true", "dns-tunneling");
            note(out, n.autoProxy(), "autoProxy=true", "auto-proxy");
        }
    }

    private static void note(Findings out, Setting<Boolean> s, String what, String message) {
        if (s.explicit() && s.value()) {
            out.add(s.location(), Message.of(message), what);
        }
    }
}
