package dev.agentlint.rules.env;

import dev.agentlint.base.Format;
import dev.agentlint.base.Span;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import dev.agentlint.rules.common.TlsCommands;
import dev.agentlint.rules.common.TlsVariables;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Certificate verification switched off, by a variable or a command-line switch. */
public final class TlsVerificationDisabled implements Rule {


    @Override
    public String id() {
        return "tls-verification-disabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (EnvVar e : facts.allEnv()) {
            TlsVariables.disables(e.name(), e.value()).ifPresent(what -> out.add(e.location(),
                    Message.of("env", "setting", e.name() + "=" + (e.value() == null ? "" : e.value()), "what", what), e.name() + "=" + e.value(),
                    removal(e)));
        }
        Set<String> seen = new HashSet<>();
        for (Command c : facts.commands()) {
            for (TlsCommands.Insecure i : TlsCommands.insecure(c)) {
                if (!seen.add(i.at().span().toString())) continue;
                Location at = c.location().withSpan(i.at().span());
                out.add(at, Message.of("command", "what", i.what()), i.what().toString(), wordsFix(at, i.removable()));
            }
        }
    }

    /**
     * The variable's assignment removed where it is written: an entry of an environment map or
     * list (compose, devcontainer, Claude Code and MCP settings, a workflow, Lima), a word of a
     * unit's {@code Environment=}, a shell assignment; the format's editor declines what it cannot
     * remove exactly. A Kubernetes variable is the whole {@code {name, value}} item of its list.
     */
    private static Fix.Intent removal(EnvVar e) {
        Location at = e.location();
        if (at.file().format() == Format.KUBE) {
            if (!at.path().endsWith("/value")) return null;
            return new Fix.Remove(new Location(at.file(), at.span(), at.path().substring(0, at.path().length() - "/value".length())));
        }
        return new Fix.Remove(at);
    }

    /** The switch's words removed: the command then verifies certificates again (with the system's CAs). */
    private static Fix.Intent wordsFix(Location at, List<Word> removable) {
        if (removable.isEmpty()) return null;
        Span first = removable.get(0).span(), last = removable.get(removable.size() - 1).span();
        return new Fix.Words(at.withSpan(new Span(first.line(), first.column(), last.endLine(), last.endColumn())), removable, List.of());
    }
}
