package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
            String when = launchd ? (u.scope() == ServiceUnit.Scope.SYSTEM ? "at-boot" : "at-login")
                    : first.value().endsWith("default.target") && u.scope() != ServiceUnit.Scope.SYSTEM ? "at-login" : "at-boot";
            String again = !restart.equals("always") ? "again-none" : launchd ? "again-keepalive" : "again-restart";
            out.add(first.location(), Message.of(reasons.size() > 1 ? "start" : "starts", "reasons", Message.list("and", reasons),
                    "agent", u.agent().value(), "unit", u.name(), "when", Message.of(when), "again", Message.of(again),
                    "fix", Message.of(launchd ? "fix-launchd" : "fix-systemd")), String.join(",", reasons));
        }
    }
}
