package dev.agentlint.rules.env;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Workload;
import dev.agentlint.model.Secrets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A secret of the host's (its environment's, or a CI secret store's) handed into a
 * container that runs a coding agent: {@code -e GITHUB_TOKEN}, Compose's {@code - GITHUB_TOKEN} or
 * {@code GH_TOKEN: ${GITHUB_TOKEN}}, a dev container's {@code ${localEnv:NPM_TOKEN}}; and any secret
 * a secret store hands it (Kubernetes {@code secretKeyRef}/{@code envFrom}, Podman {@code --secret},
 * Quadlet {@code Secret=}, Compose {@code secrets}), whatever its name. Nothing secret
 * is written in the file, so {@code literal-secret} is silent; the agent still holds the secret.
 * A model provider's key is a long-lived key the policy names like any other: a warning,
 * with the host-side alternative in the message; teams that accept it lower the level in
 * {@code .agentlint.yaml} (ADR 34).
 */
public final class HostSecretPassedIn implements Rule {

    /** The variable names a value refers to: ${NAME}, $NAME, ${localEnv:NAME}, ${{ secrets.NAME }}, %NAME%. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private static final Pattern SHORT_LIVED = Pattern.compile("(?i)(?:^|_)SESSION_TOKEN$");

    /** Model providers whose key is the agent's own credential. */
    private static final Pattern MODEL_KEY = Pattern.compile(
            "(?:ANTHROPIC|CLAUDE_CODE|CLAUDE|OPENAI|AZURE_OPENAI|CODEX|GEMINI|GOOGLE|GOOGLE_GENERATIVE_AI|MISTRAL|GROQ|OPENROUTER"
                    + "|DEEPSEEK|XAI|COHERE|TOGETHER|FIREWORKS|PERPLEXITY|DASHSCOPE|MOONSHOT|ZHIPU|QWEN|KIMI|CURSOR|AMP|FACTORY)"
                    + "_(?:API_KEY|APIKEY|AUTH_TOKEN|OAUTH_TOKEN|KEY|TOKEN)");

    @Override
    public String id() {
        return "host-secret-passed-in";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent()) continue;
            for (EnvVar e : w.env()) {
                if (!e.passThrough() && !e.isReference()) continue;
                secretIn(e).ifPresent(secret -> {
                    boolean model = isModelKey(secret) && isModelKey(e.name());
                    Message advice = Message.of(model ? "advice-model" : "advice-secret");
                    Message m = e.passThrough()
                            ? Message.of("passed-through", "name", e.name(), "workload", w.description(), "agent", w.agent().value(), "advice", advice)
                            : Message.of("set-from", "name", e.name(), "value", e.value(), "workload", w.description(), "agent", w.agent().value(),
                                    "advice", advice);
                    out.add(e.location(), m, e.name());
                });
            }
            for (Workload.Secret secret : w.secrets()) {
                boolean model = isModelKey(secret.variable() != null ? secret.variable() : secret.name());
                String as = secret.variable() != null ? " as " + secret.variable() : "";
                Message advice = Message.of(model ? "advice-model" : "advice-secret");
                Message m = secret.variable() != null
                        ? Message.of("handed-as", "secret", secret.description(), "variable", secret.variable(), "workload", w.description(),
                                "agent", w.agent().value(), "advice", advice)
                        : Message.of("handed", "secret", secret.description(), "workload", w.description(), "agent", w.agent().value(),
                                "advice", advice);
                out.add(secret.location(), m, secret.description() + as);
            }
        }
    }

    private static boolean isModelKey(String name) {
        return name != null && MODEL_KEY.matcher(name.toUpperCase(Locale.ROOT).replace('-', '_')).matches();
    }

    /**
     * The secret the variable carries in: its own name, or a secret-named variable its value refers
     * to. A session token ({@code AWS_SESSION_TOKEN}) is short-lived by definition: what the policy
     * asks for instead of a long-lived key.
     */
    private static Optional<String> secretIn(EnvVar e) {
        if (isLongLivedSecret(e.name())) return Optional.of(e.name());
        if (e.value() == null || SHORT_LIVED.matcher(e.name()).find()) return Optional.empty();
        Matcher m = NAME.matcher(e.value());
        while (m.find()) if (isLongLivedSecret(m.group())) return Optional.of(m.group());
        return Optional.empty();
    }

    private static boolean isLongLivedSecret(String name) {
        return Secrets.isSecretName(name) && !SHORT_LIVED.matcher(name).find();
    }
}
