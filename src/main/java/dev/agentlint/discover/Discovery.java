package dev.agentlint.discover;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Walks the given paths without following symbolic links, skips VCS and vendored directories,
 * and hands every file it can classify to a consumer. Symbolic links that lead outside the
 * scanned tree are reported, never followed.
 */
public final class Discovery {

    /** Directories that hold other people's code or build output, not the project's own configuration. */
    public static final Set<String> SKIPPED_DIRECTORIES = Set.of(
            ".git", ".hg", ".svn", ".jj", "node_modules", "bower_components", "jspm_packages", "vendor",
            ".venv", "venv", "__pycache__", ".tox", ".nox", ".mypy_cache", ".pytest_cache", ".ruff_cache",
            ".gradle", ".terraform", ".next", ".nuxt", ".yarn", ".pnpm-store", ".cache", "target");

    /** What discovery hands on. */
    public interface Sink {
        void file(DiscoveredFile file);

        void escapingLink(EscapingLink link);

        /** A path that could not be scanned (unreadable directory, missing argument). */
        void problem(String displayPath, String reason);
    }

    private final Path workingDirectory;
    private final Exclusions exclusions;

    public Discovery(Path workingDirectory) {
        this(workingDirectory, Exclusions.NONE);
    }

    public Discovery(Path workingDirectory, Exclusions exclusions) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.exclusions = exclusions;
    }

    public void discover(Iterable<Path> roots, Sink sink) {
        for (Path root : roots) discover(root, sink);
    }

    public void discover(Path root, Sink sink) {
        Path abs = workingDirectory.resolve(root).normalize();
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(abs, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            sink.problem(display(abs), "does not exist or cannot be read");
            return;
        }
        Exclusions.Test excluded = exclusions.under(abs);
        if (excluded.excluded(abs, attrs.isDirectory())) {
            sink.problem(display(abs), "excluded by the configuration");
            return;
        }
        if (attrs.isDirectory()) {
            walk(abs, sink, excluded);
        } else if (attrs.isSymbolicLink()) {
            checkLink(abs, treeOfFile(abs), realOrSelf(treeOfFile(abs)), sink);
        } else if (attrs.isRegularFile()) {
            classify(abs, treeOfFile(abs), sink::file);
        } else {
            sink.problem(display(abs), "not a regular file");
        }
    }

    private void walk(Path top, Sink sink, Exclusions.Test excluded) {
        Path tree = realOrSelf(top);
        try {
            Files.walkFileTree(top, EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes a) {
                    if (!dir.equals(top) && (SKIPPED_DIRECTORIES.contains(String.valueOf(dir.getFileName()))
                            || excluded.excluded(dir, true))) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes a) {
                    if (excluded.excluded(file, false)) return FileVisitResult.CONTINUE;
                    if (a.isSymbolicLink()) {
                        checkLink(file, top, tree, sink);
                    } else if (a.isRegularFile()) {
                        classify(file, top, sink::file);
                    }
                    // FIFOs, sockets and devices are never opened.
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    sink.problem(display(file), "cannot be read (" + reason(e) + ")");
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            sink.problem(display(top), "cannot be walked (" + reason(e) + ")");
        }
    }

    private void classify(Path file, Path tree, Consumer<DiscoveredFile> out) {
        String display = display(file);
        Format f = Classifier.classify(display, () -> head(file));
        if (f != null) out.accept(new DiscoveredFile(file, display, f, tree));
    }

    /** The tree a file argument belongs to: the working directory when it lies inside it, else its directory. */
    private Path treeOfFile(Path abs) {
        return abs.startsWith(workingDirectory) ? workingDirectory : abs.getParent();
    }

    /**
     * A link is reported when its target leaves the tree: for an existing target by its real path
     * (resolving metadata only, opening nothing), for a dangling one by its lexical path.
     */
    private void checkLink(Path link, Path top, Path tree, Sink sink) {
        Path target;
        try {
            target = Files.readSymbolicLink(link);
        } catch (IOException | UnsupportedOperationException e) {
            return;
        }
        Path resolved = link.getParent().resolve(target).normalize();
        Path real = realPath(resolved);
        boolean inside = real != null ? real.startsWith(tree) : resolved.startsWith(top) || resolved.startsWith(tree);
        if (!inside) sink.escapingLink(new EscapingLink(link, display(link), target.toString()));
    }

    private static Path realOrSelf(Path p) {
        Path real = realPath(p);
        return real != null ? real : p;
    }

    /** The real path, or null for a dangling link or a loop. */
    private static Path realPath(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** The first characters of a regular file, for content-based classification; never blocks on a FIFO. */
    static String head(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isRegularFile()) return "";
            try (InputStream in = Files.newInputStream(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
                byte[] b = in.readNBytes(Classifier.HEAD_CHARS);
                return new String(b, StandardCharsets.UTF_8);
            }
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    String display(Path p) {
        return displayPath(workingDirectory, p);
    }

    /** How a path is shown to users: relative to the working directory when inside it, '/'-separated. */
    public static String displayPath(Path workingDirectory, Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path wd = workingDirectory.toAbsolutePath().normalize();
        String s = abs.startsWith(wd) ? wd.relativize(abs).toString() : abs.toString();
        if (s.isEmpty()) s = ".";
        return s.replace('\\', '/');
    }

    private static String reason(IOException e) {
        return switch (e.getClass().getSimpleName()) {
            case "AccessDeniedException" -> "permission denied";
            case "NoSuchFileException" -> "no such file";
            case "FileSystemLoopException" -> "file system loop";
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        };
    }
}
