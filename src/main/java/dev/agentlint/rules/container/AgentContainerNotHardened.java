package dev.agentlint.rules.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Workload;
import dev.agentlint.model.Spelling.Setting;
import java.util.ArrayList;
import java.util.List;

/**
 * A container that runs a coding agent without the baseline hardening: all capabilities
 * dropped, {@code no-new-privileges}, a non-root user. One finding per container lists what is missing;
 * with all of them there, a writable root file system is a note.
 */
public final class AgentContainerNotHardened implements Rule {

    /**
     * RUN-010's concept example also keeps the root file system read-only; the policy text does not
     * demand it, so once the rest is there its absence is a note: what the agent (or whatever
     * steers it) writes into the image's binaries and libraries stays for every later command.
     */
    private static void readOnlyRoot(Workload w, Findings out) {
        if (w.readOnlyRoot() != null && Boolean.TRUE.equals(w.readOnlyRoot().value())) return;
        // Apple's container runs each container in a VM of its own; whether it has a read-only root flag is unconfirmed.
        if (w.engine() == Workload.Engine.APPLE) return;
        Location at = w.readOnlyRoot() != null ? w.readOnlyRoot().location() : w.anchor();
        out.add(at, Message.of("writable-root", "workload", w.description(), "agent", w.agent().value(),
                "fix", w.spelling(Setting.READ_ONLY)), "read-only", Level.NOTE);
    }

    @Override
    public String id() {
        return "agent-container-not-hardened";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : Isolation.agentWorkloads(facts)) {
            List<Message> missing = new ArrayList<>();
            List<Phrase> fixes = new ArrayList<>();
            List<String> evidence = new ArrayList<>();
            // Apple's container has no such flags: each container is a VM of its own.
            boolean apple = w.engine() == Workload.Engine.APPLE;
            if (!apple && !Isolation.dropsAllCapabilities(w)) {
                missing.add(Message.of("keeps-capabilities"));
                fixes.add(w.spelling(Setting.DROP_ALL));
                evidence.add("cap-drop");
            }
            if (!apple && !w.noNewPrivileges()) {
                missing.add(Message.of("gains-privileges"));
                fixes.add(w.spelling(Setting.NO_NEW_PRIVILEGES));
                evidence.add("no-new-privileges");
            }
            Location at = w.anchor();
            if (!Isolation.nonRootUser(w)) {
                boolean explicitRoot = w.user() != null;
                missing.add(explicitRoot ? Message.of("runs-as", "user", w.user().value().written()) : Message.of("runs-as-image-user"));
                fixes.add(w.spelling(Setting.USER));
                evidence.add("user");
                // A user the image sets (the Dockerfile's USER) is reported on the workload, in its own file.
                if (explicitRoot && missing.size() == 1 && w.user().location().file().equals(w.anchor().file())) at = w.user().location();
            }
            if (missing.isEmpty()) {
                readOnlyRoot(w, out);
                continue;
            }
            Fix.Intent fix = ContainerFixes.harden(w, evidence.contains("cap-drop"), evidence.contains("no-new-privileges"));
            out.add(at, Message.of("not-hardened", "workload", w.description(), "agent", w.agent().value(),
                    "missing", Message.list("comma", missing), "fixes", Message.list("semicolon", fixes)), String.join(",", evidence), fix);
        }
    }
}
