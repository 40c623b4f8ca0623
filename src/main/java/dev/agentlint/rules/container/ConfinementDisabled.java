package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;
import java.util.Locale;

/** Seccomp, AppArmor, SELinux or the kernel's masked paths switched off for a container. */
public final class ConfinementDisabled implements Rule {

    @Override
    public String id() {
        return "confinement-disabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            for (Located<String> o : w.securityOpts()) {
                String what = disables(o.value());
                if (what == null) continue;
                out.add(o.location(), "The security option " + o.value() + " turns off " + what + ", one of the layers"
                        + " that keep a process in the container from attacking the host kernel. Remove it and keep the"
                        + " engine's default profile; if a tool needs one more system call, write a profile that adds just that.",
                        o.value());
            }
        }
    }

    private static String disables(String option) {
        String o = option.toLowerCase(Locale.ROOT).replace(" ", "");
        if (o.equals("seccomp=unconfined")) return "seccomp system-call filtering";
        if (o.equals("apparmor=unconfined")) return "AppArmor confinement";
        if (o.equals("label=disable") || o.equals("label=type:spc_t")) return "SELinux separation";
        if (o.equals("systempaths=unconfined") || o.equals("unmask=all")) return "the masking of sensitive /proc and /sys paths";
        return null;
    }
}
