package dev.agentlint.extract.claude;

import dev.agentlint.extract.DotfilesLayout;
import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.shell.JsonScripts;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Location;
import dev.agentlint.model.PermissionRule;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.List;

/**
 * Claude Code {@code settings.json}, {@code settings.local.json} and {@code managed-settings.json}
 * (strict JSON: Claude Code rejects a file with comments or trailing commas whole).
 */
public final class ClaudeSettingsExtractor implements Extractor {

    /** Keys whose value is a shell command Claude Code runs. */
    private static final List<String> COMMAND_KEYS = List.of(
            "apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "gcpAuthRefresh", "otelHeadersHelper");
    private static final List<String> COMMAND_OBJECT_KEYS = List.of("statusLine", "fileSuggestion", "subagentStatusLine");

    @Override
    public void extract(FileFacts facts) throws ParseException {
        extract(facts, TreeFiles.NONE);
    }

    /** With the other settings files of the project, which the tree holds, as the layers of its settings. */
    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, false);
        if (!root.isMap()) throw new ParseException("Claude Code settings must be a JSON object", root.span());
        Scope scope = scopeOf(file.displayPath());
        AgentPolicy policy = read(file, root, scope);
        facts.policies().add(policy);
        facts.claudeSettings(ClaudeLayers.of(ClaudeLayers.layer(file, root, scope, policy), tree));
        recordCommands(facts, root, null);
    }

    /**
     * Hooks and helper commands are shell commands Claude Code runs on the host (or, for settings a CI
     * job hands to Claude Code, on {@code where}, its runner): the shell stage checks them too.
     */
    public static void recordCommands(FileFacts facts, Node root, ExecContext where) {
        SourceFile file = facts.file();
        for (MapNode.Entry event : root.get("hooks").entries()) {
            for (Node group : event.value().elements()) {
                for (Node handler : group.get("hooks").elements()) {
                    if (!handler.get("type").textOr("command").equals("command")) continue;
                    Node command = handler.get("command");
                    command.text().ifPresent(c -> facts.embeddedScripts().add(JsonScripts.embedded(file, command, c,
                            "Claude Code " + event.key() + " hook", context(where, Phrase.of("Claude Code {event} hook", "event", event.key())))));
                }
            }
        }
        for (String key : COMMAND_KEYS) {
            Node n = root.get(key);
            n.text().ifPresent(c -> facts.embeddedScripts().add(JsonScripts.embedded(file, n, c, "Claude Code " + key,
                    context(where, Phrase.of("Claude Code {key}", "key", key)))));
        }
        for (String key : COMMAND_OBJECT_KEYS) {
            Node n = root.at(key, "command");
            n.text().ifPresent(c -> facts.embeddedScripts().add(JsonScripts.embedded(file, n, c, "Claude Code " + key,
                    context(where, Phrase.of("Claude Code {key}", "key", key)))));
        }
    }

    private static ExecContext context(ExecContext where, Phrase what) {
        return where != null ? where : ExecContext.host(what);
    }

    /** How a {@code defaultMode} bypass is named among a policy's bypasses (a launch's {@code --permission-mode} replaces it). */
    static final String DEFAULT_MODE_BYPASS = "permissions.defaultMode: bypassPermissions";

    /**
     * Whose file this is: a managed file or drop-in; the user's {@code ~/.claude/settings.json} as a
     * dotfiles repository keeps it (ADR 11: {@code dot_claude/}, a stow package {@code claude/.claude/},
     * {@code home/}, a dotfiles tree); else a project's, shared or local.
     */
    static Scope scopeOf(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (name.equals("managed-settings.json") || path.contains("managed-settings.d/")) return Scope.MANAGED;
        if (DotfilesLayout.isUserHome(path, ".claude")) return Scope.USER;
        if (name.equals("settings.local.json")) return Scope.PROJECT_LOCAL;
        return Scope.PROJECT;
    }

    /** The policy a settings object states; {@code root} may be a tree embedded in another file (a workflow input). */
    public AgentPolicy read(SourceFile file, Node root, Scope scope) {
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CLAUDE_CODE, scope, Location.of(file, root));
        Node permissions = root.get("permissions");

        Node mode = permissions.get("defaultMode");
        if ("bypassPermissions".equals(mode.textOr(""))) {
            p.permissionBypass().add(new Located<>(DEFAULT_MODE_BYPASS, Location.ofEntry(file, mode)));
        }
        Node skipPrompt = root.get("skipDangerousModePermissionPrompt");
        // Not honoured from the shared project file; elsewhere it removes the last confirmation.
        if (skipPrompt.isTrue() && scope != Scope.PROJECT) {
            p.permissionBypass().add(new Located<>("skipDangerousModePermissionPrompt: true", Location.ofEntry(file, skipPrompt)));
        }
        for (Node rule : permissions.get("allow").elements()) {
            rule.text().ifPresent(t -> p.allowRules().add(new Located<>(PermissionRule.of(t), Location.of(file, rule))));
        }
        for (Node rule : permissions.get("deny").elements()) {
            rule.text().ifPresent(t -> p.denyRules().add(new Located<>(PermissionRule.of(t), Location.of(file, rule))));
        }
        for (MapNode.Entry e : root.get("env").entries()) {
            e.value().text().ifPresent(v -> p.env().add(new EnvVar(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        readSandbox(file, root, permissions, p);
        readExecutions(file, root, p);
        return p;
    }

    private static void readSandbox(SourceFile file, Node root, Node permissions, AgentPolicy p) {
        Node sandbox = root.get("sandbox");
        List<Located<HostPath>> readDenies = new ArrayList<>();
        for (Node d : sandbox.at("filesystem", "denyRead").elements()) {
            d.text().ifPresent(t -> readDenies.add(new Located<>(HostPath.of(t), Location.of(file, d))));
        }
        // Read(...) deny rules merge into the sandbox's read denies.
        for (Node d : permissions.get("deny").elements()) {
            PermissionRule rule = PermissionRule.of(d.textOr(""));
            if (rule.tool().equals("Read") && rule.specifier() != null) {
                readDenies.add(new Located<>(HostPath.of(rule.specifier()), Location.of(file, d)));
            }
        }
        for (Node c : sandbox.at("credentials", "files").elements()) {
            if ("deny".equals(c.get("mode").textOr("")) || "mask".equals(c.get("mode").textOr(""))) {
                c.get("path").text().ifPresent(t -> readDenies.add(new Located<>(HostPath.of(t), Location.of(file, c))));
            }
        }
        if (sandbox.isMissing()) return;

        Node enabled = sandbox.get("enabled");
        Located<Boolean> on = enabled.bool().map(b -> new Located<>(b, Location.ofEntry(file, enabled))).orElse(null);
        List<AgentPolicy.Fallback> fallbacks = new ArrayList<>();
        Node unsandboxed = sandbox.get("allowUnsandboxedCommands");
        if (!unsandboxed.isFalse()) {
            fallbacks.add(new AgentPolicy.Fallback("sandbox.allowUnsandboxedCommands", !unsandboxed.isMissing(),
                    Location.ofEntry(file, unsandboxed)));
        }
        Node failIfUnavailable = sandbox.get("failIfUnavailable");
        if (!failIfUnavailable.isTrue()) {
            fallbacks.add(new AgentPolicy.Fallback("sandbox.failIfUnavailable", !failIfUnavailable.isMissing(),
                    Location.ofEntry(file, failIfUnavailable)));
        }
        List<Located<String>> excluded = new ArrayList<>();
        for (Node c : sandbox.get("excludedCommands").elements()) {
            c.text().ifPresent(t -> excluded.add(new Located<>(t, Location.of(file, c))));
        }
        p.sandbox(new AgentPolicy.Sandbox(on, fallbacks, excluded, readDenies, Location.ofKey(file, sandbox)));

        Node network = sandbox.get("network");
        if (network.isMissing()) return;
        List<Located<Endpoint>> hosts = new ArrayList<>();
        for (Node h : network.get("allowedDomains").elements()) {
            h.text().ifPresent(t -> hosts.add(new Located<>(Endpoint.parse(t), Location.of(file, h))));
        }
        List<Located<String>> sockets = new ArrayList<>();
        for (Node s : network.get("allowUnixSockets").elements()) {
            s.text().ifPresent(t -> sockets.add(new Located<>(t, Location.of(file, s))));
        }
        Node localBinding = network.get("allowLocalBinding");
        Node allSockets = network.get("allowAllUnixSockets");
        p.egress(new AgentPolicy.Egress(hosts,
                localBinding.isTrue() ? Location.ofEntry(file, localBinding) : null,
                sockets,
                allSockets.isTrue() ? Location.ofEntry(file, allSockets) : null,
                Location.ofKey(file, network)));
    }

    private static void readExecutions(SourceFile file, Node root, AgentPolicy p) {
        for (MapNode.Entry event : root.get("hooks").entries()) {
            for (Node group : event.value().elements()) {
                for (Node handler : group.get("hooks").elements()) {
                    String type = handler.get("type").textOr("command");
                    if (type.equals("command")) {
                        Node command = handler.get("command");
                        p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("{event} hook", "event", event.key()), command.textOr(""),
                                Location.ofEntry(file, command)));
                    } else if (type.equals("http")) {
                        Node url = handler.get("url");
                        p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("{event} HTTP hook", "event", event.key()), url.textOr(""),
                                Location.ofEntry(file, url)));
                    }
                }
            }
        }
        for (String key : COMMAND_KEYS) {
            Node n = root.get(key);
            n.text().ifPresent(c -> p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.untranslated(key), c, Location.ofEntry(file, n))));
        }
        for (String key : COMMAND_OBJECT_KEYS) {
            Node command = root.at(key, "command");
            command.text().ifPresent(c -> p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.untranslated(key), c, Location.ofEntry(file, command))));
        }
    }
}
