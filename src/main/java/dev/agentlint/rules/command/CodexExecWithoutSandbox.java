package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.AgentFlags;
import java.util.Optional;

/** Non-interactive Codex without an explicit workspace-write or read-only sandbox. */
public final class CodexExecWithoutSandbox implements Rule {

    @Override
    public String id() {
        return "codex-exec-without-sandbox";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Command c : facts.commands()) {
            if (!AgentFlags.isCodexExec(c) || !Isolation.hostSide(c) || !AgentFlags.bypasses(c).isEmpty()) continue;
            Optional<String> mode = AgentFlags.codexSandbox(c);
            if (mode.isPresent() && (mode.get().equals("workspace-write") || mode.get().equals("read-only"))) continue;
            String said = mode.map(m -> " with sandbox mode \"" + m + "\"").orElse(" without --sandbox");
            out.add(c.location().withSpan(c.argv().get(0).span().union(c.argv().get(c.argv().size() > 1 ? 1 : 0).span())),
                    mode.map(m -> Message.of("with-mode", "mode", m)).orElse(Message.of("without-sandbox")), "codex exec" + said);
        }
    }
}
