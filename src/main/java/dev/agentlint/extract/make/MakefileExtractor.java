package dev.agentlint.extract.make;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.parse.make.MakefileReader;

/**
 * Makefiles ({@code Makefile}, {@code GNUmakefile}, {@code *.mk}): every recipe line is a shell
 * command {@code make} runs on the host, handed to the shell stage with its positions in the file.
 */
public final class MakefileExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        for (MakefileReader.Recipe r : MakefileReader.read(facts.file().lines(), facts.commentRecorder(facts.file()))) {
            String target = r.target().isEmpty() ? "(no target)" : r.target();
            Location at = new Location(facts.file(), r.span(), "/" + target.replace("~", "~0").replace("/", "~1"));
            facts.embeddedScripts().add(EmbeddedScript.mapped("make target \"" + target + "\" recipe", r.script(), at,
                    r.offsets(), ExecContext.host(Phrase.of("make target \"{target}\"", "target", target))));
        }
    }
}
