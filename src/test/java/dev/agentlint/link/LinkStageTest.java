package dev.agentlint.link;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.base.Format;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The link stage on whole trees: what it resolves, and what it refuses to follow. */
class LinkStageTest {

    private static final String OPEN = "services:\n  agent:\n    image: ghcr.io/acme/agent:1\n    volumes:\n      - ~/.ssh:/home/a/.ssh\n";
    private static final String LAUNCH = "docker compose run --rm agent claude --dangerously-skip-permissions -p x\n";

    @TempDir
    Path dir;

    private List<Finding> bypasses(Path tree) {
        ScanResult r = new Scanner(ScanOptions.defaults(dir), AllRules.catalog()).scan(List.of(tree));
        assertThat(r.errors()).isEmpty();
        return r.findings().stream().filter(f -> f.ruleId().equals("permission-bypass-outside-isolation")).toList();
    }

    @Test
    void aComposeFileBehindASymlinkOutOfTheTreeIsNotFollowed() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("compose.yaml"), OPEN);
        Path tree = Files.createDirectories(dir.resolve("repo"));
        Files.createSymbolicLink(tree.resolve("stack"), outside);
        Files.writeString(tree.resolve("agent.sh"), "#!/bin/sh\ncd \"$(dirname \"$0\")/stack\"\n" + LAUNCH);
        List<Finding> found = bypasses(tree);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).level().id()).isEqualTo("warning");
        assertThat(found.get(0).related()).isEmpty();
        assertThat(found.get(0).message()).contains("no compose file in stack or above it inside the scanned tree");
    }

    @Test
    void aFileCheckedOnItsOwnKeepsTheWarning() {
        FileCheck.Result r = new FileCheck(AllRules.catalog()).run("scripts/agent.sh", Format.SHELL, "#!/bin/sh\n" + LAUNCH);
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("permission-bypass-outside-isolation"))
                .singleElement().satisfies(f -> {
                    assertThat(f.level().id()).isEqualTo("warning");
                    assertThat(f.message()).contains("are not visible here");
                });
    }

    @Test
    void manyDirectoryChangesAreFollowedInOnePass() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("deep"));
        Files.writeString(tree.resolve("compose.yaml"), OPEN);
        StringBuilder script = new StringBuilder("#!/bin/sh\ncd \"$(dirname \"$0\")\"\n");
        for (int i = 0; i < 5_000; i++) script.append("pushd sub\ncd ..\npopd\n");
        script.append(LAUNCH);
        Files.writeString(tree.resolve("agent.sh"), script.toString());
        List<Finding> found = bypasses(tree);
        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.level().id()).isEqualTo("error");
            assertThat(f.related()).extracting(Finding.Related::path).allMatch(p -> p.endsWith("compose.yaml"));
        });
    }

    @Test
    void aLaterComposeFileThatIsASymlinkOutOfTheTreeIsNotRead() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(outside.resolve("hardening.yaml"), "services:\n  agent:\n    network_mode: none\n");
        Path tree = Files.createDirectories(dir.resolve("linked"));
        Files.writeString(tree.resolve("compose.yaml"), OPEN);
        Files.createSymbolicLink(tree.resolve("hardening.yaml"), outside.resolve("hardening.yaml"));
        Files.writeString(tree.resolve("agent.sh"), "#!/bin/sh\ncd \"$(dirname \"$0\")\"\n"
                + "docker compose -f compose.yaml -f hardening.yaml run --rm agent claude --dangerously-skip-permissions -p x\n");
        assertThat(bypasses(tree)).singleElement().satisfies(f -> {
            assertThat(f.level().id()).isEqualTo("warning");
            assertThat(f.related()).isEmpty();
            assertThat(f.message()).contains("hardening.yaml, one of the compose files it merges, could not be read");
        });
    }

    @Test
    void laterComposeFilesOverrideEarlierOnesInTheOrderGiven() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("ordered"));
        Files.writeString(tree.resolve("compose.yaml"), "services:\n  agent:\n    image: ghcr.io/acme/agent:1\n    network_mode: bridge\n"
                + "    user: \"1000\"\n    cap_drop: [ALL]\n    security_opt: [no-new-privileges:true]\n");
        Files.writeString(tree.resolve("offline.yaml"), "services:\n  agent:\n    network_mode: none\n");
        Files.writeString(tree.resolve("online.yaml"), "services:\n  agent:\n    network_mode: host\n");
        Files.writeString(tree.resolve("agent.sh"), "#!/bin/sh\ncd \"$(dirname \"$0\")\"\n"
                + "docker compose -f compose.yaml -f online.yaml -f offline.yaml run --rm agent claude --dangerously-skip-permissions -p x\n"
                + "docker compose -f compose.yaml -f offline.yaml -f online.yaml run --rm agent claude --dangerously-skip-permissions -p y\n");
        assertThat(bypasses(tree)).singleElement().satisfies(f -> {
            assertThat(f.level().id()).isEqualTo("error");
            assertThat(f.span().line()).isEqualTo(4);
            assertThat(f.related()).extracting(Finding.Related::path).anyMatch(p -> p.endsWith("online.yaml"));
        });
    }

    @Test
    void aCommandLineMergingTooManyFilesIsNotFollowed() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("many"));
        Files.writeString(tree.resolve("compose.yaml"), OPEN);
        StringBuilder line = new StringBuilder("docker compose");
        for (int i = 0; i <= Linker.MAX_MERGED_FILES; i++) line.append(" -f compose.yaml");
        Files.writeString(tree.resolve("agent.sh"), "#!/bin/sh\ncd \"$(dirname \"$0\")\"\n" + line
                + " run --rm agent claude --dangerously-skip-permissions -p x\n");
        assertThat(bypasses(tree)).singleElement().satisfies(f -> {
            assertThat(f.level().id()).isEqualTo("warning");
            assertThat(f.message()).contains("it merges " + (Linker.MAX_MERGED_FILES + 1) + " compose files");
        });
    }
}
