package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * Something a file refers to that agentlint could not follow (an include outside the tree, a
 * template fetched from a URL, an undefined variable in a mount path), so the result is
 * "not proven safe" rather than "safe".
 */
public record Unresolved(Phrase what, Phrase reason, Location location) {

    /** {@code what} is what the file says ({@code include ../x.yaml}), quoted as written. */
    public Unresolved(String what, Phrase reason, Location location) {
        this(Phrase.untranslated(what), reason, location);
    }
}
