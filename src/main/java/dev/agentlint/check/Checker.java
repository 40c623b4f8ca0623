package dev.agentlint.check;

import dev.agentlint.model.FileFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Runs every rule over one file's facts. A rule that fails does not stop the others. */
public final class Checker {

    /** A rule that threw (or recursed too deep): reported as an internal error, with what the other rules found kept. */
    public record RuleFailure(String ruleId, Throwable error) {}

    private final RuleCatalog catalog;
    private final List<Rule> rules;

    public Checker(RuleCatalog catalog) {
        this(catalog, id -> true);
    }

    /** Runs only the rules {@code enabled} accepts (configuration can turn rules off). */
    public Checker(RuleCatalog catalog, Predicate<String> enabled) {
        this.catalog = catalog;
        this.rules = catalog.rules().stream().filter(r -> enabled.test(r.id())).toList();
    }

    public List<Finding> check(FileFacts facts, List<RuleFailure> failures) {
        // Rules see facts, not work in progress: none can change what another rule sees.
        facts.freeze();
        List<Finding> found = new ArrayList<>();
        for (Rule rule : rules) {
            List<Finding> mine = new ArrayList<>();
            try {
                rule.check(facts, new Findings(catalog, rule.id(), mine));
                found.addAll(mine);
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(new RuleFailure(rule.id(), e));
            }
        }
        return found;
    }
}
