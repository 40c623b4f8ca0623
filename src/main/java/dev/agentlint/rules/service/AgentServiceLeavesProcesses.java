package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
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
            String what = systemd ? "KillMode=" + ServiceHardening.value(u, "KillMode") : "AbandonProcessGroup=true";
            boolean nothing = systemd && "none".equalsIgnoreCase(String.valueOf(ServiceHardening.value(u, "KillMode")).strip());
            out.add(s.location(), what + " makes stopping the " + u.agent().value() + " service " + u.name()
                    + (nothing ? " kill no process at all (only ExecStop= runs)" : " kill only the main process")
                    + ": the shells, builds and servers the agent started keep running after a cancel or"
                    + " time-out. " + (systemd ? "Remove it (the default KillMode=control-group stops the whole cgroup)."
                    : "Remove it, so launchd stops the whole process group."), what);
        }
    }
}
