package dev.agentlint.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Real paths of directories inside a scanned tree, each resolved once per scan. Resolving a
 * real path from scratch costs a system call per path component, and the files of one
 * directory ask about the same directories (a compose file looks for half a dozen siblings): in
 * a large tree that was a fifth of a scan's system calls. Below the tree's top, a directory that
 * is not a symbolic link has its parent's real path plus its name, one {@code lstat}; a link is
 * resolved in full. Shared by the worker threads of one scan, which reads a tree as it found it.
 */
public final class RealPaths {

    private final ConcurrentHashMap<Path, Optional<Path>> known = new ConcurrentHashMap<>();

    /**
     * The real path of {@code dir}, or empty when it does not exist or cannot be resolved.
     *
     * @param top the scanned tree (absolute, normalised): resolved in full, and the point from
     *            which directories below it are resolved one name at a time
     * @param dir absolute and normalised
     */
    public Optional<Path> of(Path top, Path dir) {
        Optional<Path> cached = known.get(dir);
        if (cached != null) return cached;
        Optional<Path> real = dir.startsWith(top) && !dir.equals(top) ? byParent(top, dir) : full(dir);
        Optional<Path> raced = known.putIfAbsent(dir, real);
        return raced != null ? raced : real;
    }

    private Optional<Path> byParent(Path top, Path dir) {
        if (!present(dir)) return Optional.empty();
        try {
            if (!Files.readAttributes(dir, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isDirectory()) {
                return full(dir);
            }
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
        // Recursion is bounded by the depth below top; each level is cached on the way back.
        return of(top, dir.getParent()).map(parent -> parent.resolve(dir.getFileName().toString()));
    }

    /**
     * Whether a path leads to something; a dangling link leads nowhere. {@code java.io} answers
     * without an exception: NIO's {@code Files.exists} throws and catches one, stack trace and
     * all, for every missing path, and a scan asks about thousands of files that are not there
     * (every override and dev container name beside every compose file).
     */
    public static boolean present(Path path) {
        return path.toFile().exists();
    }

    private static Optional<Path> full(Path dir) {
        try {
            return Optional.of(dir.toRealPath());
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }
}
