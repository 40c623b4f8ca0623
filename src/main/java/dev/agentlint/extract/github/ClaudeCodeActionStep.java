package dev.agentlint.extract.github;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.claude.ClaudeSettingsExtractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
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
        flags(c.words(c.input("claude_args")), p, configPaths);
        c.facts().policies().add(p);

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

    /** The Claude Code CLI flags that change what the session may do. */
    static void flags(List<Located<String>> args, AgentPolicy p, List<Located<String>> configPaths) {
        for (int i = 0; i < args.size(); i++) {
            Located<String> a = args.get(i);
            String flag = a.value();
            String inline = null;
            int eq = flag.indexOf('=');
            if (flag.startsWith("--") && eq > 0) {
                inline = flag.substring(eq + 1);
                flag = flag.substring(0, eq);
            }
            switch (flag) {
                case "--dangerously-skip-permissions" -> p.permissionBypass().add(a);
                case "--permission-mode" -> {
                    Located<String> mode = inline != null ? a : i + 1 < args.size() ? args.get(++i) : null;
                    String value = inline != null ? inline : mode == null ? "" : mode.value();
                    if (value.equals("bypassPermissions")) {
                        p.permissionBypass().add(new Located<>("--permission-mode bypassPermissions", span(a, mode)));
                    }
                }
                case "--allowedTools", "--allowed-tools" -> {
                    List<Located<String>> values = inline != null ? List.of(new Located<>(inline, a.location())) : values(args, i);
                    i += inline != null ? 0 : values.size();
                    for (Located<String> v : values) {
                        for (String rule : v.value().split(",")) {
                            if (!rule.isBlank()) p.allowRules().add(new Located<>(rule.strip(), v.location()));
                        }
                    }
                }
                case "--mcp-config" -> {
                    List<Located<String>> values = inline != null ? List.of(new Located<>(inline, a.location())) : values(args, i);
                    i += inline != null ? 0 : values.size();
                    for (Located<String> v : values) if (!v.value().strip().startsWith("{")) configPaths.add(v);
                }
                case "--settings" -> {
                    Located<String> v = inline != null ? new Located<>(inline, a.location()) : i + 1 < args.size() ? args.get(++i) : null;
                    if (v != null && !v.value().strip().startsWith("{")) configPaths.add(v);
                }
                default -> { }
            }
        }
    }

    /** The values that follow a flag, up to the next option. */
    private static List<Located<String>> values(List<Located<String>> args, int flag) {
        List<Located<String>> out = new ArrayList<>();
        for (int j = flag + 1; j < args.size() && !args.get(j).value().startsWith("-"); j++) out.add(args.get(j));
        return out;
    }

    private static Location span(Located<String> flag, Located<String> value) {
        if (value == null || value == flag || !value.location().file().equals(flag.location().file())) return flag.location();
        return flag.location().withSpan(flag.location().span().union(value.location().span()));
    }
}
