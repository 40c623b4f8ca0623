package dev.agentlint.model;

import java.util.List;

/**
 * A GitHub Actions workflow, as far as the agent checks need it: what triggers it, what token its
 * jobs get, what they check out, and which steps run a coding agent. Agent settings given to an
 * agent step become {@link AgentPolicy} facts of the same file; {@code run:} steps become
 * {@link EmbeddedScript}s.
 *
 * @param triggers the events that start it ({@code pull_request_target}, {@code workflow_run}, …)
 * @param jobs     its jobs, in file order
 * @param env      every environment variable and action input written in it
 * @param location the {@code on:} key, or the document when there is none
 */
public record Workflow(List<Located<String>> triggers, List<Job> jobs, List<EnvVar> env, Location location) {

    public Workflow {
        triggers = List.copyOf(triggers);
        jobs = List.copyOf(jobs);
        env = List.copyOf(env);
    }

    /**
     * One job.
     *
     * @param id          the job's key
     * @param location    the job's key in the file
     * @param runner      the machine it runs on (GitHub-hosted VM, self-hosted host, job container, unknown)
     * @param permissions the token permissions in effect (job level, else workflow level)
     * @param checkouts   its {@code actions/checkout} steps
     * @param agents      its steps that run a coding agent
     */
    public record Job(String id, Location location, ExecContext runner, Permissions permissions,
                      List<Checkout> checkouts, List<AgentStep> agents) {

        public Job {
            checkouts = List.copyOf(checkouts);
            agents = List.copyOf(agents);
        }
    }

    /**
     * The {@code GITHUB_TOKEN} permissions a job runs with.
     *
     * @param declared    where they are declared, or null when neither the job nor the workflow does
     *                    (the repository's default then applies, read-write in older repositories)
     * @param writeGrants every grant of write access, as written ({@code write-all}, {@code contents: write})
     */
    public record Permissions(Location declared, List<Located<String>> writeGrants) {

        public Permissions {
            writeGrants = List.copyOf(writeGrants);
        }
    }

    /**
     * An {@code actions/checkout} step; absent inputs are null.
     *
     * @param step       the step's index in its job
     * @param ref        the {@code ref} input
     * @param repository the {@code repository} input
     * @param path       the {@code path} input (null: the workspace root)
     * @param token      the {@code token} input
     * @param persistCredentials whether the token stays in {@code .git/config} for later steps (the default)
     * @param location   the {@code uses:} entry (or the {@code run:} line that checks out, e.g. {@code gh pr checkout})
     */
    public record Checkout(int step, Located<String> ref, Located<String> repository, Located<String> path,
                           Located<String> token, boolean persistCredentials, Location location) {}

    /**
     * A step that runs a coding agent: an agent action, or a {@code run:} step that starts an agent CLI.
     *
     * @param step        the step's index in its job
     * @param tool        what runs the agent, for messages ({@code anthropics/claude-code-action@v1}, {@code codex CLI})
     * @param location    the {@code uses:} or {@code run:} entry
     * @param configPaths files the agent reads settings or MCP servers from, as written
     *                    ({@code --mcp-config}, {@code --settings}, a {@code settings} path, {@code codex-home})
     * @param tokens      GitHub tokens handed to the agent, as written (inputs and environment)
     * @param openTo      inputs that let users without write access, or any bot, trigger the agent
     * @param keyReadable inputs that leave the API key handed to the action readable by the agent, as
     *                    written (codex-action {@code safety-strategy: unsafe} or {@code read-only})
     */
    public record AgentStep(int step, String tool, Location location, List<Located<String>> configPaths,
                            List<Located<String>> tokens, List<Located<String>> openTo, List<Located<String>> keyReadable) {

        public AgentStep {
            configPaths = List.copyOf(configPaths);
            tokens = List.copyOf(tokens);
            openTo = List.copyOf(openTo);
            keyReadable = List.copyOf(keyReadable);
        }
    }
}
