package dev.agentlint.extract.wsl;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Network;
import dev.agentlint.model.VirtualMachine.NetworkMode;
import dev.agentlint.parse.ini.WslIniParser;
import java.util.Locale;

/**
 * {@code %UserProfile%\.wslconfig}: the WSL 2 VM shared by every distribution. Settings moved from
 * {@code [experimental]} to {@code [wsl2]} keep their old names as aliases (the first written wins).
 * Defaults: NAT networking, DNS tunnelling, auto-proxy, Hyper-V firewall and localhost forwarding on.
 */
public final class WslConfigExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        WslSettings s = WslSettings.read(facts.file(), WslIniParser.Dialect.WSLCONFIG, facts.commentRecorder(facts.file()));
        VirtualMachine vm = new VirtualMachine(VirtualMachine.Kind.WSL_VM, s.fileStart());

        Setting<String> mode = s.string("nat", "wsl2.networkingMode", "experimental.networkingMode");
        String m = mode.value().toLowerCase(Locale.ROOT);
        Setting<Boolean> firewall = s.bool(true, "wsl2.firewall", "experimental.firewall");
        if (m.equals("mirrored") && !firewall.value()) {
            firewall = Setting.ignored(true, firewall.location(), Phrase.of("the Hyper-V firewall is always on in mirrored mode"));
        }
        vm.wslNetworking(new VirtualMachine.WslNetworking(mode,
                s.bool(true, "wsl2.dnsTunneling", "experimental.dnsTunneling"),
                s.bool(true, "wsl2.autoProxy", "experimental.autoProxy"),
                firewall,
                s.bool(true, "wsl2.localhostForwarding")));
        // Unknown modes fall back to NAT in WSL.
        NetworkMode nm = switch (m) {
            case "mirrored" -> NetworkMode.MIRRORED;
            case "bridged" -> NetworkMode.BRIDGED;
            case "virtioproxy", "consomme" -> NetworkMode.OTHER;
            case "none" -> null;
            default -> NetworkMode.NAT;
        };
        if (nm != null) vm.networks().add(new Network(nm, "networkingMode=" + mode.value(), mode.explicit(), mode.location()));
        facts.vms().add(vm);
    }
}
