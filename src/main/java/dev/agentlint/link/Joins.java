package dev.agentlint.link;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.Located;
import dev.agentlint.model.NamespaceMode;
import dev.agentlint.model.Workload;
import java.nio.file.Path;
import java.util.List;

/**
 * What a file's workloads take from the definitions of an earlier phase ({@link Definitions#phase}),
 * right after the file is extracted and before its rules run: a workload built from a Dockerfile
 * of the tree runs that image's user unless it sets its own, and runs a coding agent when the
 * image installs or starts one; a compose service that a dev container is, runs the agent that dev
 * container's editor or features bring; a pod's container takes the network of the Quadlet
 * {@code .kube} unit that plays it. Facts only, looked up by path: nothing is read.
 */
public final class Joins {

    private Joins() {}

    public static void apply(FileFacts facts, Definitions definitions) {
        if (facts.file().path() == null || facts.workloads().isEmpty()) return;
        Path root = facts.treeRoot() == null ? null : Definitions.key(facts.treeRoot());
        boolean compose = facts.file().format() == Format.COMPOSE;
        for (Workload w : facts.workloads()) {
            Path dockerfile = w.dockerfilePath();
            if (dockerfile != null && (root == null || dockerfile.startsWith(root))) {
                Image image = definitions.image(dockerfile);
                if (image != null) join(w, image, shown(dockerfile, root));
            }
            if (w.source() == Workload.Source.KUBE) {
                Workload player = definitions.kubePlayer(facts.file().path());
                if (player != null) playedBy(w, player);
            }
            if (w.source() == Workload.Source.QUADLET && w.quadletPod() != null && w.name().endsWith(".container")) {
                String pod = w.quadletPod().substring(w.quadletPod().lastIndexOf('/') + 1);
                List<Workload> pods = definitions.quadlets(pod);
                if (pods.size() == 1) inPod(w, pods.get(0));
            }
            if (compose && w.source() == Workload.Source.COMPOSE && !w.isAgent()) {
                Located<Phrase> agent = definitions.devContainerAgent(facts.file().path(), w.name());
                if (agent != null) w.agent(agent);
            }
        }
    }

    /**
     * A compose service merged by the link stage from several files ({@code -f a -f b}): what it
     * takes from the earlier phases, as a service of one file takes it when it is extracted (the
     * image it is built from, the agent of a dev container that is this service of the first file).
     */
    static void merged(Workload w, Path firstFile, Definitions definitions, Path root) {
        Path dockerfile = w.dockerfilePath();
        if (dockerfile != null && dockerfile.startsWith(root)) {
            Image image = definitions.image(dockerfile);
            if (image != null) join(w, image, shown(dockerfile, root));
        }
        if (w.source() == Workload.Source.COMPOSE && !w.isAgent()) {
            Located<Phrase> agent = definitions.devContainerAgent(firstFile, w.name());
            if (agent != null) w.agent(agent);
        }
    }

    /**
     * A Quadlet container that joins the tree's one {@code .pod} unit of that name ({@code Pod=}) has
     * the pod's network (its {@code Network=}, else Podman's default network) and publishes the pod's
     * ports, as Quadlet runs it inside that pod.
     */
    static void inPod(Workload w, Workload pod) {
        w.networks().removeIf(n -> n.name().equals(w.quadletPod()));
        if (w.networkMode() == null && w.networks().isEmpty()) {
            if (pod.networkMode() != null) w.networkMode(pod.networkMode().map(NamespaceMode::written));
            w.networks().addAll(pod.networks());
        }
        w.ports().addAll(pod.ports());
    }

    /**
     * A pod's container played by a Quadlet {@code .kube} unit joins the network the unit names
     * ({@code Network=}, as {@code podman kube play --network}) and publishes its {@code PublishPort=}s:
     * what a kube YAML cannot say itself. {@code hostNetwork: true} in the YAML still wins.
     */
    static void playedBy(Workload w, Workload unit) {
        w.kubePlayer(new Located<>(unit.name(), unit.anchor()));
        if (w.networkMode() == null && w.networks().isEmpty()) {
            if (unit.networkMode() != null) w.networkMode(unit.networkMode().map(NamespaceMode::written));
            w.networks().addAll(unit.networks());
        }
        w.ports().addAll(unit.ports());
    }

    /** The image's facts under the workload's own: what the workload sets wins. */
    static void join(Workload w, Image image, String dockerfile) {
        w.builtFrom(image);
        if (w.user() == null && image.user() != null) w.user(image.user());
        if (!w.isAgent() && image.agent() != null) {
            w.agent(new Located<>(Phrase.of("its image (built from {dockerfile}): {agent}", "dockerfile", dockerfile, "agent", image.agent().value()), image.agent().location()));
        }
    }

    static String shown(Path p, Path root) {
        if (root != null && p.startsWith(root)) return root.relativize(p).toString().replace('\\', '/');
        return p.getFileName() == null ? p.toString() : p.getFileName().toString();
    }
}
