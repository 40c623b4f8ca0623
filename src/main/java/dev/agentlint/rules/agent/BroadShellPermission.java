package dev.agentlint.rules.agent;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.PermissionRule;
import dev.agentlint.model.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Every shell command, or an interpreter with any argument, approved without the sandbox (not the
 * rules of a Claude Code file that a managed {@code allowManagedPermissionRulesOnly} ignores).
 */
public final class BroadShellPermission implements Rule {

    /** Commands that run arbitrary code given any argument. */
    private static final Set<String> ANY_CODE = Set.of(
            "bash", "sh", "zsh", "dash", "fish", "ksh", "pwsh", "powershell", "cmd", "eval", "exec", "env", "sudo", "su",
            "doas", "xargs", "python", "python3", "node", "perl", "ruby", "php", "deno", "bun", "npx", "bunx", "uvx",
            "pnpx", "ssh", "docker", "podman", "kubectl");

    @Override
    public String id() {
        return "broad-shell-permission";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            if (p.sandbox() != null && p.sandbox().isEnabled()) continue;
            boolean lockedOut = ClaudeLocks.ignores(facts, p, "allowManagedPermissionRulesOnly");
            for (Located<PermissionRule> r : lockedOut ? List.<Located<PermissionRule>>of() : p.allowRules()) {
                Message why = breadth(r.value());
                if (why == null || denied(r, p.denyRules())) continue;
                ExecContext where = p.context();
                Message message = where == null ? Message.of("broad-on-host", "rule", r.value().written(), "what", why)
                        : Message.of("broad", "rule", r.value().written(), "what", why, "where", where.description());
                // In CI the runner decides how bad that is: a fresh VM per job, or a machine that persists.
                if (where == null) out.add(r.location(), message, r.value().written());
                else out.add(r.location(), message, r.value().written(), where.kind() == ExecContext.Kind.HOST ? Level.ERROR : Level.WARNING);
            }
            for (AgentPolicy.ShellApproval a : p.shellApprovals()) {
                Message why = prefixBreadth(a.prefix());
                if (why == null) continue;
                Located<String> r = a.written();
                ExecContext where = p.context();
                if (where == null) {
                    out.add(r.location(), Message.of("approves-prefix", "rule", r.value(), "what", why, "example", narrowExample(p.agent())),
                            r.value());
                } else {
                    // Settings for an editor attached to a container: its terminal runs there, not on the host.
                    out.add(r.location(), Message.of("approves-prefix-in", "rule", r.value(), "what", why, "where", where.description(),
                            "example", narrowExample(p.agent())), r.value(), where.kind() == ExecContext.Kind.HOST ? Level.ERROR : Level.WARNING);
                }
            }
        }
        for (Command c : facts.commands()) launch(facts, c, out);
        for (LaunchSettings s : facts.launchSettings()) if (s.input()) stepSettings(facts, s, out);
    }

    /** The allow rules of a settings file an agent step names by path, at the input, related to each rule. */
    private static void stepSettings(FileFacts facts, LaunchSettings s, Findings out) {
        AgentPolicy p = s.settings();
        ExecContext where = p.context();
        if (where == null || p.sandbox() != null && p.sandbox().isEnabled()) return;
        Location at = new Location(facts.file(), s.named().span(), "");
        String named = s.option() + ": " + s.named().value();
        for (Located<PermissionRule> r : p.allowRules()) {
            Message why = breadth(r.value());
            if (why == null || denied(r, p.denyRules())) continue;
            out.add(at, Message.of("broad-settings", "rule", r.value().written(), "settings", named, "what", why, "where", where.description()),
                    r.value().written(), where.kind() == ExecContext.Kind.HOST ? Level.ERROR : Level.WARNING,
                    s.file() == null ? List.of() : List.of(new Findings.Related(r.location(), Message.of("settings-rule", "settings", s.file()))));
        }
    }

    /**
     * A launch's own layer: {@code --allowedTools} rules (at their words) and the allow rules of the
     * settings it names (at the {@code --settings} word, related to the rule in the file), less
     * what {@code --disallowedTools} or those settings deny, unless those settings enable the sandbox.
     */
    private static void launch(FileFacts facts, Command c, Findings out) {
        List<LaunchSettings> layer = new ArrayList<>();
        for (LaunchSettings s : facts.launchSettings()) {
            if (!s.input() && s.settings().agent() == AgentPolicy.Agent.CLAUDE_CODE && s.namedBy(c)) layer.add(s);
        }
        if (layer.isEmpty()) return;
        List<Located<PermissionRule>> denies = new ArrayList<>();
        for (LaunchSettings s : layer) {
            if (s.settings().sandbox() != null && s.settings().sandbox().isEnabled()) return;
            denies.addAll(s.settings().denyRules());
        }
        boolean onHost = c.context().kind() == ExecContext.Kind.HOST;
        Object where = onHost ? Message.of("host") : c.context().description();
        Level level = onHost ? Level.ERROR : Level.WARNING;
        for (LaunchSettings s : layer) {
            for (Located<PermissionRule> r : s.settings().allowRules()) {
                Message why = breadth(r.value());
                if (why == null || denied(r, denies)) continue;
                if (s.option().equals("--allowedTools")) {
                    out.add(r.location(), Message.of("broad", "rule", r.value().written(), "what", why, "where", where), r.value().written(), level);
                    continue;
                }
                String named = s.option() + " " + (s.file() == null ? "{…}" : s.named().value());
                Location at = c.location().withSpan(s.named().span() == null ? c.location().span() : s.named().span());
                List<Findings.Related> related = s.file() == null ? List.of()
                        : List.of(new Findings.Related(r.location(), Message.of("settings-rule", "settings", s.file())));
                out.add(at, Message.of("broad-settings", "rule", r.value().written(), "settings", named, "what", why, "where", where),
                        r.value().written(), level, related);
            }
        }
    }

    /** A deny at any layer beats an allow (agent-configs.md §1.1). */
    private static boolean denied(Located<PermissionRule> allow, List<Located<PermissionRule>> denies) {
        for (Located<PermissionRule> d : denies) if (d.value().denies(allow.value())) return true;
        return false;
    }

    /**
     * What an approval of every command line starting with {@code prefix} lets through, when that is
     * "anything": every command, or an interpreter or wrapper with any arguments; null when narrow.
     */
    static Message prefixBreadth(String prefix) {
        String p = prefix.strip();
        if (p.isEmpty()) return Message.of("every-command");
        String[] words = p.split(" ");
        String command = words[0];
        boolean anyArguments = words.length == 1 || words.length == 2 && words[1].equals("-c");
        return anyArguments && ANY_CODE.contains(command) ? Message.of("any-code", "command", command) : null;
    }

    /** A narrow approval in the syntax of the agent's own settings. */
    private static String narrowExample(AgentPolicy.Agent agent) {
        return switch (agent) {
            case GEMINI_CLI -> "\"run_shell_command(npm test)\"";
            case VSCODE_CHAT -> "\"npm test\": true";
            default -> "\"Bash(npm run test *)\"";
        };
    }

    /** What the rule approves, when that is "anything"; null for a narrow rule. */
    static Message breadth(PermissionRule rule) {
        if (!rule.isShell()) return null;
        String spec = rule.specifier();
        if (spec == null || spec.isBlank() || spec.strip().equals("*") || spec.strip().equals(":*")) {
            return Message.of("every-command");
        }
        String command = anyArgumentsOf(spec);
        if (command != null && ANY_CODE.contains(command)) {
            return Message.of("any-code", "command", command);
        }
        return null;
    }

    /**
     * The command of a rule that allows it with any arguments ({@code python3:*}, {@code node *},
     * {@code bash -c *}, {@code sh -c:*}); null otherwise. Written out rather than as one regular
     * expression: the blanks around an optional {@code :} made a pattern for this backtrack
     * quadratically on a long run of spaces.
     */
    static String anyArgumentsOf(String spec) {
        String s = spec.strip();
        int end = 0;
        while (end < s.length() && !Character.isWhitespace(s.charAt(end)) && s.charAt(end) != ':' && s.charAt(end) != '*') end++;
        if (end == 0) return null;
        String rest = s.substring(end);
        String afterBlank = rest.stripLeading();
        if (afterBlank.length() < rest.length() && afterBlank.startsWith("-c")) rest = afterBlank.substring(2);
        rest = rest.stripLeading();
        if (rest.startsWith(":")) rest = rest.substring(1).stripLeading();
        return rest.equals("*") ? s.substring(0, end) : null;
    }
}
