package dev.agentlint.discover;

import java.nio.file.Path;

/** A file discovery classified: its path, the path users see, and its format. */
public record DiscoveredFile(Path path, String displayPath, Format format) {}
