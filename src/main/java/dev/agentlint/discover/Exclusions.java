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
    }
}
