package dev.agentlint.config;

import dev.agentlint.check.Finding;
import dev.agentlint.model.Location;
import java.time.LocalDate;
import java.util.Set;

/**
 * One entry of {@code ignores:} in {@code .agentlint.yaml}: findings of some rules, in files
 * matching a pattern, optionally at one line or one logical location, with the reason and an
 * optional expiry date.
 *
 * @param path     files it applies to
 * @param rules    the rule ids and RUN-ids as written (for messages)
 * @param ruleIds  the rule ids they resolve to
 * @param line     the line a finding must start on, or 0 for any
 * @param pointer  the logical location (JSON Pointer) a finding must lie at or inside, or null for any
 * @param reason   why the findings are acceptable
 * @param expires  the last day the ignore is honoured, or null
 * @param location where the entry is written in the configuration (for findings about the ignore itself)
 * @param expiresAt where its {@code expires} is written, or null
 */
public record ConfigIgnore(Glob path, String rules, Set<String> ruleIds, int line, String pointer, String reason,
                           LocalDate expires, Location location, Location expiresAt) {

    /** Whether the finding (in a file whose project-relative path matched {@link #path}) is covered. */
    public boolean covers(Finding f) {
        if (!ruleIds.contains(f.ruleId())) return false;
        if (line > 0 && f.span().line() != line) return false;
        return pointer == null || LogicalPath.within(f.logicalPath(), pointer);
    }

    /** An expired ignore no longer suppresses anything; the day after {@code expires} it has expired. */
    public boolean expired(LocalDate today) {
        return expires != null && today.isAfter(expires);
    }
}
