package dev.agentlint.extract.compose;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.extract.container.PortSpec;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.container.VolumeSpec;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** One (merged) Compose service into a {@link Workload}. */
final class ComposeServiceReader {

    /**
     * A top-level network.
     *
     * @param internal    true: no route out; false: outbound traffic allowed; null: declared elsewhere (external)
     * @param hostBinding the default host address for published ports ({@code com.docker.network.bridge.host_binding_ipv4}), or null
     */
    record NetworkDef(Boolean internal, String hostBinding) {}

    /**
     * A top-level volume the {@code local} driver mounts from a host path: {@code driver_opts} with
     * {@code o: bind} (or {@code rbind}, with other options) and a {@code device}, which Docker's
     * local driver passes to mount(2) as the source of a bind ({@code type} is then ignored, and
     * is usually {@code none}). Every service that uses the volume gets that host path.
     *
     * @param device   the host path, as written (interpolated)
     * @param readOnly {@code ro} among the mount options
     */
    record HostVolume(String device, boolean readOnly) {}

    private final Origins origins;
    private final Map<String, NetworkDef> networks;
    private final Map<String, HostVolume> hostVolumes;

    ComposeServiceReader(Origins origins, Map<String, NetworkDef> networks, Map<String, HostVolume> hostVolumes) {
        this.origins = origins;
        this.networks = networks;
        this.hostVolumes = hostVolumes;
    }

    /** Top-level {@code volumes} that are binds of a host path (see {@link HostVolume}). */
    static Map<String, HostVolume> hostVolumes(Node root) {
        Map<String, HostVolume> out = new LinkedHashMap<>();
        for (MapNode.Entry e : root.get("volumes").entries()) {
            Node v = e.value();
            String driver = text(v.get("driver")).orElse("local").strip();
            if (!driver.isEmpty() && !driver.equals("local")) continue;
            Node opts = v.get("driver_opts");
            Optional<String> device = text(opts.get("device")).map(Interpolation::apply).map(String::strip).filter(d -> !d.isEmpty());
            if (device.isEmpty()) continue;
            boolean bind = false;
            boolean readOnly = false;
            for (String o : text(opts.get("o")).orElse("").split(",")) {
                String option = o.strip();
                bind |= option.equals("bind") || option.equals("rbind");
                readOnly |= option.equals("ro");
            }
            if (bind) out.put(e.key(), new HostVolume(device.get(), readOnly));
        }
        return out;
    }

    /** A named volume's mount, as the host path it binds when it is one of {@link #hostVolumes}. */
    private Mount namedVolume(Mount m, String name) {
        HostVolume hv = name == null ? null : hostVolumes.get(name);
        if (hv == null) return m;
        return new Mount(Mount.Kind.BIND, HostPath.of(hv.device()), m.target(), m.readOnly() || hv.readOnly(),
                Phrase.of("{workload} (volume {volume}, a bind of {device})", "workload", m.via(), "volume", name, "device", hv.device()), m.location());
    }

    /** Top-level {@code networks}; {@code default} is the implicit project network unless redefined. */
    static Map<String, NetworkDef> networks(Node root) {
        Map<String, NetworkDef> out = new LinkedHashMap<>();
        out.put("default", new NetworkDef(false, null));
        for (MapNode.Entry e : root.get("networks").entries()) {
            Node n = e.value();
            Boolean internal;
            if (ComposeBool.isTrue(n.get("external")) || n.get("external").isMap()) internal = null;
            else internal = ComposeBool.isTrue(n.get("internal"));
            String binding = n.at("driver_opts", "com.docker.network.bridge.host_binding_ipv4").text().orElse(null);
            out.put(e.key(), new NetworkDef(internal, binding));
        }
        return out;
    }

    Workload read(String name, Node s, Location anchor) {
        Workload w = new Workload(Workload.Source.COMPOSE, name, anchor);
        Phrase via = w.description();
        text(s.get("image")).ifPresent(i -> w.image(new Located<>(Interpolation.apply(i), origins.of(s.get("image")))));
        w.builtLocally(!s.get("build").isMissing());
        text(s.get("container_name")).map(Interpolation::apply).filter(n -> !n.contains("$")).ifPresent(w::containerName);
        dockerfile(s.get("build")).ifPresent(d -> w.dockerfile(new Located<>(d, origins.of(s.get("build")))));
        bool(s, "privileged", w::privileged);
        for (Node c : list(s.get("cap_add"))) text(c).ifPresent(t -> w.capAdd().add(new Located<>(ContainerValues.capability(t), origins.of(c))));
        for (Node c : list(s.get("cap_drop"))) text(c).ifPresent(t -> w.capDrop().add(new Located<>(ContainerValues.capability(t), origins.of(c))));
        for (Node o : list(s.get("security_opt"))) {
            text(o).ifPresent(t -> w.addSecurityOpt(new Located<>(t, origins.of(o))));
        }
        string(s, "user").ifPresent(w::user);
        for (MapNode.Entry r : origins.resets(s)) w.hardeningResets().add(new Located<>(r.key(), origins.ofEntry(r.value())));
        string(s, "userns_mode").ifPresent(w::userNamespace);
        written(s, "pid", v -> w.namespace(Workload.Namespace.PID, v));
        written(s, "ipc", v -> w.namespace(Workload.Namespace.IPC, v));
        written(s, "uts", v -> w.namespace(Workload.Namespace.UTS, v));
        written(s, "cgroup", v -> w.namespace(Workload.Namespace.CGROUP, v));
        bool(s, "read_only", w::readOnlyRoot);
        readLimits(s, w);
        readNetworks(s, w);
        for (Node t : list(s.get("tmpfs"))) text(t).ifPresent(v -> w.tmpfs().add(new Located<>(v, origins.of(t))));
        readDevices(s, w);
        readVolumes(s, w, via);
        readSecrets(s, w);
        // Not cast by compose-go: its schema takes only a YAML boolean.
        if (s.get("use_api_socket").isTrue()) {
            w.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of("/var/run/docker.sock"), "/var/run/docker.sock", false,
                    Phrase.of("{workload} (use_api_socket)", "workload", via), origins.ofEntry(s.get("use_api_socket"))));
        }
        readPorts(s, w, via);
        readEnv(s.get("environment"), w);
        readCommand(s.get("entrypoint"), w, "entrypoint");
        readCommand(s.get("command"), w, "command");
        return w;
    }

    private void readLimits(Node s, Workload w) {
        Node limits = s.at("deploy", "resources", "limits");
        string(limits, "pids").or(() -> string(s, "pids_limit")).ifPresent(w::pidsLimit);
        string(limits, "memory").or(() -> string(s, "mem_limit")).ifPresent(w::memoryLimit);
        string(limits, "cpus").or(() -> string(s, "cpus")).or(() -> string(s, "cpu_quota")).or(() -> string(s, "cpuset"))
                .ifPresent(w::cpuLimit);
    }

    private void readNetworks(Node s, Workload w) {
        written(s, "network_mode", w::networkMode);
        Node nets = s.get("networks");
        List<String> names = new ArrayList<>();
        List<Node> at = new ArrayList<>();
        for (Node part : parts(nets)) {
            if (part.isList()) {
                for (Node n : part.elements()) text(n).ifPresent(t -> {
                    names.add(t);
                    at.add(n);
                });
            } else {
                for (MapNode.Entry e : part.entries()) {
                    if ("!reset".equals(e.value().tag())) continue;
                    names.add(e.key());
                    at.add(e.value());
                }
            }
        }
        if (names.isEmpty() && w.networkMode() == null) {
            NetworkDef d = networks.get("default");
            w.networks().add(new Workload.Network("default", Workload.Route.of(d.internal()), w.anchor()));
            return;
        }
        for (int i = 0; i < names.size(); i++) {
            NetworkDef d = networks.get(names.get(i));
            Location loc = at.get(i).isMap() || at.get(i).isScalar() && at.get(i).text().isEmpty()
                    ? origins.ofKey(at.get(i)) : origins.of(at.get(i));
            // A network the file does not declare is an error in Compose; treat it as unknown.
            w.networks().add(new Workload.Network(names.get(i), d == null ? Workload.Route.UNKNOWN : Workload.Route.of(d.internal()), loc));
        }
    }

    private void readDevices(Node s, Workload w) {
        for (Node d : list(s.get("devices"))) {
            if (d.isMap()) text(d.get("source")).ifPresent(t -> w.devices().add(new Located<>(t, origins.of(d))));
            else text(d).ifPresent(t -> w.devices().add(new Located<>(t, origins.of(d))));
        }
        Node gpus = s.get("gpus");
        if (gpus.isList()) {
            for (Node g : gpus.elements()) w.gpus().add(new Located<>("gpu", origins.of(g)));
        } else {
            text(gpus).ifPresent(t -> w.gpus().add(new Located<>(t, origins.ofEntry(gpus))));
        }
        for (Node d : s.at("deploy", "resources", "reservations", "devices").elements()) {
            for (Node c : d.get("capabilities").elements()) {
                if (c.textOr("").equals("gpu")) w.gpus().add(new Located<>("gpu", origins.of(d)));
            }
        }
    }

    private void readVolumes(Node s, Workload w, Phrase via) {
        for (Node v : list(s.get("volumes"))) {
            if (v.isMap()) {
                w.mounts().add(longVolume(v, via));
            } else {
                text(v).ifPresent(t -> {
                    VolumeSpec spec = VolumeSpec.parse(Interpolation.apply(t));
                    Mount m = spec.toMount(via, origins.of(v));
                    w.mounts().add(spec.isHostPath() ? m : namedVolume(m, spec.source()));
                });
            }
        }
    }

    /** A service's {@code secrets}: each a file under {@code /run/secrets} the container can read. */
    private void readSecrets(Node s, Workload w) {
        for (Node item : list(s.get("secrets"))) {
            Optional<String> name = item.isMap() ? text(item.get("source")) : text(item);
            name.filter(n -> !n.isBlank()).ifPresent(n -> w.secrets().add(new Workload.Secret(Phrase.of("Compose secret \"{name}\"", "name", n), n, null,
                    origins.of(item))));
        }
    }

    private Mount longVolume(Node v, Phrase via) {
        String type = text(v.get("type")).orElse("").toLowerCase(Locale.ROOT);
        String source = text(v.get("source")).map(Interpolation::apply).orElse(null);
        String target = text(v.get("target")).orElse("");
        boolean readOnly = ComposeBool.isTrue(v.get("read_only"));
        Node at = v.get("source").isMissing() ? v : v.get("source");
        if (type.isEmpty() && source != null) type = VolumeSpec.parse(source + ":" + target).isHostPath() ? "bind" : "volume";
        if ((type.equals("bind") || type.equals("npipe")) && source != null) {
            return new Mount(Mount.Kind.of(type), HostPath.of(source), target, readOnly, via, origins.of(at));
        }
        Mount m = new Mount(type.isEmpty() ? Mount.Kind.VOLUME : Mount.Kind.of(type), null, target, readOnly, via, origins.of(at));
        return m.kind() == Mount.Kind.VOLUME ? namedVolume(m, source) : m;
    }

    private void readPorts(Node s, Workload w, Phrase via) {
        String binding = defaultBinding(w);
        for (Node p : list(s.get("ports"))) {
            PublishedPort port;
            if (p.isMap()) {
                String ip = text(p.get("host_ip")).map(Interpolation::apply).filter(x -> !x.isBlank()).orElse(binding);
                Location at = origins.of(p);
                port = new PublishedPort(ip, text(p.get("published")).map(Interpolation::apply).orElse(""),
                        text(p.get("target")).orElse(""), text(p.get("protocol")).orElse("tcp"), via, at, null,
                        p.get("host_ip").isMissing() ? at.child("host_ip", at.span()) : origins.of(p.get("host_ip")));
            } else {
                Optional<String> t = text(p);
                if (t.isEmpty()) continue;
                PortSpec spec = PortSpec.parse(Interpolation.apply(t.get()));
                port = spec.toPort(via, origins.of(p), t.get(), origins.of(p));
                if (spec.hostIp() == null && binding != null) {
                    port = new PublishedPort(binding, port.hostPort(), port.target(), port.protocol(), via, port.location(), port.written(), null);
                }
            }
            w.ports().add(port);
        }
    }

    /** Docker's per-network default host address, when every network of the service sets the same one. */
    private String defaultBinding(Workload w) {
        String binding = null;
        if (w.networks().isEmpty()) return null;
        for (Workload.Network n : w.networks()) {
            NetworkDef d = networks.get(n.name());
            if (d == null || d.hostBinding() == null) return null;
            if (binding != null && !binding.equals(d.hostBinding())) return null;
            binding = d.hostBinding();
        }
        return binding;
    }

    void readEnv(Node env, Workload w) {
        for (Node part : parts(env)) {
            if (part.isMap()) {
                for (MapNode.Entry e : part.entries()) {
                    Node v = e.value();
                    w.env().add(new EnvVar(e.key(), v.text().orElse(null), origins.ofEntry(v)));
                }
            } else {
                for (Node item : part.elements()) {
                    text(item).ifPresent(t -> {
                        int eq = t.indexOf('=');
                        if (eq > 0) w.env().add(new EnvVar(t.substring(0, eq), t.substring(eq + 1), origins.of(item)));
                        else if (!t.isBlank()) w.env().add(new EnvVar(t.strip(), null, origins.of(item)));
                    });
                }
            }
        }
    }

    private void readCommand(Node c, Workload w, String key) {
        String origin = w.description() + " " + key;
        if (c.isList()) {
            List<Located<String>> argv = new ArrayList<>();
            List<OffsetMap> offsets = new ArrayList<>();
            for (Node a : c.elements()) {
                text(a).ifPresent(t -> {
                    argv.add(new Located<>(t, origins.of(a)));
                    offsets.add(EmbeddedText.of(origins.fileOf(a), a).offsets());
                });
            }
            if (!argv.isEmpty()) {
                w.commands().add(EmbeddedScript.exec(origin, argv, offsets, origins.ofEntry(c), ExecContext.container(w)));
            }
        } else {
            text(c).ifPresent(t -> w.commands().add(EmbeddedScript.mapped(origin, t, origins.of(c),
                    EmbeddedText.of(origins.fileOf(c), c).offsets(), ExecContext.container(w))));
        }
    }

    /** A value that may be a list, a single string, or (after merging) both a list and a map. */
    private static List<Node> list(Node n) {
        if ("!reset".equals(n.tag())) return List.of();
        if (n.isList()) {
            if (ComposeMerge.MIXED.equals(n.tag())) {
                List<Node> out = new ArrayList<>();
                for (Node p : n.elements()) out.addAll(list(p));
                return out;
            }
            return n.elements();
        }
        if (n.isScalar() && n.text().isPresent()) return List.of(n);
        return List.of();
    }

    /** The list or map parts of a value that may have been merged from a list form and a map form. */
    private static List<Node> parts(Node n) {
        if ("!reset".equals(n.tag()) || n.isMissing()) return List.of();
        if (ComposeMerge.MIXED.equals(n.tag())) return n.elements();
        if (n.isMap() || n.isList()) return List.of(n);
        return List.of();
    }

    /**
     * {@code build: ./dir} or {@code build: {context, dockerfile}}: the Dockerfile's path relative
     * to the compose file; empty for a remote context, {@code dockerfile_inline} or a variable.
     */
    private static Optional<String> dockerfile(Node build) {
        if (build.isMissing() || !build.get("dockerfile_inline").isMissing()) return Optional.empty();
        String context = (build.isMap() ? text(build.get("context")) : text(build)).map(Interpolation::apply).orElse(".");
        String file = build.isMap() ? text(build.get("dockerfile")).map(Interpolation::apply).orElse("Dockerfile") : "Dockerfile";
        if (TreeFiles.isRemote(context) || context.contains("$") || file.contains("$")) return Optional.empty();
        return Optional.of(file.startsWith("/") ? file : context + "/" + file);
    }

    private static Optional<String> text(Node n) {
        if ("!reset".equals(n.tag())) return Optional.empty();
        return n.text();
    }

    private Optional<Located<String>> string(Node parent, String key) {
        Node n = parent.get(key);
        return text(n).map(t -> new Located<>(Interpolation.apply(t), origins.ofEntry(n)));
    }

    /** A boolean, applied once for each file that writes it (earlier ones first), so every place is known. */
    private void bool(Node parent, String key, java.util.function.Consumer<Located<Boolean>> set) {
        Node n = parent.get(key);
        for (Node e : origins.earlier(n)) ComposeBool.of(e).ifPresent(b -> set.accept(new Located<>(b, origins.ofEntry(e))));
        ComposeBool.of(n).ifPresent(b -> set.accept(new Located<>(b, origins.ofEntry(n))));
    }

    /** A string setting, applied once for each file that writes it (earlier ones first), so every place is known. */
    private void written(Node parent, String key, java.util.function.Consumer<Located<String>> set) {
        Node n = parent.get(key);
        for (Node e : origins.earlier(n)) text(e).ifPresent(t -> set.accept(new Located<>(Interpolation.apply(t), origins.ofEntry(e))));
        string(parent, key).ifPresent(set);
    }
}
