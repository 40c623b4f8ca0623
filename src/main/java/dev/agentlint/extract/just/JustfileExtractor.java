package dev.agentlint.extract.just;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.Interpreters;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.parse.just.JustfileReader;
import java.util.ArrayList;
import java.util.List;

/**
 * justfiles ({@code justfile}, {@code .justfile}, any case, and {@code *.just} modules): every recipe
 * line (or a shebang or {@code [script]} recipe's whole body) is a command {@code just} runs on the
 * host, handed to the shell stage with its positions in the file and the variables the file exports.
 */
public final class JustfileExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        JustfileReader.Justfile just = JustfileReader.read(facts.file().lines(), facts.commentRecorder(facts.file()));
        List<EnvVar> env = new ArrayList<>();
        for (JustfileReader.Export e : just.exports()) {
            env.add(new EnvVar(e.name(), e.value(), new Location(facts.file(), e.span(), "/" + e.name())));
        }
        for (JustfileReader.Recipe r : just.recipes()) {
            String name = r.recipe();
            Location at = new Location(facts.file(), r.span(), "/" + name.replace("~", "~0").replace("/", "~1"));
            List<String> interpreter = r.file() && r.interpreter().size() == 1 ? Interpreters.words(r.interpreter().get(0))
                    : r.interpreter();
            Interpreters.script("just recipe \"" + name + "\"", interpreter, r.file(), r.script(), r.offsets(), at,
                            ExecContext.host(Phrase.of("just recipe \"{name}\"", "name", name)))
                    .map(s -> env.isEmpty() ? s : s.withEnv(env))
                    .ifPresent(facts.embeddedScripts()::add);
        }
    }
}
