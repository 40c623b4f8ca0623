package dev.agentlint.read;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.discover.Format;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TreeFilesTest {

    @TempDir
    Path tmp;

    @Test
    void readsInsideTheTreeAndRefusesEverythingElse() throws Exception {
        Path tree = Files.createDirectories(tmp.resolve("repo"));
        Files.writeString(tmp.resolve("secret.yaml"), "services: {}\n");
        Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(tmp.resolve("outside/base.yaml"), "services: {}\n");
        Files.writeString(tree.resolve("base.yaml"), "services: {}\n");
        Files.createSymbolicLink(tree.resolve("linked"), tmp.resolve("outside"));
        Files.createSymbolicLink(tree.resolve("link.yaml"), tree.resolve("base.yaml"));
        SourceFile from = new SourceFile(tree.resolve("compose.yaml"), "compose.yaml", Format.COMPOSE, "");
        TreeFiles files = new TreeFiles(tree, tmp, new SourceReader(1 << 20));

        assertThat(files.read(from, "base.yaml", Format.COMPOSE)).isInstanceOf(TreeFiles.Found.class);
        assertThat(((TreeFiles.Found) files.read(from, "./base.yaml", Format.COMPOSE)).file().displayPath()).isEqualTo("repo/base.yaml");
        assertThat(reason(files, from, "../secret.yaml")).contains("outside the scanned tree");
        assertThat(reason(files, from, tmp.resolve("secret.yaml").toString())).contains("outside the scanned tree");
        assertThat(reason(files, from, "linked/base.yaml")).contains("symbolic link");
        assertThat(reason(files, from, "link.yaml")).contains("symbolic link");
        assertThat(reason(files, from, "missing.yaml")).contains("does not exist");
        assertThat(reason(files, from, "~/base.yaml")).contains("environment");
        assertThat(reason(files, from, "${DIR}/base.yaml")).contains("environment");
        assertThat(reason(files, from, "oci://example.com/x:1")).contains("remote");
        assertThat(files.exists(from, "base.yaml")).isTrue();
        assertThat(files.exists(from, "link.yaml")).isFalse();
        assertThat(reason(TreeFiles.NONE, from, "base.yaml")).contains("no scanned tree");
    }

    private static String reason(TreeFiles files, SourceFile from, String ref) {
        TreeFiles.Lookup l = files.read(from, ref, Format.COMPOSE);
        assertThat(l).as(ref).isInstanceOf(TreeFiles.Refused.class);
        return ((TreeFiles.Refused) l).reason();
    }
}
