package dev.agentlint.extract.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Checker;
import dev.agentlint.base.Format;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Word;
import dev.agentlint.parse.shell.ShellInputs;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The whole shell stage (parser, walker, every rule) over generated and mutated scripts: no
 * exception, no rule failure, and every position it reports lies inside the file.
 */
class ShellStageProperties {

    private static final Checker CHECKER = new Checker(AllRules.catalog());

    @Property(tries = 4500, seed = "3")
    void generatedScriptsNeverBreakTheStage(@ForAll(supplier = ShellInputs.Any.class) String text) {
        check(text);
    }

    static void check(String text) {
        SourceFile file = SourceFile.of("scripts/x.sh", Format.SHELL, text);
        FileFacts facts = new FileFacts(file);
        new ShellExtractor().extract(facts);
        int lines = file.lines().lineCount();
        for (Command c : facts.commands()) {
            assertThat(c.location().span().endLine()).isLessThanOrEqualTo(lines);
            for (Word w : c.argv()) assertThat(w.span().endLine()).isLessThanOrEqualTo(lines);
        }
        List<Checker.RuleFailure> failures = new ArrayList<>();
        CHECKER.check(facts, failures);
        assertThat(failures).isEmpty();
    }
}
