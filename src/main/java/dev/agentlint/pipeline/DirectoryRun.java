package dev.agentlint.pipeline;

import dev.agentlint.discover.DiscoveredFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Discovered files cut into runs of neighbours in one directory, so a worker opens and checks
 * each directory once for the files it reads there instead of once per file (a tree has a few
 * files per directory). A run is short, so a large directory is still shared between workers.
 */
record DirectoryRun(Path directory, Object directoryKey, List<DiscoveredFile> files) {

    /** Long enough to amortise opening the directory; short enough to keep every worker busy. */
    static final int MAX_RUN = 32;

    /** {@code files} in their order, each run the longest stretch (up to {@link #MAX_RUN}) in one directory. */
    static List<DirectoryRun> cut(List<DiscoveredFile> files) {
        List<DirectoryRun> runs = new ArrayList<>();
        DirectoryRun current = null;
        for (DiscoveredFile f : files) {
            Path dir = f.path().toAbsolutePath().getParent();
            if (current == null || current.files.size() == MAX_RUN || !Objects.equals(current.directory, dir)
                    || !Objects.equals(current.directoryKey, f.directoryKey())) {
                current = new DirectoryRun(dir, f.directoryKey(), new ArrayList<>());
                runs.add(current);
            }
            current.files.add(f);
        }
        return runs;
    }
}
