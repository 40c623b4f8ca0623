package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.common.Secrets;
import java.util.Optional;

/** RUN-027: long-lived credentials written into what the agent's environment is built from. */
public final class LiteralSecret implements Rule {

    @Override
    public String id() {
        return "literal-secret";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (EnvVar e : facts.allEnv()) {
            if (e.passThrough()) continue;
            Optional<String> why = Secrets.literalSecret(e.name(), e.value());
            why.ifPresent(kind -> out.add(e.location(), e.name() + " holds a literal secret (" + kind
                    + "). Anything the agent runs can read and leak it, and it is now in version control;"
                    + " rotate it, and inject it on the host side or reference it (${" + e.name() + "}) instead.",
                    e.name()));
        }
    }
}
