package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;

/** {@code package.json}: each entry of {@code scripts} is a shell command {@code npm run} executes on the host. */
public final class PackageJsonExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        Node root = JsonTreeParser.parse(facts.file(), false);
        for (MapNode.Entry e : root.get("scripts").entries()) {
            Node value = e.value();
            value.text().ifPresent(script -> facts.embeddedScripts().add(JsonScripts.embedded(facts.file(), value, script,
                    "package.json script \"" + e.key() + "\"", ExecContext.host(Phrase.of("npm script \"{script}\"", "script", e.key())))));
        }
    }
}
