package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Launch;
import dev.agentlint.model.Location;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Workload;
import dev.agentlint.rules.common.AgentFlags;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An agent started with approvals or its sandbox switched off, outside an isolated environment. */
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
                            + ")" + osSandbox(c) + ": it can then run any command and edit any file with all of your rights,"
                            + " and a prompt injection is enough to use them. Start it inside a disposable container or VM"
                            + " that is offline (podman run --rm --network none …), or check for one first and exit.", b.what(),
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

    /** OS sandboxes that restrict a process on the host; none of them is a container or a VM (RUN-001, RUN-012, RUN-015). */
    private static final List<String> OS_SANDBOXES = List.of("bwrap", "bubblewrap", "firejail", "sandbox-exec", "nsjail", "srt");

    /** When an OS sandbox is the only boundary: saying so, since the line looks isolated. */
    private static String osSandbox(Command c) {
        for (Command.Wrapper w : c.wrappers()) {
            String name = w.name();
            if (OS_SANDBOXES.contains(name)) {
                return ", under " + name + " only, which restricts the process but shares the host's kernel and your user:"
                        + " it is not container or VM isolation (RUN-001, RUN-012)";
            }
        }
        return "";
    }

    private static void vm(Command c, AgentFlags.Bypass b, Location at, String agent, Findings out) {
        judged(c, b, at, agent, Isolation.vmGaps(c.context()), out, "VM", "network and shared folders",
                "Skipping approvals is safe only in a disposable environment that is offline and shares nothing"
                        + " sensitive; start the agent in an offline container in that VM (podman run --rm --network none …),"
                        + " or make the VM's settings part of the repository.",
                "Start the agent in an offline container inside the VM (podman run --rm --network none …), or drop the flag.");
    }

    private static void container(Command c, AgentFlags.Bypass b, Location at, String agent, Findings out) {
        Launch launch = c.context().launch();
        String whenHidden = launch != null && launch.kind() == Launch.Kind.COMPOSE_SERVICE
                ? "Skipping approvals is safe only in a disposable container that is offline and mounts nothing sensitive;"
                        + " keep the compose file in the repository, next to the launcher or named with -f, and give the"
                        + " service network_mode: none, a non-root user, cap_drop: [ALL] and no-new-privileges."
                : launch != null && launch.kind() == Launch.Kind.IMAGE
                ? "Skipping approvals is safe only in a disposable container that is offline and mounts nothing sensitive;"
                        + " keep what starts the image in the repository (a compose service with build: and network_mode: none,"
                        + " or docker build -t IMAGE then docker run --rm --network none IMAGE in one script)."
                : "Skipping approvals is safe only in a disposable container that is offline and mounts nothing sensitive;"
                        + " launch it with those settings in this line (--rm --network none, only the project directory mounted).";
        judged(c, b, at, agent, Isolation.containerGaps(c.context()), out, "container", "network and mounts", whenHidden,
                launch != null ? "Fix those in its definition, or drop the flag." : "Fix those, or drop the flag.");
    }

    /**
     * An agent inside a container or VM: a warning when its settings are not visible (saying what
     * could not be seen), an error naming what it lacks when they are and it is not isolated and
     * offline (with the places that say so as related locations, when they are in another file),
     * nothing otherwise.
     */
    private static void judged(Command c, AgentFlags.Bypass b, Location at, String agent, Optional<List<Isolation.Gap>> gaps,
                               Findings out, String kind, String hidden, String whenHidden, String whenOpen) {
        String start = agent + " runs with " + b.what() + " in " + c.context().description();
        Launch launch = c.context().launch();
        if (gaps.isEmpty()) {
            String unseen = launch != null && launch.notFollowed() != null
                    ? ", whose definition agentlint could not see: " + launch.notFollowed() + ". "
                    : ", whose " + hidden + " are not visible here. ";
            out.add(at, start + unseen + whenHidden, b.what(), Level.WARNING);
        } else if (!gaps.get().isEmpty()) {
            List<String> what = new ArrayList<>();
            for (Isolation.Gap g : gaps.get()) what.add(g.what());
            out.add(at, start + ", but that " + kind + " is not an isolated, offline environment: " + String.join("; ", what)
                    + ". " + whenOpen, b.what(), b.confirmed() ? Level.ERROR : Level.WARNING, related(c, at, gaps.get()));
        }
    }

    /**
     * For a container this line starts: the places in other files that expose it (the
     * Dockerfile's {@code USER} of an image the script builds), each with what it says.
     */
    private static List<Findings.Related> elsewhere(Command c, Location at, List<Isolation.Gap> gaps) {
        Workload w = c.context().workload();
        if (w == null) return List.of();
        List<Findings.Related> out = new ArrayList<>();
        for (Isolation.Gap g : gaps) {
            if (g.at() != null && !g.at().file().equals(at.file())) out.add(new Findings.Related(g.at(), "the image of " + w.description() + ": " + g.what()));
        }
        return out;
    }

    /**
     * For a launch the link stage resolved: the definition, and each place that exposes it. A
     * container this file describes needs none (the message already points into this file).
     */
    private static List<Findings.Related> related(Command c, Location at, List<Isolation.Gap> gaps) {
        Launch launch = c.context().launch();
        if (launch == null) return elsewhere(c, at, gaps);
        if (!launch.linked() || launch.notFollowed() != null) return List.of();
        Workload w = c.context().workload();
        VirtualMachine vm = c.context().vm();
        Location anchor = w != null ? w.anchor() : vm != null ? vm.anchor() : null;
        if (anchor == null) return List.of();
        String what = w != null ? w.description() : (vm.kind() == VirtualMachine.Kind.LIMA ? "Lima instance" : vm.kind().title()) + " \"" + launch.target() + "\"";
        // One entry per place: a default that is written nowhere lies on the definition's own key.
        Map<Location, List<String>> says = new LinkedHashMap<>();
        says.computeIfAbsent(anchor, k -> new ArrayList<>()).add((w != null ? "the container" : "the VM") + " this launch starts");
        for (Isolation.Gap g : gaps) says.computeIfAbsent(g.at() == null ? anchor : g.at(), k -> new ArrayList<>()).add(g.what());
        List<Findings.Related> out = new ArrayList<>();
        for (Map.Entry<Location, List<String>> e : says.entrySet()) {
            out.add(new Findings.Related(e.getKey(), what + ": " + String.join("; ", e.getValue())));
        }
        return out;
    }
}
