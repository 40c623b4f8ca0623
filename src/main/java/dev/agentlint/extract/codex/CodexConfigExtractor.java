package dev.agentlint.extract.codex;

import dev.agentlint.extract.DotfilesLayout;
import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.mcp.McpServers;
import dev.agentlint.extract.shell.JsonScripts;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Header;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.McpServer;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Codex {@code config.toml} (user {@code ~/.codex/}, project {@code .codex/}, profile files),
 * {@code requirements.toml} and the legacy {@code managed_config.toml}, as of Codex 0.144.3.
 */
public final class CodexConfigExtractor implements Extractor {

    /** Keys a project's {@code .codex/config.toml} cannot set, or that only Codex itself writes to the user's file. */
    private static final Set<String> USER_ONLY_KEYS = Set.of(
            "profile", "profiles", "model_provider", "model_providers", "notify", "otel", "openai_base_url",
            "chatgpt_base_url", "projects", "tui", "notice", "history", "desktop", "marketplaces", "plugins",
            "windows_wsl_setup_acknowledged");

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = TomlTreeParser.parse(file, facts.commentRecorder(file));
        boolean requirements = isRequirements(file.displayPath());
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CODEX, scopeOf(file.displayPath(), root), Location.of(file, root));
        CodexLayer layers = new CodexLayer(file, p);
        layers.read(root, null, "");
        for (MapNode.Entry profile : root.get("profiles").entries()) {
            p.defineProfile(profile.key());
            layers.read(profile.value(), root, "profiles." + profile.key() + ".", profile.key());
        }
        Node selected = root.get("profile");
        selected.text().ifPresent(name -> p.selectedProfile(new Located<>(name, Location.ofEntry(file, selected))));
        readTrust(file, root, p);
        CodexNetwork.read(file, root, p);
        if (!requirements) readMcpServers(facts, file, root, p);
        readShellEnvironment(file, root, p);
        readCommands(facts, file, root, p);
        facts.policies().add(p);
    }

    static boolean isRequirements(String path) {
        return path.endsWith("requirements.toml") || path.endsWith("managed_config.toml");
    }

    /**
     * Whose file this is. Codex reads a project's {@code .codex/config.toml} once the project is
     * trusted; dotfiles repositories hold the user's own {@code ~/.codex/config.toml} under the same
     * name, recognisable by keys a project file cannot set.
     */
    static Scope scopeOf(String path, Node root) {
        if (isRequirements(path)) return Scope.MANAGED;
        String p = "/" + path.replace('\\', '/');
        // A project's file is <repo>/.codex/config.toml (or a role file in .codex/agents/); a stow
        // package (codex/.codex/), chezmoi (dot_codex/), a dotfiles tree or a CI home holds a user's.
        int dir = p.lastIndexOf("/.codex/");
        if (dir < 0 || DotfilesLayout.isUserHome(path, ".codex") || p.substring(0, dir).contains("/.github/")) return Scope.USER;
        for (MapNode.Entry e : root.entries()) {
            if (USER_ONLY_KEYS.contains(e.key())) return Scope.USER;
        }
        return Scope.PROJECT;
    }

    private static void readTrust(SourceFile file, Node root, AgentPolicy p) {
        for (MapNode.Entry project : root.get("projects").entries()) {
            Node level = project.value().get("trust_level");
            if ("trusted".equals(level.textOr(""))) {
                p.trustedPaths().add(new Located<>(project.key(), Location.ofKey(file, project.value())));
            }
        }
    }

    private static void readMcpServers(FileFacts facts, SourceFile file, Node root, AgentPolicy p) {
        for (MapNode.Entry e : root.get("mcp_servers").entries()) {
            Node s = e.value();
            if (!s.isMap() || s.get("enabled").isFalse()) continue;
            Node command = s.get("command");
            Node url = s.get("url");
            McpServer.Transport transport;
            if (command.text().isPresent()) transport = McpServer.Transport.STDIO;
            else if (url.text().isPresent()) transport = McpServer.Transport.HTTP;
            else continue;
            List<Located<String>> argv = new ArrayList<>();
            if (transport == McpServer.Transport.STDIO) {
                argv.add(new Located<>(command.textOr(""), Location.of(file, command)));
                for (Node a : s.get("args").elements()) a.text().ifPresent(t -> argv.add(new Located<>(t, Location.of(file, a))));
            }
            List<EnvVar> env = new ArrayList<>();
            for (MapNode.Entry v : s.get("env").entries()) {
                v.value().text().ifPresent(t -> env.add(new EnvVar(v.key(), t, Location.ofEntry(file, v.value()))));
            }
            for (Node v : s.get("env_vars").elements()) {
                String name = v.isMap() ? v.get("name").textOr("") : v.textOr("");
                if (!name.isEmpty()) env.add(new EnvVar(name, null, Location.of(file, v)));
            }
            List<Header> headers = new ArrayList<>();
            for (MapNode.Entry h : s.get("http_headers").entries()) {
                h.value().text().ifPresent(t -> headers.add(new Header(h.key(), t, Location.ofEntry(file, h.value()))));
            }
            Node inlineToken = s.get("bearer_token");
            inlineToken.text().ifPresent(t -> headers.add(new Header("bearer_token", t, Location.ofEntry(file, inlineToken))));
            List<Located<String>> credentials = new ArrayList<>();
            for (String key : List.of("bearer_token_env_var", "env_http_headers", "auth", "oauth", "oauth_resource")) {
                Node n = s.get(key);
                if (!n.isMissing()) credentials.add(new Located<>(key, Location.ofEntry(file, n)));
            }
            Located<String> endpoint = transport == McpServer.Transport.STDIO ? null
                    : new Located<>(url.textOr(""), Location.of(file, url));
            McpServers.record(facts, p, new McpServer(e.key(), transport, endpoint, headers, credentials, env, argv,
                    Location.ofKey(file, s)), "Codex", List.of());
        }
    }

    private static void readShellEnvironment(SourceFile file, Node root, AgentPolicy p) {
        Node policy = root.get("shell_environment_policy");
        if (!policy.isMap()) return;
        Node inherit = policy.get("inherit");
        Node ignore = policy.get("ignore_default_excludes");
        List<EnvVar> set = new ArrayList<>();
        for (MapNode.Entry e : policy.get("set").entries()) {
            e.value().text().ifPresent(v -> set.add(new EnvVar(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        p.env().addAll(set);
        p.shellEnvironment(new AgentPolicy.ShellEnvironment(
                inherit.text().map(t -> new Located<>(t, Location.ofEntry(file, inherit))).orElse(null),
                ignore.bool().map(b -> new Located<>(b, Location.ofEntry(file, ignore))).orElse(null),
                strings(file, policy.get("include_only")), strings(file, policy.get("exclude")), set,
                Location.ofKey(file, policy)));
    }

    /** {@code notify} and command hooks: programs Codex runs outside its sandbox. */
    private static void readCommands(FileFacts facts, SourceFile file, Node root, AgentPolicy p) {
        ExecContext onHost = ExecContext.host(Phrase.of("Codex on the user's machine"));
        Node notify = root.get("notify");
        List<Located<String>> argv = strings(file, notify);
        if (!argv.isEmpty()) facts.embeddedScripts().add(EmbeddedScript.exec("Codex notify", argv, Location.ofEntry(file, notify), onHost));

        for (Hook h : hooks(root.get("hooks"))) {
            if (!"command".equals(h.handler().get("type").textOr("command"))) continue;
            Node command = h.handler().get("command");
            if (command.text().isEmpty()) continue;
            // TOML basic strings are written like JSON ones: without escapes, positions inside map exactly.
            facts.embeddedScripts().add(JsonScripts.embedded(file, command, command.textOr(""), "Codex " + h.event() + " hook", onHost));
            p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("{event} hook", "event", h.event()), command.textOr(""), Location.ofEntry(file, command)));
        }
    }

    private record Hook(String event, Node handler) {}

    /** Inline hooks: {@code [[hooks.<Event>]]} groups with handler lists, or the older {@code [[hooks]] event = …} form. */
    private static List<Hook> hooks(Node hooks) {
        List<Hook> out = new ArrayList<>();
        if (hooks.isList()) {
            for (Node h : hooks.elements()) out.add(new Hook(h.get("event").textOr("hook"), h));
            return out;
        }
        for (MapNode.Entry event : hooks.entries()) {
            if (event.key().equals("state")) continue; // Codex's own record of hook trust, not hooks
            for (Node group : event.value().elements()) {
                if (group.get("hooks").isList()) {
                    for (Node h : group.get("hooks").elements()) out.add(new Hook(event.key(), h));
                } else {
                    out.add(new Hook(event.key(), group));
                }
            }
        }
        return out;
    }

    static List<Located<String>> strings(SourceFile file, Node list) {
        List<Located<String>> out = new ArrayList<>();
        for (Node n : list.elements()) n.text().ifPresent(t -> out.add(new Located<>(t, Location.of(file, n))));
        return out;
    }
}
