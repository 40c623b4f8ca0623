package dev.agentlint.filter;

import dev.agentlint.config.Config;
import java.time.Clock;

/**
 * How the filter stage works for one scan: the configuration, whether inline ignores count, whether
 * unused ignores are reported, a baseline, and the clock that decides whether an ignore has expired.
 *
 * @param config              the project configuration ({@link Config#NONE} without one)
 * @param inlineIgnores       honour {@code agentlint: ignore[…]} comments
 * @param reportUnusedIgnores report ignores that suppress nothing
 * @param forceExclude        apply {@code exclude:} even to paths named on the command line
 * @param baseline            findings already known, or null
 * @param clock               today's date for {@code expires} (UTC); tests inject a fixed one
 */
public record FilterSettings(Config config, boolean inlineIgnores, boolean reportUnusedIgnores, boolean forceExclude,
                             Baseline baseline, Clock clock) {

    /** No configuration, inline ignores honoured, no baseline. */
    public static FilterSettings defaults() {
        return from(Config.NONE, Clock.systemUTC());
    }

    /** What the configuration says (inline ignores on unless it turns them off; unused ones reported if it asks). */
    public static FilterSettings from(Config config, Clock clock) {
        return new FilterSettings(config, !Boolean.FALSE.equals(config.inlineIgnores()),
                Boolean.TRUE.equals(config.reportUnusedIgnores()), false, null, clock);
    }

    public FilterSettings withInlineIgnores(boolean on) {
        return new FilterSettings(config, on, reportUnusedIgnores, forceExclude, baseline, clock);
    }

    public FilterSettings withReportUnusedIgnores(boolean on) {
        return new FilterSettings(config, inlineIgnores, on, forceExclude, baseline, clock);
    }

    public FilterSettings withForceExclude(boolean on) {
        return new FilterSettings(config, inlineIgnores, reportUnusedIgnores, on, baseline, clock);
    }

    public FilterSettings withBaseline(Baseline b) {
        return new FilterSettings(config, inlineIgnores, reportUnusedIgnores, forceExclude, b, clock);
    }
}
