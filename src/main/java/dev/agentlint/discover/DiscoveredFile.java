package dev.agentlint.discover;

import java.nio.file.Path;

/**
 * A file discovery classified: its path, the path users see, its format, and the scanned tree it
 * belongs to (the directory given on the command line, or for a file argument the working
 * directory or the file's own directory): files it refers to are read only inside that tree.
 */
public record DiscoveredFile(Path path, String displayPath, Format format, Path tree) {

    public DiscoveredFile(Path path, String displayPath, Format format) {
        this(path, displayPath, format, path.toAbsolutePath().getParent());
    }
}
