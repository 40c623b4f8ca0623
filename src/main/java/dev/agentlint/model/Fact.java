package dev.agentlint.model;

/**
 * A fact the extract and link stages fill in and the check stage then freezes ({@code Checker}
 * calls {@link FileFacts#freeze()} before the first rule runs): from then on every setter throws
 * and every list it hands out refuses changes, so no rule can change what another rule sees. One
 * class per fact, frozen in place, rather than a builder beside each (ADR 45).
 */
public abstract class Fact {

    private boolean frozen;

    /** Ends filling it in; harmless when it is already frozen. */
    public final void freeze() {
        if (frozen) return;
        frozen = true;
        seal();
    }

    /** Replaces the collections it hands out with unmodifiable views (once, so reads cost nothing more) and freezes the facts it holds. */
    protected abstract void seal();

    /** Every setter's first line. */
    protected final void requireOpen() {
        if (frozen) throw new IllegalStateException("a fact is changed after the extract and link stages");
    }
}
