package dev.agentlint.extract.lima;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedCommands;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Setting;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Network;
import dev.agentlint.model.VirtualMachine.NetworkMode;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Lima instance YAML and templates ({@code lima.yaml}, {@code $LIMA_HOME/_config/*.yaml}, files
 * passed to {@code limactl start}). Builtin defaults apply where a key is absent: nothing mounted
 * unless a {@code base} template mounts something, {@code hostIP: 127.0.0.1} for port forwards,
 * {@code ssh.forwardAgent: false}, {@code propagateProxyEnv: true}; {@code plain: true} turns off
 * mounts, port forwarding (except {@code static} rules) and agent forwarding.
 */
public final class LimaExtractor implements Extractor {

    private static final String LOOPBACK = "127.0.0.1";

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = YamlTreeParser.parse(file);
        if (root.isScalar() && root.text().isEmpty()) return;
        if (!root.isMap()) throw new ParseException("a Lima configuration must be a YAML mapping", root.span());
        VirtualMachine vm = new VirtualMachine(VirtualMachine.Kind.LIMA, Location.of(file, root));
        boolean plain = yamlBool(root.get("plain")).orElse(false);

        List<Mount> own = plain ? List.of() : mounts(file, root.get("mounts"));
        vm.shares().addAll(own);
        if (!plain) vm.shares().addAll(baseMounts(file, root.get("base"), own));
        bases(file, root.get("base"), facts);
        portForwards(file, root.get("portForwards"), plain, vm);
        networks(file, root, vm);

        Node agent = root.at("ssh", "forwardAgent");
        Optional<Boolean> forward = yamlBool(agent);
        if (plain) {
            vm.agentForwarding(forward.orElse(false)
                    ? Setting.ignored(false, Location.ofEntry(file, agent), Phrase.of("plain mode turns agent forwarding off"))
                    : Setting.byDefault(false, Location.of(file, agent)));
        } else {
            vm.agentForwarding(forward.isPresent() ? Setting.written(forward.get(), Location.ofEntry(file, agent))
                    : Setting.byDefault(false, Location.of(file, agent)));
        }
        Node proxy = root.get("propagateProxyEnv");
        vm.hostProxy(yamlBool(proxy).map(b -> Setting.written(b, Location.ofEntry(file, proxy)))
                .orElse(Setting.byDefault(true, Location.of(file, proxy))));

        provisioning(file, root, vm, facts);
        for (MapNode.Entry e : root.get("env").entries()) {
            e.value().text().ifPresent(v -> vm.env().add(new EnvVar(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        // Parameters are exported to provisioning scripts as PARAM_<key>.
        for (MapNode.Entry e : root.get("param").entries()) {
            e.value().text().ifPresent(v -> vm.env().add(new EnvVar("PARAM_" + e.key(), v, Location.ofEntry(file, e.value()))));
        }
        facts.vms().add(vm);
        facts.embeddedScripts().addAll(vm.provisioning());
        facts.mounts().addAll(vm.shares());
        facts.publishedPorts().addAll(vm.portForwards());
    }

    private static List<Mount> mounts(SourceFile file, Node mounts) {
        List<Mount> out = new ArrayList<>();
        for (Node m : mounts.elements()) {
            Optional<String> location = m.get("location").text();
            if (location.isEmpty() || location.get().isBlank()) continue;
            boolean writable = yamlBool(m.get("writable")).orElse(false);
            String target = m.get("mountPoint").textOr(location.get());
            out.add(new Mount(Mount.Kind.SHARE, HostPath.of(location.get()), target, !writable, Phrase.of("Lima mounts"), Location.of(file, m)));
        }
        return out;
    }

    /** The home mount a known base template adds, unless the file mounts the same location itself. */
    private static List<Mount> baseMounts(SourceFile file, Node base, List<Mount> own) {
        List<Mount> out = new ArrayList<>();
        for (Node locator : locators(base)) {
            String name = LimaTemplates.templateName(locator.textOr(locator.get("url").textOr("")));
            if (name == null) continue;
            Optional<LimaTemplates.Mounts> m = LimaTemplates.mountsOf(name);
            if (m.isEmpty() || m.get() != LimaTemplates.Mounts.HOME_READ_ONLY) continue;
            HostPath home = HostPath.of("~");
            // Lima merges mounts with the same location: the file's own entry decides writable.
            boolean overridden = own.stream().anyMatch(o -> o.hostPath().normalised().equals(home.normalised()));
            if (!overridden && out.isEmpty()) {
                out.add(new Mount(Mount.Kind.SHARE, home, "~", true, Phrase.of("Lima base template:{name} (its default mounts)", "name", name),
                        Location.of(file, locator)));
            }
        }
        return out;
    }

    /** Base locators Lima's table does not describe are not followed: say so. */
    private static void bases(SourceFile file, Node base, FileFacts facts) {
        for (Node locator : locators(base)) {
            String written = locator.textOr(locator.get("url").textOr(""));
            if (written.isBlank()) continue;
            String name = LimaTemplates.templateName(written);
            if (name != null && LimaTemplates.mountsOf(name).isPresent()) continue;
            Phrase reason = name != null
                    ? Phrase.of("agentlint does not know what Lima's template:{name} contains", "name", name)
                    : written.contains("://") ? Phrase.of("Lima fetches it when the VM is created, and agentlint never fetches anything")
                    : Phrase.of("Lima merges it when the VM is created, and agentlint does not merge other files into a Lima file");
            facts.unresolved().add(new Unresolved("Lima base " + written, reason, Location.of(file, locator)));
        }
    }

    private static List<Node> locators(Node base) {
        if (base.isList()) return base.elements();
        if (base.isMissing() || base.isScalar() && base.text().isEmpty()) return List.of();
        return List.of(base);
    }

    private static void portForwards(SourceFile file, Node forwards, boolean plain, VirtualMachine vm) {
        for (Node f : forwards.elements()) {
            if (yamlBool(f.get("ignore")).orElse(false)) continue;
            if (plain && !yamlBool(f.get("static")).orElse(false)) continue;
            Location at = Location.of(file, f);
            Optional<String> hostSocket = f.get("hostSocket").text();
            Optional<String> guestSocket = f.get("guestSocket").text();
            if (hostSocket.isPresent() || guestSocket.isPresent()) {
                // reverse: the host's socket appears inside the guest, like a mount of it.
                if (yamlBool(f.get("reverse")).orElse(false) && hostSocket.isPresent()) {
                    vm.shares().add(new Mount(Mount.Kind.SHARE, HostPath.of(hostSocket.get()), guestSocket.orElse(""), false,
                            Phrase.of("Lima portForwards (reverse socket)"), at));
                }
                continue;
            }
            String guest = port(f, "guestPort", "guestPortRange");
            String host = port(f, "hostPort", "hostPortRange");
            if (host.isEmpty()) host = guest;
            String address = f.get("hostIP").text().filter(s -> !s.isBlank()).orElse(LOOPBACK);
            String proto = f.get("proto").textOr("tcp").toLowerCase(Locale.ROOT);
            vm.portForwards().add(new PublishedPort(address, host, guest, proto.equals("any") ? "tcp" : proto, Phrase.of("Lima portForwards"), at, null,
                    f.get("hostIP").isMissing() ? null : Location.of(file, f.get("hostIP"))));
        }
    }

    private static String port(Node f, String single, String range) {
        Optional<String> p = f.get(single).text();
        if (p.isPresent()) return p.get();
        List<Node> r = f.get(range).elements();
        if (r.size() == 2) return r.get(0).textOr("") + "-" + r.get(1).textOr("");
        return "";
    }

    private static void networks(SourceFile file, Node root, VirtualMachine vm) {
        // The user-mode network every instance has: outbound NAT, but the guest reaches the host's loopback.
        vm.networks().add(new Network(NetworkMode.NAT, "user-mode network", false, Location.of(file, root.get("networks"))));
        for (Node n : root.get("networks").elements()) {
            Location at = Location.of(file, n);
            Optional<String> lima = n.get("lima").text();
            if (lima.isPresent()) {
                NetworkMode mode = switch (lima.get()) {
                    case "bridged" -> NetworkMode.BRIDGED;
                    case "shared", "host" -> NetworkMode.SHARED;
                    default -> NetworkMode.OTHER;
                };
                vm.networks().add(new Network(mode, "lima: " + lima.get(), true, at));
            } else if (n.get("socket").text().isPresent()) {
                vm.networks().add(new Network(NetworkMode.SHARED, "socket: " + n.get("socket").textOr(""), true, at));
            } else if (yamlBool(n.get("vzNAT")).orElse(false)) {
                vm.networks().add(new Network(NetworkMode.SHARED, "vzNAT: true", true, at));
            }
        }
    }

    private static void provisioning(SourceFile file, Node root, VirtualMachine vm, FileFacts facts) {
        for (Node p : root.get("provision").elements()) {
            String mode = p.get("mode").textOr("system").toLowerCase(Locale.ROOT);
            switch (mode) {
                case "system", "user", "boot", "dependency" -> script(file, p, "Lima provision (mode: " + mode + ")",
                        ExecContext.vm(mode.equals("user") ? Phrase.of("Lima guest, as the user") : Phrase.of("Lima guest, as root"), vm), vm, facts);
                case "ansible" -> {
                    // Deprecated: ansible-playbook runs on the host, not in the guest.
                    Node playbook = p.get("playbook");
                    playbook.text().ifPresent(pb -> vm.provisioning().add(EmbeddedScript.exec("Lima provision (mode: ansible)",
                            List.of(new Located<>("ansible-playbook", Location.of(file, playbook)),
                                    new Located<>(pb, Location.of(file, playbook))),
                            Location.ofEntry(file, playbook), ExecContext.host(Phrase.of("Lima ansible provisioning, on the host")))));
                }
                default -> { } // data and yq write files; they run nothing
            }
        }
        for (Node p : root.get("probes").elements()) {
            script(file, p, "Lima readiness probe", ExecContext.vm(Phrase.of("Lima guest"), vm), vm, facts);
        }
    }

    private static void script(SourceFile file, Node p, String origin, ExecContext context, VirtualMachine vm, FileFacts facts) {
        Node script = p.get("script");
        Optional<String> text = script.text();
        if (text.isPresent()) {
            if (EmbeddedCommands.isShellScript(text.get())) {
                vm.provisioning().add(EmbeddedScript.mapped(origin, text.get(), Location.of(file, script),
                        EmbeddedText.of(file, script).offsets(), context));
            }
            return;
        }
        Node remote = p.get("file");
        String url = remote.text().orElse(remote.get("url").textOr(""));
        if (!url.isBlank()) {
            facts.unresolved().add(new Unresolved(origin + " " + url,
                    Phrase.of("Lima fetches the script when the VM is created, and agentlint never fetches anything"), Location.ofEntry(file, remote)));
        }
    }

    /**
     * A boolean as Lima's Go YAML decoder reads it into a bool field: YAML 1.2 true/false, and (for
     * compatibility with YAML 1.1, as go-yaml does for typed booleans) yes/no/on/off — unconfirmed
     * for every Lima version, so it only ever widens what counts as set.
     */
    static Optional<Boolean> yamlBool(Node n) {
        Optional<Boolean> b = n.bool();
        if (b.isPresent()) return b;
        return n.text().flatMap(t -> switch (t.strip()) {
            case "yes", "Yes", "YES", "on", "On", "ON", "y", "Y" -> Optional.of(true);
            case "no", "No", "NO", "off", "Off", "OFF", "n", "N" -> Optional.of(false);
            default -> Optional.empty();
        });
    }
}
