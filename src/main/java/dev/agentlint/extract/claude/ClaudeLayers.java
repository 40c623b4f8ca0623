package dev.agentlint.extract.claude;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.ClaudeLayer;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The other settings files of a Claude Code project, read through the tree (never outside it,
 * never through a symbolic link) and merged with the checked file into {@link ClaudeSettings}.
 * A project is the directory holding {@code .claude/}: its {@code .claude/settings.local.json}
 * and {@code .claude/settings.json}, and the managed tier when the project's directory holds one
 * ({@code managed-settings.json}, {@code managed-settings.d/*.json}: a policy repository that
 * also has project settings). What lies outside the tree (the installed managed file, remote and
 * MDM settings, the user's home) is not seen: docs/effective-settings.md.
 */
final class ClaudeLayers {

    /** Scalar settings merged across layers whose value is a boolean. */
    private static final List<String> BOOLEANS = List.of(
            "sandbox.enabled", "sandbox.allowUnsandboxedCommands", "sandbox.failIfUnavailable",
            "enableAllProjectMcpServers");
    /** Scalar settings merged across layers whose value is a string. */
    private static final List<String> STRINGS = List.of("permissions.defaultMode", ClaudeSettings.BYPASS_LOCK);
    /** List settings whose entries concatenate across layers. */
    static final List<String> LISTS = List.of(ProjectMcpApprovals.ENABLED, ProjectMcpApprovals.DISABLED);
    /** Locks that take effect only from a managed file (agent-configs.md §1.3). */
    private static final List<String> MANAGED_ONLY = List.of(
            "allowManagedPermissionRulesOnly", "sandbox.network.allowManagedDomainsOnly");

    /** The drop-in directory's files merged at most; more is not a real policy. */
    static final int MAX_DROP_INS = 64;

    private ClaudeLayers() {}

    /** The layer {@code root} (a settings object of {@code file}) states. */
    static ClaudeLayer layer(SourceFile file, Node root, Scope scope, AgentPolicy policy) {
        Map<String, Located<String>> scalars = new HashMap<>();
        for (String key : BOOLEANS) {
            Node n = root.at(key.split("\\."));
            if (n.isMissing()) continue;
            // A switch written as anything but a boolean is not taken as on: enabled stays unset, the others unsafe.
            if (key.equals("sandbox.enabled") && n.bool().isEmpty()) continue;
            String v = n.bool().map(String::valueOf).orElse(ClaudeLayer.NOT_A_BOOLEAN);
            scalars.put(key, new Located<>(v, Location.ofEntry(file, n)));
        }
        for (String key : STRINGS) {
            Node n = root.at(key.split("\\."));
            n.text().ifPresent(v -> scalars.put(key, new Located<>(v, Location.ofEntry(file, n))));
        }
        if (scope == Scope.MANAGED) {
            for (String key : MANAGED_ONLY) {
                Node n = root.at(key.split("\\."));
                n.bool().ifPresent(v -> scalars.put(key, new Located<>(String.valueOf(v), Location.ofEntry(file, n))));
            }
        }
        Map<String, List<Located<String>>> lists = new HashMap<>();
        for (String key : LISTS) {
            List<Located<String>> entries = new ArrayList<>();
            for (Node e : root.get(key).elements()) {
                e.text().ifPresent(v -> entries.add(new Located<>(v, Location.of(file, e))));
            }
            if (!entries.isEmpty()) lists.put(key, entries);
        }
        return new ClaudeLayer(scope, policy, scalars, lists);
    }

    /** The checked file's layers: itself, and for a project's file the other files of its project. */
    static ClaudeSettings of(ClaudeLayer own, TreeFiles tree) {
        SourceFile file = own.policy().anchor().file();
        if (own.scope() == Scope.USER) return user(own, tree);
        if (own.scope() == Scope.MANAGED || !inClaudeDirectory(file)) return ClaudeSettings.alone(own);
        List<ClaudeLayer> layers = managed(tree, file, "../");
        if (own.scope() == Scope.PROJECT_LOCAL) {
            layers.add(own);
            other(tree, file, "settings.json", Scope.PROJECT, layers);
        } else {
            other(tree, file, "settings.local.json", Scope.PROJECT_LOCAL, layers);
            layers.add(own);
        }
        return new ClaudeSettings(own, layers, ProjectMcpApprovals.of(layers, tree, file));
    }

    /**
     * The user's own file in a dotfiles tree is the lowest layer of every project, and no project's
     * here: merged only with the managed tier the tree holds where the system keeps it
     * ({@code etc/claude-code/}, {@code Library/Application Support/ClaudeCode/}) in the nearest
     * directory above it that has one, up to the top of the tree: a dotfiles or machine
     * configuration repository that installs both.
     */
    private static ClaudeSettings user(ClaudeLayer own, TreeFiles tree) {
        SourceFile file = own.policy().anchor().file();
        String top = RunDirectoryFiles.topPrefix(tree, file);
        if (top == null) return ClaudeSettings.alone(own);
        for (String up = ""; up.length() <= top.length(); up += "../") {
            List<ClaudeLayer> layers = new ArrayList<>();
            for (String system : SYSTEM_DIRECTORIES) layers.addAll(managed(tree, file, up + system));
            if (layers.isEmpty()) continue;
            layers.add(own);
            return new ClaudeSettings(own, layers, List.of());
        }
        return ClaudeSettings.alone(own);
    }

    /** Where Linux and macOS keep the managed tier, as a tree that mirrors the system holds it. */
    private static final List<String> SYSTEM_DIRECTORIES = List.of("etc/claude-code/", "Library/Application Support/ClaudeCode/");

    /** The layers of the project whose root holds {@code rootFile} (its {@code .mcp.json}), highest first. */
    static List<ClaudeLayer> ofProjectRoot(SourceFile rootFile, TreeFiles tree) {
        return ofProject(tree, rootFile, "");
    }

    /** The layers of the project at {@code root} (a directory relative to {@code from}'s, {@code ""} or ending in {@code /}), highest first. */
    static List<ClaudeLayer> ofProject(TreeFiles tree, SourceFile from, String root) {
        List<ClaudeLayer> layers = managed(tree, from, root);
        other(tree, from, root + ".claude/settings.local.json", Scope.PROJECT_LOCAL, layers);
        other(tree, from, root + ".claude/settings.json", Scope.PROJECT, layers);
        return layers;
    }

    /** The managed tier in the project's directory ({@code root}, relative to {@code file}), highest first. */
    private static List<ClaudeLayer> managed(TreeFiles tree, SourceFile file, String root) {
        List<ClaudeLayer> managed = new ArrayList<>();
        for (String name : tree.list(file, root.isEmpty() ? "managed-settings.d" : root + "managed-settings.d")) {
            if (name.startsWith(".") || !name.endsWith(".json") || managed.size() >= MAX_DROP_INS) continue;
            other(tree, file, root + "managed-settings.d/" + name, Scope.MANAGED, managed);
        }
        other(tree, file, root + "managed-settings.json", Scope.MANAGED, managed);
        // Drop-ins are merged after the base file in name order, a later one replacing: highest first is the reverse.
        Collections.reverse(managed);
        return managed;
    }

    private static boolean inClaudeDirectory(SourceFile file) {
        if (file.path() == null) return false;
        Path dir = file.path().getParent();
        return dir != null && dir.getFileName() != null && dir.getFileName().toString().equals(".claude");
    }

    private static void other(TreeFiles tree, SourceFile from, String reference, Scope scope, List<ClaudeLayer> into) {
        if (!tree.exists(from, reference)) return;
        if (!(tree.read(from, reference, Format.CLAUDE_SETTINGS) instanceof TreeFiles.Found found)) return;
        // An invalid file is rejected whole by Claude Code (and reported on its own scan): no layer.
        ClaudeLayer layer = found.derived("claude-layer-" + scope, f -> parsed(f, scope));
        if (layer != null) into.add(layer);
    }

    private static ClaudeLayer parsed(SourceFile file, Scope scope) {
        try {
            Node root = JsonTreeParser.parse(file, false);
            if (!root.isMap()) return null;
            return layer(file, root, scope, new ClaudeSettingsExtractor().read(file, root, scope));
        } catch (ParseException e) {
            return null;
        }
    }
}
