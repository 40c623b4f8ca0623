package dev.agentlint.discover;

/** Every kind of file agentlint understands. The id is part of the JSON output: never rename one. */
public enum Format {
    CLAUDE_SETTINGS("claude-settings", "Claude Code settings"),
    MCP_CONFIG("mcp", "MCP server configuration"),
    CODEX_CONFIG("codex", "Codex config.toml"),
    SRT_SETTINGS("srt-settings", "sandbox-runtime settings"),
    COMPOSE("compose", "Compose file"),
    DEVCONTAINER("devcontainer", "devcontainer.json"),
    KUBE("kube", "Kubernetes YAML for podman kube play"),
    QUADLET("quadlet", "Podman Quadlet unit"),
    SYSTEMD_UNIT("systemd", "systemd unit"),
    LAUNCHD_PLIST("launchd", "launchd property list"),
    LIMA("lima", "Lima instance YAML"),
    WSB("wsb", "Windows Sandbox configuration"),
    WSL_CONF("wslconf", "wsl.conf"),
    WSL_CONFIG("wslconfig", ".wslconfig"),
    SHELL("shell", "shell script"),
    GITHUB_WORKFLOW("github-workflow", "GitHub Actions workflow"),
    PACKAGE_JSON("package-json", "package.json scripts");

    private final String id;
    private final String title;

    Format(String id, String title) {
        this.id = id;
        this.title = title;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }
}
