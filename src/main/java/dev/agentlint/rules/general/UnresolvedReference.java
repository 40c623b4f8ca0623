package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Unresolved;

/** Something a file refers to that agentlint could not follow, so what it adds was not checked. */
public final class UnresolvedReference implements Rule {

    @Override
    public String id() {
        return "unresolved-reference";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Unresolved u : facts.unresolved()) {
            out.add(u.location(), u.what() + " could not be followed: " + u.reason() + ". What it adds was not checked, so"
                    + " this file is not proven safe; keep what it refers to inside the repository, or check it separately.",
                    u.what());
        }
    }
}
