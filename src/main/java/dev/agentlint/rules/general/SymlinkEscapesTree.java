package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.SymlinkEscape;

/** A link in the workspace that leads out of it. */
public final class SymlinkEscapesTree implements Rule {

    @Override
    public String id() {
        return "symlink-escapes-tree";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (SymlinkEscape s : facts.symlinkEscapes()) {
            out.add(s.location(), Message.of("escapes", "target", s.target()), s.target());
        }
    }
}
