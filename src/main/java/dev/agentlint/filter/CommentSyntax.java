package dev.agentlint.filter;

import dev.agentlint.base.Format;

/**
 * How comments are written in a format, and who finds them for inline ignores. Each format states
 * its syntax here (the switch has no default, so a new format must decide); a format whose consumer
 * rejects comments (strict JSON) has {@link #NONE}: use {@code ignores:} in {@code .agentlint.yaml}.
 *
 * <p>Where a parser or reader of agentlint's reads the file it records the comments as it reads
 * ({@link #fromParser()}: {@link ParsedComments}); the Makefile and justfile readers record their
 * own and hand recipes to the shell parser, which records the shell's. {@link Comments} lexes only
 * the formats whose parser is a library that drops comments (YAML through SnakeYAML, JSONC through
 * Jackson, XML through StAX).
 */
public enum CommentSyntax {
    /** Strict JSON: no comments. */
    NONE(false, "none (strict JSON)"),
    /** POSIX shell scripts: {@code #} where a word could start, as the shell parser reads them. */
    SHELL(true, "`#`"),
    /**
     * Makefiles: make's {@code #} outside recipe lines and define bodies ({@code \#} is not one), and
     * in recipe lines the shell's, as the shell parser reads the recipe make expands.
     */
    MAKEFILE(true, "`#`; in recipes, as the shell reads them"),
    /** justfiles: just's {@code #} outside strings, and in recipe bodies the shell's, as the shell parser reads them. */
    JUSTFILE(true, "`#`; in recipes, as the shell reads them"),
    /** Env and other plaintext credential files: {@code #} starting a line, or after a blank outside a value's quotes. */
    CREDENTIAL_FILE(true, "`#` starting a line or after a blank; none in `.docker/config.json`"),
    /** PowerShell: {@code #} at the start of a token and {@code <# … #>}, outside strings and here-strings. */
    POWERSHELL(true, "`#`, `<# … #>`"),
    /** Windows batch files: a line that starts with {@code rem} or {@code ::} (after blanks and {@code @}). */
    BATCH(true, "`rem`, `::` lines"),
    /** YAML: {@code #} at the start of a line or after whitespace, outside quoted scalars. */
    YAML(false, "`#`"),
    /** TOML: {@code #} outside strings (including multi-line strings). */
    TOML(true, "`#`"),
    /** systemd / Quadlet units: {@code #} or {@code ;} as the first character of a line only. */
    UNIT(true, "`#` or `;` starting a line"),
    /** Dockerfiles: {@code #} as the first character of a line (after blanks) only, not in a here-document; {@code ;} is not a comment. */
    DOCKERFILE(true, "`#` starting a line"),
    /** WSL's INI dialect: {@code #} anywhere outside double quotes; {@code ;} is not a comment. */
    WSL_INI(true, "`#`"),
    /** JSON with comments: {@code //} to the end of the line and {@code /* … *}{@code /}, outside strings. */
    JSONC(false, "`//`, `/* … */`"),
    /** XML: {@code <!-- … -->}, outside CDATA sections. */
    XML(false, "`<!-- … -->`");

    private final boolean fromParser;
    private final String written;

    CommentSyntax(boolean fromParser, String written) {
        this.fromParser = fromParser;
        this.written = written;
    }

    /** Whether the format's parser records the comments (else {@link Comments} lexes them). */
    public boolean fromParser() {
        return fromParser;
    }

    /** How such comments are written, for the format table of docs/formats.md (Markdown). */
    public String written() {
        return written;
    }

    public static CommentSyntax of(Format format) {
        if (format == null) return NONE;
        return switch (format) {
            case CLAUDE_SETTINGS, MCP_CONFIG, SRT_SETTINGS, PACKAGE_JSON -> NONE;
            case SHELL -> SHELL;
            case MAKEFILE -> MAKEFILE;
            case JUSTFILE -> JUSTFILE;
            case CREDENTIAL_FILE -> CREDENTIAL_FILE;
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
