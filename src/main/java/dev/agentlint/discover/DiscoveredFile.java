package dev.agentlint.discover;

import dev.agentlint.base.Format;
import java.nio.file.Path;

/**
 * A file discovery classified: its path, the path users see, its format, and the scanned tree it
 * belongs to (the directory given on the command line, or for a file argument the working
 * directory or the file's own directory): files it refers to are read only inside that tree.
 *
 * <p>{@code directoryKey} identifies the directory the file was found in ({@code fileKey()} of
 * its attributes, or null when not known): the file is read in that directory or not at all
 * (see {@link PinnedDirectory}).
 */
public record DiscoveredFile(Path path, String displayPath, Format format, Path tree, Object directoryKey) {

    public DiscoveredFile(Path path, String displayPath, Format format, Path tree) {
        this(path, displayPath, format, tree, null);
    }

    public DiscoveredFile(Path path, String displayPath, Format format) {
        this(path, displayPath, format, path.toAbsolutePath().getParent());
    }
}
