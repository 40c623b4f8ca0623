package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * How the format a workload comes from writes a setting, so a message can say exactly what to add
 * or remove, in that file's own syntax. Kept beside the facts, not in the rules, so every rule that
 * names a setting spells it the same way, and a new {@link Workload.Source} must spell them all
 * (the switches have no default).
 */
public final class Spelling {

    /** A setting a message tells the user to write. */
    public enum Setting { DROP_ALL, NO_NEW_PRIVILEGES, USER, PIDS, MEMORY, CPUS, NETWORK_NONE, OFFLINE, REMOVE, READ_ONLY }

    private Spelling() {}

    /** How the format writes "share the host's namespace", for the message that says to remove it. */
    static Phrase hostNamespace(Workload.Source source, Workload.Namespace ns) {
        String flag = switch (ns) {
            case PID -> "--pid=host";
            case IPC -> "--ipc=host";
            case UTS -> "--uts=host";
            case CGROUP -> "--cgroupns=host";
        };
        return switch (source) {
            case COMPOSE -> Phrase.untranslated(ns.name().toLowerCase(java.util.Locale.ROOT) + ": host");
            case KUBE -> switch (ns) {
                case PID -> Phrase.untranslated("hostPID: true");
                case IPC -> Phrase.untranslated("hostIPC: true");
                case UTS -> Phrase.of("{setting} (which also shares the UTS namespace)", "setting", "hostNetwork: true");
                case CGROUP -> Phrase.of("the cgroup namespace setting");
            };
            case QUADLET -> Phrase.untranslated("PodmanArgs=" + flag);
            case DEVCONTAINER -> Phrase.of("\"{flag}\" in \"runArgs\"", "flag", flag);
            case RUN_COMMAND -> Phrase.untranslated(flag);
        };
    }

    /**
     * How the workload's file writes the setting. "No network at all" for a pod that a Quadlet
     * {@code .kube} unit plays is the unit's {@code Network=none}, as Podman applies no NetworkPolicy.
     */
    static Phrase of(Workload w, Setting s) {
        if (s == Setting.OFFLINE && w.source() == Workload.Source.KUBE && w.kubePlayer() != null) {
            return Phrase.of("Network=none in {unit}, the Quadlet unit that plays this pod (Podman does not apply a NetworkPolicy)",
                    "unit", w.kubePlayer().value());
        }
        return of(w.source(), s);
    }

    private static Phrase of(Workload.Source source, Setting s) {
        return switch (source) {
            case COMPOSE -> switch (s) {
                case DROP_ALL -> Phrase.untranslated("cap_drop: [ALL]");
                case NO_NEW_PRIVILEGES -> Phrase.untranslated("security_opt: [\"no-new-privileges:true\"]");
                case USER -> Phrase.untranslated("user: \"1000:1000\"");
                case PIDS -> Phrase.untranslated("pids_limit");
                case MEMORY -> Phrase.untranslated("mem_limit");
                case CPUS -> Phrase.untranslated("cpus");
                case NETWORK_NONE -> Phrase.of("{setting} (or a network with {internal})", "setting", "network_mode: none", "internal", "internal: true");
                case OFFLINE -> Phrase.untranslated("network_mode: none");
                case REMOVE -> Phrase.untranslated("--rm");
                case READ_ONLY -> Phrase.of("{setting} (with {tmpfs} for scratch space)", "setting", "read_only: true", "tmpfs", "tmpfs: [/tmp]");
            };
            case KUBE -> switch (s) {
                case DROP_ALL -> Phrase.untranslated("securityContext.capabilities.drop: [ALL]");
                case NO_NEW_PRIVILEGES -> Phrase.untranslated("securityContext.allowPrivilegeEscalation: false");
                case USER -> Phrase.of("{setting} (podman ignores runAsNonRoot)", "setting", "securityContext.runAsUser: 1000");
                case PIDS -> Phrase.of("the {annotation} annotation", "annotation", "io.podman.annotations.pids-limit/<container>");
                case MEMORY -> Phrase.untranslated("resources.limits.memory");
                case CPUS -> Phrase.untranslated("resources.limits.cpu");
                case NETWORK_NONE -> Phrase.untranslated("podman kube play --network none");
                case OFFLINE -> Phrase.of("a pod without network access (no hostNetwork, a NetworkPolicy that denies egress)");
                case REMOVE -> Phrase.untranslated("--rm");
                case READ_ONLY -> Phrase.of("{setting} (with an emptyDir volume for scratch space)", "setting", "securityContext.readOnlyRootFilesystem: true");
            };
            case QUADLET -> switch (s) {
                case DROP_ALL -> Phrase.untranslated("DropCapability=ALL");
                case NO_NEW_PRIVILEGES -> Phrase.untranslated("NoNewPrivileges=true");
                case USER -> Phrase.of("{userns} or {user}", "userns", "UserNS=keep-id", "user", "User=1000");
                case PIDS -> Phrase.untranslated("PidsLimit=");
                case MEMORY -> Phrase.untranslated("Memory=");
                case CPUS -> Phrase.of("{setting} (or {quota} in [Service])", "setting", "PodmanArgs=--cpus=2", "quota", "CPUQuota=");
                case NETWORK_NONE -> Phrase.of("{setting} (or a .network unit with {internal})", "setting", "Network=none", "internal", "Internal=true");
                case OFFLINE -> Phrase.untranslated("Network=none");
                case REMOVE -> Phrase.untranslated("--rm");
                case READ_ONLY -> Phrase.of("{setting} (Podman keeps /tmp and /run writable: {tmpfs})", "setting", "ReadOnly=true", "tmpfs", "ReadOnlyTmpfs=true");
            };
            case DEVCONTAINER -> switch (s) {
                case DROP_ALL -> Phrase.untranslated("\"runArgs\": [\"--cap-drop=ALL\"]");
                case NO_NEW_PRIVILEGES -> Phrase.untranslated("\"securityOpt\": [\"no-new-privileges\"]");
                case USER -> Phrase.of("\"remoteUser\" (and \"containerUser\") set to a non-root user");
                case PIDS -> Phrase.untranslated("\"runArgs\": [\"--pids-limit=512\"]");
                case MEMORY -> Phrase.untranslated("\"runArgs\": [\"--memory=4g\"]");
                case CPUS -> Phrase.untranslated("\"runArgs\": [\"--cpus=2\"]");
                case NETWORK_NONE -> Phrase.untranslated("\"runArgs\": [\"--network=none\"]");
                case OFFLINE -> Phrase.untranslated("\"runArgs\": [\"--network=none\"]");
                case REMOVE -> Phrase.untranslated("--rm");
                case READ_ONLY -> Phrase.untranslated("\"runArgs\": [\"--read-only\", \"--tmpfs=/tmp\"]");
            };
            case RUN_COMMAND -> switch (s) {
                case DROP_ALL -> Phrase.untranslated("--cap-drop=ALL");
                case NO_NEW_PRIVILEGES -> Phrase.untranslated("--security-opt=no-new-privileges");
                case USER -> Phrase.of("{setting} (or {userns} with Podman)", "setting", "--user \"$(id -u):$(id -g)\"", "userns", "--userns=keep-id");
                case PIDS -> Phrase.untranslated("--pids-limit");
                case MEMORY -> Phrase.untranslated("--memory");
                case CPUS -> Phrase.untranslated("--cpus");
                case NETWORK_NONE -> Phrase.of("{setting} (or an internal network)", "setting", "--network=none");
                case OFFLINE -> Phrase.untranslated("--network none");
                case REMOVE -> Phrase.untranslated("--rm");
                case READ_ONLY -> Phrase.untranslated("--read-only --tmpfs /tmp");
            };
        };
    }
}
