package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
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
                out.add(mode.location(), "networkingMode=mirrored gives Linux the host's own network interfaces: services in"
                        + " WSL are reachable wherever Windows is, and Windows and Linux share 127.0.0.1 both ways. It improves"
                        + " connectivity; it does not isolate an agent. Isolate with a separate VM or container and an egress"
                        + " proxy.", "networkingMode=mirrored");
            }
            note(out, n.dnsTunneling(), "dnsTunneling=true", "DNS tunnelling answers Linux's DNS queries through Windows (VPN and"
                    + " corporate names included); it does not filter what an agent can reach.");
            note(out, n.autoProxy(), "autoProxy=true", "auto-proxy copies the Windows proxy settings into Linux; a proxy that"
                    + " processes can simply ignore is not an egress control.");
        }
    }

    private static void note(Findings out, Setting<Boolean> s, String what, String why) {
        if (s.explicit() && s.value()) {
            out.add(s.location(), what + " is set: " + why + " Do not count it as isolation; control egress with a proxy the"
                    + " agent cannot bypass.", what);
        }
    }
}
