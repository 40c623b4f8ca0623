package dev.agentlint.rules.container;

import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Location;
import dev.agentlint.model.References;
import dev.agentlint.model.Workload;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** How isolated a workload is, judged the same way by every container rule. */
final class Isolation {

    private Isolation() {}

    /**
     * The workloads hardening is demanded of: those that run an agent and whose settings are all
     * in view (not a compose fragment, not a dev container whose container is in a compose file).
     */
    static List<Workload> agentWorkloads(FileFacts facts) {
        return facts.workloads().stream().filter(w -> w.isAgent() && !w.partial()).toList();
    }

    static boolean dropsAllCapabilities(Workload w) {
        for (Located<String> c : w.capDrop()) if (c.value().equals("ALL")) return true;
        return false;
    }

    static boolean noNewPrivileges(Workload w) {
        return "true".equals(w.securityOptValue("no-new-privileges"));
    }

    /**
     * The container's processes run as a user other than root: a non-root {@code user}, or
     * Podman's {@code keep-id} user namespace (processes run as the invoking user's UID). A user
     * given by a variable ({@code ${UID}}, {@code $(id -u)}) is taken as non-root.
     */
    static boolean nonRootUser(Workload w) {
        Located<String> ns = w.userNamespace();
        if (ns != null && ns.value().strip().startsWith("keep-id")) return true;
        Located<String> user = w.user();
        if (user == null) return false;
        return !isRoot(user.value());
    }

    static boolean isRoot(String user) {
        String u = user.strip();
        if (References.containsReference(u)) return false;
        String name = u.contains(":") ? u.substring(0, u.indexOf(':')) : u;
        return name.equals("root") || name.equals("0") || name.isEmpty();
    }

    /** A setting that shares a namespace with the host ({@code host}). */
    static boolean isHost(Located<String> mode) {
        return mode != null && isHost(mode.value());
    }

    static boolean isHost(String mode) {
        return mode != null && mode.strip().equalsIgnoreCase("host");
    }

    /** Variables that stand for the project directory in mount sources. */
    private static final List<String> PROJECT_VARIABLES = List.of(
            "${localWorkspaceFolder}", "${PWD}", "$PWD", "$(pwd)", "`pwd`", "%CD%", "%cd%");

    /**
     * A mount source relative to a directory the file implies: a relative path is relative to the
     * declaring file's directory; {@code ${localWorkspaceFolder}} is the dev container's workspace
     * folder (the directory holding {@code .devcontainer/}); {@code $PWD} is taken to be the file's
     * directory, where the command is normally run.
     *
     * @param base the directory, or null when the file has no known place on disk
     * @param rest the path relative to it ({@code .} for the directory itself)
     */
    record Relative(Path base, String rest, boolean projectVariable) {

        boolean escapes() {
            return HostPath.of(rest).escapesUpward();
        }

        /** Resolved against its base, the path is still inside the scanned tree. */
        boolean staysIn(Path tree) {
            if (tree == null || base == null) return false;
            try {
                return base.resolve(rest).normalize().startsWith(tree.toAbsolutePath().normalize());
            } catch (InvalidPathException e) {
                return false;
            }
        }
    }

    /** The mount source relative to the directory it is relative to, or null for an absolute path. */
    static Relative relative(Mount m) {
        String written = m.hostPath().written().strip().replace('\\', '/');
        Path file = m.location().file().path();
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        for (String v : PROJECT_VARIABLES) {
            if (!written.equals(v) && !written.startsWith(v + "/")) continue;
            String rest = "." + written.substring(v.length());
            Path base = v.equals("${localWorkspaceFolder}") ? Workload.devcontainerWorkspace(dir) : dir;
            return new Relative(base, HostPath.of(rest).normalised(), true);
        }
        if (!m.hostPath().isRelative()) return null;
        return new Relative(dir, m.hostPath().normalised(), false);
    }

}
