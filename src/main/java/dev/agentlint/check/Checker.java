package dev.agentlint.check;

import dev.agentlint.model.FileFacts;
import java.util.ArrayList;
import java.util.List;

/** Runs every rule over one file's facts. A rule that fails does not stop the others. */
public final class Checker {

    /** A rule that threw: reported as an internal error, with what the other rules found kept. */
    public record RuleFailure(String ruleId, RuntimeException error) {}

    private final RuleCatalog catalog;

    public Checker(RuleCatalog catalog) {
        this.catalog = catalog;
    }

    public List<Finding> check(FileFacts facts, List<RuleFailure> failures) {
        List<Finding> found = new ArrayList<>();
        for (Rule rule : catalog.rules()) {
            List<Finding> mine = new ArrayList<>();
            try {
                rule.check(facts, new Findings(catalog, rule.id(), mine));
                found.addAll(mine);
            } catch (RuntimeException e) {
                failures.add(new RuleFailure(rule.id(), e));
            }
        }
        return found;
    }
}
