package dev.agentlint.base;

/** Every kind of file agentlint understands. The id is part of the JSON output: never rename one. */
public enum Format {
    CLAUDE_SETTINGS("claude-settings", "Claude Code settings", ".claude/settings.json"),
    MCP_CONFIG("mcp", "MCP server configuration", ".mcp.json"),
    CODEX_CONFIG("codex", "Codex config.toml", ".codex/config.toml"),
    SRT_SETTINGS("srt-settings", "sandbox-runtime settings", ".srt-settings.json"),
    COMPOSE("compose", "Compose file", "compose.yaml"),
    DEVCONTAINER("devcontainer", "devcontainer.json", ".devcontainer/devcontainer.json"),
    KUBE("kube", "Kubernetes YAML for podman kube play", "k8s/agent.yaml"),
    QUADLET("quadlet", "Podman Quadlet unit", ".config/containers/systemd/agent.container"),
    SYSTEMD_UNIT("systemd", "systemd unit", "etc/systemd/system/agent.service"),
    LAUNCHD_PLIST("launchd", "launchd property list", "Library/LaunchAgents/com.example.agent.plist"),
    LIMA("lima", "Lima instance YAML", "agent.lima.yaml"),
    WSB("wsb", "Windows Sandbox configuration", "agent.wsb"),
    WSL_CONF("wslconf", "wsl.conf", "etc/wsl.conf"),
    WSL_CONFIG("wslconfig", ".wslconfig", ".wslconfig"),
    SHELL("shell", "shell script", "scripts/run-agent.sh"),
    POWERSHELL("powershell", "PowerShell script", "scripts/run-agent.ps1"),
    BATCH("batch", "Windows batch file", "scripts/run-agent.cmd"),
    GITHUB_WORKFLOW("github-workflow", "GitHub Actions workflow", ".github/workflows/agent.yml"),
    GITHUB_ACTION("github-action", "GitHub composite action", ".github/actions/agent/action.yml"),
    PACKAGE_JSON("package-json", "package.json scripts", "package.json"),
    MAKEFILE("makefile", "Makefile", "Makefile"),
    TASKFILE("taskfile", "Taskfile", "Taskfile.yml"),
    DEVBOX("devbox", "devbox.json scripts", "devbox.json"),
    DOCKERFILE("dockerfile", "Dockerfile or Containerfile", "Dockerfile"),
    GEMINI_SETTINGS("gemini-settings", "Gemini CLI settings", ".gemini/settings.json"),
    CREDENTIAL_FILE("credential-file", "plaintext credential file", ".env"),
    JUSTFILE("justfile", "justfile", "justfile"),
    MISE("mise", "mise.toml tasks", "mise.toml"),
    VSCODE_SETTINGS("vscode-settings", "VS Code workspace settings", ".vscode/settings.json");

    private final String id;
    private final String title;
    private final String usualPath;

    Format(String id, String title, String usualPath) {
        this.id = id;
        this.title = title;
        this.usualPath = usualPath;
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

    /** A relative path where a file of this format usually lives, which discovery classifies as this format. */
    public String usualPath() {
        return usualPath;
    }
}
