package dev.agentlint.parse;

import dev.agentlint.base.Span;

/** A file that its format's parser rejects, with the position where parsing failed. */
public final class ParseException extends Exception {

    private final Span span;

    public ParseException(String message, Span span) {
        super(message, null, false, false);
        this.span = span;
    }

    public Span span() {
        return span;
    }
}
