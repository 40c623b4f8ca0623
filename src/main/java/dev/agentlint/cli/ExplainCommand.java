package dev.agentlint.cli;

import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Lang;
import dev.agentlint.check.Policy;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.report.RuleDocs;
import dev.agentlint.report.TerminalMarkdown;
import dev.agentlint.base.Version;
import dev.agentlint.rules.AllRules;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code agentlint explain <rule-id|RUN-id>}: the rule's documentation, offline. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Explain a rule (by id) or every rule enforcing a policy item (by RUN-id): rationale, remediation, examples"
                + " (in English or, with --lang zh-CN, in Chinese).")
final class ExplainCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", completionCandidates = RuleIds.class,
            description = "A rule id (e.g. sandbox-host-fallback) or a policy id (e.g. RUN-003).")
    String id;

    @CommandLine.Option(names = "--format", paramLabel = "FORMAT",
            description = "How to print the page: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}: for a terminal).")
    PageFormat format = PageFormat.text;

    enum PageFormat { text, markdown }

    /** What completion offers after {@code explain}: every rule id, then every RUN-id a rule enforces. */
    static final class RuleIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            java.util.Set<String> ids = new java.util.LinkedHashSet<>(AllRules.catalog().ids());
            java.util.Set<String> runs = new java.util.TreeSet<>();
            for (RuleMeta m : AllRules.catalog().allMeta()) runs.addAll(m.runIds());
            ids.addAll(runs);
            return ids.iterator();
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        RuleCatalog catalog = AllRules.catalog();
        Lang lang = Main.lang(spec.commandLine());
        List<RuleMeta> rules = catalog.resolve(id, lang);
        if (rules.isEmpty()) {
            String run = id.trim().toUpperCase(Locale.ROOT);
            if (Policy.all().containsKey(run)) {
                out.print(RuleDocs.unenforced(Policy.get(run, lang), lang));
                out.flush();
                return ExitCode.CLEAN;
            }
            Main.say(spec.commandLine().getErr(), "unknown rule or policy id '" + id + "' (see 'agentlint rules')");
            return ExitCode.ERROR;
        }
        TerminalMarkdown terminal = new TerminalMarkdown(Colour.enabled(Colour.When.auto, true));
        for (int i = 0; i < rules.size(); i++) {
            String page = RuleDocs.markdown(rules.get(i), RuleDocs.Links.PUBLIC, lang);
            if (i > 0) out.println(format == PageFormat.markdown ? "\n---\n" : "\n" + "-".repeat(72) + "\n");
            out.print(format == PageFormat.markdown ? page : terminal.render(page));
        }
        out.flush();
        return ExitCode.CLEAN;
    }
}
