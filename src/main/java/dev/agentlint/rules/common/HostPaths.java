package dev.agentlint.rules.common;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Recognises host directories so broad that granting something on them grants it on everything a
 * user has: the filesystem root, shared roots such as {@code /tmp}, a home directory, and the
 * folders in a home directory that hold all of a user's projects. Paths are judged as written
 * ({@code ~}, {@code $HOME}, Windows drive paths), never resolved.
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

    private static final String HOME = "(?:~|\\$home|\\$\\{home\\}|/home/[^/]+|/var/home/[^/]+|/users/[^/]+|/root|[a-z]:/users/[^/]+)";
    private static final Pattern ROOT = Pattern.compile("/|[a-z]:/?|//");
    private static final Pattern SHARED = Pattern.compile(
            "/home|/users|/var/home|/tmp|/var/tmp|/private/tmp|/private/var/tmp|/opt|/srv|/mnt|/media|/volumes|/workspaces|[a-z]:/users");
    private static final Pattern HOME_DIR = Pattern.compile(HOME);
    private static final Pattern PROJECTS = Pattern.compile(HOME
            + "/(?:projects|project|src|source|code|dev|developer|development|repos|repositories|git|github|gitlab|workspace|"
            + "workspaces|work|documents|desktop|downloads|sites|go/src)");

    private HostPaths() {}

    public static Optional<Breadth> breadth(String path) {
        if (path == null || path.length() > 4096) return Optional.empty();
        String p = path.strip().replace('\\', '/').toLowerCase(Locale.ROOT);
        while (p.length() > 1 && p.endsWith("/") && !ROOT.matcher(p).matches()) p = p.substring(0, p.length() - 1);
        if (p.isEmpty()) return Optional.empty();
        if (ROOT.matcher(p).matches()) return Optional.of(Breadth.ROOT);
        if (SHARED.matcher(p).matches()) return Optional.of(Breadth.SHARED);
        if (HOME_DIR.matcher(p).matches()) return Optional.of(Breadth.HOME);
        if (PROJECTS.matcher(p).matches()) return Optional.of(Breadth.PROJECTS);
        return Optional.empty();
    }
}
