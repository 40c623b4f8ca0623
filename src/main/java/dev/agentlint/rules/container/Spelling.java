package dev.agentlint.rules.container;

import dev.agentlint.model.Workload;

/** How each format writes a setting, so a message can say exactly what to add. */
final class Spelling {

    enum Setting { DROP_ALL, NO_NEW_PRIVILEGES, USER, PIDS, MEMORY, CPUS, NETWORK_NONE, REMOVE, READ_ONLY }

    private Spelling() {}

    /** How the format writes "share the host's namespace", for the message that says to remove it. */
    static String hostNamespace(Workload.Source source, Workload.Namespace ns) {
        String flag = switch (ns) {
            case PID -> "--pid=host";
            case IPC -> "--ipc=host";
            case UTS -> "--uts=host";
            case CGROUP -> "--cgroupns=host";
        };
        return switch (source) {
            case COMPOSE -> ns.name().toLowerCase(java.util.Locale.ROOT) + ": host";
            case KUBE -> switch (ns) {
                case PID -> "hostPID: true";
                case IPC -> "hostIPC: true";
                case UTS -> "hostNetwork: true (which also shares the UTS namespace)";
                case CGROUP -> "the cgroup namespace setting";
            };
            case QUADLET -> "PodmanArgs=" + flag;
            case DEVCONTAINER -> "\"" + flag + "\" in \"runArgs\"";
            case RUN_COMMAND -> flag;
        };
    }

    static String of(Workload.Source source, Setting s) {
        return switch (source) {
            case COMPOSE -> switch (s) {
                case DROP_ALL -> "cap_drop: [ALL]";
                case NO_NEW_PRIVILEGES -> "security_opt: [\"no-new-privileges:true\"]";
                case USER -> "user: \"1000:1000\"";
                case PIDS -> "pids_limit";
                case MEMORY -> "mem_limit";
                case CPUS -> "cpus";
                case NETWORK_NONE -> "network_mode: none (or a network with internal: true)";
                case REMOVE -> "--rm";
                case READ_ONLY -> "read_only: true (with tmpfs: [/tmp] for scratch space)";
            };
            case KUBE -> switch (s) {
                case DROP_ALL -> "securityContext.capabilities.drop: [ALL]";
                case NO_NEW_PRIVILEGES -> "securityContext.allowPrivilegeEscalation: false";
                case USER -> "securityContext.runAsUser: 1000 (podman ignores runAsNonRoot)";
                case PIDS -> "the io.podman.annotations.pids-limit/<container> annotation";
                case MEMORY -> "resources.limits.memory";
                case CPUS -> "resources.limits.cpu";
                case NETWORK_NONE -> "podman kube play --network none";
                case REMOVE -> "--rm";
                case READ_ONLY -> "securityContext.readOnlyRootFilesystem: true (with an emptyDir volume for scratch space)";
            };
            case QUADLET -> switch (s) {
                case DROP_ALL -> "DropCapability=ALL";
                case NO_NEW_PRIVILEGES -> "NoNewPrivileges=true";
                case USER -> "UserNS=keep-id or User=1000";
                case PIDS -> "PidsLimit=";
                case MEMORY -> "Memory=";
                case CPUS -> "PodmanArgs=--cpus=2 (or CPUQuota= in [Service])";
                case NETWORK_NONE -> "Network=none (or a .network unit with Internal=true)";
                case REMOVE -> "--rm";
                case READ_ONLY -> "ReadOnly=true (Podman keeps /tmp and /run writable: ReadOnlyTmpfs=true)";
            };
            case DEVCONTAINER -> switch (s) {
                case DROP_ALL -> "\"runArgs\": [\"--cap-drop=ALL\"]";
                case NO_NEW_PRIVILEGES -> "\"securityOpt\": [\"no-new-privileges\"]";
                case USER -> "\"remoteUser\" (and \"containerUser\") set to a non-root user";
                case PIDS -> "\"runArgs\": [\"--pids-limit=512\"]";
                case MEMORY -> "\"runArgs\": [\"--memory=4g\"]";
                case CPUS -> "\"runArgs\": [\"--cpus=2\"]";
                case NETWORK_NONE -> "\"runArgs\": [\"--network=none\"]";
                case REMOVE -> "--rm";
                case READ_ONLY -> "\"runArgs\": [\"--read-only\", \"--tmpfs=/tmp\"]";
            };
            case RUN_COMMAND -> switch (s) {
                case DROP_ALL -> "--cap-drop=ALL";
                case NO_NEW_PRIVILEGES -> "--security-opt=no-new-privileges";
                case USER -> "--user \"$(id -u):$(id -g)\" (or --userns=keep-id with Podman)";
                case PIDS -> "--pids-limit";
                case MEMORY -> "--memory";
                case CPUS -> "--cpus";
                case NETWORK_NONE -> "--network=none (or an internal network)";
                case REMOVE -> "--rm";
                case READ_ONLY -> "--read-only --tmpfs /tmp";
            };
        };
    }
}
