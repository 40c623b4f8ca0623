package dev.agentlint.filter;

import dev.agentlint.base.Format;

/**
 * How comments are written in a format, as far as inline ignores care. Each format states its
 * syntax here (the switch has no default, so a new format must decide); a format whose consumer
 * rejects comments (strict JSON) has {@link #NONE}: use {@code ignores:} in {@code .agentlint.yaml}.
 */
public enum CommentSyntax {
    /** Strict JSON: no comments. */
    NONE("none (strict JSON)"),
    /** POSIX shell: {@code #} at the start of a word, outside quotes; here-document bodies are data. */
    SHELL("`#`"),
    /** PowerShell: {@code #} at the start of a token and {@code <# … #>}, outside strings and here-strings. */
    POWERSHELL("`#`, `<# … #>`"),
    /** Windows batch files: a line that starts with {@code rem} or {@code ::} (after blanks and {@code @}). */
    BATCH("`rem`, `::` lines"),
    /** YAML: {@code #} at the start of a line or after whitespace, outside quoted scalars. */
    YAML("`#`"),
    /** TOML: {@code #} outside strings (including multi-line strings). */
    TOML("`#`"),
    /** systemd / Quadlet units: {@code #} or {@code ;} as the first character of a line only. */
    UNIT("`#` or `;` starting a line"),
    /** Dockerfiles: {@code #} as the first character of a line (after blanks) only; {@code ;} is not a comment. */
    DOCKERFILE("`#` starting a line"),
    /** WSL's INI dialect: {@code #} anywhere outside double quotes; {@code ;} is not a comment. */
    WSL_INI("`#`"),
    /** JSON with comments: {@code //} to the end of the line and {@code /* … *}{@code /}, outside strings. */
    JSONC("`//`, `/* … */`"),
    /** XML: {@code <!-- … -->}, outside CDATA sections. */
    XML("`<!-- … -->`");

    private final String written;

    CommentSyntax(String written) {
        this.written = written;
    }

    /** How such comments are written, for the format table of docs/formats.md (Markdown). */
    public String written() {
        return written;
    }

    public static CommentSyntax of(Format format) {
        if (format == null) return NONE;
        return switch (format) {
            case CLAUDE_SETTINGS, MCP_CONFIG, SRT_SETTINGS, PACKAGE_JSON -> NONE;
            case SHELL, MAKEFILE, CREDENTIAL_FILE, JUSTFILE -> SHELL;
            case POWERSHELL -> POWERSHELL;
            case BATCH -> BATCH;
            case COMPOSE, KUBE, LIMA, GITHUB_WORKFLOW, GITHUB_ACTION, TASKFILE -> YAML;
            case CODEX_CONFIG, MISE -> TOML;
            case QUADLET, SYSTEMD_UNIT -> UNIT;
            case DOCKERFILE -> DOCKERFILE;
            case WSL_CONF, WSL_CONFIG -> WSL_INI;
            case DEVCONTAINER, DEVBOX, GEMINI_SETTINGS, VSCODE_SETTINGS -> JSONC;
            case LAUNCHD_PLIST, WSB -> XML;
        };
    }
}
