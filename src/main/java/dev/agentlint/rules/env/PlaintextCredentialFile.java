package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.StoredCredential;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.Secrets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A long-lived credential kept in a plaintext file in the project ({@code .env},
 * {@code .npmrc}'s {@code _authToken}, {@code .pypirc}, {@code .netrc}, {@code .git-credentials},
 * {@code .aws/credentials}, {@code .docker/config.json}), one finding per key. A value is judged
 * as {@code literal-secret} judges one (a token format, or a literal of a secret-named key); in a
 * template meant to be committed ({@code .env.example}) only a real token format counts, since a
 * template's values are examples by intent.
 */
public final class PlaintextCredentialFile implements Rule {

    @Override
    public String id() {
        return "plaintext-credential-file";
    }

    // The value is part of the evidence (only ever hashed), as in literal-secret: a baseline that
    // accepted one key does not hide the next one written in its place.
    @Override
    public void check(FileFacts facts, Findings out) {
        referencesIntoAgents(facts, out);
        for (StoredCredential c : facts.storedCredentials()) {
            Optional<String> kind = c.template() ? Secrets.tokenFormat(c.value()) : Secrets.literalSecret(c.name(), c.value());
            kind.ifPresent(k -> out.add(c.location(), c.name() + " in " + c.file() + " is a long-lived credential (" + k
                    + ") kept in a plaintext file in the project: committed, it is in the repository's history for good;"
                    + " on disk, every tool, script and agent working in the project can read it. Rotate it, keep it in the"
                    + " OS credential store or a secret manager, and load it at run time (a credential helper, the"
                    + " secret manager's CLI) instead.", c.name() + "=" + c.value()));
        }
    }

    /**
     * An env file that brings long-lived credentials into a container that runs an agent is also
     * reported where it is referenced ({@code env_file}, {@code --env-file}, {@code EnvironmentFile=}):
     * that line is what hands the plaintext file's keys to the agent, and the fix may be there.
     */
    private static void referencesIntoAgents(FileFacts facts, Findings out) {
        Set<Location> reported = new HashSet<>();
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            for (Workload.EnvFileRead read : w.envFilesRead()) {
                List<String> keys = new ArrayList<>();
                for (EnvVar v : read.variables()) {
                    if (!v.passThrough() && Secrets.literalSecret(v.name(), v.value()).isPresent() && !keys.contains(v.name())) {
                        keys.add(v.name());
                    }
                }
                if (keys.isEmpty() || !reported.add(read.reference().location())) continue;
                out.add(read.reference().location(), read.reference().value() + " brings long-lived credentials kept in plaintext ("
                        + String.join(", ", keys) + ") into " + w.description() + ", which runs a coding agent ("
                        + w.agent().value() + "): anything the agent runs can read them. Keep them in the OS credential store"
                        + " or a secret manager and give the agent only short-lived, scoped credentials, on the host side.",
                        read.reference().value() + ":" + String.join(",", keys));
            }
        }
    }
}
