package dev.agentlint.filter;

import dev.agentlint.config.Config;
import dev.agentlint.config.RuleSettings;
import java.time.Clock;
import java.util.Set;

/**
 * How the filter stage works for the files one configuration governs: the configuration, whether
 * inline ignores count, whether unused ignores are reported, a baseline, and the clock that decides
 * whether an ignore has expired. What the command line says wins over what the configuration says,
 * in every configuration of a scan ({@link #withConfig}).
 *
 * @param config                 the project configuration ({@link Config#NONE} without one)
 * @param inlineIgnoresSet       honour {@code agentlint: ignore[…]} comments, as the command line says (null: the configuration decides)
 * @param reportUnusedIgnoresSet report ignores that suppress nothing, as the command line says (null: the configuration decides)
 * @param forceExclude           apply {@code exclude:} even to paths named on the command line
 * @param baseline               findings already known, or null
 * @param clock                  today's date for {@code expires} (UTC); tests inject a fixed one
 * @param selected               the rules the command line selects ({@code --select}, {@code --ignore}); null: every rule
 */
public record FilterSettings(Config config, Boolean inlineIgnoresSet, Boolean reportUnusedIgnoresSet, boolean forceExclude,
                             Baseline baseline, Clock clock, Set<String> selected) {

    /** No configuration, inline ignores honoured, no baseline. */
    public static FilterSettings defaults() {
        return from(Config.NONE, Clock.systemUTC());
    }

    /** What the configuration says (inline ignores on unless it turns them off; unused ones reported if it asks). */
    public static FilterSettings from(Config config, Clock clock) {
        return new FilterSettings(config, null, null, false, null, clock, null);
    }

    /** Which rules run and at which level: the configuration's settings, within the command line's selection. */
    public RuleSettings rules() {
        return config.rules().restrictedTo(selected);
    }

    /** Only these rules run and report (the command line's --select and --ignore). */
    public FilterSettings withSelected(Set<String> ids) {
        return new FilterSettings(config, inlineIgnoresSet, reportUnusedIgnoresSet, forceExclude, baseline, clock, ids);
    }

    /** Whether {@code agentlint: ignore[…]} comments are honoured. */
    public boolean inlineIgnores() {
        return inlineIgnoresSet != null ? inlineIgnoresSet : !Boolean.FALSE.equals(config.inlineIgnores());
    }

    /** Whether ignores that suppress nothing are reported. */
    public boolean reportUnusedIgnores() {
        return reportUnusedIgnoresSet != null ? reportUnusedIgnoresSet : Boolean.TRUE.equals(config.reportUnusedIgnores());
    }

    /** The same settings for the files another configuration governs. */
    public FilterSettings withConfig(Config c) {
        return new FilterSettings(c, inlineIgnoresSet, reportUnusedIgnoresSet, forceExclude, baseline, clock, selected);
    }

    public FilterSettings withInlineIgnores(boolean on) {
        return new FilterSettings(config, on, reportUnusedIgnoresSet, forceExclude, baseline, clock, selected);
    }

    public FilterSettings withReportUnusedIgnores(boolean on) {
        return new FilterSettings(config, inlineIgnoresSet, on, forceExclude, baseline, clock, selected);
    }

    public FilterSettings withForceExclude(boolean on) {
        return new FilterSettings(config, inlineIgnoresSet, reportUnusedIgnoresSet, on, baseline, clock, selected);
    }

    public FilterSettings withBaseline(Baseline b) {
        return new FilterSettings(config, inlineIgnoresSet, reportUnusedIgnoresSet, forceExclude, b, clock, selected);
    }
}
