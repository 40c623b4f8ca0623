package dev.agentlint.discover;

import dev.agentlint.base.Format;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Decides a file's format from its path, and where the name alone is ambiguous (a YAML file that
 * might be a Lima template, a {@code config.toml} that might be Codex's, a script without an
 * extension) from a cheap look at the start of its content.
 */
public final class Classifier {

    private static final Pattern BLANKS = Pattern.compile("[ \t]+");

    /** How many characters of a file {@link #classify} may look at. */
    public static final int HEAD_CHARS = 8192;

    private static final int MAX_NAME = 255;
    /** Linux reads at most this much of a shebang line. */
    private static final int MAX_SHEBANG = 256;

    private static final Pattern COMPOSE = Pattern.compile("(?:docker-|podman-|container-)?compose(?:\\.[\\w-]+)*\\.ya?ml");
    /** A composite action's {@code runs: using: composite} (other actions run JavaScript or a container, no steps). */
    private static final Pattern COMPOSITE_ACTION = Pattern.compile("(?m)^[ \\t]+using:[ \\t]*['\"]?composite['\"]?[ \\t]*(?:#.*)?$");
    private static final Pattern TASKFILE = Pattern.compile("taskfile\\.(?:dist\\.)?ya?ml");
    private static final Pattern SHELL_EXT = Pattern.compile(".*\\.(?:sh|bash|zsh|ksh)");
    private static final Pattern SHEBANG = Pattern.compile(
            "#!\\s*(?:/usr)?(?:/local)?/bin/(?:env\\s+(?:-\\S+\\s+)*)?(?:sh|bash|dash|zsh|ksh|mksh|ash|busybox\\s+sh)\\b.*");
    /*
     * podman kube play reads only a document's kind (getKubeKind in pkg/domain/infra/abi/play.go) and
     * expands a List's items as documents of their own; the apiVersion is not checked. So any
     * Kubernetes-shaped apiVersion (v1, apps/v1beta2, extensions/v1beta1) with a kind it plays.
     */
    private static final Pattern KUBE_KIND = Pattern.compile(
            "(?m)^kind:[ \\t]*[\"']?(Pod|Deployment|DaemonSet|Job|ConfigMap|Secret|PersistentVolumeClaim|List)[\"']?[ \\t]*(?:#.*)?$");
    private static final Pattern KUBE_API = Pattern.compile(
            "(?m)^apiVersion:[ \\t]*[\"']?(?:[a-z0-9.-]{1,100}/)?v[0-9]{1,3}(?:(?:alpha|beta)[0-9]{0,3})?[\"']?[ \\t]*(?:#.*)?$");
    private static final Pattern CODEX_KEYS = Pattern.compile(
            "(?m)^[ \\t]*(?:(?:approval_policy|sandbox_mode|model_reasoning_effort|model_provider|approvals_reviewer|default_permissions)\\s*="
                    + "|\\[(?:mcp_servers|sandbox_workspace_write|shell_environment_policy|profiles|model_providers|permissions|windows|experimental_network)\\b)");
    private static final Pattern PLIST = Pattern.compile("<key>\\s*(?:Label|ProgramArguments|Program)\\s*</key>");

    private Classifier() {}

    /**
     * @param path a '/'-separated path; only its last components are looked at
     * @param head the first {@link #HEAD_CHARS} characters of the file, read only when needed
     * @return the format, or null when the file is not one agentlint checks
     */
    public static Format classify(String path, Supplier<String> head) {
        String[] last = lastComponents(path.replace('\\', '/'));
        if (last == null) return null;
        String name = last[2];
        // No file system allows longer names; refusing them keeps every pattern below linear.
        if (name.isEmpty() || name.length() > MAX_NAME) return null;
        Supplier<String> capped = () -> {
            String h = head.get();
            return h.length() > HEAD_CHARS ? h.substring(0, HEAD_CHARS) : h;
        };
        String parent = last[1];
        String grand = last[0];
        String lower = name.toLowerCase(Locale.ROOT);

        switch (name) {
            case "settings.json", "settings.local.json":
                if (parent.equals(".claude") || parent.equals("dot_claude")) return Format.CLAUDE_SETTINGS;
                if (parent.equals(".gemini") && name.equals("settings.json")) return Format.GEMINI_SETTINGS;
                if (parent.equals(".vscode") && name.equals("settings.json")) return Format.VSCODE_SETTINGS;
                break;
            case "managed-settings.json":
                return Format.CLAUDE_SETTINGS;
            case ".mcp.json", "mcp.json", "managed-mcp.json", "claude_desktop_config.json":
                return Format.MCP_CONFIG;
            case ".srt-settings.json", "srt-settings.json":
                return Format.SRT_SETTINGS;
            case ".devcontainer.json", "devcontainer.json":
                return Format.DEVCONTAINER;
            case "wsl.conf":
                return Format.WSL_CONF;
            case ".wslconfig":
                return Format.WSL_CONFIG;
            case "package.json":
                return Format.PACKAGE_JSON;
            case "devbox.json":
                return Format.DEVBOX;
            case "Makefile", "makefile", "GNUmakefile":
                return Format.MAKEFILE;
            case "config.toml", "requirements.toml", "managed_config.toml":
                // mise's own directories: mise/config.toml, .mise/config.toml, .config/mise/config.toml.
                if (name.equals("config.toml") && (parent.equals("mise") || parent.equals(".mise"))) return Format.MISE;
                if (underCodexDirectory(path.replace('\\', '/').split("/"))) return Format.CODEX_CONFIG;
                if (name.equals("config.toml") && CODEX_KEYS.matcher(capped.get()).find()) return Format.CODEX_CONFIG;
                return null;
            default:
                break;
        }
        if (isCredentialFile(name, lower, parent)) return Format.CREDENTIAL_FILE;
        // just looks for a justfile in any case, or .justfile; modules are *.just.
        if (lower.equals("justfile") || lower.equals(".justfile") || lower.endsWith(".just") && lower.length() > 5) return Format.JUSTFILE;
        if (lower.endsWith(".toml") && isMiseConfig(lower, parent, grand)) return Format.MISE;
        if (isDockerfile(lower)) return Format.DOCKERFILE;
        if (parent.equals("managed-settings.d") && lower.endsWith(".json")) return Format.CLAUDE_SETTINGS;
        if (parent.equals(".codex") && lower.endsWith(".config.toml")) return Format.CODEX_CONFIG;
        // Role files a Codex config points to with [agents.<name>] config_file = ".codex/agents/<name>.toml".
        if (parent.equals("agents") && grand.equals(".codex") && lower.endsWith(".toml")) return Format.CODEX_CONFIG;
        // The cheap tests first: every name below is asked this, and few are YAML or scripts.
        if (yamlName(lower) && lower.contains("compose") && COMPOSE.matcher(lower).matches()) return Format.COMPOSE;
        if (lower.endsWith(".code-workspace") && lower.length() > ".code-workspace".length()) return Format.VSCODE_SETTINGS;
        if (lower.endsWith(".wsb")) return Format.WSB;
        if (lower.endsWith(".container") || lower.endsWith(".pod") || lower.endsWith(".kube")) return Format.QUADLET;
        if ((lower.endsWith(".network") || lower.endsWith(".volume")) && parent.equals("systemd") && grand.equals("containers")) {
            return Format.QUADLET;
        }
        if (lower.endsWith(".service")) return Format.SYSTEMD_UNIT;
        if (lower.endsWith(".conf") && parent.endsWith(".service.d")) return Format.SYSTEMD_UNIT;
        if (lower.endsWith(".plist")) {
            if (parent.equals("LaunchAgents") || parent.equals("LaunchDaemons")) return Format.LAUNCHD_PLIST;
            String h = capped.get();
            // Binary plists keep key names as plain ASCII: classify them so the reader can say why they are skipped.
            if (h.startsWith("bplist")) return h.contains("ProgramArguments") || h.contains("RunAtLoad") ? Format.LAUNCHD_PLIST : null;
            return PLIST.matcher(h).find() ? Format.LAUNCHD_PLIST : null;
        }
        if (shellName(lower) && SHELL_EXT.matcher(lower).matches()) return Format.SHELL;
        if (lower.endsWith(".ps1")) return Format.POWERSHELL;
        if (lower.endsWith(".cmd") || lower.endsWith(".bat")) return Format.BATCH;
        if (lower.endsWith(".mk")) return Format.MAKEFILE;
        if (lower.endsWith(".yml") || lower.endsWith(".yaml")) return yaml(parent, grand, lower, capped);
        if (!name.contains(".") || lower.endsWith(".command")) {
            String h = capped.get();
            int nl = h.indexOf('\n');
            String first = (nl >= 0 ? h.substring(0, nl) : h).strip();
            if (first.startsWith("#!") && first.length() <= MAX_SHEBANG && SHEBANG.matcher(first).matches()) return Format.SHELL;
            if (first.startsWith("#!") && first.length() <= MAX_SHEBANG && pwshShebang(first)) return Format.POWERSHELL;
        }
        return null;
    }

    /**
     * The last three components of a '/'-separated path, {grandparent, parent, name}, empty where
     * the path has fewer; null when it has none. The components {@code path.split("/")} gives,
     * without splitting all of it: every file a walk lists is asked this.
     */
    static String[] lastComponents(String path) {
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') end--;
        if (end == 0) return null;
        int s1 = path.lastIndexOf('/', end - 1);
        String name = path.substring(s1 + 1, end);
        if (s1 < 0) return new String[] {"", "", name};
        int s2 = path.lastIndexOf('/', s1 - 1);
        String parent = path.substring(s2 + 1, s1);
        if (s2 < 0) return new String[] {"", parent, name};
        return new String[] {path.substring(path.lastIndexOf('/', s2 - 1) + 1, s2), parent, name};
    }

    /** {@code #!/usr/bin/pwsh}, {@code #!/usr/bin/env pwsh}, {@code #!/usr/bin/env -S pwsh -NoProfile}. */
    private static boolean pwshShebang(String first) {
        String[] words = BLANKS.split(first.substring(2).strip());
        int k = 0;
        if (words[0].endsWith("/env")) {
            k = 1;
            while (k < words.length && words[k].startsWith("-")) k++;
        }
        if (k >= words.length) return false;
        String program = words[k].substring(words[k].lastIndexOf('/') + 1);
        return program.equals("pwsh") || program.equals("pwsh-preview");
    }

    private static boolean yamlName(String lower) {
        return lower.endsWith(".yml") || lower.endsWith(".yaml");
    }

    private static boolean shellName(String lower) {
        return lower.endsWith(".sh") || lower.endsWith(".bash") || lower.endsWith(".zsh") || lower.endsWith(".ksh");
    }

    /** {@code .codex/config.toml}, a dotfiles repo's {@code codex/…/config.toml}, CI's {@code .github/codex/home/config.toml}. */
    private static boolean underCodexDirectory(String[] parts) {
        for (int i = 0; i < parts.length - 1; i++) {
            if (parts[i].equals(".codex") || parts[i].equals("codex") || parts[i].equals("dot_codex")) return true;
        }
        return false;
    }

    private static Format yaml(String parent, String grand, String lower, Supplier<String> head) {
        if (parent.equals("workflows") && grand.equals(".github")) return Format.GITHUB_WORKFLOW;
        // The names Task looks for (taskfile.dev, "Supported file names"), in any case.
        if (lower.startsWith("taskfile.") && TASKFILE.matcher(lower).matches()) return Format.TASKFILE;
        if ((lower.equals("action.yml") || lower.equals("action.yaml")) && COMPOSITE_ACTION.matcher(head.get()).find()) {
            return Format.GITHUB_ACTION;
        }
        if (lower.equals("lima.yaml") || lower.endsWith(".lima.yaml") || lower.endsWith(".lima.yml")) return Format.LIMA;
        // $LIMA_HOME/_config/{default,override,base}.yaml apply to every instance.
        if (parent.equals("_config") && (grand.equals(".lima") || grand.contains("lima"))
                && (lower.equals("default.yaml") || lower.equals("override.yaml") || lower.equals("base.yaml"))) {
            return Format.LIMA;
        }
        // Lima's template fragments: templates/_images/<distro>.yaml, templates/_default/mounts.yaml.
        if ((parent.equals("_images") || parent.equals("_default")) && grand.equals("templates")) return Format.LIMA;
        String h = head.get();
        if (looksLikeLima(h)) return Format.LIMA;
        if (anyLineMatches(h, "kind:", KUBE_KIND) && anyLineMatches(h, "apiVersion:", KUBE_API)) return Format.KUBE;
        return null;
    }

    /** Extensions of files named after a Dockerfile that are not one: BuildKit's per-Dockerfile ignore file, notes. */
    private static final List<String> NOT_DOCKERFILES = List.of(".dockerignore", ".md", ".txt", ".rst", ".adoc", ".html");

    /**
     * {@code Dockerfile}, {@code Containerfile} (Podman's and Buildah's default name), and the names
     * projects give variants: {@code agent.Dockerfile}, {@code Dockerfile.agent}, {@code Containerfile.dev}.
     * Docker also accepts the lower-case default name.
     */
    static boolean isDockerfile(String lower) {
        if (lower.equals("dockerfile") || lower.equals("containerfile")) return true;
        if (lower.endsWith(".dockerfile") || lower.endsWith(".containerfile")) return true;
        if (!lower.startsWith("dockerfile.") && !lower.startsWith("containerfile.")) return false;
        for (String ext : NOT_DOCKERFILES) if (lower.endsWith(ext)) return false;
        return true;
    }

    /**
     * Plaintext files tools keep long-lived credentials in (RUN-029): {@code .env}, {@code .env.*},
     * {@code *.env}, {@code .npmrc}, {@code .pypirc}, {@code .netrc}/{@code _netrc},
     * {@code .git-credentials}, and the cloud and registry CLIs' {@code .aws/credentials} and
     * {@code .docker/config.json}. Templates ({@code .env.example}) are this format too; the rule
     * judges their values more leniently.
     */
    static boolean isCredentialFile(String name, String lower, String parent) {
        return switch (name) {
            case ".env", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials" -> true;
            case "credentials" -> parent.equals(".aws");
            case "config.json" -> parent.equals(".docker");
            default -> lower.startsWith(".env.") || lower.length() > 4 && lower.endsWith(".env");
        };
    }

    /**
     * The files mise reads configuration and tasks from (mise.jdx.dev, "Configuration"):
     * {@code mise.toml}, {@code .mise.toml}, {@code mise.local.toml}, {@code mise.<env>.toml} (each also
     * with a leading dot), {@code .config/mise.toml}, {@code mise/config.local.toml}, and
     * {@code conf.d/*.toml} under a {@code mise} directory.
     */
    static boolean isMiseConfig(String lower, String parent, String grand) {
        String n = lower.startsWith(".") ? lower.substring(1) : lower;
        if (n.startsWith("mise.")) return true;
        if ((parent.equals("mise") || parent.equals(".mise")) && lower.equals("config.local.toml")) return true;
        return parent.equals("conf.d") && (grand.equals("mise") || grand.equals(".mise"));
    }

    /**
     * Lima files have top-level {@code images:} (or a {@code base:} template) together with keys
     * no other common YAML has at top level.
     */
    static boolean looksLikeLima(String head) {
        boolean images = false, base = false;
        int limaKeys = 0;
        for (int start = 0; start < head.length(); start = nextLineStart(head, start)) {
            String key = topLevelKey(head, start);
            if (key == null) continue;
            switch (key) {
                case "images" -> images = true;
                case "base" -> base = true;
                case "vmType", "mounts", "portForwards", "provision", "probes", "containerd", "mountType", "cpuType",
                        "firmware", "rosetta", "hostResolver", "propagateProxyEnv", "ssh", "guestInstallPrefix",
                        "minimumLimaVersion", "vmOpts", "nestedVirtualization", "mountInotify", "upgradePackages",
                        "additionalDisks", "audio", "video", "caCerts", "arch", "cpus", "memory", "disk" -> limaKeys++;
                default -> { }
            }
        }
        return (images || base) && limaKeys >= 1;
    }

    // Scanned by hand rather than with (?m)^([A-Za-z_][\w.-]*)\s*: over the whole head, which tries
    // every position of every generic YAML file the walk meets; ClassifierTest checks both agree.

    /**
     * The key a line starts with ({@code name:}, the name a letter or '_' then word characters, dots
     * and dashes, whitespace allowed before the colon), or null.
     */
    static String topLevelKey(String s, int start) {
        char first = s.charAt(start);
        if (!(first >= 'A' && first <= 'Z' || first >= 'a' && first <= 'z' || first == '_')) return null;
        int end = start + 1;
        while (end < s.length() && isKeyChar(s.charAt(end))) end++;
        int colon = end;
        while (colon < s.length() && isRegexSpace(s.charAt(colon))) colon++;
        return colon < s.length() && s.charAt(colon) == ':' ? s.substring(start, end) : null;
    }

    private static boolean isKeyChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-';
    }

    /** {@code \s} of java.util.regex. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /**
     * Whether a line that starts with {@code prefix} matches a line-anchored pattern: what
     * {@code pattern.matcher(head).find()} answers, trying only the lines that can match.
     */
    static boolean anyLineMatches(String head, String prefix, Pattern pattern) {
        for (int start = 0; start < head.length(); start = nextLineStart(head, start)) {
            if (!head.startsWith(prefix, start)) continue;
            int end = start;
            while (end < head.length() && !isLineTerminator(head.charAt(end))) end++;
            if (pattern.matcher(head).region(start, end).lookingAt()) return true;
        }
        return false;
    }

    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /** Where the next line starts as (?m)^ sees it: after LF, CR (not inside a CRLF), NEL, LS or PS; the length at the end. */
    static int nextLineStart(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029' || (c == '\r' && (i + 1 >= s.length() || s.charAt(i + 1) != '\n'))) {
                return i + 1;
            }
        }
        return s.length();
    }
}
