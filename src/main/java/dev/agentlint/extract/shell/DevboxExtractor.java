package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;

/**
 * {@code devbox.json} (Jetify Devbox, its {@code .schema/devbox.schema.json}): {@code shell.init_hook}
 * runs on the host every time {@code devbox shell} or {@code devbox run} starts, and each of
 * {@code shell.scripts} when {@code devbox run <name>} runs it; either is a string or a list of
 * commands. Read as JSON with comments, which Devbox accepts.
 */
public final class DevboxExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        Node shell = JsonTreeParser.parse(facts.file(), true).get("shell");
        commands(facts, shell.get("init_hook"), "devbox.json init_hook", ExecContext.host(Phrase.of("devbox init_hook")));
        for (MapNode.Entry e : shell.get("scripts").entries()) {
            commands(facts, e.value(), "devbox.json script \"" + e.key() + "\"", ExecContext.host(Phrase.of("devbox script \"{script}\"", "script", e.key())));
        }
    }

    private static void commands(FileFacts facts, Node value, String origin, ExecContext context) {
        if (value.isList()) {
            for (Node c : value.elements()) commands(facts, c, origin, context);
            return;
        }
        value.text().ifPresent(script -> facts.embeddedScripts().add(JsonScripts.embedded(facts.file(), value, script, origin, context)));
    }
}
