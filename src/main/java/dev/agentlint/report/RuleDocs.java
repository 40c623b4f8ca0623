package dev.agentlint.report;

import dev.agentlint.base.Version;
import dev.agentlint.check.Lang;
import dev.agentlint.check.Policy;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.check.IgnoreRules;
import java.util.List;

/**
 * A rule's documentation page, generated from its metadata: what it flags, why (with the policy
 * it enforces), what to do, examples and exceptions. The same text is SARIF's {@code help.markdown}
 * and {@code docs/rules/<id>.md}.
 */
public final class RuleDocs {

    static final String NO_EXCEPTIONS = "None known: a finding of this rule is worth fixing wherever it appears. "
            + "Where one is not, suppress it with the reason (below), so the next reader sees why.";

    private RuleDocs() {}

    /** A bad and a good example per format, and the formats the rule covers that have none yet. */
    private static void examples(RuleMeta m, DocWords w, StringBuilder b) {
        b.append(w.examples());
        for (RuleMeta.Example e : m.examples()) {
            b.append("### ").append(e.format());
            if (!e.file().isBlank()) b.append(" (`").append(e.file()).append("`)");
            b.append("\n\n");
            if (!e.besideFile().isBlank()) {
                b.append(DocWords.fill(w.besideFile(), e.besideFile())).append("```\n").append(e.beside().stripTrailing())
                        .append("\n```\n\n");
            }
            if (!e.bad().isBlank()) {
                b.append(w.problematic()).append("```").append(e.language()).append('\n').append(e.bad().stripTrailing()).append("\n```\n\n");
            }
            if (!e.good().isBlank()) {
                b.append(w.correct()).append("```").append(e.language()).append('\n').append(e.good().stripTrailing()).append("\n```\n\n");
            }
        }
        List<String> shown = m.examples().stream().map(RuleMeta.Example::format).toList();
        List<String> missing = m.formats().stream().filter(f -> !shown.contains(f)).toList();
        if (m.examples().isEmpty()) b.append(w.noExample());
        if (!missing.isEmpty()) b.append(DocWords.fill(w.missingFormats(), String.join(", ", missing)));
    }

    /** How a page links to other pages under {@code docs/}. */
    public enum Links {
        /** Relative, for the pages in {@code docs/rules/} (and {@code docs/rules/<lang>/}) themselves. */
        RELATIVE,
        /** Absolute, at this version's public docs: for SARIF's help and {@code agentlint explain}, read far from the repository. */
        PUBLIC;

        String to(String pathUnderDocs, DocWords w) {
            return this == RELATIVE ? w.docsFromPage() + pathUnderDocs : Version.docsUrl(pathUnderDocs);
        }
    }

    /** The rule's page at this version's public docs (SARIF's {@code helpUri}). */
    public static String helpUri(RuleMeta m) {
        return helpUri(m, Lang.EN);
    }

    /** The rule's page in a language: English pages in {@code docs/rules/}, the others in {@code docs/rules/<lang>/}. */
    public static String helpUri(RuleMeta m, Lang lang) {
        return Version.docsUrl("rules/" + (lang == Lang.EN ? "" : lang.tag() + "/") + m.id() + ".md");
    }

    /** The page as {@code docs/rules/<id>.md} has it. */
    public static String markdown(RuleMeta m) {
        return markdown(m, Links.RELATIVE);
    }

    public static String markdown(RuleMeta m, Links links) {
        return markdown(m, links, Lang.EN);
    }

    /** The page as {@code docs/rules/<lang>/<id>.md} has it. */
    public static String markdown(RuleMeta m, Lang lang) {
        return markdown(m, Links.RELATIVE, lang);
    }

    /** The page in a language: {@code m} is the rule's metadata in that language, the policy is quoted in it. */
    public static String markdown(RuleMeta m, Links links, Lang lang) {
        DocWords w = DocWords.of(lang);
        StringBuilder b = new StringBuilder();
        b.append("# ").append(m.id()).append("\n\n");
        b.append("**").append(m.title()).append("**\n\n");
        b.append(w.tableHeader());
        b.append("|---|---|---|---|---|\n");
        b.append("| `").append(m.level().id()).append("` | ").append(String.join(", ", m.runIds()))
                .append(" | ").append(m.precision()).append(" | ").append(m.securitySeverity()).append(" | ")
                .append(m.formats().isEmpty() ? w.all() : String.join(", ", m.formats())).append(" |\n\n");
        b.append(w.whatItFlags()).append(m.summary()).append("\n\n");
        b.append(w.why()).append(m.rationale()).append("\n\n");
        for (String run : m.runIds()) {
            Policy.Item p = Policy.get(run, lang);
            b.append(DocWords.fill(w.quote(), run, p.hard() ? w.hard() : w.soft(), p.text()));
        }
        b.append(w.whatToDo()).append(m.remediation()).append("\n\n");
        if (m.fix() != null) b.append(DocWords.fill(w.autofix(), m.fix().safe() ? w.safeFix() : w.unsafeFix(), m.fix().description()));
        examples(m, w, b);
        b.append(w.exceptions()).append(m.exceptions().isBlank() ? w.noExceptions() : m.exceptions()).append("\n\n");
        b.append(w.suppressing());
        if (IgnoreRules.ALL.contains(m.id())) {
            b.append(DocWords.fill(w.ignoresCannotBeIgnored(), m.id(), links.to("configuration.md", w)));
        } else {
            b.append(w.inlineIgnore())
                    .append("```\n# agentlint: ignore[").append(m.id()).append("] ").append(w.inlineIgnoreReason()).append("\n```\n\n")
                    .append(DocWords.fill(w.orConfiguration(), links.to("configuration.md", w)));
        }
        return b.toString();
    }

    /** The table of every rule, {@code docs/rules/README.md}. */
    public static String index(List<RuleMeta> rules) {
        return index(rules, Lang.EN);
    }

    /** The table of every rule in a language ({@code docs/rules/zh-CN/README.md} for zh-CN). */
    public static String index(List<RuleMeta> rules, Lang lang) {
        DocWords w = DocWords.of(lang);
        StringBuilder b = new StringBuilder(w.indexTitle());
        b.append(w.indexIntro());
        b.append(w.indexHeader()).append("|---|---|---|---|\n");
        for (RuleMeta m : rules) {
            b.append("| [").append(m.id()).append("](").append(m.id()).append(".md) | ").append(m.level().id()).append(" | ")
                    .append(String.join(", ", m.runIds())).append(" | ").append(m.title()).append(" |\n");
        }
        return b.toString();
    }

    /**
     * {@code docs/policy.md}: every policy item, hard or soft, and the rules that enforce it — or a
     * plain statement that no static check can see it.
     */
    public static String policy(List<RuleMeta> rules) {
        StringBuilder b = new StringBuilder("# The policy: RUN-001 … RUN-040\n\n");
        b.append("Generated from the policy (`src/main/resources/dev/agentlint/policy.tsv`) and `rules/*.yaml`. ")
                .append("Hard constraints are reported as `error`, guidance as `warning` or `note`. ")
                .append("An item with no rule is one agentlint cannot see, and the table says why ")
                .append("rather than pretending.\n\n");
        b.append("| id | kind | the rule | enforced by |\n|---|---|---|---|\n");
        for (Policy.Item p : Policy.all().values().stream().sorted(java.util.Comparator.comparing(Policy.Item::id)).toList()) {
            List<String> by = rules.stream().filter(m -> m.runIds().contains(p.id()))
                    .map(m -> "[" + m.id() + "](rules/" + m.id() + ".md)").toList();
            b.append("| ").append(p.id()).append(" | ").append(p.hard() ? "hard" : "soft").append(" | ")
                    .append(p.text().replace("|", "\\|")).append(" | ")
                    .append(by.isEmpty() ? "— not checked: " + String.valueOf(p.noRule()).replace("|", "\\|") : String.join(", ", by))
                    .append(" |\n");
        }
        return b.toString();
    }

    /** What {@code explain} says of a policy item no rule enforces: the item, and why agentlint cannot see it. */
    public static String unenforced(Policy.Item p, Lang lang) {
        DocWords w = DocWords.of(lang);
        return DocWords.fill(w.unenforced(), p.id(), p.hard() ? w.hard() : w.soft(), p.text(), p.id(), p.noRule(),
                Version.docsUrl("policy.md"));
    }

    /** Plain-text help for SARIF {@code help.text} and {@code agentlint explain}. */
    public static String text(RuleMeta m) {
        return text(m, Lang.EN);
    }

    /** As {@link #text(RuleMeta)}, in a language. */
    public static String text(RuleMeta m, Lang lang) {
        DocWords w = DocWords.of(lang);
        StringBuilder b = new StringBuilder();
        b.append(m.summary()).append("\n\n").append(w.textWhy()).append(m.rationale()).append("\n\n");
        for (String run : m.runIds()) b.append(DocWords.fill(w.textPolicyLine(), run, Policy.get(run, lang).text()));
        b.append('\n').append(w.textWhatToDo()).append(m.remediation()).append('\n');
        if (m.fix() != null) b.append('\n').append(DocWords.fill(w.autofix(), m.fix().safe() ? w.safeFix() : w.unsafeFix(), m.fix().description()).strip()).append('\n');
        return b.toString();
    }
}
