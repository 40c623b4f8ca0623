package dev.agentlint.extract.quadlet;

import dev.agentlint.base.Phrase;
import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.ArgSplitter;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.extract.container.EnvFile;
import dev.agentlint.extract.container.MountOption;
import dev.agentlint.extract.container.PortSpec;
import dev.agentlint.extract.container.RunArgs;
import dev.agentlint.extract.container.VolumeSpec;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.unit.UnitFile;
import dev.agentlint.parse.unit.UnitFileParser;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Podman Quadlet units: a {@code .container} is one container; a {@code .pod} or {@code .kube}
 * is a pod whose containers are described elsewhere, so only what it sets itself (ports, volumes,
 * network, extra options) is read. Rootful or rootless is decided by the directory the unit is in.
 */
public final class QuadletExtractor implements Extractor {


    @Override
    public void extract(FileFacts facts) throws ParseException {
        extract(facts, TreeFiles.NONE);
    }

    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        SourceFile file = facts.file();
        UnitFile unit = UnitFileParser.parse(file.text(), file.lines(), facts.commentRecorder(file));
        String path = file.displayPath();
        String name = path.substring(path.lastIndexOf('/') + 1);
        String ext = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        String sectionName = switch (ext) {
            case "container" -> "Container";
            case "pod" -> "Pod";
            case "kube" -> "Kube";
            default -> null;
        };
        if (sectionName == null) return;
        UnitFile.Section section = unit.section(sectionName);
        if (section == null) return;
        Location anchor = new Location(file, section.span(), "/" + sectionName);
        Workload w = new Workload(Workload.Source.QUADLET, name, anchor);
        w.engine(Workload.Engine.PODMAN);
        w.engineMode(engineMode(path));
        // Pods and kube units hold no image: their containers are described elsewhere.
        w.partial(!ext.equals("container"));
        new Reader(facts, tree, w, sectionName).read(section, unit.section("Service"));
        ContainerFacts.add(facts, w);
    }

    /** System directories are rootful; a user's directories (and {@code …/users/}) rootless; elsewhere unknown. */
    static Workload.EngineMode engineMode(String path) {
        String p = "/" + path.replace('\\', '/');
        if (p.contains("/containers/systemd/users/") || p.contains("/.config/containers/systemd/")) return Workload.EngineMode.ROOTLESS;
        if (p.contains("/etc/containers/systemd/") || p.contains("/usr/share/containers/systemd/")
                || p.contains("/run/containers/systemd/")) return Workload.EngineMode.ROOTFUL;
        return Workload.EngineMode.UNKNOWN;
    }

    private static final class Reader {
        private final FileFacts facts;
        private final SourceFile file;
        private final TreeFiles tree;
        private final Workload w;
        private final String section;

        Reader(FileFacts facts, TreeFiles tree, Workload w, String section) {
            this.facts = facts;
            this.file = facts.file();
            this.tree = tree;
            this.w = w;
            this.section = section;
        }

        void read(UnitFile.Section s, UnitFile.Section service) {
            Phrase via = w.description();
            // Quadlet always runs the container with --rm.
            w.removeOnExit(new Located<>(true, w.anchor()));
            one(s, "Image", e -> w.image(located(e.value(), e)));
            for (UnitFile.Entry e : s.list("Volume")) w.mounts().add(volume(VolumeSpec.parse(e.value()), via, e));
            for (UnitFile.Entry e : s.list("Mount")) w.mounts().add(MountOption.parse(e.value(), via, value(e)));
            for (UnitFile.Entry e : s.list("Tmpfs")) w.tmpfs().add(located(e.value(), e));
            for (UnitFile.Entry e : s.list("PublishPort")) {
                w.ports().add(PortSpec.parse(e.value()).toPort(via, value(e), e.value(), value(e).withSpan(e.valueSpan())));
            }
            for (UnitFile.Entry e : s.list("Network")) network(e);
            one(s, "Pod", e -> {
                w.networks().add(new Workload.Network(e.value(), Workload.Route.UNKNOWN, value(e)));
                w.quadletPod(e.value().strip());
            });
            one(s, "NoNewPrivileges", e -> {
                if (isTrue(e)) w.addSecurityOpt(located("no-new-privileges=true", e));
            });
            for (UnitFile.Entry e : s.list("AddCapability")) {
                for (String c : ContainerValues.capabilities(e.value())) w.capAdd().add(located(c, e));
            }
            for (UnitFile.Entry e : s.list("DropCapability")) {
                for (String c : ContainerValues.capabilities(e.value())) w.capDrop().add(located(c, e));
            }
            one(s, "SeccompProfile", e -> w.addSecurityOpt(located("seccomp=" + e.value(), e)));
            one(s, "AppArmor", e -> w.addSecurityOpt(located("apparmor=" + e.value(), e)));
            one(s, "SecurityLabelDisable", e -> {
                if (isTrue(e)) w.addSecurityOpt(located("label=disable", e));
            });
            one(s, "SecurityLabelType", e -> w.addSecurityOpt(located("label=type:" + e.value(), e)));
            one(s, "Unmask", e -> w.addSecurityOpt(located("unmask=" + e.value(), e)));
            one(s, "User", e -> w.user(located(e.value(), e)));
            one(s, "ContainerName", e -> w.containerName(e.value().strip()));
            one(s, "UserNS", e -> w.userNamespace(located(e.value(), e)));
            one(s, "ReadOnly", e -> w.readOnlyRoot(new Located<>(isTrue(e), value(e))));
            one(s, "PidsLimit", e -> w.pidsLimit(located(e.value(), e)));
            one(s, "Memory", e -> w.memoryLimit(located(e.value(), e)));
            for (UnitFile.Entry e : s.list("AddDevice")) {
                String d = e.value().startsWith("-") ? e.value().substring(1) : e.value();
                w.devices().add(located(d, e));
            }
            for (UnitFile.Entry e : s.list("Environment")) env(e);
            for (UnitFile.Entry e : s.list("EnvironmentFile")) envFile(e);
            for (UnitFile.Entry e : s.list("Secret")) ContainerValues.podmanSecret(e.value(), value(e)).ifPresent(w.secrets()::add);
            one(s, "EnvironmentHost", e -> w.hostEnvironment(new Located<>(isTrue(e), value(e))));
            one(s, "Entrypoint", e -> w.commands().add(EmbeddedScript.mapped(via + " Entrypoint", e.value(), value(e),
                    e.offsets(), ExecContext.container(w))));
            one(s, "Exec", e -> w.commands().add(EmbeddedScript.mapped(via + " Exec", e.value(), value(e), e.offsets(),
                    ExecContext.container(w))));
            for (UnitFile.Entry e : s.list("PodmanArgs")) {
                List<Word> words = ArgSplitter.split(e.value(), e.valueSpan(), e.offsets());
                RunArgs.read(words, value(e), w, false);
            }
            if (service != null) serviceLimits(service);
            if (section.equals("Kube")) kubeYaml(s);
        }

        /**
         * The kube YAML a {@code .kube} unit plays is checked where it lies in the tree (discovery finds
         * it); one that cannot be read from here (outside the tree, a specifier, missing) is noted, never
         * passed over silently.
         */
        private void kubeYaml(UnitFile.Section s) {
            for (UnitFile.Entry e : s.list("Yaml")) {
                String ref = e.value().strip();
                Location at = value(e);
                // A specifier's value is the host's, not the tree's: nothing to link to.
                if (!ref.contains("%")) w.kubeYaml().add(new Located<>(ref, at));
                Optional<Phrase> reason = ref.contains("%")
                        ? Optional.of(Phrase.of("the path depends on systemd specifiers ({path})", "path", ref))
                        : tree.refusal(file, ref);
                if (reason.isEmpty()) reason = notKube(ref);
                reason.ifPresent(r -> facts.unresolved().add(new Unresolved("Yaml=" + ref, r, at)));
            }
        }

        /** A file that exists but that agentlint does not read as kube YAML: its containers would go unchecked. */
        private Optional<Phrase> notKube(String ref) {
            if (!(tree.read(file, ref, Format.KUBE) instanceof TreeFiles.Found found)) return Optional.empty();
            String text = found.file().text() == null ? "" : found.file().text();
            if (Classifier.classify(found.file().displayPath(), () -> text) == Format.KUBE) return Optional.empty();
            return Optional.of(Phrase.of("agentlint does not read {file} as kube YAML (no top-level apiVersion and a kind podman plays: Pod, Deployment, DaemonSet, Job, List …), so its containers are not checked", "file", found.file().displayPath()));
        }

        /** systemd's own cgroup limits on the service also bound the container it runs. */
        private void serviceLimits(UnitFile.Section service) {
            if (w.pidsLimit() == null) one(service, "TasksMax", e -> w.pidsLimit(located(e.value(), e)));
            if (w.memoryLimit() == null) one(service, "MemoryMax", e -> w.memoryLimit(located(e.value(), e)));
            if (w.cpuLimit() == null) one(service, "CPUQuota", e -> w.cpuLimit(located(e.value(), e)));
        }

        private void network(UnitFile.Entry e) {
            String v = e.value();
            if (NamespaceMode.isPodmanNetworkMode(v)) {
                w.networkMode(located(v, e));
            } else if (v.endsWith(".network")) {
                w.networks().add(new Workload.Network(v, Workload.Route.of(internal(v)), value(e)));
            } else if (v.endsWith(".container")) {
                w.networkMode(located("container:" + v, e));
            } else {
                w.networks().add(new Workload.Network(v, Workload.Route.UNKNOWN, value(e)));
            }
        }

        /**
         * A {@code Volume=} entry; one that names a {@code .volume} unit beside this one whose volume the
         * local driver binds from a host path ({@code Device=} with {@code Type=bind} or {@code bind}/{@code rbind}
         * among {@code Options=}, as podman's local driver passes them to mount(8)) is that host path, as a
         * Compose named volume with {@code o: bind} is.
         */
        private Mount volume(VolumeSpec spec, Phrase via, UnitFile.Entry e) {
            Mount m = spec.toMount(via, value(e));
            String unit = spec.source();
            if (unit == null || !unit.endsWith(".volume") || unit.contains("/")) return m;
            TreeFiles.Lookup lookup = tree.read(file, unit, Format.QUADLET);
            if (!(lookup instanceof TreeFiles.Found found)) return m;
            try {
                UnitFile.Section v = UnitFileParser.parse(found.file().text(), found.file().lines()).section("Volume");
                if (v == null) return m;
                UnitFile.Entry device = v.last("Device");
                UnitFile.Entry driver = v.last("Driver");
                if (device == null || device.value().isBlank() || driver != null && !driver.value().strip().equals("local")) return m;
                UnitFile.Entry type = v.last("Type");
                boolean bind = type != null && type.value().strip().equals("bind");
                boolean readOnly = false;
                for (UnitFile.Entry o : v.list("Options")) {
                    for (String option : o.value().split(",")) {
                        bind |= option.strip().equals("bind") || option.strip().equals("rbind");
                        readOnly |= option.strip().equals("ro");
                    }
                }
                if (!bind) return m;
                String path = device.value().strip();
                return new Mount(Mount.Kind.BIND, HostPath.of(path), m.target(), m.readOnly() || readOnly,
                        Phrase.of("{workload} (volume {volume}, a bind of {device})", "workload", via, "volume", unit, "device", path), m.location());
            } catch (ParseException ex) {
                return m;
            }
        }

        /** {@code Internal=} of a {@code .network} unit beside this one; null when it cannot be read. */
        private Boolean internal(String networkUnit) {
            if (networkUnit.contains("/")) return null;
            TreeFiles.Lookup lookup = tree.read(file, networkUnit, Format.QUADLET);
            if (!(lookup instanceof TreeFiles.Found found)) return null;
            try {
                UnitFile.Section n = UnitFileParser.parse(found.file().text(), found.file().lines()).section("Network");
                if (n == null) return false;
                UnitFile.Entry internal = n.last("Internal");
                return internal != null && Boolean.TRUE.equals(UnitFile.bool(internal.value()));
            } catch (ParseException ex) {
                return null;
            }
        }

        private void env(UnitFile.Entry e) {
            for (Word word : ArgSplitter.split(e.value(), e.valueSpan(), e.offsets())) {
                String t = word.value();
                int eq = t.indexOf('=');
                Location at = new Location(file, word.span(), "/" + section + "/Environment");
                if (eq > 0) w.env().add(new EnvVar(t.substring(0, eq), t.substring(eq + 1), at));
            }
        }

        /**
         * {@code EnvironmentFile=} (podman {@code --env-file}), relative to the unit: its variables
         * join the container's environment, located in the env file, as for Compose's {@code env_file}.
         */
        private void envFile(UnitFile.Entry e) {
            String ref = e.value().strip();
            if (ref.isEmpty()) return;
            Location at = value(e);
            if (ref.contains("%")) {
                facts.unresolved().add(new Unresolved("EnvironmentFile=" + ref, Phrase.of("the path depends on systemd specifiers ({path})", "path", ref), at));
                return;
            }
            List<EnvVar> read = EnvFile.follow(tree, file, ref, "EnvironmentFile=" + ref, at, facts);
            w.env().addAll(read);
            if (!read.isEmpty()) w.envFilesRead().add(new Workload.EnvFileRead(new Located<>(ref, at), read));
        }

        private void one(UnitFile.Section s, String key, java.util.function.Consumer<UnitFile.Entry> use) {
            UnitFile.Entry e = s.last(key);
            if (e != null && !e.value().isEmpty()) use.accept(e);
        }

        /** Quadlet's booleans: 1, yes, true, on (any case). */
        private static boolean isTrue(UnitFile.Entry e) {
            return Boolean.TRUE.equals(UnitFile.bool(e.value()));
        }

        private Location value(UnitFile.Entry e) {
            return new Location(file, e.span(), "/" + section + "/" + e.key());
        }

        private <T> Located<T> located(T v, UnitFile.Entry e) {
            return new Located<>(v, value(e));
        }
    }

}
