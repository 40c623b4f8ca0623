package dev.agentlint.extract.codex;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.TreeFiles;
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
            Word named = profileWord(c.args());
            if (named == null || ++followed > MAX_FOLLOWED) continue;
            Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
            String name = named.value();
            String what = "codex --profile " + name;
            if (!named.literal() || !NAME.matcher(name).matches()) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the profile is chosen when the command runs"), at));
                continue;
            }
            SourceFile from = c.location().file();
            TreeFiles.Lookup own = tree.root() == null ? null : RunDirectoryFiles.read(tree, from, ".codex/" + name + ".config.toml", Format.CODEX_CONFIG);
            if (own instanceof TreeFiles.Found f) {
                AgentPolicy p = f.derived("codex-config", CodexLaunchProfiles::policy);
                if (p != null) launched(facts, named, f.file(), p.permissionBypass());
                continue;
            }
            TreeFiles.Lookup config = tree.root() == null ? null : RunDirectoryFiles.read(tree, from, ".codex/config.toml", Format.CODEX_CONFIG);
            AgentPolicy p = config instanceof TreeFiles.Found f ? f.derived("codex-config", CodexLaunchProfiles::policy) : null;
            if (p != null && p.profileBypasses().containsKey(name)) {
                launched(facts, named, ((TreeFiles.Found) config).file(), p.profileBypasses().get(name));
            } else if (p == null || !p.definesProfile(name)) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the profile is defined in the user's $CODEX_HOME, outside the scanned tree"), at));
            }
        }
    }

    private static void launched(FileFacts facts, Word named, SourceFile file, List<Located<String>> bypasses) {
        if (bypasses.isEmpty()) return;
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CODEX, AgentPolicy.Scope.COMMAND_LINE, bypasses.get(0).location());
        p.permissionBypass().addAll(bypasses);
        facts.launchSettings().add(new LaunchSettings("--profile", named, file.displayPath(), p));
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
