package dev.agentlint.discover;

import dev.agentlint.base.Format;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.channels.Channels;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Consumer;
import java.util.function.Supplier;

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

    /** What discovery hands on; called from several threads at once when discovery has more than one. */
    public interface Sink {
        void file(DiscoveredFile file);

        void escapingLink(EscapingLink link);

        /** A path that could not be scanned (unreadable directory, missing argument). */
        void problem(String displayPath, String reason);

        /** A path named to scan that cannot be read at all: nothing under it was checked. */
        default void unreadableRoot(String displayPath, String reason) {
            problem(displayPath, reason);
        }
    }

    private final Path workingDirectory;
    private final Exclusions exclusions;
    private final int threads;

    public Discovery(Path workingDirectory) {
        this(workingDirectory, Exclusions.NONE);
    }

    public Discovery(Path workingDirectory, Exclusions exclusions) {
        this(workingDirectory, exclusions, 1);
    }

    /** @param threads how many directories to list at once; with more than one, the sink is called concurrently */
    public Discovery(Path workingDirectory, Exclusions exclusions, int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be positive");
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.exclusions = exclusions;
        this.threads = threads;
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
            sink.unreadableRoot(display(abs), "does not exist or cannot be read");
            return;
        }
        Exclusions.Test excluded = exclusions.under(abs);
        if (excluded.excluded(abs, attrs.isDirectory())) {
            sink.problem(display(abs), "excluded by the configuration");
            return;
        }
        if (attrs.isDirectory()) {
            walk(abs, attrs.fileKey(), sink, excluded);
        } else if (attrs.isSymbolicLink()) {
            checkLink(abs, display(abs), treeOfFile(abs), realOrSelf(treeOfFile(abs)), sink);
        } else if (attrs.isRegularFile()) {
            classify(abs, display(abs), treeOfFile(abs), sink::file);
        } else {
            sink.problem(display(abs), "not a regular file");
        }
    }

    /**
     * Walks a directory tree on a fork/join pool, one task per directory, so listing and
     * classifying (and whatever the sink does with a file) use every core. Tasks are
     * {@link CountedCompleter}s that fork their subdirectories without waiting for them: the
     * stack never grows with the tree's depth.
     */
    private void walk(Path top, Object topKey, Sink sink, Exclusions.Test excluded) {
        Path tree = realOrSelf(top);
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.invoke(new DirectoryTask(null, top, topKey, display(top), new Walk(top, tree, sink), excluded));
        } finally {
            pool.shutdownNow();
        }
    }

    /** What every directory task of one walk shares. */
    private record Walk(Path top, Path tree, Sink sink) {}

    /**
     * Lists one directory: classifies its files, checks its links and forks a task per subdirectory.
     * The directory is held open while its entries are looked at ({@link PinnedDirectory}), and
     * must be the one its parent saw: a directory swapped for a link in between is not listed.
     */
    private final class DirectoryTask extends CountedCompleter<Void> {
        private final Path dir;
        /** The directory's identity when its parent listed it ({@code fileKey()}), or null. */
        private final Object key;
        private final String displayPath;
        private final Walk walk;
        /** The exclusions of the configuration governing this directory (the nearest one above it). */
        private Exclusions.Test excluded;
        /** Only where the working directory lies below this directory must display paths be derived in full. */
        private final boolean deriveDisplay;

        DirectoryTask(CountedCompleter<?> parent, Path dir, Object key, String displayPath, Walk walk, Exclusions.Test excluded) {
            super(parent);
            this.dir = dir;
            this.key = key;
            this.displayPath = displayPath;
            this.walk = walk;
            this.excluded = excluded;
            this.deriveDisplay = !dir.startsWith(workingDirectory) && workingDirectory.startsWith(dir);
        }

        @Override
        public void compute() {
            // Listed first: a configuration file in this directory governs its other entries too,
            // whatever order the listing names them in.
            try (PinnedDirectory pinned = PinnedDirectory.open(dir, key)) {
                List<Path> listed = new ArrayList<>();
                boolean configured = false;
                try {
                    for (Iterator<Path> entries = pinned.entries(); entries.hasNext(); ) {
                        Path entry = entries.next();
                        listed.add(entry);
                        if (!configured && isConfigFile(entry)) configured = true;
                    }
                } catch (DirectoryIteratorException e) {
                    unreadable(e.getCause());
                }
                if (configured) excluded = excluded.nested(dir);
                // Files are read later in the directory found here, or not at all; without pinning, by path.
                Object fileDirectoryKey = pinned.pinned() ? key : null;
                for (Path entry : listed) visit(pinned, entry, fileDirectoryKey);
            } catch (IOException e) {
                unreadable(e);
            }
            tryComplete();
        }

        private void unreadable(IOException e) {
            if (dir.equals(walk.top())) walk.sink().unreadableRoot(displayPath, "cannot be read (" + reason(e) + ")");
            else walk.sink().problem(displayPath, "cannot be read (" + reason(e) + ")");
        }

        private void visit(PinnedDirectory pinned, Path entry, Object fileDirectoryKey) {
            String name = nameOf(entry);
            String display = deriveDisplay ? display(entry) : childDisplay(displayPath, name);
            BasicFileAttributes a;
            Path relative = entry.getFileName();
            try {
                a = pinned.attributes(relative);
            } catch (IOException e) {
                walk.sink().problem(display, "cannot be read (" + reason(e) + ")");
                return;
            }
            if (a.isDirectory()) {
                if (!SKIPPED_DIRECTORIES.contains(name) && !excluded.excludedBeneath(entry, true)) {
                    addToPendingCount(1);
                    new DirectoryTask(this, entry, a.fileKey(), display, walk, excluded).fork();
                }
            } else if (excluded.excludedBeneath(entry, false)) {
                return;
            } else if (a.isSymbolicLink()) {
                checkLink(entry, display, walk.top(), walk.tree(), walk.sink());
            } else if (a.isRegularFile()) {
                classify(entry, display, walk.top(), fileDirectoryKey, () -> head(pinned, relative), walk.sink()::file);
            } else if (checkedName(display)) {
                // FIFOs, sockets and devices are never opened; under a name agentlint checks, that is said.
                walk.sink().problem(display, "not a regular file (a FIFO, socket or device): not read");
            }
        }
    }

    /** Whether an entry is named as a configuration file, without cutting its name out of the path. */
    private static boolean isConfigFile(Path entry) {
        String full = entry.toString();
        for (String name : Exclusions.CONFIG_FILE_NAMES) {
            int at = full.length() - name.length();
            if (full.endsWith(name) && (at == 0 || full.charAt(at - 1) == File.separatorChar)) return true;
        }
        return false;
    }

    /**
     * A directory entry's name, from its text (which exclusions read too, and the path keeps)
     * rather than getFileName(), which makes and decodes another path object per entry.
     */
    private static String nameOf(Path entry) {
        String full = entry.toString();
        return full.substring(full.lastIndexOf(File.separatorChar) + 1);
    }

    /**
     * The display path of a directory entry, built from its directory's without re-deriving it
     * from the absolute path (the walk's most frequent string work).
     */
    private static String childDisplay(String dirDisplay, String name) {
        String n = name.replace('\\', '/');
        if (dirDisplay.equals(".")) return n;
        return dirDisplay.endsWith("/") ? dirDisplay + n : dirDisplay + "/" + n;
    }

    private void classify(Path file, String display, Path tree, Consumer<DiscoveredFile> out) {
        classify(file, display, tree, null, () -> head(file), out);
    }

    private void classify(Path file, String display, Path tree, Object directoryKey, Supplier<String> head,
                          Consumer<DiscoveredFile> out) {
        Format f = Classifier.classify(classificationPath(workingDirectory, display), head);
        if (f != null) out.accept(new DiscoveredFile(file, display, f, tree, directoryKey));
    }

    /** The tree a file argument belongs to: the working directory when it lies inside it, else its directory. */
    private Path treeOfFile(Path abs) {
        return abs.startsWith(workingDirectory) ? workingDirectory : abs.getParent();
    }

    /**
     * A link is reported when its target leaves the tree: for an existing target by its real path
     * (resolving metadata only, opening nothing), for a dangling one by its lexical path.
     */
    private void checkLink(Path link, String display, Path top, Path tree, Sink sink) {
        Path target;
        try {
            target = Files.readSymbolicLink(link);
        } catch (IOException | UnsupportedOperationException e) {
            return;
        }
        Path resolved = link.getParent().resolve(target).normalize();
        Path real = realPath(resolved);
        boolean inside = real != null ? real.startsWith(tree) : resolved.startsWith(top) || resolved.startsWith(tree);
        if (!inside) {
            sink.escapingLink(new EscapingLink(link, display, target.toString()));
        } else if (checkedName(display)) {
            // Not followed, so not checked here: the file it names is checked where the walk finds it, if its own name says so.
            sink.problem(display, "symbolic link to " + target + ", not followed" + (real == null ? " (it dangles or loops)" : ""));
        }
    }

    /** A name agentlint checks whatever the content (content-classified names need a readable file to tell). */
    private boolean checkedName(String display) {
        return Classifier.classify(classificationPath(workingDirectory, display), () -> "") != null;
    }

    /**
     * The path to classify a file by: its display path, with the working directory's own names in
     * front when it has fewer components than {@link Classifier} looks at (a name and two parent
     * directories). So a file is recognised wherever agentlint runs from: {@code settings.json}
     * scanned inside {@code .claude/} is {@code .claude/settings.json}, {@code ci.yml} inside
     * {@code .github/workflows/} a workflow.
     */
    public static String classificationPath(Path workingDirectory, String display) {
        if (display.startsWith("/") || display.startsWith("..")) return display;
        // Called for every file of a walk: most have their three components already, so count without allocating.
        int parts = 1;
        for (int i = 0; i < display.length() && parts < 3; i++) if (display.charAt(i) == '/') parts++;
        if (parts >= 3) return display;
        StringBuilder prefix = new StringBuilder();
        Path dir = workingDirectory;
        for (int i = parts; i < 3 && dir != null && dir.getFileName() != null; i++, dir = dir.getParent()) {
            prefix.insert(0, dir.getFileName() + "/");
        }
        return prefix + display;
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

    /** As {@link #head(Path)}, for the entry {@code name} of a directory held open. */
    private static String head(PinnedDirectory dir, Path name) {
        try {
            if (!dir.attributes(name).isRegularFile()) return "";
            try (InputStream in = Channels.newInputStream(dir.open(name))) {
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
        return IoReason.of(e);
    }
}
