package dev.agentlint.extract.codex;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentFlags;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.CodexActionLaunch;
import dev.agentlint.model.CodexOverrides;
import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
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
import java.util.function.Function;
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
            Selection sel = selection(c.args());
            if (sel == null || ++followed > MAX_FOLLOWED) continue;
            Word named = sel.named();
            Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
            SourceFile from = c.location().file();
            Launch launch = new Launch(c.args(), sel, at, "codex " + sel.option() + " " + named.value(), named, sel.option(), null);
            judge(facts, launch, tree.root() == null ? null : reference -> RunDirectoryFiles.read(tree, from, ".codex/" + reference, Format.CODEX_CONFIG));
        }
        for (CodexActionLaunch l : facts.codexActionLaunches()) {
            Selection sel = selection(l.args());
            if (sel == null || ++followed > MAX_FOLLOWED) continue;
            Word named = sel.named();
            Word written = new Word(sel.option() + " " + named.value(), named.span(), named.literal());
            Launch launch = new Launch(l.args(), sel, new Location(l.file(), named.span(), ""), "codex-args: " + written.value(), written,
                    "codex-args", l.where());
            // The action sets CODEX_HOME to its codex-home input; without one the profile is looked for as a launch's is.
            String home = l.codexHome() == null ? ".codex" : l.codexHome().value().strip();
            boolean computed = home.contains("$") || home.startsWith("~");
            judge(facts, launch, tree.root() == null || computed ? null : reference -> tree.read(facts.file(),
                    RunDirectoryFiles.checkoutRelative(facts.file().displayPath(), home + "/" + reference), Format.CODEX_CONFIG));
        }
    }

    /**
     * One launch that selects a profile: a script's {@code codex} command or an agent step's command line.
     *
     * @param args    its words (for the overrides that come above the profile)
     * @param at      where it selects the profile
     * @param what    how it is named in an unresolved reference
     * @param named   the word the launch settings are named by
     * @param option  the option the launch settings are recorded under ({@code --profile}, {@code -c}; {@code codex-args} for a step)
     * @param where   where a step's agent runs; null for a command, which the rules place themselves
     */
    private record Launch(List<Word> args, Selection sel, Location at, String what, Word named, String option, ExecContext where) {}

    /**
     * The profile a launch selects, looked for through {@code lookup} ({@code NAME.config.toml} or
     * {@code config.toml} of the Codex home it is looked for in; null when there is none to look in).
     */
    private static void judge(FileFacts facts, Launch launch, Function<String, TreeFiles.Lookup> lookup) {
        String name = launch.sel().name();
        if (!launch.sel().named().literal() || !NAME.matcher(name).matches()) {
            facts.unresolved().add(new Unresolved(launch.what(), Phrase.of("the profile is chosen when the command runs"), launch.at()));
            return;
        }
        TreeFiles.Lookup own = lookup == null ? null : lookup.apply(name + ".config.toml");
        if (own instanceof TreeFiles.Found f) {
            AgentPolicy p = f.derived("codex-config", CodexLaunchProfiles::policy);
            if (p != null) launched(facts, launch, f.file(), p.permissionBypass());
            return;
        }
        TreeFiles.Lookup config = lookup == null ? null : lookup.apply("config.toml");
        AgentPolicy p = config instanceof TreeFiles.Found f ? f.derived("codex-config", CodexLaunchProfiles::policy) : null;
        if (p != null && p.profileBypasses().containsKey(name)) {
            launched(facts, launch, ((TreeFiles.Found) config).file(), p.profileBypasses().get(name));
        } else if (p == null || !p.definesProfile(name)) {
            facts.unresolved().add(new Unresolved(launch.what(), Phrase.of("the profile is defined in the user's $CODEX_HOME, outside the scanned tree"),
                    launch.at()));
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

    static Selection selection(List<Word> args) {
        Word flag = profileWord(args);
        if (flag != null) return new Selection("--profile", flag, flag.value());
        return AgentFlags.codexOverride(args, "profile")
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
    private static void launched(FileFacts facts, Launch launch, SourceFile file, List<Located<String>> bypasses) {
        List<Word> args = launch.args();
        boolean sandboxSet = AgentFlags.codexSandbox(args).filter(m -> !m.equals("danger-full-access")).isPresent();
        boolean permissionsSet = AgentFlags.codexOverride(args, "default_permissions")
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
        if (launch.where() != null) p.context(launch.where());
        facts.launchSettings().add(new LaunchSettings(launch.option(), launch.named(), file.displayPath(), p));
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
