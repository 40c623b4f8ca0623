package dev.agentlint.read;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.SourceFile;
import dev.agentlint.base.Format;
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
        Files.createDirectories(tree.resolve("sub"));
        Files.writeString(tree.resolve("sub/inner.yaml"), "services: {}\n");
        Files.createSymbolicLink(tree.resolve("within"), tree.resolve("sub"));
        assertThat(files.read(from, "within/inner.yaml", Format.COMPOSE)).as("a link that stays inside").isInstanceOf(TreeFiles.Found.class);
        assertThat(((TreeFiles.Found) files.read(from, "./base.yaml", Format.COMPOSE)).file().displayPath()).isEqualTo("repo/base.yaml");
        assertThat(reason(files, from, "../secret.yaml")).contains("outside the scanned tree");
        assertThat(reason(files, from, tmp.resolve("secret.yaml").toString())).contains("outside the scanned tree");
        assertThat(reason(files, from, "linked/base.yaml")).contains("symbolic link");
        assertThat(reason(files, from, "link.yaml")).contains("symbolic link");
        assertThat(reason(files, from, "missing.yaml")).contains("does not exist");
        assertThat(reason(files, from, "~/base.yaml")).contains("environment");
        assertThat(reason(files, from, "${DIR}/base.yaml")).contains("environment");
        assertThat(reason(files, from, "oci://example.com/x:1")).contains("remote");
        assertThat(reason(files, from, "remote:base.yaml")).contains("remote");
        assertThat(reason(files, from, "github.com/example/repo.git#main:base.yaml")).contains("remote");
        assertThat(reason(files, from, "git@github.com:example/repo.git")).contains("remote");
        assertThat(files.refusal(from, "remote:base.yaml")).hasValueSatisfying(r -> assertThat(r.toString()).contains("remote"));
        assertThat(files.refusal(from, "base.yaml")).isEmpty();
        assertThat(files.refusal(from, "../secret.yaml")).hasValueSatisfying(r -> assertThat(r.toString()).contains("outside the scanned tree"));
        assertThat(files.exists(from, "base.yaml")).isTrue();
        assertThat(files.exists(from, "link.yaml")).isFalse();
        assertThat(reason(TreeFiles.NONE, from, "base.yaml")).contains("no scanned tree");
    }

    @Test
    void listsRegularFilesOfDirectoriesInsideTheTreeOnly() throws Exception {
        Path tree = Files.createDirectories(tmp.resolve("repo"));
        Path dropIns = Files.createDirectories(tree.resolve("agent.service.d"));
        Files.writeString(dropIns.resolve("20-b.conf"), "");
        Files.writeString(dropIns.resolve("10-a.conf"), "");
        Files.createDirectories(dropIns.resolve("sub.conf"));
        Files.createSymbolicLink(dropIns.resolve("30-link.conf"), dropIns.resolve("10-a.conf"));
        Files.createDirectories(tmp.resolve("outside.d"));
        Files.writeString(tmp.resolve("outside.d/x.conf"), "");
        Files.createSymbolicLink(tree.resolve("linked.d"), tmp.resolve("outside.d"));
        SourceFile from = new SourceFile(tree.resolve("agent.service"), "agent.service", Format.SYSTEMD_UNIT, "");
        TreeFiles files = new TreeFiles(tree, tmp, new SourceReader(1 << 20));

        assertThat(files.list(from, "agent.service.d")).containsExactly("10-a.conf", "20-b.conf");
        assertThat(files.list(from, "linked.d")).isEmpty();
        assertThat(files.list(from, "../outside.d")).isEmpty();
        assertThat(files.list(from, "missing.d")).isEmpty();
        assertThat(TreeFiles.NONE.list(from, "agent.service.d")).isEmpty();
    }

    @Test
    void aTreeReachedThroughALinkIsTheTreeItLeadsTo() throws Exception {
        Path real = Files.createDirectories(tmp.resolve("real/repo"));
        Files.writeString(real.resolve("base.yaml"), "services: {}\n");
        Files.createDirectories(tmp.resolve("real/other"));
        Files.writeString(tmp.resolve("real/other/x.yaml"), "services: {}\n");
        Files.createSymbolicLink(real.resolve("sibling"), tmp.resolve("real/other"));
        Path tree = Files.createSymbolicLink(tmp.resolve("repo"), real);
        SourceFile from = new SourceFile(tree.resolve("compose.yaml"), "compose.yaml", Format.COMPOSE, "");
        TreeFiles files = new TreeFiles(tree, tmp, new SourceReader(1 << 20));

        assertThat(files.read(from, "base.yaml", Format.COMPOSE)).isInstanceOf(TreeFiles.Found.class);
        assertThat(reason(files, from, "sibling/x.yaml")).contains("symbolic link");
    }

    private static String reason(TreeFiles files, SourceFile from, String ref) {
        TreeFiles.Lookup l = files.read(from, ref, Format.COMPOSE);
        assertThat(l).as(ref).isInstanceOf(TreeFiles.Refused.class);
        return ((TreeFiles.Refused) l).reason().toString();
    }

    @Test
    void drivesAndPlainNamesAreNotRemote() {
        assertThat(TreeFiles.isRemote("C:/compose/base.yaml")).isFalse();
        assertThat(TreeFiles.isRemote("./base.yaml")).isFalse();
        assertThat(TreeFiles.isRemote("sub/base.yaml")).isFalse();
        assertThat(TreeFiles.isRemote("${DIR}:x")).isFalse();
        assertThat(TreeFiles.isRemote("oci:example/base")).isTrue();
    }
}
