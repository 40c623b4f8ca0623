package dev.agentlint.extract.compose;

import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.container.ContainerFacts;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.TreeFiles;

/**
 * Compose files ({@code compose.yaml}, {@code docker-compose.yml}, {@code podman-compose.yml},
 * overrides and variants): every service becomes a {@link Workload}, as Compose would run it.
 */
public final class ComposeExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        extract(facts, TreeFiles.NONE);
    }

    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        Node root = YamlTreeParser.parse(facts.file());
        if (root.isScalar() && root.text().isEmpty()) return;
        if (!root.isMap()) throw new ParseException("a Compose file must be a mapping of top-level keys", root.span());
        for (Workload w : new ComposeProject(facts, tree).load(root)) ContainerFacts.add(facts, w);
    }
}
