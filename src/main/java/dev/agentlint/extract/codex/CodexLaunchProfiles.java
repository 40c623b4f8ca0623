package dev.agentlint.extract.codex;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentFlags;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.CodexOverrides;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code codex --profile NAME} (or {@code -p NAME}): the session gets the profile's values over the
 * config files (agent-configs.md §4.1, §5). Codex 0.144.3 layers {@code $CODEX_HOME/NAME.config.toml};
 * older releases a {@code [profiles.NAME]} table of the user's {@code config.toml}. Both live in the
 * user's home, which the tree holds only as a dotfiles repository or a CI job's Codex home: looked
 * for as {@code .codex/NAME.config.toml}, then {@code [profiles.NAME]} in {@code .codex/config.toml},
 * in the directory the command runs in (see {@link RunDirectoryFiles}); a profile not found there is
 * an {@link Unresolved}. A profile that bypasses joins the launch's facts as {@link LaunchSettings}.
 */
public final class CodexLaunchProfiles {

    /** The names Codex accepts for a profile. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]+");
    static final int MAX_FOLLOWED = 16;

    private CodexLaunchProfiles() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        int followed = 0;
        for (Command c : facts.commands()) {
            if (!"codex".equals(c.agent().orElse(""))) continue;
            Selection sel = selection(c);
            if (sel == null || ++followed > MAX_FOLLOWED) continue;
            Word named = sel.named();
            Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
            String name = sel.name();
            String what = "codex " + sel.option() + " " + named.value();
            if (!named.literal() || !NAME.matcher(name).matches()) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the profile is chosen when the command runs"), at));
                continue;
            }
            SourceFile from = c.location().file();
            TreeFiles.Lookup own = tree.root() == null ? null : RunDirectoryFiles.read(tree, from, ".codex/" + name + ".config.toml", Format.CODEX_CONFIG);
            if (own instanceof TreeFiles.Found f) {
                AgentPolicy p = f.derived("codex-config", CodexLaunchProfiles::policy);
                if (p != null) launched(facts, c, sel, f.file(), p.permissionBypass());
                continue;
            }
            TreeFiles.Lookup config = tree.root() == null ? null : RunDirectoryFiles.read(tree, from, ".codex/config.toml", Format.CODEX_CONFIG);
            AgentPolicy p = config instanceof TreeFiles.Found f ? f.derived("codex-config", CodexLaunchProfiles::policy) : null;
            if (p != null && p.profileBypasses().containsKey(name)) {
                launched(facts, c, sel, ((TreeFiles.Found) config).file(), p.profileBypasses().get(name));
            } else if (p == null || !p.definesProfile(name)) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the profile is defined in the user's $CODEX_HOME, outside the scanned tree"), at));
            }
        }
    }

    /**
     * How a launch selects a profile: {@code --profile NAME} (the flag wins), else the last
     * {@code -c profile=NAME} override.
     *
     * @param option as written, for messages ({@code --profile}, {@code -c})
     * @param named  the word that selects it ({@code nightly}; {@code profile=nightly}, underlined with its {@code -c})
     */
    record Selection(String option, Word named, String name) {}

    static Selection selection(Command c) {
        Word flag = profileWord(c.args());
        if (flag != null) return new Selection("--profile", flag, flag.value());
        return AgentFlags.codexOverride(c, "profile")
                .map(o -> new Selection("-c", new Word(o.value().strip(), o.at().span(), o.at().literal()),
                        CodexOverrides.valueOf(o.value(), "profile").orElse("")))
                .orElse(null);
    }

    /**
     * The profile's bypasses this launch gets: the launch's own overrides come above the profile
     * (agent-configs.md §4.1), so a sandbox mode it sets ({@code -s workspace-write},
     * {@code -c sandbox_mode="read-only"}) replaces the profile's {@code sandbox_mode}, and a
     * {@code -c default_permissions=…} its {@code default_permissions}.
     */
    private static void launched(FileFacts facts, Command c, Selection sel, SourceFile file, List<Located<String>> bypasses) {
        boolean sandboxSet = AgentFlags.codexSandbox(c).filter(m -> !m.equals("danger-full-access")).isPresent();
        boolean permissionsSet = AgentFlags.codexOverride(c, "default_permissions")
                .flatMap(o -> CodexOverrides.valueOf(o.value(), "default_permissions")).filter(v -> !v.equals(":danger-no-sandbox")).isPresent();
        List<Located<String>> kept = new ArrayList<>();
        for (Located<String> b : bypasses) {
            if (sandboxSet && b.value().contains("sandbox_mode = ")) continue;
            if (permissionsSet && b.value().contains("default_permissions = ")) continue;
            kept.add(b);
        }
        if (kept.isEmpty()) return;
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CODEX, AgentPolicy.Scope.COMMAND_LINE, kept.get(0).location());
        p.permissionBypass().addAll(kept);
        facts.launchSettings().add(new LaunchSettings(sel.option(), sel.named(), file.displayPath(), p));
    }

    private static AgentPolicy policy(SourceFile file) {
        FileFacts config = new FileFacts(file);
        try {
            new CodexConfigExtractor().extract(config);
        } catch (ParseException e) {
            return null;
        }
        return config.policies().isEmpty() ? null : config.policies().get(0);
    }

    /** {@code --profile NAME}, {@code --profile=NAME} or {@code -p NAME} among Codex's options (before {@code --}). */
    static Word profileWord(List<Word> args) {
        for (int k = 0; k < args.size(); k++) {
            Word w = args.get(k);
            String v = w.value();
            if (v.equals("--")) return null;
            if ((v.equals("--profile") || v.equals("-p")) && k + 1 < args.size()) return args.get(k + 1);
            if (v.startsWith("--profile=")) return new Word(v.substring("--profile=".length()), w.span(), w.literal());
        }
        return null;
    }
}
