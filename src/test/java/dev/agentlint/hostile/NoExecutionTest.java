package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.check.Finding;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * agentlint never runs, evaluates or fetches what it reads. A tree in which every format is full
 * of commands (scripts, hooks, {@code apiKeyHelper}, MCP stdio servers, compose and devcontainer
 * commands, systemd {@code ExecStart}, Lima provisioning, workflow {@code run:} steps …), each of
 * which would leave a canary file if it ran, and of URLs (remote MCP servers, schemas, images,
 * includes, YAML object tags) that point at a local port this test listens on. After the scan:
 * no canary, no connection — and the files were all read and understood, so the test is not
 * passing because nothing was looked at.
 */
class NoExecutionTest {

    @TempDir
    Path tmp;

    private Path tree;
    private Path canaries;
    private PortWitness port;

    @BeforeEach
    void witnesses() throws IOException {
        tree = Files.createDirectories(tmp.resolve("repo"));
        canaries = Files.createDirectories(tmp.resolve("canaries"));
        port = new PortWitness();
    }

    @AfterEach
    void close() throws IOException {
        port.close();
    }

    /** A shell command that leaves the canary {@code name} and calls the port if it ever runs. */
    private String trace(String name) {
        return "touch " + canaries.resolve(name) + "; curl -s " + url(name);
    }

    private String url(String name) {
        return port.url(name);
    }

    private void write(String rel, String text) throws IOException {
        Path p = tree.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static String json(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    @Test
    void nothingRunsAndNothingConnects() throws Exception {
        write("scripts/agent.sh", "#!/bin/sh\n" + trace("shell") + "\nX=$(" + trace("substitution") + ")\n`" + trace("backticks")
                + "`\neval \"" + trace("eval") + "\"\nbash -c '" + trace("bash-c") + "'\nsource ./other.sh\n. " + url("dot") + "\n");
        write("package.json", "{\"scripts\": {\"postinstall\": " + json(trace("npm-postinstall")) + ", \"agent\": "
                + json("claude -p hi; " + trace("npm-agent")) + "}}");
        write(".claude/settings.json", "{\"$schema\": " + json(url("schema")) + ",\n"
                + " \"apiKeyHelper\": " + json(trace("api-key-helper")) + ",\n"
                + " \"awsCredentialExport\": " + json(trace("aws-export")) + ", \"otelHeadersHelper\": " + json(trace("otel")) + ",\n"
                + " \"statusLine\": {\"type\": \"command\", \"command\": " + json(trace("status-line")) + "},\n"
                + " \"hooks\": {\"SessionStart\": [{\"hooks\": [{\"type\": \"command\", \"command\": " + json(trace("hook")) + "}]}]},\n"
                + " \"env\": {\"ANTHROPIC_BASE_URL\": " + json(url("base-url")) + "}}\n");
        write(".mcp.json", "{\"mcpServers\": {\n"
                + " \"stdio\": {\"command\": \"sh\", \"args\": [\"-c\", " + json(trace("mcp-stdio")) + "]},\n"
                + " \"npx\": {\"command\": \"npx\", \"args\": [\"-y\", \"@x/server\"], \"env\": {\"X\": " + json("$(" + trace("mcp-env") + ")") + "}},\n"
                + " \"remote\": {\"type\": \"http\", \"url\": " + json(url("mcp-http")) + ", \"headersHelper\": " + json(trace("mcp-headers")) + "},\n"
                + " \"sse\": {\"type\": \"sse\", \"url\": " + json(url("mcp-sse")) + "}}}\n");
        write(".vscode/mcp.json", "// comment\n{\"servers\": {\"x\": {\"command\": \"bash\", \"args\": [\"-c\", " + json(trace("vscode-mcp")) + "]},}}\n");
        write(".codex/config.toml", "notify = [\"sh\", \"-c\", " + json(trace("codex-notify")) + "]\n"
                + "[mcp_servers.local]\ncommand = \"sh\"\nargs = [\"-c\", " + json(trace("codex-mcp")) + "]\n"
                + "[mcp_servers.remote]\nurl = " + json(url("codex-mcp-url")) + "\n"
                + "[model_providers.local]\nbase_url = " + json(url("codex-provider")) + "\n");
        write(".srt-settings.json", "{\"network\": {\"allowedDomains\": [\"127.0.0.1\"], \"httpProxyPort\": " + port.port() + "}}");
        write("compose.yaml", "include:\n  - " + url("compose-include.yaml") + "\n"
                + "services:\n  agent:\n    build: " + url("repo.git") + "\n    image: agent\n"
                + "    command: [\"sh\", \"-c\", " + json(trace("compose-command")) + "]\n"
                + "    entrypoint: " + json(trace("compose-entrypoint")) + "\n"
                + "    healthcheck:\n      test: [\"CMD-SHELL\", " + json(trace("compose-healthcheck")) + "]\n"
                + "    env_file: " + url("env") + "\n"
                + "  base:\n    extends:\n      file: " + url("base.yaml") + "\n      service: x\n");
        // The classic SnakeYAML gadget: a global tag that would construct a class loader fetching from the port.
        write("gadget/compose.yaml", "services:\n  a:\n    image: x\n"
                + "x-gadget: !!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL [" + json(url("yaml-tag")) + "]]]]\n");
        write(".devcontainer/devcontainer.json", "{\"$schema\": " + json(url("devcontainer-schema")) + ",\n"
                + " \"image\": \"mcr.microsoft.com/devcontainers/base\",\n"
                + " \"initializeCommand\": " + json(trace("initialize")) + ",\n"
                + " \"onCreateCommand\": " + json(trace("on-create")) + ", \"updateContentCommand\": [\"sh\", \"-c\", " + json(trace("update")) + "],\n"
                + " \"postCreateCommand\": {\"a\": " + json(trace("post-create")) + "}, \"postStartCommand\": " + json(trace("post-start")) + ",\n"
                + " \"postAttachCommand\": " + json(trace("post-attach")) + ",\n"
                + " \"features\": {" + json(url("feature.tgz")) + ": {}}}\n");
        write("deploy/pod.yaml", "apiVersion: v1\nkind: Pod\nmetadata: {name: agent}\nspec:\n  containers:\n    - name: agent\n"
                + "      image: agent\n      command: [\"sh\", \"-c\", " + json(trace("kube-command")) + "]\n"
                + "      lifecycle: {postStart: {exec: {command: [\"sh\", \"-c\", " + json(trace("kube-poststart")) + "]}}}\n");
        write("quadlet/agent.container", "[Container]\nImage=agent\nExec=sh -c " + json(trace("quadlet-exec")) + "\n"
                + "[Service]\nExecStartPre=/bin/sh -c " + json(trace("quadlet-pre")) + "\n");
        write("systemd/agent.service", "[Service]\nExecStartPre=/bin/sh -c " + json(trace("systemd-pre")) + "\n"
                + "ExecStart=/bin/sh -c " + json(trace("systemd-start")) + "\nExecStop=/bin/sh -c " + json(trace("systemd-stop")) + "\n"
                + "EnvironmentFile=" + canaries.resolve("never-read.env") + "\n");
        write("Library/LaunchAgents/dev.agent.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>Label</key><string>dev.agent</string>"
                + "<key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>" + trace("launchd")
                + "</string></array><key>RunAtLoad</key><true/></dict></plist>\n");
        write("agent.lima.yaml", "base: " + url("lima-base.yaml") + "\nimages:\n  - location: " + url("image.img") + "\n"
                + "provision:\n  - mode: system\n    script: |\n      #!/bin/sh\n      " + trace("lima-provision") + "\n"
                + "probes:\n  - script: |\n      #!/bin/sh\n      " + trace("lima-probe") + "\n");
        write("sandbox.wsb", "<Configuration><LogonCommand><Command>cmd /c " + trace("wsb") + "</Command></LogonCommand></Configuration>\n");
        write("etc/wsl.conf", "[boot]\ncommand = " + trace("wsl-boot") + "\n");
        write(".wslconfig", "[wsl2]\nkernel = " + canaries.resolve("kernel") + "\n");
        write(".github/workflows/agent.yml", "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n"
                + "    container: {image: " + json(url("container")) + "}\n    steps:\n"
                + "      - uses: docker://127.0.0.1:" + port.port() + "/action\n"
                + "      - run: " + json(trace("workflow-run")) + "\n"
                + "      - uses: anthropics/claude-code-action@v1\n        with:\n          claude_args: " + json("--mcp-config " + url("mcp-config")) + "\n"
                + "          settings: " + json("{\"apiKeyHelper\": " + json(trace("workflow-settings")) + "}") + "\n");

        port.selfCheck();

        ScanResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () ->
                new Scanner(new ScanOptions(tree, 4L << 20, 2), AllRules.catalog()).scan(List.of(tree)));

        try (Stream<Path> left = Files.list(canaries)) {
            assertThat(left).as("canaries left by commands agentlint ran").isEmpty();
        }
        assertThat(port.connections()).as("connections besides our own").isEqualTo(1);

        // Every file was read and understood: nothing passed by going unread.
        assertThat(r.errors()).isEmpty();
        assertThat(r.skipped()).isEmpty();
        assertThat(r.filesScanned()).isEqualTo(19);
        assertThat(r.findings()).filteredOn(f -> f.ruleId().equals("parse-error"))
                .as("only the YAML object tag makes its file invalid, and it says so")
                .singleElement().satisfies(f -> {
                    assertThat(f.path()).isEqualTo("gadget/compose.yaml");
                    assertThat(f.message()).contains("tag");
                });
        assertThat(r.findings()).extracting(Finding::ruleId).contains("runs-on-load", "unresolved-reference");
    }
}
