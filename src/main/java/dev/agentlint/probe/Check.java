package dev.agentlint.probe;

import java.util.List;

/**
 * The checks of the attack checklist (RUN-033) that can be made from inside an isolation: what
 * each tries and the policy items it proves. The expected result of every check is "blocked".
 */
public enum Check {
    CREDENTIAL_PATHS("files.credentials", "read the host's credential and home paths that may be visible (~/.ssh, ~/.aws, ~/.config/gh,"
            + " ~/.docker/config.json, ~/.kube, ~/.git-credentials, ~/.netrc, … of $HOME, /root, /home/*, /Users/*)", "RUN-007", "RUN-033"),
    HOST_PATHS("files.host-paths", "list host directories that may be shared in: /run/user/<uid>, /Users, /Volumes", "RUN-007", "RUN-016"),
    DECOY("files.decoy", "read a decoy file planted on the host (--decoy)", "RUN-007", "RUN-033"),
    DOTDOT("files.dotdot", "read the decoy through '..' from the working directory", "RUN-009", "RUN-033"),
    SYMLINK("files.symlink", "read the decoy through a symbolic link made in the probe's temporary directory", "RUN-009", "RUN-033"),
    HARDLINK("files.hardlink", "make a hard link to the decoy in the probe's temporary directory (removed at once)", "RUN-009", "RUN-033"),
    PROTECTED("files.protected", "test with access(2) whether the isolation's own definition or egress rules (--protect) may be"
            + " written, without writing", "RUN-034", "RUN-033"),
    OWN_ENVIRONMENT("secrets.environment", "look for secret-named variables (tokens, keys, passwords) in the probe's own environment",
            "RUN-027", "RUN-033"),
    OTHER_PROCESSES("secrets.processes", "read other processes' /proc/<pid>/environ and /proc/<pid>/cmdline for secret-named"
            + " variables and options (names only)", "RUN-027", "RUN-033"),
    DECOY_TOKEN("secrets.decoy-token", "look for the decoy token planted on the host (--decoy-token) in the probe's environment and in"
            + " every other process's /proc/<pid>/environ and /proc/<pid>/cmdline", "RUN-027", "RUN-033"),
    PUBLIC_IP("network.public-ip", "open a TCP connection to a public address", "RUN-022", "RUN-023"),
    PUBLIC_NAME("network.public-name", "open a TCP connection to a public name", "RUN-022", "RUN-023"),
    IPV6("network.ipv6", "open a TCP connection to a public IPv6 address", "RUN-022", "RUN-023"),
    DOH("network.doh", "open a TCP connection to a DNS-over-HTTPS resolver", "RUN-023"),
    DNS("network.dns", "resolve a public name, through the system resolver and by UDP to outside resolvers", "RUN-023"),
    METADATA("network.metadata", "open a TCP connection to the cloud metadata address 169.254.169.254", "RUN-023"),
    GATEWAY("network.gateway", "open TCP connections to the default route's gateway (the host)", "RUN-022", "RUN-023"),
    HOST_ALIAS("network.host-alias", "open TCP connections to the engines' names for the host (host.docker.internal, …)", "RUN-023"),
    LOOPBACK("network.loopback", "open TCP connections to loopback services (127.0.0.1, ::1)", "RUN-023", "RUN-038"),
    PRIVATE("network.private", "open TCP connections to private ranges (10/8, 172.16/12, 192.168/16)", "RUN-023"),
    PROXY_BYPASS("network.proxy-bypass", "with proxy variables set, connect directly, ignoring the proxy", "RUN-022", "RUN-023"),
    TARGET("network.target", "open a TCP connection to a target given with --target", "RUN-022", "RUN-023"),
    CAPABILITIES("kernel.capabilities", "read the effective capability set", "RUN-010"),
    NO_NEW_PRIVILEGES("kernel.no-new-privileges", "read the no_new_privs flag", "RUN-010"),
    SECCOMP("kernel.seccomp", "read the seccomp mode", "RUN-010"),
    ROOT("kernel.root", "read the user id and the user namespace's uid mapping", "RUN-010"),
    HOST_PID_NAMESPACE("kernel.pid-namespace", "see whether the process is in the initial (host) PID namespace", "RUN-010"),
    PROC1_ROOT("kernel.proc1-root", "list /proc/1/root, the root of PID 1", "RUN-010", "RUN-009"),
    LSM("kernel.lsm", "read the AppArmor or SELinux label", "RUN-010"),
    PIDS_LIMIT("limits.pids", "read the cgroup's pids.max, and its ancestors'", "RUN-011"),
    MEMORY_LIMIT("limits.memory", "read the cgroup's memory limit, and its ancestors'", "RUN-011"),
    CPU_LIMIT("limits.cpu", "read the cgroup's CPU quota, and its ancestors'", "RUN-011"),
    ENGINE_SOCKETS("sockets.engine", "find container-engine sockets (docker, podman, containerd, …) that may be connected to", "RUN-007"),
    SSH_AGENT("sockets.ssh-agent", "find SSH agent sockets ($SSH_AUTH_SOCK, /tmp/ssh-*, /run/user/*) that may be connected to", "RUN-007"),
    WSL_AUTOMOUNT("wsl.automount", "list Windows drives mounted by WSL (/mnt/c, /mnt/d)", "RUN-017", "RUN-018"),
    WSL_INTEROP("wsl.interop", "read the WSLInterop binfmt entry", "RUN-017"),
    WSL_WINDOWS_EXECUTABLES("wsl.windows-executables", "find cmd.exe and powershell.exe on PATH or under /mnt/c", "RUN-017");

    private final String id;
    private final String tried;
    @SuppressWarnings("ImmutableEnumChecker") // List.of: unmodifiable
    private final List<String> runIds;

    Check(String id, String tried, String... runIds) {
        this.id = id;
        this.tried = tried;
        this.runIds = List.of(runIds);
    }

    public String id() {
        return id;
    }

    public String tried() {
        return tried;
    }

    public List<String> runIds() {
        return runIds;
    }

    /** Every check expects the same result; a report states it so that it stands on its own. */
    public String expected() {
        return Outcome.BLOCKED.id();
    }
}
