package dev.agentlint.model;

/**
 * The user a container's processes run as ({@code user:}, {@code --user}, {@code User=},
 * {@code USER}), read once: {@code name[:group]}, by name or number.
 *
 * @param written as written, stripped
 * @param name    before the first {@code :} ({@code 1000}, {@code node}, {@code root})
 */
public record ContainerUser(String written, String name) {

    public static ContainerUser of(String written) {
        String s = written.strip();
        int colon = s.indexOf(':');
        return new ContainerUser(s, colon < 0 ? s : s.substring(0, colon));
    }

    /**
     * Runs as UID 0: {@code root} or {@code 0}, with any group, or no user named before the group.
     * A user given by a variable ({@code ${UID}}, {@code $(id -u)}) is taken as not root: it is
     * set per machine, and almost always to the invoking user.
     */
    public boolean isRoot() {
        if (References.containsReference(written)) return false;
        return name.equals("root") || name.equals("0") || name.isEmpty();
    }

    @Override
    public String toString() {
        return written;
    }
}
