package dev.agentlint.extract.task;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import java.util.Optional;

/**
 * Task's {@code Taskfile.yml} (taskfile.dev): every command of a task ({@code cmds:} entries written
 * as strings or as {@code - cmd: …}, a task's own {@code cmd:}, and the short forms where a task is
 * one command or a list of them) is a shell command Task runs on the host, handed to the shell
 * stage with its positions. Entries that call other tasks ({@code - task: …}) and Go templates
 * ({@code {{.VAR}}}, left as written, so unknown) are not expanded.
 */
public final class TaskfileExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        Node root = YamlTreeParser.parse(facts.file());
        for (MapNode.Entry e : root.get("tasks").entries()) {
            String task = e.key();
            Node t = e.value();
            if (t.isScalar()) {
                command(facts, task, t);
            } else if (t.isList()) {
                for (Node c : t.elements()) command(facts, task, c);
            } else if (t.isMap()) {
                command(facts, task, t.get("cmd"));
                for (Node c : t.get("cmds").elements()) command(facts, task, c.isMap() ? c.get("cmd") : c);
            }
        }
    }

    private static void command(FileFacts facts, String task, Node value) {
        if (value == null || value.isMissing() || !value.isScalar()) return;
        Optional<String> script = value.text();
        if (script.isEmpty() || script.get().isBlank()) return;
        String origin = "Taskfile task \"" + task + "\"";
        ExecContext context = ExecContext.host(Phrase.of("task \"{task}\"", "task", task));
        EmbeddedText text = EmbeddedText.of(facts.file(), value);
        Optional<Located<String>> written = text.asWritten();
        facts.embeddedScripts().add(written
                .map(w -> EmbeddedScript.shell(origin, w.value(), w.location(), true, context))
                .orElseGet(() -> EmbeddedScript.mapped(origin, script.get(), Location.of(facts.file(), value),
                        text.exact() ? text.offsets() : null, context)));
    }
}
