package dev.agentlint.extract.claude;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.ClaudeActionLaunch;
import dev.agentlint.model.ClaudeOptions;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.PermissionRule;
import dev.agentlint.model.SettingsReference;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;
import java.util.List;

/**
 * {@code claude --settings FILE|JSON}: the settings a session gets from its command line (above
 * the project's files, below managed ones). FILE is read as Claude Code settings whatever it is
 * called, through the tree only and resolved as Claude Code resolves it, against the directory it
 * runs in (see {@link RunDirectoryFiles}); inline JSON is read as written. A path computed at run
 * time, outside the tree or missing is an {@link Unresolved}: what the launch runs with is not known.
 */
public final class ClaudeLaunchSettings {

    /** More settings than one file's launches name in earnest; each is read from disk. */
    static final int MAX_FOLLOWED = 16;

    private ClaudeLaunchSettings() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        int followed = 0;
        for (Command c : facts.commands()) {
            if (!"claude".equals(c.agent().orElse(""))) continue;
            List<Word> args = c.args();
            List<String> texts = args.stream().map(Word::value).toList();
            List<ClaudeOptions.Option> options = ClaudeOptions.read(texts);
            // --permission-mode is the command line's own defaultMode: it wins over the one --settings names.
            boolean modeGiven = ClaudeOptions.has(options, "--permission-mode");
            for (int i : ClaudeOptions.valuesOf(options, "--settings")) {
                if (++followed > MAX_FOLLOWED) break;
                settings(facts, tree, c, word(args, texts, options, i), modeGiven);
            }
            for (int i : ClaudeOptions.valuesOf(options, "--mcp-config")) {
                if (++followed > MAX_FOLLOWED) break;
                ClaudeLaunchMcpConfigs.follow(facts, tree, c, word(args, texts, options, i));
            }
            toolRules(facts, c, args, texts, options, "--allowedTools");
            toolRules(facts, c, args, texts, options, "--disallowedTools");
        }
    }

    /**
     * Settings files agent steps name by path (claude-code-action's {@code settings}): read as
     * Claude Code settings at the user level, relative to the checkout the action runs in (the
     * directory holding the workflow's {@code .github/}), and judged with the step where it runs.
     */
    public static void followReferences(FileFacts facts, TreeFiles tree) {
        int followed = 0;
        for (SettingsReference r : facts.settingsReferences()) {
            if (++followed > MAX_FOLLOWED) break;
            String value = r.path().value().strip();
            Location at = r.path().location();
            String what = r.input() + ": " + value;
            if (value.contains("${{") || value.contains("$") || value.startsWith("~")) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
                continue;
            }
            TreeFiles.Lookup l = tree.root() == null ? new TreeFiles.Refused(Phrase.of("no scanned tree to look in"))
                    : tree.read(facts.file(), RunDirectoryFiles.checkoutRelative(facts.file().displayPath(), value), Format.CLAUDE_SETTINGS);
            if (l instanceof TreeFiles.Refused refused) {
                facts.unresolved().add(new Unresolved(what, refused.reason(), at));
            } else if (l instanceof TreeFiles.Found found) {
                AgentPolicy p = found.derived("claude-launch-settings", ClaudeLaunchSettings::policy);
                if (p == null) {
                    facts.unresolved().add(new Unresolved(what, Phrase.of("it is not valid Claude Code settings (strict JSON object)"), at));
                    continue;
                }
                AgentPolicy step = copy(p, false);
                step.context(r.where());
                facts.launchSettings().add(new LaunchSettings(r.input(), new Word(value, at.span(), true), found.file().displayPath(), step));
            }
        }
    }

    /**
     * claude-code-action's {@code claude_args}: the {@code --settings} and {@code --mcp-config} it
     * names are read as a launch's are, but relative to the checkout the action runs in (the
     * directory holding the workflow's {@code .github/}), and judged with the step where it runs.
     */
    public static void followActions(FileFacts facts, TreeFiles tree) {
        int followed = 0;
        for (ClaudeActionLaunch l : facts.claudeActionLaunches()) {
            List<String> texts = l.args().stream().map(Located::value).toList();
            List<ClaudeOptions.Option> options = ClaudeOptions.read(texts);
            boolean modeGiven = ClaudeOptions.has(options, "--permission-mode");
            for (String option : List.of("--settings", "--mcp-config")) {
                for (int i : ClaudeOptions.valuesOf(options, option)) {
                    if (++followed > MAX_FOLLOWED) return;
                    Located<String> a = l.args().get(i);
                    String value = ClaudeOptions.text(texts, options, i).strip();
                    stepFile(facts, tree, l, option, value, a.location(), modeGiven);
                }
            }
        }
    }

    private static void stepFile(FileFacts facts, TreeFiles tree, ClaudeActionLaunch l, String option, String value, Location at,
                                 boolean modeGiven) {
        boolean mcp = option.equals("--mcp-config");
        Format format = mcp ? Format.MCP_CONFIG : Format.CLAUDE_SETTINGS;
        String key = mcp ? LaunchSettings.STEP_MCP_CONFIG : LaunchSettings.STEP_ARGS;
        if (value.startsWith("{")) {
            SourceFile inline = SourceFile.of(facts.file().displayPath(), format, value);
            AgentPolicy p = mcp ? ClaudeLaunchMcpConfigs.policy(inline) : policy(inline);
            if (p != null) facts.launchSettings().add(new LaunchSettings(key, new Word(option + " {…}", at.span(), true), null, step(p, l, mcp, modeGiven)));
            return;
        }
        String what = "claude_args: " + option + " " + value;
        if (value.contains("${{") || value.contains("$") || value.startsWith("~")) {
            facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
            return;
        }
        TreeFiles.Lookup found = tree.root() == null ? new TreeFiles.Refused(Phrase.of("no scanned tree to look in"))
                : tree.read(facts.file(), RunDirectoryFiles.checkoutRelative(facts.file().displayPath(), value), format);
        if (found instanceof TreeFiles.Refused r) {
            facts.unresolved().add(new Unresolved(what, r.reason(), at));
        } else if (found instanceof TreeFiles.Found f) {
            AgentPolicy p = mcp ? f.derived("claude-launch-mcp-config", ClaudeLaunchMcpConfigs::policy)
                    : f.derived("claude-launch-settings", ClaudeLaunchSettings::policy);
            if (p == null) {
                facts.unresolved().add(new Unresolved(what, mcp ? Phrase.of("it is not a valid MCP configuration (strict JSON object)")
                        : Phrase.of("it is not valid Claude Code settings (strict JSON object)"), at));
                return;
            }
            Word named = new Word(mcp ? value : option + " " + value, at.span(), true);
            facts.launchSettings().add(new LaunchSettings(key, named, f.file().displayPath(), step(p, l, mcp, modeGiven)));
        }
    }

    /** What a step's settings give its session, placed where the step runs; an MCP configuration as it is. */
    private static AgentPolicy step(AgentPolicy p, ClaudeActionLaunch l, boolean mcp, boolean modeGiven) {
        if (mcp) return p;
        AgentPolicy s = copy(p, modeGiven);
        s.context(l.policy().context());
        return s;
    }

    /** The value at {@code i} as a word of the command (an inline value keeps its option's span). */
    private static Word word(List<Word> args, List<String> texts, List<ClaudeOptions.Option> options, int i) {
        Word w = args.get(i);
        return new Word(ClaudeOptions.text(texts, options, i), w.span(), w.literal());
    }

    private static void settings(FileFacts facts, TreeFiles tree, Command c, Word named, boolean modeGiven) {
        Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
        String value = named.value().strip();
        if (value.startsWith("{")) {
            AgentPolicy p = policy(SourceFile.of(facts.file().displayPath(), Format.CLAUDE_SETTINGS, value));
            if (p != null) facts.launchSettings().add(new LaunchSettings("--settings", named, null, forLaunch(p, modeGiven)));
            return;
        }
        String what = "claude --settings " + value;
        if (!named.literal() || value.startsWith("~") || value.contains("$")) {
            facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
            return;
        }
        TreeFiles.Lookup l = tree.root() == null ? new TreeFiles.Refused(Phrase.of("no scanned tree to look in"))
                : RunDirectoryFiles.read(tree, c.location().file(), value, Format.CLAUDE_SETTINGS);
        if (l instanceof TreeFiles.Refused r) {
            facts.unresolved().add(new Unresolved(what, r.reason(), at));
        } else if (l instanceof TreeFiles.Found found) {
            AgentPolicy p = found.derived("claude-launch-settings", ClaudeLaunchSettings::policy);
            if (p == null) facts.unresolved().add(new Unresolved(what, Phrase.of("it is not valid Claude Code settings (strict JSON object)"), at));
            else facts.launchSettings().add(new LaunchSettings("--settings", named, found.file().displayPath(), forLaunch(p, modeGiven)));
        }
    }

    /**
     * What a settings file gives this launch: its bypasses (less its {@code defaultMode} when the
     * launch sets {@code --permission-mode}), its allow and deny rules, and its sandbox. A copy:
     * the file's policy is shared by every launch that names it.
     */
    private static AgentPolicy forLaunch(AgentPolicy file, boolean modeGiven) {
        return modeGiven ? copy(file, true) : file;
    }

    private static AgentPolicy copy(AgentPolicy file, boolean modeGiven) {
        AgentPolicy p = new AgentPolicy(file.agent(), file.scope(), file.anchor());
        for (Located<String> b : file.permissionBypass()) {
            if (!modeGiven || !b.value().equals(ClaudeSettingsExtractor.DEFAULT_MODE_BYPASS)) p.permissionBypass().add(b);
        }
        p.allowRules().addAll(file.allowRules());
        p.denyRules().addAll(file.denyRules());
        p.sandbox(file.sandbox());
        return p;
    }

    /** {@code --allowedTools}/{@code --disallowedTools}: rules of the launch's own layer, located at their words. */
    private static void toolRules(FileFacts facts, Command c, List<Word> args, List<String> texts, List<ClaudeOptions.Option> options,
                                  String option) {
        List<Integer> values = ClaudeOptions.valuesOf(options, option);
        if (values.isEmpty()) return;
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CLAUDE_CODE, Scope.COMMAND_LINE, c.location());
        Word first = null;
        for (int i : values) {
            Word w = word(args, texts, options, i);
            if (first == null) first = w;
            Location at = c.location().withSpan(w.span() == null ? c.location().span() : w.span());
            for (String rule : ClaudeOptions.toolRules(w.value())) {
                (option.equals("--allowedTools") ? p.allowRules() : p.denyRules()).add(new Located<>(PermissionRule.of(rule), at));
            }
        }
        facts.launchSettings().add(new LaunchSettings(option, first, null, p));
    }

    private static AgentPolicy policy(SourceFile file) {
        try {
            Node root = JsonTreeParser.parse(file, false);
            return root.isMap() ? new ClaudeSettingsExtractor().read(file, root, Scope.COMMAND_LINE) : null;
        } catch (ParseException e) {
            return null;
        }
    }
}
