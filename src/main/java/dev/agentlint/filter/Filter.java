package dev.agentlint.filter;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Findings;
import dev.agentlint.check.IgnoreRules;
import dev.agentlint.check.Message;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.Suppression;
import dev.agentlint.config.Config;
import dev.agentlint.config.ConfigIgnore;
import dev.agentlint.config.RuleSettings;
import dev.agentlint.model.Location;
import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.SourceFile;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The filter stage of one scan: applies the configuration's rule levels, inline ignores, the
 * configuration's ignores and the baseline, in that order (the first that matches suppresses).
 * Suppressed findings are kept and marked, never dropped; problems with the ignores themselves
 * become findings of the {@link IgnoreRules}.
 *
 * <p>{@link #file} runs on the worker that holds the file's text, concurrently for many files;
 * {@link #finish} runs once, on findings only.
 */
public final class Filter {

    private final FilterSettings settings;
    private final RuleCatalog catalog;
    private final Path workingDirectory;
    private final Config config;
    private final RuleSettings rules;
    private final LocalDate today;
    // Per configured ignore: did a checked file match its path, did it suppress something.
    private final AtomicBoolean[] matchedFile;
    private final AtomicBoolean[] used;
    // Display paths of the files seen, for stale baseline entries.
    private final Set<String> seen = ConcurrentHashMap.newKeySet();

    public Filter(FilterSettings settings, RuleCatalog catalog, Path workingDirectory) {
        this.settings = settings;
        this.catalog = catalog;
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.config = settings.config();
        this.rules = settings.rules();
        this.today = LocalDate.now(settings.clock());
        int n = config.ignores().size();
        this.matchedFile = new AtomicBoolean[n];
        this.used = new AtomicBoolean[n];
        for (int i = 0; i < n; i++) {
            matchedFile[i] = new AtomicBoolean();
            used[i] = new AtomicBoolean();
        }
    }

    /**
     * One file's findings, filtered.
     *
     * @param checked whether rules ran over the file (only then can an ignore in it be called unused)
     */
    public List<Finding> file(SourceFile file, List<Finding> findings, boolean checked) {
        return file(file, null, findings, checked);
    }

    /**
     * One file's findings, filtered.
     *
     * @param comments the comments its parser recorded while it was extracted, or null
     * @param checked  whether rules ran over the file (only then can an ignore in it be called unused)
     */
    public List<Finding> file(SourceFile file, CommentSpans comments, List<Finding> findings, boolean checked) {
        seen.add(file.displayPath());
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            if (rules.enabled(f.ruleId())) out.add(rules.apply(f));
        }
        if (settings.inlineIgnores()) inline(file, comments, out, checked);
        external(file, out, checked);
        return out;
    }

    private void inline(SourceFile file, CommentSpans comments, List<Finding> out, boolean checked) {
        List<InlineIgnores.Directive> directives = InlineIgnores.read(file, comments, catalog);
        if (directives.isEmpty()) return;
        List<Set<String>> usedIds = new ArrayList<>();
        for (int k = 0; k < directives.size(); k++) usedIds.add(new HashSet<>());
        // The directives covering each line, in file order: a finding looks only at its line's, not at every directive.
        Map<Integer, List<Integer>> byLine = new HashMap<>();
        for (int k = 0; k < directives.size(); k++) {
            if (!directives.get(k).effective()) continue;
            for (int line : directives.get(k).lines()) byLine.computeIfAbsent(line, x -> new ArrayList<>()).add(k);
        }
        for (int i = 0; i < out.size(); i++) {
            Finding f = out.get(i);
            if (f.suppressed()) continue;
            for (int k : byLine.getOrDefault(f.span().line(), List.of())) {
                InlineIgnores.Directive d = directives.get(k);
                if (d.covers(f.span().line(), f.ruleId())) {
                    out.set(i, f.withSuppression(new Suppression(Suppression.Origin.INLINE,
                            f.path() + ":" + d.span().line(), d.reason())));
                    usedIds.get(k).add(f.ruleId());
                    break;
                }
            }
        }
        List<Finding> problems = new ArrayList<>();
        for (int k = 0; k < directives.size(); k++) {
            InlineIgnores.Directive d = directives.get(k);
            Location at = new Location(file, d.span(), "");
            if (d.problem() != null) {
                report(IgnoreRules.INVALID, at, Message.of("malformed", "problem", problem(d.problem())), d.text(), problems);
                continue;
            }
            if (!d.unknown().isEmpty()) {
                report(IgnoreRules.INVALID, at, Message.of(d.unknown().size() == 1 ? "unknown-name" : "unknown-names",
                        "names", quoted(d.unknown())), String.join(",", d.unknown()), problems);
            }
            if (d.reason().isEmpty()) {
                report(IgnoreRules.WITHOUT_REASON, at, Message.of("no-reason", "rules", String.join(", ", d.written())),
                        String.join(",", d.written()), problems);
            }
            if (settings.reportUnusedIgnores() && checked && d.effective()) {
                List<String> unused = unusedNames(d, usedIds.get(k));
                if (!unused.isEmpty()) {
                    report(IgnoreRules.UNUSED, at, Message.of("unused-inline", "names", quoted(unused)), String.join(",", unused), problems);
                }
            }
        }
        out.addAll(problems);
    }

    /** Names in a directive that suppressed nothing; names whose rules are all turned off are not counted. */
    private List<String> unusedNames(InlineIgnores.Directive d, Set<String> usedRuleIds) {
        List<String> unused = new ArrayList<>();
        for (String w : d.written()) {
            if (d.unknown().contains(w)) continue;
            List<String> ids = catalog.resolve(w).stream().map(m -> m.id()).toList();
            boolean anyEnabled = ids.stream().anyMatch(rules::enabled);
            if (anyEnabled && ids.stream().noneMatch(usedRuleIds::contains)) unused.add(w);
        }
        return unused;
    }

    private void external(SourceFile file, List<Finding> out, boolean checked) {
        List<ConfigIgnore> ignores = config.ignores();
        if (ignores.isEmpty()) return;
        String rel = config.relative(workingDirectory.resolve(file.path()));
        if (rel == null) return;
        List<Integer> applicable = new ArrayList<>();
        for (int k = 0; k < ignores.size(); k++) {
            if (ignores.get(k).path().matches(rel, false)) {
                applicable.add(k);
                if (checked) matchedFile[k].set(true);
            }
        }
        if (applicable.isEmpty()) return;
        for (int i = 0; i < out.size(); i++) {
            Finding f = out.get(i);
            if (f.suppressed()) continue;
            for (int k : applicable) {
                ConfigIgnore ig = ignores.get(k);
                if (ig.expired(today) || !ig.covers(f)) continue;
                out.set(i, f.withSuppression(new Suppression(Suppression.Origin.CONFIG,
                        config.source().displayPath() + ":" + ig.location().span().line(), ig.reason())));
                used[k].set(true);
                break;
            }
        }
    }

    /** A remark about a file that is not a finding (stale baseline entries). */
    public record Remark(String path, String message) {}

    /** Every finding of the scan after filtering, and remarks. */
    public record Finished(List<Finding> findings, List<Remark> remarks) {}

    /**
     * After every file: findings about the configured ignores (expired; unused, on request), then
     * the baseline.
     *
     * @param findings every finding of the scan, sorted (so which of identical findings is new is deterministic)
     */
    public Finished finish(List<Finding> findings) {
        return finish(List.of(this), findings);
    }

    /**
     * {@link #finish(List)} for a scan whose files several configurations govern, one filter each:
     * every filter's findings about its own ignores, then the scan's one baseline over them all.
     */
    public static Finished finish(List<Filter> filters, List<Finding> findings) {
        List<Finding> all = new ArrayList<>(findings);
        Set<String> seen = new HashSet<>();
        for (Filter f : filters) {
            all.addAll(f.ignoreProblems());
            seen.addAll(f.seen);
        }
        Baseline baseline = filters.isEmpty() ? null : filters.get(0).settings.baseline();
        if (baseline == null) return new Finished(all, List.of());
        Baseline.Applied applied = baseline.apply(all, filters.get(0).workingDirectory, seen);
        if (applied.stale() == 0) return new Finished(applied.findings(), List.of());
        return new Finished(applied.findings(), List.of(new Remark(baseline.displayPath(), applied.stale() + " baselined "
                + (applied.stale() == 1 ? "finding no longer occurs" : "findings no longer occur")
                + " in the files scanned (fixed or changed): refresh the baseline with --write-baseline")));
    }

    /** Findings about this configuration's ignores: expired ones, and (on request) unused ones. */
    private List<Finding> ignoreProblems() {
        List<ConfigIgnore> ignores = config.ignores();
        List<Finding> problems = new ArrayList<>();
        for (int k = 0; k < ignores.size(); k++) {
            ConfigIgnore ig = ignores.get(k);
            if (!matchedFile[k].get()) continue; // nothing it applies to was scanned: cannot judge it
            if (ig.expired(today)) {
                report(IgnoreRules.EXPIRED, ig.expiresAt(), Message.of("expired", "rules", ig.rules(), "path", ig.path(), "expires", ig.expires()),
                        ig.rules() + "|" + ig.path() + "|" + ig.expires(), problems);
            } else if (settings.reportUnusedIgnores() && !used[k].get() && ig.ruleIds().stream().anyMatch(rules::enabled)) {
                report(IgnoreRules.UNUSED, ig.location(), Message.of("unused-config", "rules", ig.rules(), "path", ig.path()),
                        ig.rules() + "|" + ig.path(), problems);
            }
        }
        return problems;
    }

    /** Reports a finding of one of the {@link IgnoreRules}, at the configured level, unless it is turned off. */
    private void report(String ruleId, Location at, Message message, String evidence, List<Finding> into) {
        if (!rules.enabled(ruleId) || at == null) return;
        List<Finding> one = new ArrayList<>(1);
        new Findings(catalog, ruleId, one).add(at, message, evidence);
        for (Finding f : one) into.add(rules.apply(f));
    }

    private static Message quoted(List<String> names) {
        List<String> q = new ArrayList<>();
        for (String n : names) q.add("'" + n + "'");
        return Message.list("comma", q);
    }

    /** What is wrong with an inline ignore, as InlineIgnores words it: each of its three problems is a clause of invalid-ignore. */
    private static Object problem(String english) {
        if (english.startsWith("has no rule list")) return Message.of("no-rule-list");
        if (english.startsWith("has no closing")) return Message.of("no-closing-bracket");
        if (english.startsWith("names no rule")) return Message.of("no-rule-named");
        return english;
    }
}
