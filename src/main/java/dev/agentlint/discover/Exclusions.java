package dev.agentlint.discover;

import java.nio.file.Path;

/**
 * Paths the project's configuration keeps out of a scan ({@code exclude:} in
 * {@code .agentlint.yaml}). Asked once per scan root, so a root named explicitly on the command
 * line can be treated differently from what a walk finds beneath it.
 */
@FunctionalInterface
public interface Exclusions {

    Exclusions NONE = root -> (path, directory) -> false;

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
    }
}
