package dev.agentlint.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentlint.discover.DiscoveredFile;
import dev.agentlint.base.Format;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DirectoryRunTest {

    private static DiscoveredFile file(String path, Object key) {
        Path p = Path.of("/tree").resolve(path);
        return new DiscoveredFile(p, path, Format.COMPOSE, Path.of("/tree"), key);
    }

    @Test
    void neighboursInOneDirectoryShareARunAndOrderIsKept() {
        List<DiscoveredFile> files = List.of(file("a/1.yaml", "A"), file("a/2.yaml", "A"), file("a/b/3.yaml", "B"),
                file("a/4.yaml", "A"), file("c/5.yaml", "C"));
        List<DirectoryRun> runs = DirectoryRun.cut(files);
        assertEquals(List.of(2, 1, 1, 1), runs.stream().map(r -> r.files().size()).toList());
        assertEquals(Path.of("/tree/a"), runs.get(0).directory());
        assertEquals("A", runs.get(0).directoryKey());
        assertEquals(files, runs.stream().flatMap(r -> r.files().stream()).toList());
    }

    @Test
    void aDirectoryWhoseKeyChangesStartsANewRun() {
        List<DirectoryRun> runs = DirectoryRun.cut(List.of(file("a/1.yaml", "A"), file("a/2.yaml", null)));
        assertEquals(2, runs.size());
    }

    @Test
    void aLargeDirectoryIsCutIntoShortRunsSoEveryWorkerGetsSome() {
        List<DiscoveredFile> files = new ArrayList<>();
        for (int i = 0; i < DirectoryRun.MAX_RUN * 2 + 1; i++) files.add(file("big/" + i + ".yaml", "K"));
        assertEquals(List.of(DirectoryRun.MAX_RUN, DirectoryRun.MAX_RUN, 1),
                DirectoryRun.cut(files).stream().map(r -> r.files().size()).toList());
    }
}
