package dev.agentlint.rules.env;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.SecretKind;
import dev.agentlint.model.Location;
import dev.agentlint.model.Workload;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * A literal credential in a file of a directory shared with a container
 * that runs an agent: the project's {@code .env}, an {@code .npmrc} with an auth token, a
 * {@code .git-credentials}. Committed or local and git-ignored alike, the agent can read it. A
 * variable the container also gets as its environment ({@code env_file}) is left to
 * {@code literal-secret}, which reports it at the same place.
 */
public final class SecretFileSharedWithAgent implements Rule {

    @Override
    public String id() {
        return "secret-file-shared-with-agent";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        Set<String> reported = new HashSet<>();
        Set<String> inEnvironment = new HashSet<>();
        for (Workload w : facts.workloads()) for (EnvVar e : w.env()) inEnvironment.add(key(e.location()));
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            for (Workload.SharedEntry e : w.sharedEntries()) {
                String at = key(e.location());
                if (inEnvironment.contains(at) || reported.contains(at)) continue;
                Optional<SecretKind> kind = e.secretKind();
                if (kind.isEmpty()) continue;
                reported.add(at);
                out.add(e.location(), Message.of("shared", "name", e.name(), "kind", kind.get().description(), "workload", w.description(),
                                "source", e.mount().hostPath().written().strip(), "target", e.mount().target(), "agent", w.agent().value()),
                        e.name() + "=" + e.value());
            }
        }
    }

    private static String key(Location l) {
        return l.file().displayPath() + ":" + l.span();
    }
}
