package dev.agentlint.extract.kube;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Kubernetes YAML as {@code podman kube play} runs it (a multi-document stream of Pod, Deployment,
 * DaemonSet, Job …, and the items of a {@code List}), whatever the apiVersion: every container and init container becomes a {@link Workload}. Podman's
 * reading is followed: {@code runAsNonRoot} is ignored, seccomp comes from annotations,
 * {@code allowPrivilegeEscalation: false} is {@code no-new-privileges}, only {@code hostPort}s
 * are published.
 */
public final class KubeExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        for (Node doc : documents(YamlTreeParser.parseAll(file))) {
            String kind = doc.get("kind").textOr("");
            Node template = switch (kind) {
                case "Pod" -> doc;
                case "Deployment", "DaemonSet", "Job", "ReplicaSet", "StatefulSet" -> doc.at("spec", "template");
                case "CronJob" -> doc.at("spec", "jobTemplate", "spec", "template");
                default -> null;
            };
            if (template == null || !template.get("spec").isMap()) continue;
            String pod = doc.at("metadata", "name").textOr(kind.toLowerCase(Locale.ROOT));
            Map<String, Node> annotations = new HashMap<>();
            for (MapNode.Entry e : doc.at("metadata", "annotations").entries()) annotations.put(e.key(), e.value());
            for (MapNode.Entry e : template.at("metadata", "annotations").entries()) annotations.put(e.key(), e.value());
            new PodReader(file, pod, template.get("spec"), annotations).read(facts);
        }
    }

    /** The documents podman plays: a {@code kind: List}'s items are documents of their own (not nested further). */
    private static List<Node> documents(List<Node> stream) {
        List<Node> out = new ArrayList<>();
        for (Node doc : stream) {
            if (doc.get("kind").textOr("").equals("List")) out.addAll(doc.get("items").elements());
            else out.add(doc);
        }
        return out;
    }

    private static final class PodReader {
        private final SourceFile file;
        private final String pod;
        private final Node spec;
        private final Map<String, Node> annotations;
        private final Map<String, Node> hostPaths = new HashMap<>();
        /** Volumes that hold a Kubernetes secret, by volume name: the secret's name node. */
        private final Map<String, Node> secretVolumes = new HashMap<>();

        PodReader(SourceFile file, String pod, Node spec, Map<String, Node> annotations) {
            this.file = file;
            this.pod = pod;
            this.spec = spec;
            this.annotations = annotations;
            for (Node v : spec.get("volumes").elements()) {
                Node path = v.at("hostPath", "path");
                if (path.text().isPresent()) hostPaths.put(v.get("name").textOr(""), path);
                Node secret = v.at("secret", "secretName");
                if (secret.text().isPresent()) secretVolumes.put(v.get("name").textOr(""), secret);
            }
        }

        void read(FileFacts facts) {
            List<Node> containers = new ArrayList<>(spec.get("initContainers").elements());
            containers.addAll(spec.get("containers").elements());
            for (Node c : containers) {
                if (c.isMap()) ContainerFacts.add(facts, container(c));
            }
        }

        private Workload container(Node c) {
            String name = c.get("name").textOr("?");
            Workload w = new Workload(Workload.Source.KUBE, pod + "/" + name, Location.of(file, c));
            w.engine(Workload.Engine.PODMAN);
            Phrase via = w.description();
            c.get("image").text().ifPresent(i -> w.image(new Located<>(i, Location.of(file, c.get("image")))));
            podNamespaces(w);
            Node pctx = spec.get("securityContext");
            Node ctx = c.get("securityContext");
            bool(ctx.get("privileged"), w::privileged);
            Node escalation = ctx.get("allowPrivilegeEscalation");
            escalation.bool().ifPresent(b -> w.addSecurityOpt(new Located<>("no-new-privileges=" + !b, entry(escalation))));
            for (Node cap : ctx.at("capabilities", "add").elements()) {
                cap.text().ifPresent(t -> w.capAdd().add(new Located<>(ContainerValues.capability(t), Location.of(file, cap))));
            }
            for (Node cap : ctx.at("capabilities", "drop").elements()) {
                cap.text().ifPresent(t -> w.capDrop().add(new Located<>(ContainerValues.capability(t), Location.of(file, cap))));
            }
            Node user = ctx.get("runAsUser").isMissing() ? pctx.get("runAsUser") : ctx.get("runAsUser");
            user.text().ifPresent(u -> w.user(new Located<>(u, entry(user))));
            bool(ctx.get("readOnlyRootFilesystem"), w::readOnlyRoot);
            if (ctx.get("procMount").textOr("").equals("Unmasked")) {
                w.addSecurityOpt(new Located<>("unmask=ALL", entry(ctx.get("procMount"))));
            }
            Node seType = ctx.at("seLinuxOptions", "type").isMissing() ? pctx.at("seLinuxOptions", "type") : ctx.at("seLinuxOptions", "type");
            seType.text().ifPresent(t -> w.addSecurityOpt(new Located<>("label=type:" + t, entry(seType))));
            Node seccompType = ctx.at("seccompProfile", "type").isMissing() ? pctx.at("seccompProfile", "type") : ctx.at("seccompProfile", "type");
            // Podman ignores seccompProfile, but an explicit request to turn seccomp off still says what is intended.
            if (seccompType.textOr("").equals("Unconfined")) w.addSecurityOpt(new Located<>("seccomp=unconfined", entry(seccompType)));
            annotations(w, name);
            Node limits = c.at("resources", "limits");
            limits.get("memory").text().ifPresent(m -> w.memoryLimit(new Located<>(m, entry(limits.get("memory")))));
            limits.get("cpu").text().ifPresent(m -> w.cpuLimit(new Located<>(m, entry(limits.get("cpu")))));
            for (Node p : c.get("ports").elements()) {
                Node hostPort = p.get("hostPort");
                if (hostPort.text().isEmpty()) continue;
                String ip = p.get("hostIP").text().filter(s -> !s.isBlank()).orElse(null);
                Location at = Location.of(file, p);
                w.ports().add(new PublishedPort(ip, hostPort.textOr(""), p.get("containerPort").textOr(""),
                        p.get("protocol").textOr("TCP").toLowerCase(Locale.ROOT), via, at, null,
                        p.get("hostIP").isMissing() ? at.child("hostIP", at.span()) : Location.of(file, p.get("hostIP"))));
            }
            for (Node e : c.get("env").elements()) {
                Node value = e.get("value");
                if (value.text().isPresent()) w.env().add(new EnvVar(e.get("name").textOr(""), value.textOr(""), entry(value)));
                Node ref = e.at("valueFrom", "secretKeyRef");
                if (ref.isMap()) {
                    w.secrets().add(new Workload.Secret(Phrase.of("Kubernetes secret \"{name}\" (key \"{key}\")",
                            "name", ref.get("name").textOr(""), "key", ref.get("key").textOr("")), ref.get("key").textOr(""), e.get("name").textOr(null), entry(ref)));
                }
            }
            for (Node from : c.get("envFrom").elements()) {
                Node ref = from.get("secretRef");
                if (ref.isMap()) {
                    w.secrets().add(new Workload.Secret(Phrase.of("every key of Kubernetes secret \"{name}\"", "name", ref.get("name").textOr("")),
                            ref.get("name").textOr(""), null, entry(ref)));
                }
            }
            for (Node m : c.get("volumeMounts").elements()) {
                Node secret = secretVolumes.get(m.get("name").textOr(""));
                if (secret != null) {
                    w.secrets().add(new Workload.Secret(Phrase.of("Kubernetes secret \"{name}\" (mounted at {path})",
                            "name", secret.textOr(""), "path", m.get("mountPath").textOr("?")), secret.textOr(""), null, Location.of(file, m)));
                }
                Node path = hostPaths.get(m.get("name").textOr(""));
                if (path == null) continue;
                String written = path.textOr("");
                // Podman: a hostPath without '/' is a named volume.
                if (!written.contains("/")) continue;
                w.mounts().add(new Mount(Mount.Kind.BIND, HostPath.of(written), m.get("mountPath").textOr(""),
                        m.get("readOnly").isTrue(), via, Location.of(file, path)));
            }
            List<Located<String>> argv = new ArrayList<>();
            for (String key : new String[] {"command", "args"}) {
                for (Node a : c.get(key).elements()) a.text().ifPresent(t -> argv.add(new Located<>(t, Location.of(file, a))));
            }
            if (!argv.isEmpty()) {
                Node first = c.get("command").isMissing() ? c.get("args") : c.get("command");
                w.commands().add(EmbeddedScript.exec(via + " command", argv, entry(first), ExecContext.container(w)));
            }
            return w;
        }

        private void podNamespaces(Workload w) {
            Node net = spec.get("hostNetwork");
            if (net.isTrue()) w.networkMode(new Located<>("host", entry(net)));
            Node pid = spec.get("hostPID");
            if (pid.isTrue()) w.namespace(Workload.Namespace.PID, new Located<>("host", entry(pid)));
            Node ipc = spec.get("hostIPC");
            if (ipc.isTrue()) w.namespace(Workload.Namespace.IPC, new Located<>("host", entry(ipc)));
        }

        private void annotations(Workload w, String container) {
            Node userns = annotations.get("io.podman.annotations.userns");
            if (userns != null) userns.text().ifPresent(u -> w.userNamespace(new Located<>(u, entry(userns))));
            Node seccomp = annotations.getOrDefault("container.seccomp.security.alpha.kubernetes.io/" + container,
                    annotations.get("seccomp.security.alpha.kubernetes.io/pod"));
            if (seccomp != null && seccomp.textOr("").equals("unconfined")) {
                w.addSecurityOpt(new Located<>("seccomp=unconfined", entry(seccomp)));
            }
            Node apparmor = annotations.get("io.podman.annotations.apparmor/" + container);
            if (apparmor != null) apparmor.text().ifPresent(a -> w.addSecurityOpt(new Located<>("apparmor=" + a, entry(apparmor))));
            Node pids = annotations.get("io.podman.annotations.pids-limit/" + container);
            if (pids != null) pids.text().ifPresent(p -> w.pidsLimit(new Located<>(p, entry(pids))));
        }

        private void bool(Node n, java.util.function.Consumer<Located<Boolean>> set) {
            n.bool().ifPresent(b -> set.accept(new Located<>(b, entry(n))));
        }

        private Location entry(Node n) {
            return Location.ofEntry(file, n);
        }
    }
}
