package dev.agentlint.extract.github;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.claude.ClaudeSettingsExtractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeActionLaunch;
import dev.agentlint.model.ClaudeOptions;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.PermissionRule;
import dev.agentlint.model.SettingsReference;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Workflow;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code anthropics/claude-code-action} (and its base action): the {@code settings} input is Claude
 * Code settings at the user level, read by the Claude Code extractor; {@code claude_args} are CLI
 * flags added to the session.
 */
final class ClaudeCodeActionStep {

    /** Inputs whose content is read here as settings or flags, not as an opaque value. */
    static final List<String> STRUCTURED_INPUTS = List.of("settings", "claude_args");

    private ClaudeCodeActionStep() {}

    static boolean matches(String uses) {
        return uses.startsWith("anthropics/claude-code-action") || uses.startsWith("anthropics/claude-code-base-action");
    }

    static Workflow.AgentStep read(StepContext c, Node uses) {
        List<Located<String>> configPaths = new ArrayList<>();
        AgentPolicy p = settings(c, configPaths);
        if (p == null) p = new AgentPolicy(AgentPolicy.Agent.CLAUDE_CODE, AgentPolicy.Scope.USER, c.at(uses));
        p.context(c.runner());
        List<Located<String>> args = c.words(c.input("claude_args"));
        flags(args, p, configPaths);
        c.facts().policies().add(p);
        c.facts().claudeActionLaunches().add(new ClaudeActionLaunch(c.file(), args, c.at(uses), p));

        List<Located<String>> openTo = new ArrayList<>();
        for (String input : List.of("allowed_non_write_users", "allowed_bots")) {
            Node n = c.input(input);
            // A list of named accounts is the documented way to let them in; "*" lets everyone in.
            if (n.textOr("").strip().equals("*")) openTo.add(new Located<>(input + ": \"*\"", c.at(n)));
        }
        return new Workflow.AgentStep(c.index(), uses.textOr(""), c.at(uses), configPaths, c.tokens("github_token"), openTo, List.of());
    }

    /** The {@code settings} input: inline JSON becomes a policy; anything else is a file path. */
    private static AgentPolicy settings(StepContext c, List<Located<String>> configPaths) {
        Node settings = c.input("settings");
        String value = settings.textOr("").strip();
        if (value.isEmpty()) return null;
        if (!value.startsWith("{")) {
            configPaths.add(c.located(settings));
            c.facts().settingsReferences().add(new SettingsReference("settings", c.located(settings), c.runner()));
            return null;
        }
        EmbeddedText text = EmbeddedText.of(c.file(), settings);
        try {
            Node root = JsonTreeParser.parse(text.text(), false);
            if (root.isMap()) {
                Node settingsRoot = text.relocate(root);
                ClaudeSettingsExtractor.recordCommands(c.facts(), settingsRoot, c.runner());
                return new ClaudeSettingsExtractor().read(c.file(), settingsRoot, AgentPolicy.Scope.USER);
            }
        } catch (ParseException e) {
            c.facts().unresolved().add(new Unresolved(Phrase.of("the settings input"), Phrase.of(
                    "it is not valid JSON ({error}), so the action fails before Claude starts", "error", Phrase.untranslated(e.getMessage())),
                    Location.of(c.file(), settings)));
        }
        return null;
    }

    /** The Claude Code CLI flags that change what the session may do, read with Claude Code's own grammar. */
    static void flags(List<Located<String>> args, AgentPolicy p, List<Located<String>> configPaths) {
        List<String> texts = args.stream().map(Located::value).toList();
        List<ClaudeOptions.Option> options = ClaudeOptions.read(texts);
        for (ClaudeOptions.Option o : options) {
            Located<String> a = args.get(o.at());
            Located<String> value = o.inline() != null ? new Located<>(o.inline(), a.location())
                    : o.values().isEmpty() ? null : args.get(o.values().get(0));
            switch (o.name()) {
                case "--dangerously-skip-permissions" -> p.permissionBypass().add(a);
                case "--permission-mode" -> {
                    if (value != null && value.value().equals("bypassPermissions")) {
                        Located<String> mode = o.inline() != null ? a : value;
                        p.permissionBypass().add(new Located<>("--permission-mode bypassPermissions", span(a, mode)));
                    }
                }
                case "--allowedTools", "--disallowedTools" -> {
                    List<Located<PermissionRule>> target = o.name().equals("--allowedTools") ? p.allowRules() : p.denyRules();
                    for (Located<String> v : values(args, o)) {
                        for (String rule : ClaudeOptions.toolRules(v.value())) target.add(new Located<>(PermissionRule.of(rule), v.location()));
                    }
                }
                case "--mcp-config" -> {
                    for (Located<String> v : values(args, o)) if (!v.value().strip().startsWith("{")) configPaths.add(v);
                }
                case "--settings" -> {
                    if (value != null && !value.value().strip().startsWith("{")) configPaths.add(value);
                }
                default -> { }
            }
        }
    }

    /** An option's values: the inline one, or the words after it. */
    private static List<Located<String>> values(List<Located<String>> args, ClaudeOptions.Option o) {
        if (o.inline() != null) return List.of(new Located<>(o.inline(), args.get(o.at()).location()));
        List<Located<String>> out = new ArrayList<>();
        for (int i : o.values()) out.add(args.get(i));
        return out;
    }

    private static Location span(Located<String> flag, Located<String> value) {
        if (value == null || value == flag || !value.location().file().equals(flag.location().file())) return flag.location();
        return flag.location().withSpan(flag.location().span().union(value.location().span()));
    }
}
