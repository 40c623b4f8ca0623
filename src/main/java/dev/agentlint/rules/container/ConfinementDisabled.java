package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.SecurityOption;
import dev.agentlint.model.Workload;

/** Seccomp, AppArmor, SELinux or the kernel's masked paths switched off for a container. */
public final class ConfinementDisabled implements Rule {

    @Override
    public String id() {
        return "confinement-disabled";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            for (Located<SecurityOption> o : w.securityOpts()) {
                String what = disables(o.value());
                if (what == null) continue;
                String option = o.value().toString();
                out.add(o.location(), Message.of("disabled", "option", option, "what", Message.of(what)), option);
            }
        }
    }

    /** The rule's clause for what the option turns off, or null when it turns nothing off. */
    private static String disables(SecurityOption o) {
        if (o.is("seccomp", "unconfined")) return "seccomp";
        if (o.is("apparmor", "unconfined")) return "apparmor";
        if (o.is("label", "disable") || o.is("label", "type:spc_t")) return "selinux";
        if (o.is("systempaths", "unconfined") || o.is("unmask", "all")) return "masking";
        return null;
    }
}
