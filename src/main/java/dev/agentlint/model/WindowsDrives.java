package dev.agentlint.model;

/**
 * Where WSL mounts the Windows drives in a distribution: {@code /mnt/c}, {@code /mnt/d} …, or under
 * the {@code [automount] root} wsl.conf sets. One test for every rule that asks whether a path is
 * on one.
 */
public final class WindowsDrives {

    /** WSL's default {@code [automount] root}. */
    public static final String DEFAULT_ROOT = "/mnt/";

    private WindowsDrives() {}

    /**
     * Whether {@code path} is on a drive mounted under {@code root} (which ends in {@code /}): the
     * root, one drive letter, then the end or a {@code /} ({@code /mnt/c}, {@code /mnt/c/Users};
     * not {@code /mnt/cdrom} or {@code /mnt/}).
     */
    public static boolean onDrive(String path, String root) {
        int n = root.length();
        if (!path.startsWith(root) || path.length() <= n) return false;
        char drive = path.charAt(n);
        boolean letter = drive >= 'a' && drive <= 'z' || drive >= 'A' && drive <= 'Z';
        return letter && (path.length() == n + 1 || path.charAt(n + 1) == '/');
    }
}
