package dev.agentlint.model;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where a bind mount's source lies, relative to a directory the declaring file implies: a
 * relative path is relative to the file's directory; {@code ${localWorkspaceFolder}} is the dev
 * container's workspace folder (the directory holding {@code .devcontainer/}); {@code $PWD} (cmd:
 * {@code %CD%}) is taken to be the file's directory, where the command is normally run. Shared by
 * the mount rules and the readers that look into a shared directory.
 *
 * @param base the directory, or null when the file has no known place on disk
 * @param rest the path relative to it ({@code .} for the directory itself)
 */
public record MountSource(Path base, String rest, boolean projectVariable) {

    /** Variables that stand for the project directory in mount sources. */
    private static final List<String> PROJECT_VARIABLES = List.of(
            "${localWorkspaceFolder}", "${PWD}", "$PWD", "$(pwd)", "`pwd`", "%CD%", "%cd%");

    /** The mount source relative to the directory it is relative to, or null for an absolute path or no host path. */
    public static MountSource of(Mount m) {
        if (!m.isHostPath()) return null;
        String written = m.hostPath().written().strip().replace('\\', '/');
        Path file = m.location().file().path();
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        for (String v : PROJECT_VARIABLES) {
            if (!written.equals(v) && !written.startsWith(v + "/")) continue;
            String rest = "." + written.substring(v.length());
            Path base = v.equals("${localWorkspaceFolder}") ? Workload.devcontainerWorkspace(dir) : dir;
            return new MountSource(base, HostPath.of(rest).normalised(), true);
        }
        if (!m.hostPath().isRelative()) return null;
        return new MountSource(dir, m.hostPath().normalised(), false);
    }

    public boolean escapes() {
        return HostPath.of(rest).escapesUpward();
    }

    /** Resolved against its base, the path is still inside the scanned tree. */
    public boolean staysIn(Path tree) {
        Path p = path();
        return tree != null && p != null && p.startsWith(tree.toAbsolutePath().normalize());
    }

    /** The absolute path on the host, or null when the file has no place on disk or the path is not valid. */
    public Path path() {
        if (base == null) return null;
        try {
            return base.resolve(rest).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
