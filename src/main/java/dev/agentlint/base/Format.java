package dev.agentlint.base;

import java.util.List;

/**
 * Every kind of file agentlint understands, each with its descriptor: what the docs say it is
 * recognised as, the names the pre-commit hook must let through ({@code .pre-commit-hooks.yaml}
 * is generated from them), and sample paths the classifier takes as this format (the first is
 * where such a file usually lives; the tests classify each one, fuzz the format under each name
 * and check the pre-commit pattern admits it). The constructor takes every part, so a new format
 * does not compile without them; how a name is classified, which is decided in an order across
 * formats, is {@code discover.Classifier}'s, and its extractor is chosen by an exhaustive switch
 * ({@code pipeline.Extractors}). The id is part of the JSON output: never rename one.
 */
public enum Format {
    CLAUDE_SETTINGS("claude-settings", "Claude Code settings",
            "`.claude/settings.json`, `.claude/settings.local.json` (also under `dot_claude/`), `managed-settings.json`, `managed-settings.d/*.json`",
            List.of("(^|/)(\\.claude|dot_claude)/settings(\\.local)?\\.json$", "(^|/)managed-settings\\.json$", "(^|/)managed-settings\\.d/[^/]+\\.json$"),
            new Sample(".claude/settings.json"),
            new Sample("a/.claude/settings.local.json"),
            new Sample("home/dot_claude/settings.json"),
            new Sample("etc/claude-code/managed-settings.json"),
            new Sample("etc/claude-code/managed-settings.d/10-team.json"),
            new Sample(".claude/settings.local.json"),
            new Sample("managed-settings.json")),
    MCP_CONFIG("mcp", "MCP server configuration",
            "`.mcp.json`, `mcp.json` (Cursor's, VS Code's), `managed-mcp.json`, `claude_desktop_config.json`",
            List.of("(^|/)(\\.mcp|mcp|managed-mcp|claude_desktop_config)\\.json$"),
            new Sample(".mcp.json"),
            new Sample(".vscode/mcp.json"),
            new Sample("managed-mcp.json"),
            new Sample("Library/Claude/claude_desktop_config.json"),
            new Sample(".cursor/mcp.json"),
            new Sample("claude_desktop_config.json")),
    CODEX_CONFIG("codex", "Codex config.toml",
            "`config.toml`, `requirements.toml`, `managed_config.toml` under a `.codex`/`codex` directory; `.codex/*.config.toml`; `.codex/agents/*.toml`; any other `config.toml` that sets Codex keys",
            List.of("(^|/)config\\.toml$", "(^|/)(\\.codex|codex|dot_codex)/(.*/)?(requirements|managed_config)\\.toml$", "(^|/)\\.codex/[^/]+\\.config\\.toml$", "(^|/)\\.codex/agents/[^/]+\\.toml$"),
            new Sample(".codex/config.toml"),
            new Sample("codex/requirements.toml"),
            new Sample("dot_codex/managed_config.toml"),
            new Sample(".codex/agents/reviewer.toml"),
            new Sample(".github/codex/home/requirements.toml"),
            new Sample(".codex/work.config.toml"),
            new Sample("home/config.toml", "approval_policy = \"never\"\n"),
            new Sample(".codex/requirements.toml")),
    SRT_SETTINGS("srt-settings", "sandbox-runtime settings",
            "`.srt-settings.json`, `srt-settings.json`; any file a script names with `srt --settings FILE` (read with that script, beside it or at the top of the tree)",
            List.of("(^|/)\\.?srt-settings\\.json$"),
            new Sample(".srt-settings.json"),
            new Sample("srt-settings.json")),
    COMPOSE("compose", "Compose file",
            "`compose.yaml`, `docker-compose.yml`, `podman-compose.yaml`, `compose.override.yaml`, … (`.yml` too)",
            List.of("\\.ya?ml$"),
            new Sample("compose.yaml"),
            new Sample("deploy/docker-compose.prod.yml"),
            new Sample("Podman-Compose.YML")),
    DEVCONTAINER("devcontainer", "devcontainer.json",
            "`devcontainer.json`, `.devcontainer.json`",
            List.of("(^|/)\\.?devcontainer\\.json$"),
            new Sample(".devcontainer/devcontainer.json"),
            new Sample(".devcontainer.json")),
    KUBE("kube", "Kubernetes YAML for podman kube play",
            "any other `.yaml`/`.yml` with a top-level `apiVersion:` (any version: podman reads only the kind) and a `kind:` podman plays (`Pod`, `Deployment`, `DaemonSet`, `Job`, `ConfigMap`, `Secret`, `PersistentVolumeClaim`, `List`, whose items are read as documents)",
            List.of("\\.ya?ml$"),
            new Sample("k8s/agent.yaml", "apiVersion: v1\nkind: Pod\n"),
            new Sample("k8s/agent-pod.yaml", "apiVersion: v1\nkind: Pod\n"),
            new Sample("deploy/pod.yaml", "apiVersion: v1\nkind: Pod\n")),
    QUADLET("quadlet", "Podman Quadlet unit",
            "`*.container`, `*.pod`, `*.kube`; `*.network` and `*.volume` under `containers/systemd/`",
            List.of("\\.(container|pod|kube|network|volume)$"),
            new Sample(".config/containers/systemd/agent.container"),
            new Sample("agent.container"),
            new Sample("agent.pod"),
            new Sample("agent.kube"),
            new Sample(".config/containers/systemd/agent.network"),
            new Sample(".config/containers/systemd/agent.volume")),
    SYSTEMD_UNIT("systemd", "systemd unit",
            "`*.service`, `*.service.d/*.conf`",
            List.of("\\.service$", "\\.service\\.d/[^/]+\\.conf$"),
            new Sample("etc/systemd/system/agent.service"),
            new Sample("etc/systemd/system/claude.service"),
            new Sample("etc/systemd/system/claude.service.d/override.conf"),
            new Sample("agent.service"),
            new Sample("agent.service.d/override.conf")),
    LAUNCHD_PLIST("launchd", "launchd property list",
            "`*.plist` under `LaunchAgents`/`LaunchDaemons`, or with `Label`/`ProgramArguments` keys",
            List.of("\\.plist$"),
            new Sample("Library/LaunchAgents/com.example.agent.plist"),
            new Sample("Library/LaunchAgents/dev.agent.plist", "<key>Label</key>")),
    LIMA("lima", "Lima instance YAML",
            "`lima.yaml`, `*.lima.yaml`, Lima's `_config/` and `templates/` files, any YAML with Lima's top-level keys",
            List.of("\\.ya?ml$"),
            new Sample("agent.lima.yaml"),
            new Sample("lima.yaml"),
            new Sample("vm/agent.lima.yml"),
            new Sample("templates/agent.yaml", "images:\n- location: x\nmounts: []\n")),
    WSB("wsb", "Windows Sandbox configuration",
            "`*.wsb` (UTF-8 or UTF-16)",
            List.of("\\.wsb$"),
            new Sample("agent.wsb"),
            new Sample("Sandbox.WSB")),
    WSL_CONF("wslconf", "wsl.conf",
            "`wsl.conf`",
            List.of("(^|/)wsl\\.conf$"),
            new Sample("etc/wsl.conf")),
    WSL_CONFIG("wslconfig", ".wslconfig",
            "`.wslconfig`",
            List.of("(^|/)\\.wslconfig$"),
            new Sample(".wslconfig")),
    SHELL("shell", "shell script",
            "`*.sh`, `*.bash`, `*.zsh`, `*.ksh`; extension-less files and `*.command` with a `sh`/`bash`/`zsh`/… shebang",
            List.of("\\.(sh|bash|zsh|ksh|command)$", "(^|/)[^/.]+$"),
            new Sample("scripts/run-agent.sh"),
            new Sample("run-agent.sh"),
            new Sample("scripts/x.BASH"),
            new Sample("x.zsh"),
            new Sample("x.ksh"),
            new Sample("bin/run-agent", "#!/usr/bin/env bash\n"),
            new Sample("Start Agent.command", "#!/bin/sh\n"),
            new Sample(".devcontainer/entrypoint.sh")),
    POWERSHELL("powershell", "PowerShell script",
            "`*.ps1`; extension-less files with a `pwsh` shebang",
            List.of("\\.ps1$", "(^|/)[^/.]+$"),
            new Sample("scripts/run-agent.ps1"),
            new Sample("scripts/Start-Agent.ps1"),
            new Sample("bin/start-agent", "#!/usr/bin/env pwsh\n")),
    BATCH("batch", "Windows batch file",
            "`*.cmd`, `*.bat`",
            List.of("\\.(cmd|bat)$"),
            new Sample("scripts/run-agent.cmd"),
            new Sample("scripts/start-agent.cmd"),
            new Sample("Start Agent.BAT"),
            new Sample("start.bat")),
    GITHUB_WORKFLOW("github-workflow", "GitHub Actions workflow",
            "`.github/workflows/*.yml` / `*.yaml`",
            List.of("\\.ya?ml$"),
            new Sample(".github/workflows/agent.yml")),
    GITHUB_ACTION("github-action", "GitHub composite action",
            "`action.yml` / `action.yaml` with `runs: using: composite` (JavaScript and container actions have no steps to check)",
            List.of("\\.ya?ml$"),
            new Sample(".github/actions/agent/action.yml", "runs:\n  using: composite\n"),
            new Sample(".github/actions/review/action.yml", "runs:\n  using: composite\n"),
            new Sample("action.yaml", "runs:\n  using: 'composite'  # steps below\n")),
    PACKAGE_JSON("package-json", "package.json scripts",
            "`package.json`",
            List.of("(^|/)package\\.json$"),
            new Sample("package.json")),
    MAKEFILE("makefile", "Makefile",
            "`Makefile`, `makefile`, `GNUmakefile`, `*.mk`",
            List.of("\\.mk$", "(^|/)[^/.]+$"),
            new Sample("Makefile"),
            new Sample("GNUmakefile"),
            new Sample("build/agent.mk")),
    TASKFILE("taskfile", "Taskfile",
            "`Taskfile.yml`, `Taskfile.yaml`, `Taskfile.dist.yml`, `Taskfile.dist.yaml` (any case)",
            List.of("\\.ya?ml$"),
            new Sample("Taskfile.yml"),
            new Sample("taskfile.dist.yaml")),
    DEVBOX("devbox", "devbox.json scripts",
            "`devbox.json`",
            List.of("(^|/)devbox\\.json$"),
            new Sample("devbox.json")),
    DOCKERFILE("dockerfile", "Dockerfile or Containerfile",
            "`Dockerfile`, `Containerfile` (any case), `*.Dockerfile`, `*.Containerfile`, `Dockerfile.*`, `Containerfile.*` (not `*.dockerignore`, `*.md`, `*.txt`, …)",
            List.of("(^|/)[^/.]+$", "(^|/)(dockerfile|containerfile)\\.[^/]+$", "\\.(dockerfile|containerfile)$"),
            new Sample("Dockerfile"),
            new Sample("agent/Containerfile"),
            new Sample("docker/Dockerfile.agent"),
            new Sample("images/sandbox.Dockerfile"),
            new Sample("agent.Dockerfile")),
    GEMINI_SETTINGS("gemini-settings", "Gemini CLI settings",
            "`.gemini/settings.json` (`mcpServers`, `tools.allowed`, `tools.sandbox`)",
            List.of("(^|/)\\.gemini/settings\\.json$"),
            new Sample(".gemini/settings.json")),
    CREDENTIAL_FILE("credential-file", "plaintext credential file",
            "`.env`, `.env.*`, `*.env`, `.npmrc`, `.pypirc`, `.netrc`, `_netrc`, `.git-credentials`, `.aws/credentials`, `.docker/config.json` (RUN-029)",
            List.of("(^|/)(\\.env(\\..+)?|[^/]+\\.env|\\.npmrc|\\.pypirc|\\.netrc|_netrc|\\.git-credentials)$", "(^|/)\\.aws/credentials$", "(^|/)\\.docker/config\\.json$"),
            new Sample(".env"),
            new Sample("app/.env.local"),
            new Sample(".env.example"),
            new Sample("deploy/prod.env"),
            new Sample(".npmrc"),
            new Sample(".pypirc"),
            new Sample(".netrc"),
            new Sample("_netrc"),
            new Sample(".git-credentials"),
            new Sample("home/.aws/credentials"),
            new Sample("home/.docker/config.json"),
            new Sample(".aws/credentials"),
            new Sample(".docker/config.json")),
    JUSTFILE("justfile", "justfile",
            "`justfile` (any case), `.justfile`, `*.just` modules",
            List.of("\\.just$", "(^|/)\\.?justfile$"),
            new Sample("justfile"),
            new Sample("tools/.justfile"),
            new Sample("tools/agents.just")),
    MISE("mise", "mise.toml tasks",
            "`mise.toml`, `.mise.toml`, `mise.local.toml`, `mise.<env>.toml` (each also with a leading dot), `mise/config.toml`, `.mise/config.toml`, `.config/mise/config.toml`, `mise/config.local.toml`, `mise/conf.d/*.toml`",
            List.of("(^|/)config\\.toml$", "(^|/)\\.?mise(\\.[^/]+)?\\.toml$", "(^|/)\\.?mise/config\\.local\\.toml$", "(^|/)\\.?mise/conf\\.d/[^/]+\\.toml$"),
            new Sample("mise.toml"),
            new Sample(".mise.local.toml"),
            new Sample(".config/mise/config.toml"),
            new Sample("mise/config.local.toml"),
            new Sample(".config/mise/conf.d/agents.toml")),
    VSCODE_SETTINGS("vscode-settings", "VS Code workspace settings",
            "`.vscode/settings.json`, `*.code-workspace` (agent terminal auto-approval)",
            List.of("(^|/)\\.vscode/settings\\.json$", "[^/]\\.code-workspace$"),
            new Sample(".vscode/settings.json"));

    /**
     * A path the classifier takes as this format, with the start of the file it needs for a name
     * decided by content (empty when the name is enough).
     */
    public record Sample(String path, String head) {
        public Sample(String path) {
            this(path, "");
        }
    }

    private final String id;
    private final String title;
    private final String recognisedAs;
    // Both lists are List.of/List.copyOf: unmodifiable, so the constants are immutable after all.
    @SuppressWarnings("ImmutableEnumChecker")
    private final List<String> preCommitNames;
    @SuppressWarnings("ImmutableEnumChecker")
    private final List<Sample> samples;

    Format(String id, String title, String recognisedAs, List<String> preCommitNames, Sample... samples) {
        this.id = id;
        this.title = title;
        this.recognisedAs = recognisedAs;
        this.preCommitNames = List.copyOf(preCommitNames);
        this.samples = List.of(samples);
    }

    /** The format with this id, or null. */
    public static Format ofId(String id) {
        for (Format f : values()) if (f.id.equals(id)) return f;
        return null;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** What files are this format, as docs/formats.md says it (Markdown). */
    public String recognisedAs() {
        return recognisedAs;
    }

    /**
     * Regular expressions (Python's {@code re} syntax, which Java reads alike; matched with the
     * hook's {@code (?ix)} flags) of the paths the pre-commit hook must pass to agentlint for this
     * format: together they make the hook's {@code files} pattern.
     */
    public List<String> preCommitNames() {
        return preCommitNames;
    }

    /** Paths the classifier takes as this format, the usual one first. */
    public List<Sample> samples() {
        return samples;
    }

    /** A relative path where a file of this format usually lives, which discovery classifies as this format. */
    public String usualPath() {
        return samples.get(0).path();
    }
}
