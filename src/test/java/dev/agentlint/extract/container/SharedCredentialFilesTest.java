package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SharedCredentialFilesTest {

    @TempDir
    Path tree;

    private FileFacts check(String rel, String text) throws IOException {
        TreeCheck.write(tree, rel, text);
        return TreeCheck.facts(tree, rel, Format.SHELL);
    }

    @Test
    void sharesOutsideTheTreeAndLinksOutOfItAreNotLookedInto() throws Exception {
        Path outside = Files.createDirectories(tree.getParent().resolve("outside-" + tree.getFileName()));
        Files.writeString(outside.resolve(".env"), "GITHUB_TOKEN=ghp_Zq8wR3tY6uI9oP2aS5dF8gH1jK4lZ7xC0vB3\n");
        Files.createSymbolicLink(tree.resolve("linked"), outside);
        FileFacts facts = check("run.sh", "docker run -v \"$PWD/../" + outside.getFileName() + ":/a\" -v \"$PWD/linked:/b\""
                + " -v /etc:/c img claude\n");

        assertThat(facts.workloads()).singleElement().satisfies(w -> assertThat(w.sharedEntries()).isEmpty());
    }

    @Test
    void atMostSoManySharedDirectoriesAreLookedInto() throws Exception {
        StringBuilder run = new StringBuilder("docker run");
        for (int i = 0; i < SharedCredentialFiles.MAX_DIRECTORIES + 3; i++) {
            Files.createDirectories(tree.resolve("d" + i));
            run.append(" -v \"$PWD/d").append(i).append(":/d").append(i).append('"');
        }
        FileFacts facts = check("many.sh", run + " img claude\n");

        assertThat(facts.unchecked()).contains(SharedCredentialFiles.TOO_MANY);
        assertThat(facts.workloads()).extracting(Workload::isAgent).containsExactly(true);
    }
}
