package dev.agentlint.check;

import java.util.List;

/**
 * The rules the filter stage reports about ignores themselves. They exist only once every other
 * rule has run (an ignore is unused only if nothing matched it), so they are catalogued as
 * reported rules ({@code RuleCatalog(rules, reported)}) rather than {@code Rule} objects; their
 * metadata, docs and fixtures are like any other rule's.
 */
public final class IgnoreRules {

    /** An inline ignore without a reason: it does not suppress. */
    public static final String WITHOUT_REASON = "ignore-without-reason";
    /** An inline ignore that names no rule, or a rule or RUN-id agentlint does not know. */
    public static final String INVALID = "invalid-ignore";
    /** An inline or configured ignore that suppressed nothing (reported on request, and under --strict). */
    public static final String UNUSED = "unused-ignore";
    /** A configured ignore past its {@code expires} date: it no longer suppresses. */
    public static final String EXPIRED = "expired-ignore";

    public static final List<String> ALL = List.of(WITHOUT_REASON, INVALID, UNUSED, EXPIRED);

    private IgnoreRules() {}
}
