package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.ParseFailure;

/** A file its own tool would reject; nothing else in it was checked. */
public final class ParseError implements Rule {

    @Override
    public String id() {
        return "parse-error";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        ParseFailure f = facts.parseFailure();
        if (f == null) return;
        Message m = facts.file().format() == null ? Message.of("unparsable", "problem", f.message())
                : Message.of("unparsable-as", "format", facts.file().format().title(), "problem", f.message());
        out.add(f.location(), m, f.message());
    }
}
