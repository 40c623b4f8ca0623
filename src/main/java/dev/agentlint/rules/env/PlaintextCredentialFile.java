package dev.agentlint.rules.env;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.SecretKind;
import dev.agentlint.model.Location;
import dev.agentlint.model.StoredCredential;
import dev.agentlint.model.Workload;
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
            Optional<SecretKind> kind = c.secretKind();
            kind.ifPresent(k -> out.add(c.location(), Message.of("stored", "name", c.name(), "file", c.file(), "kind", k.description()),
                    c.name() + "=" + c.value()));
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
                    if (!v.passThrough() && v.secretKind().isPresent() && !keys.contains(v.name())) {
                        keys.add(v.name());
                    }
                }
                if (keys.isEmpty() || !reported.add(read.reference().location())) continue;
                out.add(read.reference().location(), Message.of("brings", "reference", read.reference().value(), "keys", Message.list("comma", keys),
                                "workload", w.description(), "agent", w.agent().value()),
                        read.reference().value() + ":" + String.join(",", keys));
            }
        }
    }
}
