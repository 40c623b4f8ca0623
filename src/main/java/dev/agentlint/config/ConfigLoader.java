package dev.agentlint.config;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.discover.Discovery;
import dev.agentlint.discover.Exclusions;
import dev.agentlint.discover.IoReason;
import dev.agentlint.read.ReadResult;
import dev.agentlint.read.SourceReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Finds and reads {@code .agentlint.yaml}. A scan root is governed by the closest file in the root
 * (the directory itself, or a file's directory) or its parents up to the repository root (the
 * directory holding {@code .git}); outside a repository, up to the working directory. Beneath a
 * root, a directory with a file of its own governs what lies beneath it ({@link Configurations}).
 * Files are never merged. An automatically found configuration is never read through a symbolic
 * link, so a scanned repository cannot point agentlint at files outside it.
 */
public final class ConfigLoader {

    public static final List<String> FILE_NAMES = Exclusions.CONFIG_FILE_NAMES;
    static final long MAX_BYTES = 1024 * 1024;

    private final Path workingDirectory;
    private final RuleCatalog catalog;

    public ConfigLoader(Path workingDirectory, RuleCatalog catalog) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.catalog = catalog;
    }

    /**
     * The configurations governing these scan roots and, as the walk finds them, the directories
     * beneath them.
     */
    public Configurations discover(List<Path> roots) throws ConfigException {
        Configurations c = Configurations.nearest(this);
        for (Path root : roots) {
            Path abs = workingDirectory.resolve(root).normalize();
            Optional<Path> file = find(abs);
            if (file.isEmpty()) c.register(abs, Config.NONE);
            else if (!c.registered(file.get().getParent())) c.register(file.get().getParent(), load(file.get(), false));
        }
        return c;
    }

    /** The configuration of one directory the walk found a configuration file in. */
    Optional<Config> loadIn(Path dir) throws ConfigException {
        Optional<Path> file = fileIn(dir);
        return file.isEmpty() ? Optional.empty() : Optional.of(load(file.get(), false));
    }

    /** Reads an explicitly named configuration file ({@code --config}). */
    public Config load(Path file) throws ConfigException {
        return load(workingDirectory.resolve(file).normalize(), true);
    }

    private Config load(Path file, boolean followLinks) throws ConfigException {
        String display = display(file);
        Path real = file;
        if (followLinks) {
            try {
                real = file.toRealPath();
            } catch (IOException e) {
                throw new ConfigException(display, null, "cannot be read (" + IoReason.of(e) + ")");
            }
        }
        ReadResult r = new SourceReader(MAX_BYTES).read(real, display, null);
        if (r instanceof ReadResult.Skipped s) throw new ConfigException(display, null, "cannot be used: " + s.reason());
        return ConfigParser.parse(((ReadResult.Text) r).file(), file.getParent(), catalog);
    }

    /** The closest configuration file from a root upward, within the repository (or working directory). */
    Optional<Path> find(Path root) throws ConfigException {
        Path start = Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS) ? root : root.getParent();
        if (start == null) return Optional.empty();
        Path top = boundary(start);
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Optional<Path> hit = fileIn(dir);
            if (hit.isPresent()) return hit;
            if (dir.equals(top)) break;
        }
        return Optional.empty();
    }

    /** The configuration file in one directory, if there is one; both names at once are an error. */
    private Optional<Path> fileIn(Path dir) throws ConfigException {
        Path hit = null;
        for (String name : FILE_NAMES) {
            Path candidate = dir.resolve(name);
            if (Files.exists(candidate, LinkOption.NOFOLLOW_LINKS)) {
                if (hit != null) {
                    throw new ConfigException(display(candidate), null, "both " + FILE_NAMES.get(0) + " and "
                            + FILE_NAMES.get(1) + " exist here: keep one");
                }
                hit = candidate;
            }
        }
        return Optional.ofNullable(hit);
    }

    /** Where the upward search stops: the repository root, else the working directory, else the start. */
    private Path boundary(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            // A worktree or submodule has a .git file rather than a directory.
            if (Files.exists(dir.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) return dir;
        }
        return start.startsWith(workingDirectory) ? workingDirectory : start;
    }

    private String display(Path p) {
        return Discovery.displayPath(workingDirectory, p);
    }
}
