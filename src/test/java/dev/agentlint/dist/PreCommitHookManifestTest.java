package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.discover.Classifier;
import dev.agentlint.discover.Discovery;
import dev.agentlint.base.Format;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code .pre-commit-hooks.yaml} selects exactly what a directory scan would check: its {@code files}
 * pattern admits every path {@link Classifier} recognises (for every {@link Format}, including formats
 * whose checks are not written yet) and its {@code exclude} pattern skips every directory
 * {@link Discovery} skips. A new format or skipped directory fails this test until the manifest follows.
 */
class PreCommitHookManifestTest {

    /** For each format, paths (and file starts, for formats recognised by content) the classifier accepts. */
    private static final Map<Format, List<String[]>> SAMPLES = new EnumMap<>(Format.class);

    private static void sample(Format f, String path, String head) {
        SAMPLES.computeIfAbsent(f, k -> new ArrayList<>()).add(new String[] {path, head});
    }

    static {
        sample(Format.CLAUDE_SETTINGS, ".claude/settings.json", "");
        sample(Format.CLAUDE_SETTINGS, "a/.claude/settings.local.json", "");
        sample(Format.CLAUDE_SETTINGS, "home/dot_claude/settings.json", "");
        sample(Format.CLAUDE_SETTINGS, "etc/claude-code/managed-settings.json", "");
        sample(Format.CLAUDE_SETTINGS, "etc/claude-code/managed-settings.d/10-team.json", "");
        sample(Format.MCP_CONFIG, ".mcp.json", "");
        sample(Format.MCP_CONFIG, ".vscode/mcp.json", "");
        sample(Format.MCP_CONFIG, "managed-mcp.json", "");
        sample(Format.MCP_CONFIG, "Library/Claude/claude_desktop_config.json", "");
        sample(Format.CODEX_CONFIG, ".codex/config.toml", "");
        sample(Format.CODEX_CONFIG, "codex/requirements.toml", "");
        sample(Format.CODEX_CONFIG, "dot_codex/managed_config.toml", "");
        sample(Format.CODEX_CONFIG, ".codex/agents/reviewer.toml", "");
        sample(Format.CODEX_CONFIG, ".github/codex/home/requirements.toml", "");
        sample(Format.CODEX_CONFIG, ".codex/work.config.toml", "");
        sample(Format.CODEX_CONFIG, "home/config.toml", "approval_policy = \"never\"\n");
        sample(Format.SRT_SETTINGS, ".srt-settings.json", "");
        sample(Format.SRT_SETTINGS, "srt-settings.json", "");
        sample(Format.COMPOSE, "compose.yaml", "");
        sample(Format.COMPOSE, "deploy/docker-compose.prod.yml", "");
        sample(Format.COMPOSE, "Podman-Compose.YML", "");
        sample(Format.DEVCONTAINER, ".devcontainer/devcontainer.json", "");
        sample(Format.DEVCONTAINER, ".devcontainer.json", "");
        sample(Format.KUBE, "k8s/agent-pod.yaml", "apiVersion: v1\nkind: Pod\n");
        sample(Format.QUADLET, "agent.container", "");
        sample(Format.QUADLET, "agent.pod", "");
        sample(Format.QUADLET, "agent.kube", "");
        sample(Format.QUADLET, ".config/containers/systemd/agent.network", "");
        sample(Format.QUADLET, ".config/containers/systemd/agent.volume", "");
        sample(Format.SYSTEMD_UNIT, "etc/systemd/system/claude.service", "");
        sample(Format.SYSTEMD_UNIT, "etc/systemd/system/claude.service.d/override.conf", "");
        sample(Format.LAUNCHD_PLIST, "Library/LaunchAgents/dev.agent.plist", "<key>Label</key>");
        sample(Format.LIMA, "lima.yaml", "");
        sample(Format.LIMA, "vm/agent.lima.yml", "");
        sample(Format.LIMA, "templates/agent.yaml", "images:\n- location: x\nmounts: []\n");
        sample(Format.WSB, "Sandbox.WSB", "");
        sample(Format.WSL_CONF, "etc/wsl.conf", "");
        sample(Format.WSL_CONFIG, ".wslconfig", "");
        sample(Format.SHELL, "run-agent.sh", "");
        sample(Format.SHELL, "scripts/x.BASH", "");
        sample(Format.SHELL, "x.zsh", "");
        sample(Format.SHELL, "x.ksh", "");
        sample(Format.SHELL, "bin/run-agent", "#!/usr/bin/env bash\n");
        sample(Format.SHELL, "Start Agent.command", "#!/bin/sh\n");
        sample(Format.POWERSHELL, "scripts/Start-Agent.ps1", "");
        sample(Format.POWERSHELL, "bin/start-agent", "#!/usr/bin/env pwsh\n");
        sample(Format.BATCH, "scripts/start-agent.cmd", "");
        sample(Format.BATCH, "Start Agent.BAT", "");
        sample(Format.GITHUB_WORKFLOW, ".github/workflows/agent.yml", "");
        sample(Format.GITHUB_ACTION, ".github/actions/review/action.yml", "runs:\n  using: composite\n");
        sample(Format.GITHUB_ACTION, "action.yaml", "runs:\n  using: 'composite'  # steps below\n");
        sample(Format.PACKAGE_JSON, "package.json", "");
        sample(Format.MAKEFILE, "Makefile", "");
        sample(Format.MAKEFILE, "GNUmakefile", "");
        sample(Format.MAKEFILE, "build/agent.mk", "");
        sample(Format.TASKFILE, "Taskfile.yml", "");
        sample(Format.TASKFILE, "taskfile.dist.yaml", "");
        sample(Format.DEVBOX, "devbox.json", "");
        sample(Format.GEMINI_SETTINGS, ".gemini/settings.json", "");
        sample(Format.JUSTFILE, "justfile", "");
        sample(Format.JUSTFILE, "tools/.justfile", "");
        sample(Format.JUSTFILE, "tools/agents.just", "");
        sample(Format.MISE, "mise.toml", "");
        sample(Format.MISE, ".mise.local.toml", "");
        sample(Format.MISE, ".config/mise/config.toml", "");
        sample(Format.MISE, "mise/config.local.toml", "");
        sample(Format.MISE, ".config/mise/conf.d/agents.toml", "");
        sample(Format.VSCODE_SETTINGS, ".vscode/settings.json", "");
        sample(Format.DOCKERFILE, "Dockerfile", "");
        sample(Format.DOCKERFILE, "agent/Containerfile", "");
        sample(Format.DOCKERFILE, "docker/Dockerfile.agent", "");
        sample(Format.DOCKERFILE, "images/sandbox.Dockerfile", "");
        for (String p : new String[] {".env", "app/.env.local", ".env.example", "deploy/prod.env", ".npmrc", ".pypirc", ".netrc", "_netrc",
                ".git-credentials", "home/.aws/credentials", "home/.docker/config.json"}) {
            sample(Format.CREDENTIAL_FILE, p, "");
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> hook() throws IOException {
        String text = Files.readString(Shell.ROOT.resolve(".pre-commit-hooks.yaml"), StandardCharsets.UTF_8);
        List<Map<String, Object>> hooks = new Yaml(new LoaderOptions()).load(text);
        assertThat(hooks).hasSize(1);
        return hooks.get(0);
    }

    /** pre-commit applies these with Python's re.search; the pattern sticks to syntax Java reads the same way. */
    static Pattern pattern(String key) throws IOException {
        return Pattern.compile((String) hook().get(key));
    }

    @Test
    void everyFormatHasSamplesTheClassifierAccepts() {
        for (Format f : Format.values()) {
            assertThat(SAMPLES.get(f)).as("a sample path for format %s in this test", f.id()).isNotEmpty();
            for (String[] s : SAMPLES.get(f)) {
                assertThat(Classifier.classify(s[0], () -> s[1])).as(s[0]).isEqualTo(f);
            }
        }
    }

    @Test
    void filesPatternAdmitsEveryRecognisedPath() throws IOException {
        Pattern files = pattern("files");
        for (List<String[]> samples : SAMPLES.values()) {
            for (String[] s : samples) assertThat(files.matcher(s[0]).find()).as(s[0]).isTrue();
        }
    }

    @Test
    void filesPatternAdmitsEveryFixtureTheScannerChecks() throws IOException {
        Pattern files = pattern("files");
        List<String> recognised = new ArrayList<>();
        try (Stream<Path> all = Files.walk(Shell.ROOT.resolve("testdata"))) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                String rel = Shell.ROOT.resolve("testdata").relativize(p).toString().replace('\\', '/');
                String head = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
                if (Classifier.classify(rel, () -> head) != null) recognised.add(rel);
            }
        }
        assertThat(recognised).isNotEmpty();
        for (String rel : recognised) assertThat(files.matcher(rel).find()).as(rel).isTrue();
    }

    @Test
    void filesPatternLeavesOutWhatNoFormatUses() throws IOException {
        Pattern files = pattern("files");
        for (String path : List.of("README.md", "src/main/java/App.java", "pyproject.toml", ".vscode/extensions.json",
                "settings.json", "app.json", "docs/nginx.conf", "image.png", ".envrc", "Cargo.lock")) {
            assertThat(files.matcher(path).find()).as(path).isFalse();
        }
    }

    @Test
    void excludePatternSkipsWhatADirectoryScanSkips() throws IOException {
        Pattern exclude = pattern("exclude");
        for (String dir : Discovery.SKIPPED_DIRECTORIES) {
            assertThat(exclude.matcher(dir + "/x/package.json").find()).as(dir).isTrue();
            assertThat(exclude.matcher("app/" + dir + "/compose.yaml").find()).as(dir).isTrue();
        }
        for (String path : List.of("compose.yaml", ".claude/settings.json", "vendors/compose.yaml", "my-target/x.sh")) {
            assertThat(exclude.matcher(path).find()).as(path).isFalse();
        }
    }

    @Test
    void hookPassesFileNamesAfterDoubleDashFromAScriptOfThisRepository() throws IOException {
        Map<String, Object> hook = hook();
        assertThat(hook.get("id")).isEqualTo("agentlint");
        assertThat(hook.get("language")).isEqualTo("script");
        assertThat(hook.get("args")).isEqualTo(List.of("--"));
        assertThat(hook.get("require_serial")).isEqualTo(true);
        assertThat(hook.get("types_or")).isEqualTo(List.of("file", "symlink"));
        Path entry = Shell.ROOT.resolve((String) hook.get("entry"));
        assertThat(entry).isRegularFile();
        assertThat(Files.isExecutable(entry)).as("%s is executable", entry).isTrue();
    }
}
