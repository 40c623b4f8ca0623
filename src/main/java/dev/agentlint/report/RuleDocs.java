package dev.agentlint.report;

import dev.agentlint.check.Policy;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.filter.IgnoreRules;
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
    private static void examples(RuleMeta m, StringBuilder b) {
        b.append("## Examples\n\n");
        for (RuleMeta.Example e : m.examples()) {
            b.append("### ").append(e.format());
            if (!e.file().isBlank()) b.append(" (`").append(e.file()).append("`)");
            b.append("\n\n");
            if (!e.besideFile().isBlank()) {
                b.append("With `").append(e.besideFile()).append("` beside it:\n\n```\n").append(e.beside().stripTrailing())
                        .append("\n```\n\n");
            }
            if (!e.bad().isBlank()) {
                b.append("Problematic:\n\n```").append(e.language()).append('\n').append(e.bad().stripTrailing()).append("\n```\n\n");
            }
            if (!e.good().isBlank()) {
                b.append("Correct:\n\n```").append(e.language()).append('\n').append(e.good().stripTrailing()).append("\n```\n\n");
            }
        }
        List<String> shown = m.examples().stream().map(RuleMeta.Example::format).toList();
        List<String> missing = m.formats().stream().filter(f -> !shown.contains(f)).toList();
        if (m.examples().isEmpty()) b.append("No example yet.\n\n");
        if (!missing.isEmpty()) {
            b.append("The rule reads the same facts in ").append(String.join(", ", missing))
                    .append(" files; no example is shown for them yet.\n\n");
        }
    }

    /** How a page links to other pages under {@code docs/}. */
    public enum Links {
        /** Relative, for the pages in {@code docs/rules/} themselves. */
        RELATIVE,
        /** Absolute, at this version's public docs: for SARIF's help and {@code agentlint explain}, read far from the repository. */
        PUBLIC;

        String to(String pathUnderDocs) {
            return this == RELATIVE ? "../" + pathUnderDocs : Version.docsUrl(pathUnderDocs);
        }
    }

    /** The rule's page at this version's public docs (SARIF's {@code helpUri}). */
    public static String helpUri(RuleMeta m) {
        return Version.docsUrl("rules/" + m.id() + ".md");
    }

    /** The page as {@code docs/rules/<id>.md} has it. */
    public static String markdown(RuleMeta m) {
        return markdown(m, Links.RELATIVE);
    }

    public static String markdown(RuleMeta m, Links links) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(m.id()).append("\n\n");
        b.append("**").append(m.title()).append("**\n\n");
        b.append("| level | policy | precision | security-severity | formats |\n");
        b.append("|---|---|---|---|---|\n");
        b.append("| `").append(m.level().id()).append("` | ").append(String.join(", ", m.runIds()))
                .append(" | ").append(m.precision()).append(" | ").append(m.securitySeverity()).append(" | ")
                .append(m.formats().isEmpty() ? "all" : String.join(", ", m.formats())).append(" |\n\n");
        b.append("## What it flags\n\n").append(m.summary()).append("\n\n");
        b.append("## Why\n\n").append(m.rationale()).append("\n\n");
        for (String run : m.runIds()) {
            Policy.Item p = Policy.get(run);
            b.append("> **").append(run).append("** (").append(p.hard() ? "hard constraint" : "guidance").append("): ")
                    .append(p.text()).append("\n\n");
        }
        b.append("## What to do\n\n").append(m.remediation()).append("\n\n");
        examples(m, b);
        b.append("## Exceptions\n\n").append(m.exceptions().isBlank() ? NO_EXCEPTIONS : m.exceptions()).append("\n\n");
        b.append("## Suppressing\n\n");
        if (IgnoreRules.ALL.contains(m.id())) {
            b.append("Findings about ignores cannot themselves be ignored inline. Turn the rule off (`rules: {")
                    .append(m.id()).append(": off}`) or add an `ignores:` entry in `.agentlint.yaml` ")
                    .append("(see [configuration](" + links.to("configuration.md") + ")).\n");
        } else {
            b.append("With a reason, on the offending line or the line above (in formats that have comments):\n\n")
                    .append("```\n# agentlint: ignore[").append(m.id()).append("] <why this is acceptable here>\n```\n\n")
                    .append("or in `.agentlint.yaml` (see [configuration](" + links.to("configuration.md") + ")).\n");
        }
        return b.toString();
    }

    /** The table of every rule, {@code docs/rules/README.md}. */
    public static String index(List<RuleMeta> rules) {
        StringBuilder b = new StringBuilder("# Rules\n\n");
        b.append("Generated from `rules/*.yaml`; `agentlint rules` prints the same list and `agentlint explain <id>` a page.\n\n");
        b.append("| rule | level | policy | title |\n|---|---|---|---|\n");
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

    /** Plain-text help for SARIF {@code help.text} and {@code agentlint explain}. */
    public static String text(RuleMeta m) {
        StringBuilder b = new StringBuilder();
        b.append(m.summary()).append("\n\nWhy: ").append(m.rationale()).append("\n\n");
        for (String run : m.runIds()) b.append(run).append(": ").append(Policy.get(run).text()).append('\n');
        b.append("\nWhat to do: ").append(m.remediation()).append('\n');
        return b.toString();
    }
}
