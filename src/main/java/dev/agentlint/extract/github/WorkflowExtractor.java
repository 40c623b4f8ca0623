package dev.agentlint.extract.github;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedText;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.Command;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Word;
import dev.agentlint.model.Workflow;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * GitHub Actions workflows ({@code .github/workflows/*.yml}): triggers, token permissions, checkouts
 * and the steps that run a coding agent become a {@link Workflow} fact; the agent actions' settings
 * and flags become {@code AgentPolicy} facts in the context of the job's runner; every {@code run:}
 * script becomes an embedded command for the shell stage. A composite action ({@code action.yml}
 * with {@code runs: using: composite}) has steps but no triggers, permissions or runner: its steps
 * are read the same way, on the runner of whichever workflow uses it.
 */
public final class WorkflowExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = YamlTreeParser.parse(file);
        if (!root.isMap()) throw new ParseException("a GitHub workflow must be a mapping", root.span());
        if (root.get("jobs").isMissing() && !root.get("runs").isMissing()) {
            compositeAction(facts, file, root);
            return;
        }
        List<EnvVar> env = new ArrayList<>();
        List<EnvVar> workflowEnv = env(file, root.get("env"));
        env.addAll(workflowEnv);
        List<Workflow.Job> jobs = new ArrayList<>();
        for (MapNode.Entry j : root.get("jobs").entries()) {
            if (j.value().isMap()) jobs.add(job(facts, file, root, j.key(), j.value(), workflowEnv, env));
        }
        Node on = root.get("on");
        facts.workflows().add(new Workflow(triggers(file, on), jobs, env, Location.ofKey(file, on)));
    }

    private static List<Located<String>> triggers(SourceFile file, Node on) {
        List<Located<String>> out = new ArrayList<>();
        on.text().ifPresent(t -> out.add(new Located<>(t.strip(), Location.of(file, on))));
        for (Node e : on.elements()) e.text().ifPresent(t -> out.add(new Located<>(t.strip(), Location.of(file, e))));
        for (MapNode.Entry e : on.entries()) out.add(new Located<>(e.key(), Location.ofKey(file, e.value())));
        return out;
    }

    private static Workflow.Job job(FileFacts facts, SourceFile file, Node root, String id, Node job,
                                    List<EnvVar> workflowEnv, List<EnvVar> allEnv) {
        ExecContext runner = Runners.of(job);
        Node perms = job.get("permissions").isMissing() ? root.get("permissions") : job.get("permissions");
        List<EnvVar> jobEnv = env(file, job.get("env"));
        allEnv.addAll(jobEnv);
        String defaultShell = job.at("defaults", "run", "shell").text()
                .orElse(root.at("defaults", "run", "shell").textOr(Runners.windows(job) ? "pwsh" : "bash"));
        List<Workflow.Checkout> checkouts = new ArrayList<>();
        List<Workflow.AgentStep> agents = new ArrayList<>();
        List<EnvVar> inherited = new ArrayList<>(workflowEnv);
        inherited.addAll(jobEnv);
        steps(facts, file, "workflow job " + id, job.get("steps"), runner, defaultShell, inherited, allEnv, checkouts, agents);
        return new Workflow.Job(id, Location.ofKey(file, job), runner, permissions(file, perms), checkouts, agents);
    }

    /**
     * The steps of a job or composite action: checkouts and agent actions are collected, agent
     * actions' settings become policies, {@code with:} inputs and {@code env:} values join
     * {@code allEnv}, and {@code run:} scripts go to the shell stage in {@code runner}'s context.
     */
    private static void steps(FileFacts facts, SourceFile file, String where, Node stepList, ExecContext runner, String defaultShell,
                              List<EnvVar> inheritedEnv, List<EnvVar> allEnv, List<Workflow.Checkout> checkouts,
                              List<Workflow.AgentStep> agents) {
        List<Node> steps = stepList.elements();
        for (int i = 0; i < steps.size(); i++) {
            Node step = steps.get(i);
            if (!step.isMap()) continue;
            List<EnvVar> stepEnv = env(file, step.get("env"));
            allEnv.addAll(stepEnv);
            List<EnvVar> inherited = new ArrayList<>(inheritedEnv);
            inherited.addAll(stepEnv);
            StepContext c = new StepContext(facts, file, step, i, runner, inherited);
            Node uses = step.get("uses");
            String action = uses.textOr("").strip().toLowerCase(Locale.ROOT);
            List<String> structured = List.of();
            if (action.startsWith("actions/checkout@")) {
                checkouts.add(checkout(c, uses));
            } else if (ClaudeCodeActionStep.matches(action)) {
                agents.add(ClaudeCodeActionStep.read(c, uses));
                structured = ClaudeCodeActionStep.STRUCTURED_INPUTS;
            } else if (CodexActionStep.matches(action)) {
                agents.add(CodexActionStep.read(c, uses));
                structured = CodexActionStep.STRUCTURED_INPUTS;
            }
            for (MapNode.Entry in : step.get("with").entries()) {
                if (structured.contains(in.key())) continue;
                in.value().text().ifPresent(v -> allEnv.add(new EnvVar(in.key(), v, Location.ofEntry(file, in.value()))));
            }
            Node run = step.get("run");
            if (run.text().isPresent()) runStep(c, where, run, step.get("shell").textOr(defaultShell), checkouts, agents);
        }
    }

    /**
     * A composite action: its steps run on the runner of the workflow that uses it, which this file
     * does not name, so their context is unknown. Its run steps must name their shell. No
     * {@link Workflow} fact: the workflow rules judge triggers and permissions it does not have.
     */
    private static void compositeAction(FileFacts facts, SourceFile file, Node root) {
        Node runs = root.get("runs");
        if (!runs.get("using").textOr("").strip().equalsIgnoreCase("composite")) return;
        ExecContext runner = new ExecContext(ExecContext.Kind.UNKNOWN, Phrase.of("the runner of a workflow that uses this composite action"));
        String name = root.get("name").textOr("").strip();
        steps(facts, file, name.isEmpty() ? "composite action" : "composite action " + name, runs.get("steps"), runner, "bash", List.of(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    }

    private static Workflow.Checkout checkout(StepContext c, Node uses) {
        return new Workflow.Checkout(c.index(), c.located(c.input("ref")), c.located(c.input("repository")),
                c.located(c.input("path")), c.located(c.input("token")), !c.input("persist-credentials").isFalse(), c.at(uses));
    }

    private static void runStep(StepContext c, String where, Node run, String shell, List<Workflow.Checkout> checkouts,
                                List<Workflow.AgentStep> agents) {
        String script = run.textOr("");
        String name = c.step().get("name").textOr("step " + (c.index() + 1));
        String sh = shell.strip().toLowerCase(Locale.ROOT);
        EmbeddedScript walked = null;
        if (sh.startsWith("bash") || sh.startsWith("sh")) {
            String origin = where + ", " + name;
            // Written exactly (a plain line or a | block): hand the shell stage the text as written, so its
            // findings land on the right characters; a block's indentation does not change what the shell runs.
            Optional<Located<String>> written = EmbeddedText.of(c.file(), run).asWritten();
            walked = written.map(w -> EmbeddedScript.shell(origin, w.value(), w.location(), true, c.runner()))
                    .orElseGet(() -> EmbeddedScript.shell(origin, script, Location.of(c.file(), run), false, c.runner()));
            c.facts().embeddedScripts().add(walked);
        }
        boolean pwsh = sh.startsWith("pwsh") || sh.startsWith("powershell");
        if (pwsh || sh.startsWith("cmd")) {
            // The runner starts `pwsh -command ". '{0}'"` or `cmd /D /E:ON /V:OFF /S /C "CALL "{0}""`:
            // the script is read as PowerShell or as a batch file, each command at the characters it
            // is written at when the run: value is written plainly.
            EmbeddedText text = EmbeddedText.of(c.file(), run);
            Location at = Location.of(c.file(), run);
            String program = pwsh ? (sh.startsWith("pwsh") ? "pwsh" : "powershell") : "cmd";
            List<Located<String>> argv = List.of(new Located<>(program, at), new Located<>(pwsh ? "-Command" : "/c", at),
                    new Located<>(script, at));
            walked = EmbeddedScript.exec(where + ", " + name, argv,
                    Arrays.asList(null, null, text.exact() ? text.offsets() : null), at, c.runner());
            c.facts().embeddedScripts().add(walked);
        }
        int[] pr = RunScripts.pullRequestCheckout(script);
        if (pr != null) {
            Location at = EmbeddedText.of(c.file(), run).location(pr[0], pr[1]);
            checkouts.add(new Workflow.Checkout(c.index(), new Located<>(script.substring(pr[0], pr[1]), at), null, null, null,
                    true, at));
        }
        Optional<String> tool = walked == null ? Optional.empty() : agentStarted(c.facts(), walked);
        if (tool.isPresent()) {
            List<Located<String>> configPaths = new ArrayList<>();
            for (int[] p : RunScripts.configPaths(script)) {
                configPaths.add(new Located<>(script.substring(p[0], p[1]), EmbeddedText.of(c.file(), run).location(p[0], p[1])));
            }
            agents.add(new Workflow.AgentStep(c.index(), tool.get() + " CLI", c.at(run), configPaths, c.tokens(), List.of(), List.of()));
        }
    }

    /**
     * The agent a run step starts, as the shell stage walks its script (through wrappers, package
     * runners, {@code sh -c}, with the configured {@code agent-commands}); a command that only
     * manages the agent's CLI ({@code claude --version}, {@code claude mcp add}) does not count.
     */
    private static Optional<String> agentStarted(FileFacts facts, EmbeddedScript script) {
        for (Command command : ShellStage.walk(facts, script)) {
            Optional<String> agent = command.agent();
            List<String> args = command.argv().stream().skip(1).map(Word::value).toList();
            if (agent.isPresent() && AgentClis.runsAgent(agent.get(), args)) return agent;
        }
        return Optional.empty();
    }

    private static Workflow.Permissions permissions(SourceFile file, Node perms) {
        if (perms.isMissing()) return new Workflow.Permissions(null, List.of());
        List<Located<String>> grants = new ArrayList<>();
        if ("write-all".equals(perms.textOr("").strip())) grants.add(new Located<>("write-all", Location.ofEntry(file, perms)));
        for (MapNode.Entry e : perms.entries()) {
            if ("write".equals(e.value().textOr("").strip())) {
                grants.add(new Located<>(e.key() + ": write", Location.ofEntry(file, e.value())));
            }
        }
        return new Workflow.Permissions(Location.ofKey(file, perms), grants);
    }

    private static List<EnvVar> env(SourceFile file, Node env) {
        List<EnvVar> out = new ArrayList<>();
        for (MapNode.Entry e : env.entries()) {
            e.value().text().ifPresent(v -> out.add(new EnvVar(e.key(), v, Location.ofEntry(file, e.value()))));
        }
        return out;
    }
}
