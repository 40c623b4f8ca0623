package dev.agentlint.rules.general;

import dev.agentlint.check.Findings;
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
        String format = facts.file().format() == null ? "a file" : facts.file().format().title();
        out.add(f.location(), "Cannot parse this file as " + format + ": " + f.message()
                + ". Nothing else in it was checked, and the tool that reads it will likely reject it too; fix the syntax.",
                f.message());
    }
}
