package dev.agentlint.extract.codex;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.CodexActionLaunch;
import dev.agentlint.model.CodexRequirements;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.List;

/**
 * The Codex {@code requirements.toml} that constrains a config file or a launch, when the tree
 * holds the Codex home it belongs to (a dotfiles tree, a CI job's home, a policy repository):
 * beside a {@code config.toml}, or as {@code .codex/requirements.toml} where a launch runs
 * ({@link RunDirectoryFiles}). The installed {@code /etc/codex/requirements.toml}, MDM and cloud
 * requirements are invisible (docs/effective-settings.md).
 */
public final class CodexRequirementsFiles {

    private CodexRequirementsFiles() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        if (tree.root() == null) return;
        SourceFile from = facts.file();
        boolean config = from.format() == Format.CODEX_CONFIG && !CodexConfigExtractor.isRequirements(from.displayPath());
        boolean launches = facts.commands().stream().anyMatch((Command c) -> "codex".equals(c.agent().orElse("")));
        if (!config && !launches && facts.codexActionLaunches().isEmpty()) return;
        TreeFiles.Lookup l;
        if (config) {
            l = tree.exists(from, "requirements.toml") ? tree.read(from, "requirements.toml", Format.CODEX_CONFIG) : null;
        } else if (launches) {
            l = RunDirectoryFiles.read(tree, from, ".codex/requirements.toml", Format.CODEX_CONFIG);
        } else {
            l = actionHome(facts, tree);
        }
        if (l instanceof TreeFiles.Found f) {
            CodexRequirements r = f.derived("codex-requirements", CodexRequirementsFiles::read);
            if (r != null) facts.codexRequirements(r);
        }
    }

    /**
     * The requirements beside the config of the Codex home codex-action gives Codex (its first step's
     * {@code codex-home}, relative to the checkout, else {@code .codex/}), as for a config file; none
     * when the home is computed when the job runs.
     */
    private static TreeFiles.Lookup actionHome(FileFacts facts, TreeFiles tree) {
        CodexActionLaunch first = facts.codexActionLaunches().get(0);
        String home = first.codexHome() == null ? ".codex" : first.codexHome().value().strip();
        if (home.contains("$") || home.startsWith("~")) return null;
        String reference = RunDirectoryFiles.checkoutRelative(facts.file().displayPath(), home + "/requirements.toml");
        return tree.exists(facts.file(), reference) ? tree.read(facts.file(), reference, Format.CODEX_CONFIG) : null;
    }

    /** Its sandbox and approval constraints; null when it has neither or Codex could not read it. */
    private static CodexRequirements read(SourceFile file) {
        Node root;
        try {
            root = TomlTreeParser.parse(file);
        } catch (ParseException e) {
            return null;
        }
        Located<List<String>> modes = list(file, root.get("allowed_sandbox_modes"));
        Located<List<String>> approvals = list(file, root.get("allowed_approval_policies"));
        return modes == null && approvals == null ? null : new CodexRequirements(file.displayPath(), modes, approvals);
    }

    private static Located<List<String>> list(SourceFile file, Node n) {
        if (n.isMissing()) return null;
        List<String> values = new ArrayList<>();
        for (Node e : n.elements()) e.text().ifPresent(values::add);
        return new Located<>(List.copyOf(values), Location.ofEntry(file, n));
    }
}
