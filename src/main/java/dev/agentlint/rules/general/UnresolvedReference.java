package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
            out.add(u.location(), Message.of("not-followed", "what", u.what(), "reason", u.reason()), u.what().toString());
        }
    }
}
