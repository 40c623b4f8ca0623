package dev.agentlint.rules.command;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.CodexRequirements;
import dev.agentlint.model.Command;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Launch;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.Workload;
import dev.agentlint.model.AgentFlags;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An agent started with approvals or its sandbox switched off, outside an isolated environment: by
 * a flag, or by the settings its command line names ({@code claude --settings FILE}, related to
 * the place in FILE).
 */
public final class PermissionBypassOutsideIsolation implements Rule {

    @Override
    public String id() {
        return "permission-bypass-outside-isolation";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Command c : facts.commands()) {
            List<Found> bypasses = bypasses(facts, c);
            if (bypasses.isEmpty()) continue;
            ExecContext where = c.context();
            String agent = c.agent().orElse(c.program());
            for (Found found : bypasses) {
                AgentFlags.Bypass b = found.bypass();
                Location at = c.location().withSpan(b.at().span());
                Level confirmed = b.confirmed() ? Level.ERROR : Level.WARNING;
                if (refused(facts, c, found, at, agent, out)) continue;
                switch (where.kind()) {
                    case HOST -> out.add(at, onTheHost(c, agent, b), b.what(), confirmed, found.related());
                    case UNKNOWN -> out.add(at, Message.of("unknown", "agent", agent, "flag", b.what(), "where", where.description()), b.what(),
                            Level.WARNING, found.related());
                    case CONTAINER -> container(c, found, at, agent, out);
                    case VM -> vm(c, found, at, agent, out);
                    // A fresh VM per job, but online and holding the job's secrets: not the offline isolation the flag needs.
                    case CI_RUNNER -> out.add(at, Message.of("ci-runner", "agent", agent, "flag", b.what(), "where", where.description()),
                            b.what(), Level.WARNING, found.related());
                    default -> { }
                }
            }
        }
    }

    /**
     * A Codex bypass its requirements leave out ({@code allowed_sandbox_modes} without
     * {@code danger-full-access}): Codex does not apply it, so it is a note naming the constraint.
     */
    private static boolean refused(FileFacts facts, Command c, Found found, Location at, String agent, Findings out) {
        CodexRequirements req = facts.codexRequirements();
        if (req == null || !"codex".equals(c.agent().orElse(""))) return false;
        String what = found.bypass().what();
        boolean skipsApprovals = what.startsWith("--dangerously-bypass-approvals-and-sandbox") || what.startsWith("--yolo")
                || what.contains("approval_policy");
        Optional<Located<List<String>>> refusing = req.refuses(skipsApprovals);
        if (refusing.isEmpty()) return false;
        out.add(at, Message.of("refused", "agent", agent, "flag", what, "file", req.file(), "allowed", req.written(refusing.get())),
                what, Level.NOTE, concat(found.related(), List.of(new Findings.Related(refusing.get().location(), Message.of("related-requirements")))));
        return true;
    }

    /** A bypass the launch states, and where the settings it names state it (none for a flag). */
    private record Found(AgentFlags.Bypass bypass, List<Findings.Related> related) {}

    /** The launch's bypass flags, then the bypasses of the settings it names ({@code claude --settings FILE}). */
    private static List<Found> bypasses(FileFacts facts, Command c) {
        List<Found> out = new ArrayList<>();
        for (AgentFlags.Bypass b : AgentFlags.bypasses(c)) out.add(new Found(b, List.of()));
        for (LaunchSettings s : facts.launchSettings()) {
            if (!s.namedBy(c)) continue;
            String named = s.option() + " " + (s.file() == null ? "{…}" : s.named().value());
            for (Located<String> b : s.settings().permissionBypass()) {
                List<Findings.Related> related = s.file() == null ? List.of()
                        : List.of(new Findings.Related(b.location(), Message.of("related-settings")));
                out.add(new Found(new AgentFlags.Bypass(named + " (" + b.value() + ")", s.named(), true), related));
            }
        }
        return out;
    }

    /** OS sandboxes that restrict a process on the host; none of them is a container or a VM (RUN-001, RUN-012, RUN-015). */
    private static final List<String> OS_SANDBOXES = List.of("bwrap", "bubblewrap", "firejail", "sandbox-exec", "nsjail", "srt");

    /** On the host; when an OS sandbox is the only boundary, saying so, since the line looks isolated. */
    private static Message onTheHost(Command c, String agent, AgentFlags.Bypass b) {
        for (Command.Wrapper w : c.wrappers()) {
            String name = w.name();
            if (OS_SANDBOXES.contains(name)) {
                return Message.of("host-os-sandbox", "agent", agent, "flag", b.what(), "where", c.context().description(), "sandbox", name);
            }
        }
        return Message.of("host", "agent", agent, "flag", b.what(), "where", c.context().description());
    }

    private static void vm(Command c, Found b, Location at, String agent, Findings out) {
        judged(c, b, at, agent, Isolation.vmGaps(c.context()), out, "vm", Message.of("advice-hidden-vm"), Message.of("advice-open-vm"));
    }

    private static void container(Command c, Found b, Location at, String agent, Findings out) {
        Launch launch = c.context().launch();
        Message whenHidden = Message.of(launch != null && launch.kind() == Launch.Kind.COMPOSE_SERVICE ? "advice-hidden-compose"
                : launch != null && launch.kind() == Launch.Kind.IMAGE ? "advice-hidden-image" : "advice-hidden-container");
        judged(c, b, at, agent, Isolation.containerGaps(c.context()), out, "container", whenHidden,
                Message.of(launch != null ? "advice-open-definition" : "advice-open-container"));
    }

    /**
     * An agent inside a container or VM: a warning when its settings are not visible (saying what
     * could not be seen), an error naming what it lacks when they are and it is not isolated and
     * offline (with the places that say so as related locations, when they are in another file),
     * nothing otherwise.
     *
     * @param kind {@code vm} or {@code container}: the rule's {@code hidden-*} and {@code kind-*} clauses
     */
    private static void judged(Command c, Found found, Location at, String agent, Optional<List<Isolation.Gap>> gaps,
                               Findings out, String kind, Message whenHidden, Message whenOpen) {
        AgentFlags.Bypass b = found.bypass();
        Phrase where = c.context().description();
        Launch launch = c.context().launch();
        if (gaps.isEmpty()) {
            Message m = launch != null && launch.notFollowed() != null
                    ? Message.of("hidden-not-followed", "agent", agent, "flag", b.what(), "where", where, "reason", launch.notFollowed(),
                            "advice", whenHidden)
                    : Message.of("hidden", "agent", agent, "flag", b.what(), "where", where, "hidden", Message.of("hidden-" + kind),
                            "advice", whenHidden);
            out.add(at, m, b.what(), Level.WARNING, found.related());
        } else if (!gaps.get().isEmpty()) {
            List<Message> what = new ArrayList<>();
            for (Isolation.Gap g : gaps.get()) what.add(g.what());
            out.add(at, Message.of("open", "agent", agent, "flag", b.what(), "where", where, "kind", Message.of("kind-" + kind),
                    "gaps", Message.list("semicolon", what), "advice", whenOpen),
                    b.what(), b.confirmed() ? Level.ERROR : Level.WARNING, concat(found.related(), related(c, at, gaps.get())));
        }
    }

    private static List<Findings.Related> concat(List<Findings.Related> a, List<Findings.Related> b) {
        if (a.isEmpty()) return b;
        List<Findings.Related> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
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
            if (g.at() != null && !g.at().file().equals(at.file())) out.add(new Findings.Related(g.at(), Message.of("image-related", "what", w.description(), "says", g.what())));
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
        Object what = w != null ? w.description()
                : vm.kind() == VirtualMachine.Kind.LIMA ? Message.of("lima-instance", "name", launch.target())
                : Message.of("vm-named", "vm", vm.kind().title(), "name", launch.target());
        // One entry per place: a default that is written nowhere lies on the definition's own key.
        Map<Location, List<Object>> says = new LinkedHashMap<>();
        says.computeIfAbsent(anchor, k -> new ArrayList<>()).add(Message.of(w != null ? "launched-container" : "launched-vm"));
        for (Isolation.Gap g : gaps) says.computeIfAbsent(g.at() == null ? anchor : g.at(), k -> new ArrayList<>()).add(g.what());
        List<Findings.Related> out = new ArrayList<>();
        for (Map.Entry<Location, List<Object>> e : says.entrySet()) {
            out.add(new Findings.Related(e.getKey(), Message.of("related", "what", what, "says", Message.list("semicolon", e.getValue()))));
        }
        return out;
    }
}
