package dev.agentlint.config;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import java.util.Map;
import java.util.Set;

/**
 * Which rules run and at which level, from the {@code rules:} section of {@code .agentlint.yaml},
 * already resolved to rule ids (a RUN-id applies to every rule enforcing it; a rule id wins over a
 * RUN-id; among RUN-ids the later entry wins).
 */
public final class RuleSettings {

    /** One rule's setting: whether it runs, and its level (null: the rule's own). */
    public record Setting(boolean enabled, Level level) {}

    public static final RuleSettings DEFAULTS = new RuleSettings(Map.of());

    private final Map<String, Setting> byRule;
    /** The rules the command line selects (--select, --ignore); null: every rule. */
    private final Set<String> selected;

    public RuleSettings(Map<String, Setting> byRule) {
        this(byRule, null);
    }

    private RuleSettings(Map<String, Setting> byRule, Set<String> selected) {
        this.byRule = Map.copyOf(byRule);
        this.selected = selected == null ? null : Set.copyOf(selected);
    }

    /** These settings, with only the rules in {@code ids} running at all (null: no restriction). */
    public RuleSettings restrictedTo(Set<String> ids) {
        return ids == null ? this : new RuleSettings(byRule, ids);
    }

    public boolean enabled(String ruleId) {
        if (selected != null && !selected.contains(ruleId)) return false;
        Setting s = byRule.get(ruleId);
        return s == null || s.enabled();
    }

    /** The finding at the level configuration gives its rule (unchanged when none). */
    public Finding apply(Finding f) {
        Setting s = byRule.get(f.ruleId());
        return s == null || s.level() == null || s.level() == f.level() ? f : f.withLevel(s.level());
    }

    public boolean isEmpty() {
        return byRule.isEmpty() && selected == null;
    }
}
