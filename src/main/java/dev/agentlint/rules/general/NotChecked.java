package dev.agentlint.rules.general;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.base.Span;

/**
 * A launcher or agent/isolation configuration agentlint could not check, or checked only in part
 * (unreadable, over the size cap, binary, or past a work budget): fail closed, at the place
 * checking stopped, so a file padded or shaped to be skipped does not pass silently.
 */
public final class NotChecked implements Rule {

    @Override
    public String id() {
        return "not-checked";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Phrase reason : facts.unchecked()) {
            Location at = facts.uncheckedAt(reason);
            if (at == null) at = new Location(facts.file(), Span.point(1, 1), "");
            String what = at.span().line() > 1 || at.span().column() > 1 ? "stopped-here" : "not-checked";
            // The evidence stays the English, so fingerprints and baselines do not depend on the language.
            out.add(at, Message.of(what, "reason", reason), reason.toString());
        }
    }
}
