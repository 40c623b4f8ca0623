package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;

/** Stopping the service leaves the agent's child processes running (KillMode=process|none, AbandonProcessGroup). */
public final class AgentServiceLeavesProcesses implements Rule {

    @Override
    public String id() {
        return "agent-service-leaves-processes";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (ServiceUnit u : facts.units()) {
            Setting<Boolean> s = u.childrenSurviveStop();
            if (u.agent() == null || s == null || !s.value() || !s.explicit()) continue;
            boolean systemd = u.manager() == ServiceUnit.Manager.SYSTEMD;
            String what = systemd ? "KillMode=" + u.sandbox().killMode() : "AbandonProcessGroup=true";
            boolean nothing = systemd && u.sandbox().killsNothing();
            out.add(s.location(), Message.of(systemd ? "systemd" : "launchd", "setting", what, "agent", u.agent().value(), "unit", u.name(),
                    "effect", Message.of(nothing ? "kill-nothing" : "kill-main")), what,
                    systemd && s.location().path().endsWith("/KillMode") ? new Fix.Set(s.location(), "control-group") : null);
        }
    }
}
