package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.base.Format;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Mount;
import dev.agentlint.model.MountSource;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.ProxyVariables;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A container that runs an agent with the file that defines it, the Dockerfile its
 * image is built from, or what its egress proxy is configured from, inside a writable mount (the project shared at {@code /workspace}, with the
 * compose file, the dev container's folder or the launch script in it). The agent can rewrite its own isolation (add a mount of the home
 * directory, {@code --privileged}, the host network) and whoever starts or rebuilds it next runs
 * that. A read-only mount of the file (or of a directory holding it) over the writable one keeps
 * it out of reach, as Trail of Bits' dev container does for {@code .devcontainer}.
 *
 * <p>Only mounts whose source is relative to the file (or the project variables) can be placed;
 * an absolute host path is not judged. CI workflows run on a fresh runner: not judged.
 */
public final class IsolationConfigWritable implements Rule {

    private static final Set<Format> EPHEMERAL = Set.of(Format.GITHUB_WORKFLOW, Format.GITHUB_ACTION);

    @Override
    public String id() {
        return "isolation-config-writable";
    }

    /** A file or directory the agent must not change, and how a finding names it. */
    /** @param what a path as written, or one of the rule's clauses that says what it is */
    private record Guarded(Path path, Object what) {}

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : Isolation.agentWorkloads(facts)) {
            Path file = w.anchor().file().path();
            if (file == null || EPHEMERAL.contains(w.anchor().file().format())) continue;
            List<Guarded> guarded = guarded(facts, w, file.toAbsolutePath().normalize());
            if (guarded.isEmpty()) continue;
            boolean unproven = startedAnywhere(w);
            for (Mount m : w.mounts()) {
                if (m.readOnly() || !m.isHostPath()) continue;
                Path source = source(w, m);
                if (source == null) continue;
                List<Object> exposed = new ArrayList<>();
                StringBuilder evidence = new StringBuilder();
                for (Guarded g : guarded) {
                    if (!g.path().startsWith(source) || covered(w, source, g.path()) || exposed.contains(g.what())) continue;
                    exposed.add(g.what());
                    evidence.append(g.path()).append(' ');
                }
                if (exposed.isEmpty()) continue;
                String shared = m.hostPath().written().strip();
                if (unproven) {
                    // $PWD is wherever the script is started from: a launcher installed and run from other projects shares those.
                    out.add(m.location(), Message.of("unproven", "workload", w.description(), "agent", w.agent().value(), "source", shared,
                            "target", m.target(), "exposed", Message.list("and", exposed)), evidence.toString().strip(), Level.NOTE);
                    continue;
                }
                out.add(m.location(), Message.of("writable", "workload", w.description(), "agent", w.agent().value(), "source", shared,
                        "target", m.target(), "exposed", Message.list("and", exposed)), evidence.toString().strip());
            }
        }
    }

    /**
     * What defines the agent's isolation: the file that defines the workload (a dev container's
     * folder), the Dockerfile of its image, and what its egress proxy is built and configured from
     * (the service its {@code HTTP(S)_PROXY} names, in the same file).
     */
    private static List<Guarded> guarded(FileFacts facts, Workload w, Path file) {
        List<Guarded> out = new ArrayList<>();
        Path config = protectedPath(file, w.source());
        if (config == null) return out;
        out.add(new Guarded(config, w.source() == Workload.Source.DEVCONTAINER && !config.equals(file)
                ? Message.of("config-folder", "name", config.getFileName()) : String.valueOf(config.getFileName())));
        Path dockerfile = dockerfile(w);
        if (dockerfile != null && !dockerfile.startsWith(config)) {
            out.add(new Guarded(dockerfile, Message.of("dockerfile", "dockerfile", w.dockerfile().value())));
        }
        for (Workload proxy : proxiesOf(facts, w)) {
            Message what = Message.of("proxy-config", "proxy", proxy.description());
            for (Mount pm : proxy.mounts()) {
                Path s = pm.isHostPath() ? source(pm) : null;
                if (s != null) out.add(new Guarded(s, what));
            }
            Path pd = dockerfile(proxy);
            if (pd != null) out.add(new Guarded(pd, what));
        }
        return out;
    }

    /**
     * The other workloads of the file that the agent's proxy variables name by host
     * ({@code http://proxy:3128}); names resolve without regard to case, so {@code http://PROXY:3128} too.
     */
    private static List<Workload> proxiesOf(FileFacts facts, Workload w) {
        List<Workload> out = new ArrayList<>();
        for (EnvVar e : w.env()) {
            if (!ProxyVariables.isProxy(e.name()) || e.value() == null) continue;
            String host = Endpoint.parse(e.value()).host();
            for (Workload other : facts.workloads()) {
                if (other != w && other.name().toLowerCase(Locale.ROOT).equals(host) && !out.contains(other)) out.add(other);
            }
        }
        return out;
    }

    /** The Dockerfile of a locally built image, on the host. */
    private static Path dockerfile(Workload w) {
        return w.dockerfilePath();
    }

    /**
     * A dev container's whole folder (its Dockerfile and scripts are its image); else the file
     * itself. Null for a {@code devcontainer.json} outside {@code .devcontainer/}: the tools do
     * not look there, so it is a template whose place in a project is not known.
     */
    private static Path protectedPath(Path file, Workload.Source source) {
        if (source != Workload.Source.DEVCONTAINER || String.valueOf(file.getFileName()).equals(".devcontainer.json")) return file;
        for (Path d = file.getParent(); d != null; d = d.getParent()) {
            if (d.getFileName() != null && d.getFileName().toString().equals(".devcontainer")) return d;
        }
        return null;
    }

    /** The host directory or file a bind mount shares, when it can be placed relative to the declaring file. */
    private static Path source(Mount m) {
        MountSource r = MountSource.of(m);
        return r == null ? null : r.path();
    }

    /**
     * As above; for a container a script starts in a directory the script proves (the link stage
     * followed its {@code cd}), a relative source or {@code $PWD} is placed there instead.
     */
    private static Path source(Workload w, Mount m) {
        MountSource r = MountSource.of(m);
        if (r == null) return null;
        if (w.workingDirectory() == null || !scriptStarted(w)) return r.path();
        try {
            return w.workingDirectory().resolve(r.rest()).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** A container a script starts: its relative mounts are relative to where the script runs. */
    private static boolean scriptStarted(Workload w) {
        Format f = w.anchor().file().format();
        return w.source() == Workload.Source.RUN_COMMAND && (f == Format.SHELL || f == Format.POWERSHELL || f == Format.BATCH);
    }

    /** Started by a script that does not say where it runs: $PWD is wherever it is started from. */
    private static boolean startedAnywhere(Workload w) {
        return scriptStarted(w) && w.workingDirectory() == null;
    }

    /** A read-only mount of the config, or of a directory holding it inside the writable share, lies over it. */
    private static boolean covered(Workload w, Path writable, Path config) {
        for (Mount o : w.mounts()) {
            if (!o.readOnly() || !o.isHostPath()) continue;
            Path s = source(w, o);
            if (s != null && config.startsWith(s) && s.startsWith(writable)) return true;
        }
        return false;
    }
}
