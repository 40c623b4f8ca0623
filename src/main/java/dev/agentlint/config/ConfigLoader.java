package dev.agentlint.config;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.discover.Discovery;
import dev.agentlint.read.ReadResult;
import dev.agentlint.read.SourceReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds and reads {@code .agentlint.yaml}. The file is looked for in the scan root (the directory
 * itself, or a file's directory) and then its parents up to the repository root (the directory
 * holding {@code .git}); outside a repository, up to the working directory. The closest file wins.
 * Files are never merged: roots governed by two different files are a usage error. An automatically found configuration is never read through a symbolic
 * link, so a scanned repository cannot point agentlint at files outside it.
 */
public final class ConfigLoader {

    public static final List<String> FILE_NAMES = List.of(".agentlint.yaml", ".agentlint.yml");
    static final long MAX_BYTES = 1024 * 1024;

    private final Path workingDirectory;
    private final RuleCatalog catalog;

    public ConfigLoader(Path workingDirectory, RuleCatalog catalog) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.catalog = catalog;
    }

    /** The configuration governing these scan roots; {@link Config#NONE} when there is none. */
    public Config discover(List<Path> roots) throws ConfigException {
        Set<Path> found = new LinkedHashSet<>();
        for (Path root : roots) find(workingDirectory.resolve(root).normalize()).ifPresent(found::add);
        if (found.isEmpty()) return Config.NONE;
        if (found.size() > 1) {
            List<String> names = new ArrayList<>();
            for (Path p : found) names.add(display(p));
            throw new ConfigException("agentlint", null, "the paths given are governed by different configurations ("
                    + String.join(", ", names) + "): scan them separately, or choose one with --config or none with --no-config");
        }
        return load(found.iterator().next(), false);
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
                throw new ConfigException(display, null, "cannot be read (" + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ")");
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
            if (hit != null) return Optional.of(hit);
            if (dir.equals(top)) break;
        }
        return Optional.empty();
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
