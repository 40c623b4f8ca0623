package dev.agentlint.extract.claude;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.extract.RunDirectoryFiles;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Location;
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
            Word named = settingsWord(c.args());
            if (named == null || ++followed > MAX_FOLLOWED) continue;
            Location at = c.location().withSpan(named.span() == null ? c.location().span() : named.span());
            String value = named.value().strip();
            if (value.startsWith("{")) {
                inline(facts, named, value);
                continue;
            }
            String what = "claude --settings " + value;
            if (!named.literal() || value.startsWith("~") || value.contains("$")) {
                facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
                continue;
            }
            TreeFiles.Lookup l = tree.root() == null ? new TreeFiles.Refused(Phrase.of("no scanned tree to look in"))
                    : RunDirectoryFiles.read(tree, c.location().file(), value, Format.CLAUDE_SETTINGS);
            if (l instanceof TreeFiles.Refused r) {
                facts.unresolved().add(new Unresolved(what, r.reason(), at));
            } else if (l instanceof TreeFiles.Found found) {
                AgentPolicy p = found.derived("claude-launch-settings", ClaudeLaunchSettings::policy);
                if (p == null) facts.unresolved().add(new Unresolved(what, Phrase.of("it is not valid Claude Code settings (strict JSON object)"), at));
                else facts.launchSettings().add(new LaunchSettings("--settings", named, found.file().displayPath(), p));
            }
        }
    }

    /** Settings written on the command line: read from a text of their own (their positions are not the script's). */
    private static void inline(FileFacts facts, Word named, String json) {
        AgentPolicy p = policy(SourceFile.of(facts.file().displayPath(), Format.CLAUDE_SETTINGS, json));
        if (p != null) facts.launchSettings().add(new LaunchSettings("--settings", named, null, p));
    }

    private static AgentPolicy policy(SourceFile file) {
        try {
            Node root = JsonTreeParser.parse(file, false);
            return root.isMap() ? new ClaudeSettingsExtractor().read(file, root, Scope.COMMAND_LINE) : null;
        } catch (ParseException e) {
            return null;
        }
    }

    /** {@code --settings VALUE} or {@code --settings=VALUE} among Claude Code's options (before {@code --}). */
    static Word settingsWord(List<Word> args) {
        for (int k = 0; k < args.size(); k++) {
            Word w = args.get(k);
            String v = w.value();
            if (v.equals("--")) return null;
            if (v.equals("--settings") && k + 1 < args.size()) return args.get(k + 1);
            if (v.startsWith("--settings=")) {
                return new Word(v.substring("--settings=".length()), w.span(), w.literal());
            }
        }
        return null;
    }
}
