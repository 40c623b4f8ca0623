package dev.agentlint.model;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a systemd unit's sandboxing and limit directives mean once drop-ins are applied, judged
 * here once (as systemd.exec documents them) for every rule: which protections are in effect,
 * including those other directives imply, and which a line switches off.
 */
public final class ServiceSandbox {

    /** Directives whose presence makes systemd set no_new_privs anyway (systemd.exec, NoNewPrivileges=). */
    private static final List<String> IMPLY_NNP = List.of(
            "LockPersonality", "MemoryDenyWriteExecute", "PrivateDevices", "ProtectClock", "ProtectHostname", "ProtectKernelLogs",
            "ProtectKernelModules", "ProtectKernelTunables", "RestrictAddressFamilies", "RestrictNamespaces", "RestrictRealtime",
            "RestrictSUIDSGID", "SystemCallArchitectures", "SystemCallFilter", "SystemCallLog");

    /** Directives that need a mount namespace: in a user unit only effective with PrivateUsers= on older systemd. */
    public static final Set<String> NEEDS_PRIVATE_USERS = Set.of("ProtectSystem", "ProtectHome", "PrivateTmp");

    /** Directive → the values that switch it off. */
    private static final Map<String, List<String>> SWITCHED_OFF_BY = Map.of(
            "NoNewPrivileges", List.of("no", "false", "0", "off"),
            "ProtectSystem", List.of("no", "false", "0", "off"),
            "ProtectHome", List.of("no", "false", "0", "off"),
            "PrivateTmp", List.of("no", "false", "0", "off"),
            "TasksMax", List.of("infinity"),
            "MemoryMax", List.of("infinity"));

    /** The directives a line can switch off ({@link #switchedOff}). */
    public static final Set<String> SWITCHABLE = SWITCHED_OFF_BY.keySet();

    private final ServiceUnit u;

    ServiceSandbox(ServiceUnit u) {
        this.u = u;
    }

    /**
     * The line that switches this protection or limit off ({@code NoNewPrivileges=no},
     * {@code TasksMax=infinity}); null when none does, or when other directives turn it on
     * whatever the line says (DynamicUser= and the seccomp settings imply NoNewPrivileges=yes).
     */
    public Setting<String> switchedOff(String directive) {
        Setting<String> s = u.directives().get(directive);
        if (s == null || directive.equals("NoNewPrivileges") && noNewPrivileges()) return null;
        return SWITCHED_OFF_BY.getOrDefault(directive, List.of()).contains(s.value().strip().toLowerCase(Locale.ROOT)) ? s : null;
    }

    /** {@code KillMode=} as written, stripped; null when not set. */
    public String killMode() {
        return value("KillMode");
    }

    /** {@code KillMode=none}: stopping the unit kills none of its processes. */
    public boolean killsNothing() {
        return "none".equalsIgnoreCase(killMode());
    }

    /** Whether the unit writes this directive at all (after drop-ins). */
    public boolean sets(String directive) {
        return u.directives().containsKey(directive);
    }

    private String value(String directive) {
        Setting<String> s = u.directives().get(directive);
        return s == null ? null : s.value().strip();
    }

    private boolean isTrue(String directive) {
        return Boolean.TRUE.equals(u.flag(directive));
    }

    public boolean dynamicUser() {
        return isTrue("DynamicUser");
    }

    /** no_new_privs is set: NoNewPrivileges=yes, or a directive that implies it. */
    public boolean noNewPrivileges() {
        if (isTrue("NoNewPrivileges") || dynamicUser()) return true;
        for (String d : IMPLY_NNP) {
            String v = value(d);
            if (v == null || v.isEmpty()) continue;
            // Any value but an explicit "off" turns the directive on (a filter list, a mode name).
            if (!Boolean.FALSE.equals(u.flag(d))) return true;
        }
        return false;
    }

    public boolean protectSystem() {
        String v = lower(value("ProtectSystem"));
        return dynamicUser() || v != null && (v.equals("strict") || v.equals("full") || isTrue("ProtectSystem"));
    }

    public boolean protectHome() {
        String v = lower(value("ProtectHome"));
        return dynamicUser() || v != null && (v.equals("read-only") || v.equals("tmpfs") || isTrue("ProtectHome"));
    }

    public boolean privateTmp() {
        String v = lower(value("PrivateTmp"));
        return dynamicUser() || v != null && (v.equals("disconnected") || isTrue("PrivateTmp"));
    }

    /** A limit that is set and not {@code infinity}. */
    public boolean limited(String... directives) {
        for (String d : directives) {
            String v = lower(value(d));
            if (v != null && !v.isEmpty() && !v.equals("infinity")) return true;
        }
        return false;
    }

    public boolean privateUsers() {
        String v = lower(value("PrivateUsers"));
        return v != null && (v.equals("self") || v.equals("identity") || v.equals("full") || isTrue("PrivateUsers"));
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }
}
