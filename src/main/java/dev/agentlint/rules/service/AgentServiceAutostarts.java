package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A service that runs a coding agent by itself at boot or login. */
public final class AgentServiceAutostarts implements Rule {

    /** Targets reached at every boot or login. */
    private static final Set<String> BOOT_TARGETS = Set.of(
            "default.target", "multi-user.target", "graphical.target", "basic.target", "sysinit.target",
            "network.target", "network-online.target");

    @Override
    public String id() {
        return "agent-service-autostarts";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (ServiceUnit u : facts.units()) {
            if (u.agent() == null) continue;
            boolean launchd = u.manager() == ServiceUnit.Manager.LAUNCHD;
            List<String> reasons = new ArrayList<>();
            Located<String> first = null;
            for (Located<String> a : u.autostart()) {
                String v = a.value();
                if (!launchd && !BOOT_TARGETS.contains(v.substring(v.indexOf('=') + 1))) continue;
                reasons.add(v);
                if (first == null) first = a;
            }
            if (first == null) continue;
            String restart = u.restart() == null ? "no" : u.restart().value();
            String when = launchd ? (u.scope() == ServiceUnit.Scope.SYSTEM ? "at boot" : "at login")
                    : first.value().endsWith("default.target") && u.scope() != ServiceUnit.Scope.SYSTEM ? "at login" : "at boot";
            String again = !restart.equals("always") ? ""
                    : launchd ? ", and KeepAlive starts it again whenever it stops" : ", and Restart=always starts it again whenever it stops";
            String fix = launchd
                    ? "Remove RunAtLoad and KeepAlive and start the job on demand (launchctl kickstart)."
                    : "Remove the [Install] line and start it on demand (systemctl start), with Restart=on-failure at most.";
            out.add(first.location(), String.join(" and ", reasons) + (reasons.size() > 1 ? " start the " : " starts the ") + u.agent().value() + " service " + u.name()
                    + " by itself " + when + again + ": an unattended agent resumes after every reboot without anyone opting in. "
                    + fix, String.join(",", reasons));
        }
    }
}
