package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Launch options that name files (claude --mcp-config, --settings, a workflow's settings input,
 * Codex requirements): never read outside the tree or through a link, bounded in number.
 */
class LaunchLayersHostileTest {

    @TempDir
    Path tmp;

    private ScanResult scan(Path root) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                new Scanner(new ScanOptions(root, 4L << 20, 2), AllRules.catalog()).scan(List.of(root)));
    }

    @Test
    void namedConfigurationsOutsideTheTreeAreNeverRead() throws IOException {
        Path repo = Files.createDirectories(tmp.resolve("repo"));
        Path outside = Files.createDirectories(tmp.resolve("outside"));
        // If agentlint read these, their server and allow rule would be reported.
        Files.writeString(outside.resolve("mcp.json"), "{\"mcpServers\":{\"x\":{\"command\":\"npx\",\"args\":[\"evil\"]}}}");
        Files.writeString(outside.resolve("settings.json"), "{\"permissions\":{\"allow\":[\"Bash\"]}}");
        Files.createSymbolicLink(repo.resolve("linked.json"), outside.resolve("mcp.json"));
        Files.createDirectories(repo.resolve(".github/workflows"));
        Files.writeString(repo.resolve("agent.sh"), """
                #!/bin/sh
                claude -p "x" --mcp-config ../outside/mcp.json linked.json /etc/passwd
                claude -p "y" --settings ../outside/settings.json
                """);
        Files.writeString(repo.resolve(".github/workflows/claude.yml"), """
                on: push
                jobs:
                  a:
                    runs-on: ubuntu-latest
                    steps:
                      - uses: anthropics/claude-code-action@v1
                        with:
                          settings: ../outside/settings.json
                """);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        assertThat(r.findings()).noneMatch(f -> f.ruleId().equals("runs-on-load") || f.ruleId().equals("broad-shell-permission"));
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("unresolved-reference")).hasSizeGreaterThanOrEqualTo(5)
                .allSatisfy(f -> assertThat(f.message()).containsAnyOf("outside the scanned tree", "symbolic link", "outside"));
    }

    @Test
    void manyNamedConfigurationsAreBounded() throws IOException {
        Path repo = Files.createDirectories(tmp.resolve("many"));
        Files.writeString(repo.resolve("mcp.json"), "{\"mcpServers\":{\"x\":{\"command\":\"npx\",\"args\":[\"tool\"]}}}");
        StringBuilder script = new StringBuilder("#!/bin/sh\nclaude -p x --mcp-config");
        for (int i = 0; i < 5_000; i++) script.append(" mcp.json");
        script.append(" --allowedTools");
        for (int i = 0; i < 5_000; i++) script.append(" \"Bash(tool").append(i).append(" *)\"");
        script.append('\n');
        Files.writeString(repo.resolve("agent.sh"), script);
        ScanResult r = scan(repo);
        assertThat(r.errors()).isEmpty();
        // Sixteen configurations are followed per file; the rest are not read.
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("runs-on-load") && f.path().endsWith("agent.sh"))
                .hasSizeLessThanOrEqualTo(16);
    }
}
