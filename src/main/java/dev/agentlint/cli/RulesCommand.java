package dev.agentlint.cli;

import dev.agentlint.check.RuleMeta;
import dev.agentlint.rules.AllRules;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code agentlint rules}: the catalogue. */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "List every rule: id, level, policy ids and title.")
final class RulesCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<RuleMeta> all = AllRules.catalog().allMeta();
        int idWidth = all.stream().mapToInt(m -> m.id().length()).max().orElse(2);
        int runWidth = all.stream().mapToInt(m -> String.join(",", m.runIds()).length()).max().orElse(3);
        out.printf("%-" + idWidth + "s  %-7s  %-" + runWidth + "s  %s%n", "ID", "LEVEL", "POLICY", "TITLE");
        for (RuleMeta m : all) {
            out.printf("%-" + idWidth + "s  %-7s  %-" + runWidth + "s  %s%n", m.id(), m.level().id(),
                    String.join(",", m.runIds()), m.title());
        }
        out.flush();
        return ExitCode.CLEAN;
    }
}
