package dev.agentlint.extract.srt;

import dev.agentlint.extract.Extractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;

/**
 * Anthropic Sandbox Runtime settings ({@code ~/.srt-settings.json}, or a file passed with
 * {@code srt --settings}); strict JSON, as srt reads it with {@code JSON.parse}.
 */
public final class SrtSettingsExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, false);
        if (!root.isMap()) throw new ParseException("sandbox-runtime settings must be a JSON object", root.span());
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.SANDBOX_RUNTIME, AgentPolicy.Scope.USER, Location.of(file, root));
        Node network = root.get("network");
        if (network.isMap()) {
            Node localBinding = network.get("allowLocalBinding");
            Node allSockets = network.get("allowAllUnixSockets");
            List<Located<Endpoint>> hosts = new ArrayList<>();
            for (Located<String> h : strings(file, network.get("allowedDomains"))) hosts.add(Endpoint.parse(h));
            p.egress(new AgentPolicy.Egress(hosts,
                    localBinding.isTrue() ? Location.ofEntry(file, localBinding) : null,
                    strings(file, network.get("allowUnixSockets")),
                    allSockets.isTrue() ? Location.ofEntry(file, allSockets) : null,
                    Location.ofKey(file, network)));
        }
        facts.policies().add(p);
    }

    private static List<Located<String>> strings(SourceFile file, Node list) {
        List<Located<String>> out = new ArrayList<>();
        for (Node n : list.elements()) n.text().ifPresent(t -> out.add(new Located<>(t, Location.of(file, n))));
        return out;
    }
}
