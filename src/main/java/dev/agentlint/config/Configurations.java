package dev.agentlint.config;

import dev.agentlint.discover.Exclusions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Which configuration governs each file of a scan. Either one for everything ({@code --config},
 * {@code --no-config}), or, as ruff does, the nearest {@code .agentlint.yaml} above the file: the
 * one found from each scan root upward (up to the repository root), or one the walk finds in a
 * directory beneath a root, which then governs everything beneath that directory. Files are never
 * merged, so {@code scan .} and {@code scan b/} give a file in {@code b/} the same verdict.
 *
 * <p>Discovery reports directories holding a configuration file through {@link Exclusions.Test#nested},
 * from several threads; a configuration found that way that is invalid is kept as {@link #problem}
 * (the scan then exits 2), and its directory stays governed by the configuration above it.
 */
public final class Configurations {

    /** A directory and the configuration governing it and what lies beneath it. */
    private record Scope(Path directory, int depth, Config config) {}

    private final ConfigLoader loader;
    private final List<Scope> scopes = new CopyOnWriteArrayList<>();
    private final ConcurrentHashMap<Path, Optional<Config>> byDirectory = new ConcurrentHashMap<>();
    private final List<ConfigException> problems = new CopyOnWriteArrayList<>();

    private Configurations(ConfigLoader loader) {
        this.loader = loader;
    }

    /** One configuration for every file, whatever the walk finds. */
    public static Configurations of(Config config) {
        Configurations c = new Configurations(null);
        c.scopes.add(new Scope(null, -1, config));
        return c;
    }

    /** The nearest configuration above each file; {@link ConfigLoader#discover} registers the roots'. */
    static Configurations nearest(ConfigLoader loader) {
        return new Configurations(loader);
    }

    void register(Path directory, Config config) {
        Path dir = directory.toAbsolutePath().normalize();
        if (byDirectory.putIfAbsent(dir, Optional.of(config)) == null) scopes.add(new Scope(dir, dir.getNameCount(), config));
    }

    boolean registered(Path directory) {
        return byDirectory.containsKey(directory.toAbsolutePath().normalize());
    }

    /** The configuration governing a file or directory (absolute, normalised). */
    public Config governing(Path path) {
        Scope best = null;
        for (Scope s : scopes) {
            if ((s.directory() == null || path.startsWith(s.directory())) && (best == null || s.depth() > best.depth())) best = s;
        }
        return best == null ? Config.NONE : best.config();
    }

    /** Every configuration that governs something, each once. */
    public List<Config> all() {
        List<Config> out = new ArrayList<>();
        for (Scope s : scopes) if (out.stream().noneMatch(c -> c == s.config())) out.add(s.config());
        return out;
    }

    /** The first configuration found beneath a root that is invalid, or null. */
    public ConfigException problem() {
        return problems.isEmpty() ? null : problems.get(0);
    }

    /** The {@code exclude:} patterns for discovery, each directory's from the configuration governing it. */
    public Exclusions exclusions(boolean force) {
        return root -> test(governing(root), root, force);
    }

    private Exclusions.Test test(Config config, Path root, boolean force) {
        Exclusions.Test own = config.exclusions(force).under(root);
        return new Exclusions.Test() {
            @Override
            public boolean excluded(Path path, boolean directory) {
                return own.excluded(path, directory);
            }

            @Override
            public boolean excludedBeneath(Path path, boolean directory) {
                return own.excludedBeneath(path, directory);
            }

            @Override
            public Exclusions.Test nested(Path directory) {
                Config inner = found(directory);
                return inner == null || inner == config ? this : test(inner, root, force);
            }
        };
    }

    /** The configuration in a directory the walk found a configuration file in; null when it does not apply. */
    private Config found(Path directory) {
        if (loader == null) return null;
        Path dir = directory.toAbsolutePath().normalize();
        Optional<Config> known = byDirectory.get(dir);
        if (known != null) return known.orElse(null);
        Optional<Config> loaded;
        try {
            loaded = loader.loadIn(dir);
        } catch (ConfigException e) {
            problems.add(e);
            loaded = Optional.empty();
        }
        Optional<Config> previous = byDirectory.putIfAbsent(dir, loaded);
        if (previous != null) return previous.orElse(null);
        loaded.ifPresent(c -> scopes.add(new Scope(dir, dir.getNameCount(), c)));
        return loaded.orElse(null);
    }
}
