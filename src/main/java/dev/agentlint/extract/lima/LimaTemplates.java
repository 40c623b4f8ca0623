package dev.agentlint.extract.lima;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What Lima's own templates ({@code template:NAME}) contribute to the mounts of a file that uses
 * them as {@code base}, per {@code lima-vm/lima:templates/} at 183a60d: every OS template and most
 * application templates pull in {@code _default/mounts} (the home directory, read-only); cluster
 * templates and the image-only {@code _images/*} fragments mount nothing.
 */
final class LimaTemplates {

    /** What a base template mounts. */
    enum Mounts { HOME_READ_ONLY, NOTHING }

    private static final Pattern OS = Pattern.compile(
            "(?:almalinux|alpine|archlinux|centos-stream|debian|fedora|freebsd|macos|opensuse|opensuse-leap|opensuse-tumbleweed"
                    + "|oraclelinux|rocky|ubuntu|gentoo)(?:-(?:[0-9][0-9.]*|lts|iso|sid|rawhide|kitten-10))?");
    private static final Set<String> HOME_APPS = Set.of(
            "default", "docker", "docker-rootful", "podman", "podman-rootful", "apptainer", "apptainer-rootful",
            "linuxbrew", "homebrew-linux", "homebrew-macos", "alsa", "vnc", "_default/mounts");
    private static final Set<String> NO_MOUNTS = Set.of(
            "k3s", "k8s", "k0s", "faasd", "rke2", "u7s", "buildkit", "windows-11", "windows-2025");

    private LimaTemplates() {}

    /** The template name of a {@code template:NAME} / {@code template://NAME} locator, or null for anything else. */
    static String templateName(String locator) {
        String s = locator.strip();
        if (s.startsWith("template://")) s = s.substring("template://".length());
        else if (s.startsWith("template:")) s = s.substring("template:".length());
        else return null;
        if (s.endsWith(".yaml")) s = s.substring(0, s.length() - 5);
        return s;
    }

    /** What the named template mounts; empty for a template this table does not know. */
    static Optional<Mounts> mountsOf(String name) {
        String n = name.startsWith("experimental/") ? name.substring("experimental/".length()) : name;
        if (n.startsWith("_images/")) return Optional.of(Mounts.NOTHING);
        if (NO_MOUNTS.contains(n)) return Optional.of(Mounts.NOTHING);
        if (HOME_APPS.contains(n) || OS.matcher(n).matches()) return Optional.of(Mounts.HOME_READ_ONLY);
        return Optional.empty();
    }
}
