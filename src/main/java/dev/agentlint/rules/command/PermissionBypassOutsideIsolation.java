package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.rules.common.AgentFlags;
import java.util.List;
import java.util.Optional;

/** RUN-004/RUN-001: an agent started with approvals or its sandbox switched off, outside an isolated environment. */
public final class PermissionBypassOutsideIsolation implements Rule {

    @Override
    public String id() {
        return "permission-bypass-outside-isolation";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Command c : facts.commands()) {
            List<AgentFlags.Bypass> bypasses = AgentFlags.bypasses(c);
            if (bypasses.isEmpty()) continue;
            ExecContext where = c.context();
            String agent = c.agent().orElse(c.program());
            for (AgentFlags.Bypass b : bypasses) {
                Location at = c.location().withSpan(b.at().span());
                Level confirmed = b.confirmed() ? Level.ERROR : Level.WARNING;
                switch (where.kind()) {
                    case HOST -> out.add(at, agent + " runs with " + b.what() + " on the host (" + where.description()
                            + "): it can then run any command and edit any file with all of your rights, and a prompt"
                            + " injection is enough to use them. Start it inside a disposable container or VM that is"
                            + " offline (podman run --rm --network none …), or check for one first and exit.", b.what(),
                            confirmed);
                    case UNKNOWN -> out.add(at, agent + " runs with " + b.what() + " in " + where.description()
                            + ", and agentlint cannot tell whether that is an isolated, offline environment. Make it"
                            + " visible: launch the container or VM in this line, or make the script exit unless it is"
                            + " inside one (test /.dockerenv, /run/.containerenv or systemd-detect-virt).", b.what(),
                            Level.WARNING);
                    case CONTAINER -> container(c, b, at, agent, out);
                    case VM -> vm(c, b, at, agent, out);
                    // A fresh VM per job, but online and holding the job's secrets: not the offline isolation the flag needs.
                    case CI_RUNNER -> out.add(at, agent + " runs with " + b.what() + " on " + where.description()
                            + ": the VM is discarded after the job, but it has open egress and holds the job's token and"
                            + " secrets, which a prompt-injected agent can use or send away. Allow only the tools the task"
                            + " needs instead (--allowedTools, a read-only or workspace-write sandbox).", b.what(),
                            Level.WARNING);
                    default -> { }
                }
            }
        }
    }

    private static void vm(Command c, AgentFlags.Bypass b, Location at, String agent, Findings out) {
        judged(c, b, at, agent, Isolation.vmGaps(c.context()), out, "VM", "network and shared folders",
                "Skipping approvals is safe only in a disposable environment that is offline and shares nothing"
                        + " sensitive; start the agent in an offline container in that VM (podman run --rm --network none …),"
                        + " or make the VM's settings part of the repository.",
                "Start the agent in an offline container inside the VM (podman run --rm --network none …), or drop the flag.");
    }

    private static void container(Command c, AgentFlags.Bypass b, Location at, String agent, Findings out) {
        judged(c, b, at, agent, Isolation.containerGaps(c.context()), out, "container", "network and mounts",
                "Skipping approvals is safe only in a disposable container that is offline and mounts nothing sensitive;"
                        + " launch it with those settings in this line (--rm --network none, only the project directory mounted).",
                "Fix those, or drop the flag.");
    }

    /**
     * An agent inside a container or VM: a warning when its settings are not visible here, an error
     * naming what it lacks when they are and it is not isolated and offline, nothing otherwise.
     */
    private static void judged(Command c, AgentFlags.Bypass b, Location at, String agent, Optional<List<String>> gaps,
                               Findings out, String kind, String hidden, String whenHidden, String whenOpen) {
        String start = agent + " runs with " + b.what() + " in " + c.context().description();
        if (gaps.isEmpty()) {
            out.add(at, start + ", whose " + hidden + " are not visible here. " + whenHidden, b.what(), Level.WARNING);
        } else if (!gaps.get().isEmpty()) {
            out.add(at, start + ", but that " + kind + " is not an isolated, offline environment: " + String.join("; ", gaps.get())
                    + ". " + whenOpen, b.what(), b.confirmed() ? Level.ERROR : Level.WARNING);
        }
    }
}
