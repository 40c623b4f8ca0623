package dev.agentlint.rules.service;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceSandbox;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A systemd service that runs a coding agent without the sandboxing and limits the policy
 * asks for, after drop-ins are applied; weakening lines (including in drop-ins) and {@code +}
 * commands are reported where they are written.
 */
public final class AgentServiceUnhardened implements Rule {

    /**
     * Directive → the value the fix writes. Unsafe: {@code NoNewPrivileges=yes} stops sudo and
     * setuid helpers, {@code ProtectSystem=strict} writes outside {@code /dev}, {@code /proc},
     * {@code /sys} and {@code ReadWritePaths=}, {@code ProtectHome=read-only} writes to home
     * directories (where a checkout may live), {@code PrivateTmp=yes} files shared through /tmp.
     */
    private static final Map<String, String> HARDENED = Map.of(
            "NoNewPrivileges", "yes", "ProtectSystem", "strict", "ProtectHome", "read-only", "PrivateTmp", "yes");

    @Override
    public String id() {
        return "agent-service-unhardened";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (ServiceUnit u : facts.units()) {
            if (u.manager() != ServiceUnit.Manager.SYSTEMD || u.agent() == null) continue;
            String agent = u.agent().value();
            ServiceSandbox sandbox = u.sandbox();
            Set<String> weakened = new HashSet<>();
            for (String directive : ServiceSandbox.SWITCHABLE) {
                Setting<String> s = sandbox.switchedOff(directive);
                if (s == null) continue;
                weakened.add(directive);
                // In a user unit these need PrivateUsers=yes to take effect: no fix there (see addMissing).
                String hardened = u.scope() == ServiceUnit.Scope.USER && ServiceSandbox.NEEDS_PRIVATE_USERS.contains(directive)
                        ? null : HARDENED.get(directive);
                out.add(s.location(), Message.of(fromDropIn(s, u) ? "weakened-drop-in" : "weakened", "setting", directive + "=" + s.value().strip(),
                        "directive", directive, "agent", agent, "unit", u.name()), directive + "=" + s.value().strip(),
                        hardened == null ? null : new Fix.Set(s.location(), hardened));
            }
            for (Located<String> cmd : u.privilegedCommands()) {
                out.add(cmd.location(), Message.of("plus-prefix", "command", cmd.value(), "unit", u.name()), cmd.value());
            }
            if (u.dropInOnly()) continue; // what the unit itself sets is not in the scanned tree
            // Directives switched off by a line of their own are reported there, not again here.
            List<String> missing = new ArrayList<>();
            if (!weakened.contains("NoNewPrivileges") && !sandbox.noNewPrivileges()) missing.add("NoNewPrivileges=yes");
            if (!weakened.contains("ProtectSystem") && !sandbox.protectSystem()) missing.add("ProtectSystem=strict");
            if (!weakened.contains("ProtectHome") && !sandbox.protectHome()) missing.add("ProtectHome=yes (or read-only)");
            if (!weakened.contains("PrivateTmp") && !sandbox.privateTmp()) missing.add("PrivateTmp=yes");
            if (!weakened.contains("TasksMax") && !sandbox.limited("TasksMax")) missing.add("TasksMax=");
            if (!weakened.contains("MemoryMax") && !sandbox.limited("MemoryMax", "MemoryLimit")) missing.add("MemoryMax=");
            List<String> ineffective = new ArrayList<>();
            boolean user = u.scope() == ServiceUnit.Scope.USER;
            if (user && !sandbox.privateUsers()) {
                for (String d : ServiceSandbox.NEEDS_PRIVATE_USERS) {
                    if (sandbox.sets(d) && !missing.stream().anyMatch(x -> x.startsWith(d))) ineffective.add(d + "=");
                }
                ineffective.sort(null);
            }
            if (missing.isEmpty() && ineffective.isEmpty()) continue;
            // Sentence by sentence, each a clause of the rule's (its own leading space in English, none in Chinese).
            List<Message> msg = new ArrayList<>();
            // The directives as written, but for the one that has words beside it.
            List<Object> lacking = new ArrayList<>();
            for (String d : missing) lacking.add(d.startsWith("ProtectHome=") ? Message.of("protect-home") : d);
            msg.add(!missing.isEmpty() ? Message.of("lacks", "agent", agent, "unit", u.name(), "missing", Message.list("comma", lacking))
                    : Message.of("user-unit", "agent", agent, "unit", u.name(), "reason", u.scopeReason()));
            if (!ineffective.isEmpty()) {
                msg.add(Message.of(missing.isEmpty() ? "sets-ineffective" : "also-sets-ineffective", "directives", Message.list("comma", ineffective)));
            }
            List<String> never = new ArrayList<>();
            if (user) for (String d : List.of("User", "IPAddressDeny", "ProtectControlGroups")) if (sandbox.sets(d)) never.add(d + "=");
            if (!never.isEmpty()) msg.add(Message.of("never", "directives", Message.list("comma", never)));
            msg.add(Message.of(missing.isEmpty() ? "add-private-users" : user ? "add-missing-user" : "add-missing-system"));
            out.add(u.anchor(), Message.list("sentences", msg), String.join(",", missing) + "|" + String.join(",", ineffective),
                    user ? null : addMissing(u, missing));
        }
    }

    /**
     * The missing directives that have one right value, added to the unit's own [Service] (created
     * where it is missing). Limits are left out: a value must be chosen. A user unit gets none, as
     * these need PrivateUsers=yes there, which changes the files the service can reach.
     */
    private static Fix.Intent addMissing(ServiceUnit u, List<String> missing) {
        List<Fix.Intent> parts = new ArrayList<>();
        Location anchor = u.anchor();
        for (String d : missing) {
            String key = d.substring(0, d.indexOf('='));
            String value = HARDENED.get(key);
            if (value != null) parts.add(new Fix.Set(new Location(anchor.file(), anchor.span(), "/Service/" + key), value));
        }
        return parts.isEmpty() ? null : new Fix.All(parts);
    }

    private static boolean fromDropIn(Setting<String> s, ServiceUnit u) {
        return !s.location().file().equals(u.anchor().file());
    }
}
