package dev.agentlint.extract.github;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.CodexOverrides;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code openai/codex-action}: it runs {@code codex exec --sandbox <sandbox> <codex-args>}, so
 * {@code codex exec} never asks for approval and the sandbox is all that contains it.
 */
final class CodexActionStep {


    static final List<String> STRUCTURED_INPUTS = List.of("codex-args");

    private CodexActionStep() {}

    static boolean matches(String uses) {
        return uses.startsWith("openai/codex-action");
    }

    static Workflow.AgentStep read(StepContext c, Node uses) {
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.CODEX, AgentPolicy.Scope.USER, c.at(uses));
        p.context(c.runner());
        Node sandbox = c.input("sandbox");
        // safety-strategy: read-only forces the read-only sandbox whatever the sandbox input says.
        if (sandbox.textOr("").strip().equals("danger-full-access") && !c.input("safety-strategy").textOr("").strip().equals("read-only")) {
            p.permissionBypass().add(new Located<>("sandbox: danger-full-access", c.at(sandbox)));
        }
        List<Located<String>> configPaths = new ArrayList<>();
        flags(c.words(c.input("codex-args")), p);
        Located<String> home = c.located(c.input("codex-home"));
        if (home != null) configPaths.add(home);
        c.facts().policies().add(p);

        List<Located<String>> openTo = new ArrayList<>();
        Node users = c.input("allow-users");
        if (users.textOr("").strip().equals("*")) openTo.add(new Located<>("allow-users: \"*\"", c.at(users)));
        return new Workflow.AgentStep(c.index(), uses.textOr(""), c.at(uses), configPaths, c.tokens(), openTo, keyReadable(c));
    }

    /**
     * {@code safety-strategy: unsafe} and {@code read-only} leave Codex with the runner's sudo, so it can
     * read the {@code openai-api-key} from the action's API proxy through procfs; {@code drop-sudo} (the
     * default) and {@code unprivileged-user} do not. Without a key there is nothing to read.
     */
    private static List<Located<String>> keyReadable(StepContext c) {
        Node strategy = c.input("safety-strategy");
        String value = strategy.textOr("").strip();
        if (!(value.equals("unsafe") || value.equals("read-only")) || c.located(c.input("openai-api-key")) == null) return List.of();
        return List.of(new Located<>("safety-strategy: " + value, c.at(strategy)));
    }

    /** The Codex CLI flags that turn the sandbox or approvals off. */
    static void flags(List<Located<String>> args, AgentPolicy p) {
        for (int i = 0; i < args.size(); i++) {
            Located<String> a = args.get(i);
            String flag = a.value();
            String value;
            if (flag.startsWith("--") && flag.indexOf('=') > 0) {
                value = flag.substring(flag.indexOf('=') + 1);
                flag = flag.substring(0, flag.indexOf('='));
            } else if (flag.startsWith("-c") && flag.length() > 2 && !flag.startsWith("--")) {
                value = flag.substring(2);
                flag = "-c";
            } else {
                value = null;
            }
            switch (flag) {
                case "--dangerously-bypass-approvals-and-sandbox", "--yolo" -> p.permissionBypass().add(a);
                case "--sandbox", "-s" -> {
                    if (value == null && i + 1 < args.size()) value = args.get(++i).value();
                    if ("danger-full-access".equals(value)) p.permissionBypass().add(new Located<>(flag + " danger-full-access", a.location()));
                }
                case "-c", "--config" -> {
                    Located<String> kv = value != null ? new Located<>(value, a.location()) : i + 1 < args.size() ? args.get(++i) : null;
                    if (kv != null) override(kv, p);
                }
                default -> { }
            }
        }
    }

    /** A {@code -c key=value} override, read as every Codex command line is ({@link CodexOverrides}). */
    private static void override(Located<String> kv, AgentPolicy p) {
        CodexOverrides.of(kv.value()).ifPresent(o -> {
            Located<String> at = new Located<>(o.written(), kv.location());
            switch (o.effect()) {
                case BYPASS -> p.permissionBypass().add(at);
                case SANDBOX_NETWORK -> p.sandboxNetwork().add(at);
            }
        });
    }
}
