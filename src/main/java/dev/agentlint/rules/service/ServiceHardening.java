package dev.agentlint.rules.service;

import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What systemd's sandboxing and limit directives mean once drop-ins are applied. */
final class ServiceHardening {

    /** Directives whose presence makes systemd set no_new_privs anyway (systemd.exec, NoNewPrivileges=). */
    private static final List<String> IMPLY_NNP = List.of(
            "LockPersonality", "MemoryDenyWriteExecute", "PrivateDevices", "ProtectClock", "ProtectHostname", "ProtectKernelLogs",
            "ProtectKernelModules", "ProtectKernelTunables", "RestrictAddressFamilies", "RestrictNamespaces", "RestrictRealtime",
            "RestrictSUIDSGID", "SystemCallArchitectures", "SystemCallFilter", "SystemCallLog");

    /** Directives that need a mount namespace: in a user unit only effective with PrivateUsers= on older systemd. */
    static final Set<String> NEEDS_PRIVATE_USERS = Set.of("ProtectSystem", "ProtectHome", "PrivateTmp");

    private ServiceHardening() {}

    static String value(ServiceUnit u, String directive) {
        Setting<String> s = u.directives().get(directive);
        return s == null ? null : s.value().strip();
    }

    static boolean isTrue(ServiceUnit u, String directive) {
        return Boolean.TRUE.equals(u.flag(directive));
    }

    static boolean dynamicUser(ServiceUnit u) {
        return isTrue(u, "DynamicUser");
    }

    static boolean noNewPrivileges(ServiceUnit u) {
        if (isTrue(u, "NoNewPrivileges") || dynamicUser(u)) return true;
        for (String d : IMPLY_NNP) {
            String v = value(u, d);
            if (v == null || v.isEmpty()) continue;
            // Any value but an explicit "off" turns the directive on (a filter list, a mode name).
            if (!Boolean.FALSE.equals(u.flag(d))) return true;
        }
        return false;
    }

    static boolean protectSystem(ServiceUnit u) {
        String v = lower(value(u, "ProtectSystem"));
        return dynamicUser(u) || v != null && (v.equals("strict") || v.equals("full") || isTrue(u, "ProtectSystem"));
    }

    static boolean protectHome(ServiceUnit u) {
        String v = lower(value(u, "ProtectHome"));
        return dynamicUser(u) || v != null && (v.equals("read-only") || v.equals("tmpfs") || isTrue(u, "ProtectHome"));
    }

    static boolean privateTmp(ServiceUnit u) {
        String v = lower(value(u, "PrivateTmp"));
        return dynamicUser(u) || v != null && (v.equals("disconnected") || isTrue(u, "PrivateTmp"));
    }

    /** A limit that is set and not {@code infinity}. */
    static boolean limited(ServiceUnit u, String... directives) {
        for (String d : directives) {
            String v = lower(value(u, d));
            if (v != null && !v.isEmpty() && !v.equals("infinity")) return true;
        }
        return false;
    }

    static boolean privateUsers(ServiceUnit u) {
        String v = lower(value(u, "PrivateUsers"));
        return v != null && (v.equals("self") || v.equals("identity") || v.equals("full") || isTrue(u, "PrivateUsers"));
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }
}
