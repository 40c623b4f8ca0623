package dev.agentlint.model;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Recognises coding-agent command-line tools by their executable name, their npm/PyPI package
 * (as run by {@code npx}, {@code bunx}, {@code uvx}, {@code pipx run}), or a container image name.
 */
public final class AgentClis {

    /** Executable name → agent. */
    private static final Map<String, String> EXECUTABLES = Map.ofEntries(
            Map.entry("claude", "claude"), Map.entry("claude-code", "claude"),
            Map.entry("codex", "codex"),
            Map.entry("gemini", "gemini"),
            Map.entry("qwen", "qwen"),
            Map.entry("aider", "aider"),
            Map.entry("goose", "goose"),
            Map.entry("opencode", "opencode"),
            Map.entry("cursor-agent", "cursor-agent"),
            Map.entry("amp", "amp"),
            Map.entry("copilot", "copilot"),
            Map.entry("crush", "crush"),
            Map.entry("auggie", "auggie"));

    /** Package name (without version) → agent. */
    private static final Map<String, String> PACKAGES = Map.ofEntries(
            Map.entry("@anthropic-ai/claude-code", "claude"),
            Map.entry("@openai/codex", "codex"),
            Map.entry("@google/gemini-cli", "gemini"),
            Map.entry("@qwen-code/qwen-code", "qwen"),
            Map.entry("opencode-ai", "opencode"),
            Map.entry("@sourcegraph/amp", "amp"),
            Map.entry("@github/copilot", "copilot"),
            Map.entry("@charmland/crush", "crush"),
            Map.entry("@augmentcode/auggie", "auggie"),
            Map.entry("aider-chat", "aider"),
            Map.entry("aider-install", "aider"));

    /** Fragments of image names that say the image runs an agent. */
    private static final Set<String> IMAGE_HINTS = Set.of(
            "claude-code", "claude_code", "claudecode", "codex", "gemini-cli", "aider", "opencode", "goose",
            "cursor-agent", "coding-agent", "agent-sandbox", "qwen-code");

    /** Directories an agent keeps its state in; one inside a container says the agent runs there. */
    private static final Map<String, String> CONFIG_DIRS = Map.of(
            ".claude", "claude", ".codex", "codex", ".gemini", "gemini", ".qwen", "qwen", ".aider", "aider",
            ".opencode", "opencode", ".goose", "goose", ".crush", "crush");

    /** Variables only an agent reads. */
    private static final Map<String, String> VARIABLES = Map.of(
            "CLAUDE_CONFIG_DIR", "claude", "CLAUDE_CODE_OAUTH_TOKEN", "claude", "CODEX_HOME", "codex",
            "GEMINI_CLI_SYSTEM_SETTINGS_PATH", "gemini");

    /** Editor extensions that run an agent CLI in the environment they are installed in. */
    private static final Map<String, String> EXTENSIONS = Map.of(
            "anthropic.claude-code", "claude", "openai.chatgpt", "codex");

    private AgentClis() {}

    /** State and credential files an agent keeps outside (or inside) its state directory. */
    private static final Map<String, String> STATE_FILES = Map.of(
            ".claude.json", "claude", ".claude/.credentials.json", "claude", ".codex/auth.json", "codex",
            ".gemini/oauth_creds.json", "gemini", ".qwen/oauth_creds.json", "qwen", ".aider.conf.yml", "aider");

    /**
     * The agent whose state directory or state file a path is ({@code /home/node/.claude},
     * {@code /root/.claude.json}, {@code ~/.codex/auth.json} → that agent), if any.
     */
    public static Optional<String> byConfigDir(String path) {
        if (path == null) return Optional.empty();
        String p = path.strip().replace('\\', '/');
        while (p.endsWith("/") && p.length() > 1) p = p.substring(0, p.length() - 1);
        int last = p.lastIndexOf('/');
        String name = p.substring(last + 1);
        String dir = CONFIG_DIRS.get(name);
        if (dir != null) return Optional.of(dir);
        String file = STATE_FILES.get(name);
        if (file != null) return Optional.of(file);
        int before = last <= 0 ? -1 : p.lastIndexOf('/', last - 1);
        return Optional.ofNullable(STATE_FILES.get(p.substring(before + 1)));
    }

    /** The agent an environment variable configures ({@code CLAUDE_CONFIG_DIR} → claude), if any. */
    public static Optional<String> byVariable(String name) {
        return name == null ? Optional.empty() : Optional.ofNullable(VARIABLES.get(name.toUpperCase(Locale.ROOT)));
    }

    /** The agent an editor extension runs ({@code anthropic.claude-code} → claude), if any. */
    public static Optional<String> byEditorExtension(String id) {
        return id == null ? Optional.empty() : Optional.ofNullable(EXTENSIONS.get(id.strip().toLowerCase(Locale.ROOT)));
    }

    /** Every executable name agentlint knows an agent by, sorted (the probe looks for them on PATH). */
    public static java.util.List<String> executables() {
        return EXECUTABLES.keySet().stream().sorted().toList();
    }

    /** The agent an executable (path or bare name) is, if any. */
    public static Optional<String> byExecutable(String word) {
        if (word == null) return Optional.empty();
        String base = word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        if (base.endsWith(".exe") || base.endsWith(".cmd")) base = base.substring(0, base.length() - 4);
        return Optional.ofNullable(EXECUTABLES.get(base));
    }

    /** The agent an npm/PyPI package spec is ({@code @openai/codex@0.144.3} → codex), if any. */
    public static Optional<String> byPackage(String spec) {
        if (spec == null) return Optional.empty();
        return Optional.ofNullable(PACKAGES.get(packageName(spec)));
    }

    /**
     * The agent whose installed package a script path lies in
     * ({@code /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js} → claude), if any.
     */
    public static Optional<String> byInstalledPath(String path) {
        if (path == null) return Optional.empty();
        String[] segs = path.replace('\\', '/').split("/");
        for (int i = 1; i < segs.length; i++) {
            if (!segs[i - 1].equals("node_modules")) continue;
            String candidate = segs[i].startsWith("@") && i + 1 < segs.length ? segs[i] + "/" + segs[i + 1] : segs[i];
            Optional<String> a = byPackage(candidate);
            if (a.isPresent()) return a;
        }
        return Optional.empty();
    }

    /** Subcommands and options that manage an agent's CLI (its version, login, MCP servers, updates) rather than run the agent. */
    private static final Set<String> MANAGEMENT = Set.of(
            "--version", "-v", "-V", "--help", "-h", "help", "update", "upgrade", "install", "mcp", "doctor", "config",
            "login", "logout", "setup-token", "completion", "plugin", "migrate-installer");

    /**
     * Whether an agent's command runs the agent, given the words after its executable: not when
     * they manage the CLI ({@code claude --version}, {@code claude mcp add …}), and not when the
     * name is another common CLI's: pressly/goose ({@code goose up}) and AWS Copilot
     * ({@code copilot svc deploy}) take subcommands where the agents take a prompt option.
     */
    public static boolean runsAgent(String agent, java.util.List<String> args) {
        String next = args.isEmpty() ? "" : args.get(0);
        if (MANAGEMENT.contains(next)) return false;
        return switch (agent) {
            case "goose" -> next.equals("run") || next.equals("session");
            case "copilot", "amp" -> next.isEmpty() || next.startsWith("-");
            default -> true;
        };
    }

    /** True when an image reference names an agent image ({@code ghcr.io/x/claude-code:1}). */
    public static boolean imageLooksLikeAgent(ImageReference image) {
        if (image == null) return false;
        String repo = image.repository().toLowerCase(Locale.ROOT);
        for (String hint : IMAGE_HINTS) if (repo.contains(hint)) return true;
        return false;
    }

    /** {@code @scope/name@1.2.3} → {@code @scope/name}; {@code name==1.2} → {@code name}. */
    public static String packageName(String spec) {
        String s = spec.strip().toLowerCase(Locale.ROOT);
        int from = s.startsWith("@") ? 1 : 0;
        int at = s.indexOf('@', from);
        if (at > 0) s = s.substring(0, at);
        for (String sep : new String[] {"==", ">=", "<=", "~=", "!="}) {
            int i = s.indexOf(sep);
            if (i > 0) s = s.substring(0, i);
        }
        return s;
    }

    /** The version pinned in a package spec ({@code pkg@1.2.3}, {@code pkg==1.2}); empty when none. */
    public static Optional<String> pinnedVersion(String spec) {
        String s = spec.strip();
        int from = s.startsWith("@") ? 1 : 0;
        int at = s.indexOf('@', from);
        if (at > 0) return Optional.of(s.substring(at + 1));
        int eq = s.indexOf("==");
        if (eq > 0) return Optional.of(s.substring(eq + 2));
        return Optional.empty();
    }
}
