package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code docker|podman run --volumes-from NAME[:ro|:rw]}: a container the same file starts with
 * {@code --name NAME} lends it every mount it has, read-only with {@code :ro}, located at the
 * option. A container the file does not start is noted: its mounts are not known here.
 */
final class ScriptVolumes {

    /** Far more than real scripts inherit, few enough to check quickly (a file could chain thousands). */
    static final int MAX_INHERITED_MOUNTS = 10_000;

    private ScriptVolumes() {}

    static void apply(FileFacts facts) {
        Map<String, Workload> named = new HashMap<>();
        for (Workload w : facts.workloads()) {
            if (w.source() == Workload.Source.RUN_COMMAND) named.putIfAbsent(w.name(), w);
        }
        int budget = MAX_INHERITED_MOUNTS;
        for (Workload w : facts.workloads()) {
            for (Located<String> ref : w.volumesFrom()) {
                String[] parts = ref.value().split(":");
                Workload lender = named.get(parts[0]);
                if (lender == null || lender == w || lender.mounts().size() > budget) {
                    Phrase why = lender == null || lender == w ? Phrase.of("a container this file does not start: its mounts are not known here")
                            : Phrase.of("more than {mounts} inherited mounts in the file: not followed", "mounts", MAX_INHERITED_MOUNTS);
                    facts.unresolved().add(new Unresolved("--volumes-from " + ref.value(), why, ref.location()));
                    continue;
                }
                boolean readOnly = parts.length > 1 && parts[parts.length - 1].equals("ro");
                Phrase via = Phrase.of("{workload} through --volumes-from {container}", "workload", w.description(), "container", parts[0]);
                List<Mount> inherited = new ArrayList<>();
                for (Mount m : lender.mounts()) inherited.add(m.lentTo(via, ref.location(), readOnly));
                budget -= inherited.size();
                w.mounts().addAll(inherited);
                facts.mounts().addAll(inherited);
            }
        }
    }
}
