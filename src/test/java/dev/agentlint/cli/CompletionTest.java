package dev.agentlint.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The completion script {@code agentlint generate-completion} prints, run by a real bash. */
class CompletionTest {

    /** What bash offers for a command line whose last word (possibly empty) is being completed. */
    private static List<String> complete(Path dir, String line) throws IOException, InterruptedException {
        Path script = dir.resolve("agentlint.bash");
        Files.writeString(script, CliTest.run("generate-completion").out(), StandardCharsets.UTF_8);
        String probe = "source \"$1\" 2>/dev/null; read -ra W <<< \"$2\"; [ \"${2: -1}\" = ' ' ] && W+=('');"
                + " COMP_WORDS=(\"${W[@]}\"); COMP_CWORD=$(( ${#W[@]} - 1 )); COMP_LINE=\"$2\"; COMP_POINT=${#COMP_LINE};"
                + " _complete_agentlint agentlint \"${W[-1]}\" \"${W[-2]}\" 2>/dev/null; printf '%s\\n' \"${COMPREPLY[@]}\"";
        Process p = new ProcessBuilder("bash", "--noprofile", "--norc", "-c", probe, "_", script.toString(), line)
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    @Test
    void completesCommandsOptionsAndValues(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bash is not installed");
        assertThat(complete(dir, "agentlint sc")).containsExactly("scan");
        assertThat(complete(dir, "agentlint ex")).containsExactly("explain");
        assertThat(complete(dir, "agentlint explain sandbox-host")).containsExactly("sandbox-host-fallback");
        assertThat(complete(dir, "agentlint explain RUN-00")).contains("RUN-003", "RUN-004");
        assertThat(complete(dir, "agentlint scan --color ")).containsExactly("auto", "always", "never");
        assertThat(complete(dir, "agentlint scan --fa")).containsExactly("--fail-on");
        assertThat(complete(dir, "agentlint scan --fail-on ")).containsExactly("error", "warning", "note", "none");
        assertThat(complete(dir, "agentlint scan -f s")).containsExactly("sarif");
        assertThat(complete(dir, "agentlint scan --no-")).contains("--no-color", "--no-config", "--no-inline-ignores");
    }
}
