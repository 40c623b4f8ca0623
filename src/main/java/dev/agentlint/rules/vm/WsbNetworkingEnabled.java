package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Network;
import dev.agentlint.model.VirtualMachine.NetworkMode;

/** A Windows Sandbox with networking on (the default). */
public final class WsbNetworkingEnabled implements Rule {

    @Override
    public String id() {
        return "wsb-networking-enabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            if (vm.kind() != VirtualMachine.Kind.WINDOWS_SANDBOX) continue;
            for (Network n : vm.networks()) {
                if (n.mode() != NetworkMode.HOST_SWITCH) continue;
                out.add(n.location(), Message.of(n.explicit() ? "enabled" : "on-by-default"), "Networking", fix(n.location()));
            }
        }
    }

    /**
     * {@code <Networking>Disable</Networking>}: the value replaced, or the element added. Unsafe: a
     * sandbox whose logon command downloads what it needs stops working.
     */
    private static Fix.Intent fix(Location at) {
        String path = at.path();
        int slash = path.lastIndexOf('/');
        if (slash <= 0 || !path.substring(slash + 1).equalsIgnoreCase("Networking")) return null;
        return new Fix.Set(at, "Disable");
    }
}
