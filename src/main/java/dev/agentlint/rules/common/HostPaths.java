package dev.agentlint.rules.common;

import dev.agentlint.model.HostPath;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recognises host directories so broad that granting something on them grants it on everything a
 * user has: the filesystem root, shared roots such as {@code /tmp}, a home directory (in any
 * spelling {@link HostPath} knows), and the folders in a home directory that hold all of a user's
 * projects. Paths are judged as written, never resolved.
 */
public final class HostPaths {

    public enum Breadth {
        ROOT("the filesystem root"),
        SHARED("a directory shared by every user or every checkout"),
        HOME("a home directory"),
        PROJECTS("a folder that holds all of a user's projects");

        private final String description;

        Breadth(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    private static final Pattern DRIVE_ROOT = Pattern.compile("[a-z]:/?");
    private static final Set<String> SHARED = Set.of(
            "/home", "/users", "/var/home", "/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp", "/opt", "/srv", "/mnt",
            "/media", "/volumes", "/workspaces", "c:/users");
    private static final Pattern PROJECTS = Pattern.compile(
            "~/(?:projects|project|src|source|code|dev|developer|development|repos|repositories|git|github|gitlab|workspace|"
                    + "workspaces|work|documents|desktop|downloads|sites|go/src)");

    private HostPaths() {}

    public static Optional<Breadth> breadth(String path) {
        if (path == null || path.isBlank() || path.length() > 4096) return Optional.empty();
        HostPath p = HostPath.of(path);
        String n = p.normalised().toLowerCase(Locale.ROOT);
        if (n.equals("/") || DRIVE_ROOT.matcher(n).matches()) return Optional.of(Breadth.ROOT);
        if (p.isHome() || n.equals("/root")) return Optional.of(Breadth.HOME);
        if (SHARED.contains(n)) return Optional.of(Breadth.SHARED);
        if (PROJECTS.matcher(n).matches()) return Optional.of(Breadth.PROJECTS);
        return Optional.empty();
    }
}
