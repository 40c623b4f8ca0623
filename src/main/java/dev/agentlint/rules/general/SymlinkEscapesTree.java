package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
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
            out.add(s.location(), "Symbolic link points outside the scanned tree (to " + s.target()
                    + "). Anything that mounts, copies or exports this workspace can be led to host files through it;"
                    + " replace the link with a copy of what it needs, or remove it.", s.target());
        }
    }
}
