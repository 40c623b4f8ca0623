package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
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
                out.add(o.location(), Message.of("disabled", "option", o.value(), "what", Message.of(what)), o.value());
            }
        }
    }

    /** The rule's clause for what the option turns off, or null when it turns nothing off. */
    private static String disables(String option) {
        String o = option.toLowerCase(Locale.ROOT).replace(" ", "");
        if (o.equals("seccomp=unconfined")) return "seccomp";
        if (o.equals("apparmor=unconfined")) return "apparmor";
        if (o.equals("label=disable") || o.equals("label=type:spc_t")) return "selinux";
        if (o.equals("systempaths=unconfined") || o.equals("unmask=all")) return "masking";
        return null;
    }
}
