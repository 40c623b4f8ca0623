package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A systemd service that runs a coding agent without the sandboxing and limits the policy
 * asks for, after drop-ins are applied; weakening lines (including in drop-ins) and {@code +}
 * commands are reported where they are written.
 */
public final class AgentServiceUnhardened implements Rule {

    /** Directive → the value that switches it off. */
    private static final Map<String, List<String>> WEAKENING = Map.of(
            "NoNewPrivileges", List.of("no", "false", "0", "off"),
            "ProtectSystem", List.of("no", "false", "0", "off"),
            "ProtectHome", List.of("no", "false", "0", "off"),
            "PrivateTmp", List.of("no", "false", "0", "off"),
            "TasksMax", List.of("infinity"),
            "MemoryMax", List.of("infinity"));

    @Override
    public String id() {
        return "agent-service-unhardened";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (ServiceUnit u : facts.units()) {
            if (u.manager() != ServiceUnit.Manager.SYSTEMD || u.agent() == null) continue;
            String agent = u.agent().value();
            Set<String> weakened = new HashSet<>();
            for (Map.Entry<String, List<String>> w : WEAKENING.entrySet()) {
                Setting<String> s = u.directives().get(w.getKey());
                // DynamicUser= and the seccomp settings imply NoNewPrivileges=yes whatever the line says.
                boolean overridden = w.getKey().equals("NoNewPrivileges") && ServiceHardening.noNewPrivileges(u);
                if (s != null && !overridden && w.getValue().contains(s.value().strip().toLowerCase(Locale.ROOT))) {
                    weakened.add(w.getKey());
                    out.add(s.location(), w.getKey() + "=" + s.value().strip() + " switches off " + w.getKey() + " for the " + agent
                            + " service " + u.name() + (fromDropIn(s, u) ? " (this drop-in overrides the unit)" : "")
                            + ": the agent loses that protection. Remove the line.", w.getKey() + "=" + s.value().strip());
                }
            }
            for (Located<String> cmd : u.privilegedCommands()) {
                out.add(cmd.location(), "The '+' prefix runs " + cmd.value() + " with full privileges and without the unit's"
                        + " sandboxing, so none of the hardening of " + u.name() + " applies to it. Drop the '+'.", cmd.value());
            }
            if (u.dropInOnly()) continue; // what the unit itself sets is not in the scanned tree
            // Directives switched off by a line of their own are reported there, not again here.
            List<String> missing = new ArrayList<>();
            if (!weakened.contains("NoNewPrivileges") && !ServiceHardening.noNewPrivileges(u)) missing.add("NoNewPrivileges=yes");
            if (!weakened.contains("ProtectSystem") && !ServiceHardening.protectSystem(u)) missing.add("ProtectSystem=strict");
            if (!weakened.contains("ProtectHome") && !ServiceHardening.protectHome(u)) missing.add("ProtectHome=yes (or read-only)");
            if (!weakened.contains("PrivateTmp") && !ServiceHardening.privateTmp(u)) missing.add("PrivateTmp=yes");
            if (!weakened.contains("TasksMax") && !ServiceHardening.limited(u, "TasksMax")) missing.add("TasksMax=");
            if (!weakened.contains("MemoryMax") && !ServiceHardening.limited(u, "MemoryMax", "MemoryLimit")) missing.add("MemoryMax=");
            List<String> ineffective = new ArrayList<>();
            boolean user = u.scope() == ServiceUnit.Scope.USER;
            if (user && !ServiceHardening.privateUsers(u)) {
                for (String d : ServiceHardening.NEEDS_PRIVATE_USERS) {
                    if (u.directives().containsKey(d) && !missing.stream().anyMatch(x -> x.startsWith(d))) ineffective.add(d + "=");
                }
                ineffective.sort(null);
            }
            if (missing.isEmpty() && ineffective.isEmpty()) continue;
            StringBuilder msg = new StringBuilder("The ").append(agent).append(" service ").append(u.name());
            if (!missing.isEmpty()) {
                msg.append(" lacks ").append(String.join(", ", missing)).append(": without them the agent runs with the service"
                        + " user's full access to the system, its home and its credentials, can gain privileges through setuid"
                        + " programs, and can fork or allocate without bound.");
            } else {
                msg.append(" is a user unit (").append(u.scopeReason()).append(").");
            }
            if (!ineffective.isEmpty()) {
                msg.append(missing.isEmpty() ? " It sets " : " It also sets ").append(String.join(", ", ineffective))
                        .append(" without PrivateUsers=yes: systemd releases before implicit PrivateUsers= ignore those in user"
                                + " units, so they may confine nothing.");
            }
            List<String> never = new ArrayList<>();
            if (user) for (String d : List.of("User", "IPAddressDeny", "ProtectControlGroups")) if (u.directives().containsKey(d)) never.add(d + "=");
            if (!never.isEmpty()) msg.append(" ").append(String.join(", ", never)).append(" never take effect in a user unit.");
            if (!missing.isEmpty()) {
                msg.append(" Add the missing directives to [Service]").append(user ? " together with PrivateUsers=yes." : ", or run it with DynamicUser=yes.");
            } else {
                msg.append(" Add PrivateUsers=yes.");
            }
            out.add(u.anchor(), msg.toString(), String.join(",", missing) + "|" + String.join(",", ineffective));
        }
    }

    private static boolean fromDropIn(Setting<String> s, ServiceUnit u) {
        return !s.location().file().equals(u.anchor().file());
    }
}
