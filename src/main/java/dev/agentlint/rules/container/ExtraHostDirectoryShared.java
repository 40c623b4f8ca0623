package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Mount;
import dev.agentlint.model.MountSource;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.SensitivePaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A container that runs a coding agent sees more host directories than the one project
 * directory. The project is a relative path inside the scanned tree, {@code $PWD} or
 * {@code ${localWorkspaceFolder}}; without one, the first host directory is taken to be it. Paths
 * other rules report (sensitive paths, engine sockets, parents of the project that leave the tree)
 * and read-only configuration files are not counted.
 */
public final class ExtraHostDirectoryShared implements Rule {

    private static final Set<String> HARMLESS_DOTFILES = Set.of(
            "~/.gitconfig", "~/.config/git/config", "~/.gitignore_global", "~/.bashrc", "~/.zshrc", "~/.profile",
            "~/.inputrc", "~/.vimrc", "~/.tmux.conf", "~/.editorconfig");

    @Override
    public String id() {
        return "extra-host-directory-shared";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            int project = 0;
            List<Mount> others = new ArrayList<>();
            for (Mount m : w.mounts()) {
                if (!m.isHostPath() || SensitivePaths.classify(m.hostPath(), m.readOnly()).isPresent()) continue;
                HostPath p = m.hostPath();
                MountSource r = MountSource.of(m);
                if (r != null) {
                    // The project, or inside it; a '..' that leaves the scanned tree is mount-source-escapes-upward's.
                    if (!r.escapes() || r.staysIn(facts.treeRoot())) project++;
                    continue;
                }
                // /dev/null over a path hides what lies there (a .env in the project): a mask, not a share.
                // Any other device node is judged by the device rules (raw-host-device-passed,
                // agent-container-device-access), at the same mount: reporting it here too was noise.
                if (!p.resolved() || p.normalised().startsWith("/dev/") || m.readOnly() && harmlessConfiguration(p.normalised())) continue;
                others.add(m);
            }
            List<Mount> extra = project > 0 ? others : others.size() > 1 ? others.subList(1, others.size()) : List.of();
            for (Mount m : extra) {
                out.add(m.location(), Message.of(m.readOnly() ? "extra-read-only" : "extra", "source", m.hostPath().written().strip(), "via", m.via(),
                        "agent", w.agent().value()), m.hostPath().normalised());
            }
        }
    }

    /** Read-only system configuration and personal dotfiles that hold no code or data of other projects. */
    private static boolean harmlessConfiguration(String path) {
        if (path.startsWith("/etc/") || path.startsWith("/usr/share/")) return true;
        return HARMLESS_DOTFILES.contains(path);
    }
}
