package dev.agentlint.discover;

import java.nio.file.Path;
import java.util.List;

/**
 * Paths the project's configuration keeps out of a scan ({@code exclude:} in
 * {@code .agentlint.yaml}). Asked once per scan root, so a root named explicitly on the command
 * line can be treated differently from what a walk finds beneath it.
 */
@FunctionalInterface
public interface Exclusions {

    Exclusions NONE = root -> (path, directory) -> false;

    /**
     * The names of agentlint's configuration file. A directory that holds one has a configuration
     * of its own, which governs everything beneath it (see {@link Test#nested}).
     */
    List<String> CONFIG_FILE_NAMES = List.of(".agentlint.yaml", ".agentlint.yml");

    /** The test for one scan root and everything found beneath it (absolute, normalised paths). */
    Test under(Path root);

    /** Whether one file or directory is excluded. */
    @FunctionalInterface
    interface Test {
        boolean excluded(Path path, boolean directory);

        /**
         * The same answer for a path a walk found beneath its root, where the root and every
         * directory on the way down were asked already (and were not excluded): an implementation
         * may test the path itself only, which saves the walk re-testing every parent of every entry.
         */
        default boolean excludedBeneath(Path path, boolean directory) {
            return excluded(path, directory);
        }

        /**
         * The test for the entries of a directory the walk found a configuration file in
         * ({@link #CONFIG_FILE_NAMES}): the nearest configuration governs what lies beneath it.
         * This test itself when the same configuration still applies (one named on the command line).
         */
        default Test nested(Path directory) {
            return this;
        }
    }
}
