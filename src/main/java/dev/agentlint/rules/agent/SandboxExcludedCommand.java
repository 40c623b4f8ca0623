package dev.agentlint.rules.agent;

import dev.agentlint.base.Format;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import java.util.List;

/**
 * Commands that always run outside the engine sandbox. The list concatenates across Claude Code's
 * settings files with no lock, so an exclusion a file adds under a sandbox another file of the
 * project enables is reported with that file as a related place.
 */
public final class SandboxExcludedCommand implements Rule {

    @Override
    public String id() {
        return "sandbox-excluded-command";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        ClaudeSettings claude = facts.claudeSettings();
        for (AgentPolicy p : facts.policies()) {
            if (p.sandbox() == null) continue;
            List<Findings.Related> related = claude == null || !claude.ownPolicy(p) ? List.of()
                    : claude.effective("sandbox.enabled").filter(on -> on.value().equals("true") && !claude.holds(on.location()))
                            .map(on -> List.of(new Findings.Related(on.location(), Message.of("related-enables")))).orElse(List.of());
            for (Located<String> c : p.sandbox().excludedCommands()) {
                out.add(c.location(), Message.of("excluded", "command", c.value()), c.value(), out.defaultLevel(), related, fix(c));
            }
        }
    }

    /**
     * The exclusion removed from a Claude Code settings file: the command then runs in the sandbox,
     * where it may fail (a docker client without its socket), so the fix is unsafe.
     */
    private static Fix.Intent fix(Located<String> excluded) {
        Location at = excluded.location();
        return at.file().format() == Format.CLAUDE_SETTINGS ? new Fix.Remove(at) : null;
    }
}
