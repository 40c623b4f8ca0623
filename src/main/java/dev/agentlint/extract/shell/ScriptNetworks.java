package dev.agentlint.extract.shell;

import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Networks a file creates with {@code docker|podman network create [--internal] NAME}: a container
 * the same file starts on {@code --network NAME} has no route out when it was created internal (the
 * setup the egress rules recommend) and has one otherwise. Without this the network's kind was
 * unknown to them.
 */
final class ScriptNetworks {

    // network create's options that take a value: the word after one is not the network's name.
    private static final Set<String> VALUED = Set.of("-d", "--driver", "-o", "--opt", "--subnet", "--gateway", "--ip-range",
            "--ipam-driver", "--ipam-opt", "--aux-address", "--label", "--scope", "--config-from", "--dns",
            "--interface-name", "--network-dns-servers", "--route");

    private ScriptNetworks() {}

    static void apply(FileFacts facts) {
        Map<String, Boolean> created = new HashMap<>();
        for (Command c : facts.commands()) {
            Map.Entry<String, Boolean> n = networkCreated(c);
            if (n != null) created.put(n.getKey(), n.getValue());
        }
        if (created.isEmpty()) return;
        for (Workload w : facts.workloads()) {
            List<Workload.Network> networks = w.networks();
            for (int i = 0; i < networks.size(); i++) {
                Workload.Network n = networks.get(i);
                Boolean internal = created.get(n.name());
                if (n.route() == Workload.Route.UNKNOWN && internal != null) networks.set(i, new Workload.Network(n.name(), Workload.Route.of(internal), n.location()));
            }
        }
    }

    /** The network this command creates and whether it is internal, or null. */
    static Map.Entry<String, Boolean> networkCreated(Command c) {
        String program = c.program();
        List<Word> a = c.argv();
        if (!(program.equals("docker") || program.equals("podman")) || a.size() < 4) return null;
        if (!a.get(1).value().equals("network") || !a.get(2).value().equals("create")) return null;
        boolean isInternal = false;
        String name = null;
        for (int i = 3; i < a.size(); i++) {
            String v = a.get(i).value();
            if (v.equals("--internal") || v.equals("--internal=true")) {
                isInternal = true;
            } else if (VALUED.contains(v)) {
                i++;
            } else if (!v.startsWith("-")) {
                name = v;
            }
        }
        return name == null ? null : Map.entry(name, isInternal);
    }
}
