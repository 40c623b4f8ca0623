package dev.agentlint.extract.github;

import dev.agentlint.base.Span;
import dev.agentlint.model.AgentFlags;
import dev.agentlint.model.Args;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.CodexActionLaunch;
import dev.agentlint.model.CodexOverrides;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
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
        boolean readOnly = c.input("safety-strategy").textOr("").strip().equals("read-only");
        if (sandbox.textOr("").strip().equals("danger-full-access") && !readOnly) {
            p.permissionBypass().add(new Located<>("sandbox: danger-full-access", c.at(sandbox)));
        }
        List<Located<String>> configPaths = new ArrayList<>();
        List<Word> args = commandLine(c, uses, sandbox, readOnly);
        flags(c, args, p);
        Located<String> home = c.located(c.input("codex-home"));
        if (home != null) configPaths.add(home);
        c.facts().policies().add(p);
        c.facts().codexActionLaunches().add(new CodexActionLaunch(c.file(), args, home, c.runner()));

        List<Located<String>> openTo = new ArrayList<>();
        Node users = c.input("allow-users");
        if (users.textOr("").strip().equals("*")) openTo.add(new Located<>("allow-users: \"*\"", c.at(users)));
        return new Workflow.AgentStep(c.index(), uses.textOr(""), c.at(uses), configPaths, c.tokens(), openTo, keyReadable(c));
    }

    /**
     * What Codex is told: the action always passes {@code --sandbox} with the {@code sandbox} input
     * ({@code workspace-write} when it is left out, {@code read-only} under {@code safety-strategy:
     * read-only}), a typed flag that Codex applies above any {@code -c sandbox_mode=…} and above the
     * selected profile, then {@code codex-args}. The two {@code --sandbox} words are located at the
     * input (or, when it is left out, at {@code uses}).
     */
    private static List<Word> commandLine(StepContext c, Node uses, Node sandbox, boolean readOnly) {
        String mode = readOnly ? "read-only" : sandbox.textOr("").strip();
        if (mode.isEmpty()) mode = "workspace-write";
        Span at = (sandbox.isMissing() ? c.at(uses) : c.at(sandbox)).span();
        List<Word> args = new ArrayList<>(List.of(new Word("--sandbox", at, true), new Word(mode, at, !mode.contains("${{"))));
        for (Located<String> w : c.words(c.input("codex-args"))) args.add(new Word(w.value(), w.location().span(), true));
        return args;
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

    /**
     * The bypasses of the step's command line, read as a script's {@code codex} launch is
     * ({@link AgentFlags#codexBypasses}); the action's own {@code --sandbox danger-full-access} is
     * the {@code sandbox} input's bypass, reported above.
     */
    private static void flags(StepContext c, List<Word> args, AgentPolicy p) {
        Span action = args.get(0).span();
        String pointer = c.input("codex-args").pointer();
        for (AgentFlags.Bypass b : AgentFlags.codexBypasses(args)) {
            if (b.at().span().equals(action)) continue;
            p.permissionBypass().add(new Located<>(b.what(), new Location(c.file(), b.at().span(), pointer)));
        }
        for (Args.Option o : AgentFlags.codexConfigOverrides(args)) {
            CodexOverrides.of(o.value()).filter(x -> x.effect() == CodexOverrides.Effect.SANDBOX_NETWORK)
                    .ifPresent(x -> p.sandboxNetwork().add(new Located<>(x.written(), new Location(c.file(), o.at().span(), pointer))));
        }
    }
}
