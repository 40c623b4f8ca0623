package dev.agentlint.probe;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** Judges the Linux kernel surface (RUN-010, RUN-011), engine and agent sockets (RUN-007) and WSL's ways out (RUN-017). */
final class KernelChecks {

    /** Capability names by bit, as in linux/capability.h. */
    private static final List<String> CAPABILITIES = List.of("chown", "dac_override", "dac_read_search", "fowner", "fsetid", "kill",
            "setgid", "setuid", "setpcap", "linux_immutable", "net_bind_service", "net_broadcast", "net_admin", "net_raw", "ipc_lock",
            "ipc_owner", "sys_module", "sys_rawio", "sys_chroot", "sys_ptrace", "sys_pacct", "sys_admin", "sys_boot", "sys_nice",
            "sys_resource", "sys_time", "sys_tty_config", "mknod", "lease", "audit_write", "audit_control", "setfcap", "mac_override",
            "mac_admin", "syslog", "wake_alarm", "block_suspend", "audit_read", "perfmon", "bpf", "checkpoint_restore");

    /** A cgroup v1 memory limit this large is the kernel's "no limit" (PAGE_COUNTER_MAX pages). */
    private static final BigInteger V1_UNLIMITED_MEMORY = BigInteger.ONE.shiftLeft(62);

    private static final Pattern NUMBER = Pattern.compile("[0-9]{1,10}");
    /** A limit: bytes or a count, or cpu.max's "quota period". */
    private static final Pattern LIMIT = Pattern.compile("[0-9]{1,20}(?: [0-9]{1,20})?");

    /** {@code readlink /proc/self/ns/pid} in the kernel's initial PID namespace. */
    static final String INITIAL_PID_NAMESPACE = "pid:[4026531836]";

    private KernelChecks() {}

    static void judge(Evidence e, List<CheckResult> out) {
        Optional<String> capEff = e.value("status", "CapEff");
        if (capEff.isEmpty()) {
            for (Check c : List.of(Check.CAPABILITIES, Check.NO_NEW_PRIVILEGES, Check.SECCOMP, Check.ROOT, Check.HOST_PID_NAMESPACE)) {
                out.add(new CheckResult(c, "", Outcome.NOT_APPLICABLE, "no /proc/self/status: not Linux"));
            }
        } else {
            out.add(capabilities(capEff.get()));
            String nnp = e.value("status", "NoNewPrivs").orElse("-");
            out.add(switch (nnp) {
                case "1" -> new CheckResult(Check.NO_NEW_PRIVILEGES, "", Outcome.BLOCKED, "NoNewPrivs: 1 (setuid binaries cannot raise privileges)");
                case "0" -> new CheckResult(Check.NO_NEW_PRIVILEGES, "", Outcome.OPEN, "NoNewPrivs: 0 (a setuid binary can raise privileges)");
                default -> new CheckResult(Check.NO_NEW_PRIVILEGES, "", Outcome.ERROR, "NoNewPrivs not readable ('" + nnp + "')");
            });
            String seccomp = e.value("status", "Seccomp").orElse("-");
            out.add(switch (seccomp) {
                case "2" -> new CheckResult(Check.SECCOMP, "", Outcome.BLOCKED, "Seccomp: 2 (a filter is applied)");
                case "1" -> new CheckResult(Check.SECCOMP, "", Outcome.BLOCKED, "Seccomp: 1 (strict mode)");
                case "0" -> new CheckResult(Check.SECCOMP, "", Outcome.OPEN, "Seccomp: 0 (no filter: every system call is allowed)");
                default -> new CheckResult(Check.SECCOMP, "", Outcome.ERROR, "Seccomp not readable ('" + seccomp + "')");
            });
            out.add(root(e.value("env", "uid").orElse(""), e.all("uidmap").stream().findFirst().map(Evidence.Line::text).orElse("")));
            // The kernel's initial namespaces have fixed inode numbers (PROC_PID_INIT_INO), which a
            // remounted /proc cannot hide; NSpid can (it lists only the PID namespaces /proc knows).
            String pidNs = e.value("ns", "pid").orElse("");
            boolean ownPidNamespace = !pidNs.isEmpty() && !pidNs.equals(INITIAL_PID_NAMESPACE);
            String pid1 = e.all("pid1").stream().findFirst().map(Evidence.Line::text).orElse("?").trim();
            out.add(pidNs.isEmpty()
                    ? new CheckResult(Check.HOST_PID_NAMESPACE, "", Outcome.ERROR, "/proc/self/ns/pid not readable")
                    : ownPidNamespace
                            ? new CheckResult(Check.HOST_PID_NAMESPACE, "", Outcome.BLOCKED, pidNs + ": a PID namespace of its own (pid 1 is '" + pid1 + "')")
                            : new CheckResult(Check.HOST_PID_NAMESPACE, "", Outcome.OPEN, pidNs
                                    + ": the initial PID namespace, where every process of the machine is visible (pid 1 is '" + pid1 + "')"));
            String p1 = e.all("proc1root").stream().findFirst().map(Evidence.Line::text).orElse("");
            if (p1.isEmpty()) out.add(new CheckResult(Check.PROC1_ROOT, "/proc/1/root", Outcome.ERROR, "not measured"));
            else if (p1.equals("absent")) out.add(new CheckResult(Check.PROC1_ROOT, "/proc/1/root", Outcome.BLOCKED, "not there"));
            else if (p1.equals("denied")) out.add(new CheckResult(Check.PROC1_ROOT, "/proc/1/root", Outcome.BLOCKED, "listing it was refused"));
            else if (ownPidNamespace) out.add(new CheckResult(Check.PROC1_ROOT, "/proc/1/root", Outcome.BLOCKED,
                    "listable, but PID 1 is this PID namespace's own init, not the host's"));
            else out.add(new CheckResult(Check.PROC1_ROOT, "/proc/1/root", Outcome.OPEN, "the root directory of the machine's PID 1 lists"));
            out.add(lsm(e));
        }
        limits(e, out);
        sockets(e, "engine", Check.ENGINE_SOCKETS, out);
        sockets(e, "ssh-agent", Check.SSH_AGENT, out);
        wsl(e, out);
    }

    static CheckResult capabilities(String hex) {
        BigInteger bits;
        try {
            bits = new BigInteger(hex.trim(), 16);
        } catch (NumberFormatException ex) {
            return new CheckResult(Check.CAPABILITIES, "", Outcome.ERROR, "CapEff not readable ('" + hex + "')");
        }
        if (bits.signum() == 0) return new CheckResult(Check.CAPABILITIES, "", Outcome.BLOCKED, "CapEff: " + hex + " (none)");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < bits.bitLength(); i++) {
            if (bits.testBit(i)) names.add(i < CAPABILITIES.size() ? "cap_" + CAPABILITIES.get(i) : "cap_" + i);
        }
        return new CheckResult(Check.CAPABILITIES, "", Outcome.OPEN, "CapEff: " + hex + " (" + String.join(", ", names) + ")");
    }

    static CheckResult root(String uid, String uidMap) {
        List<String> map = ProbeEnvironment.words(uidMap);
        if (!uid.equals("0")) {
            return new CheckResult(Check.ROOT, "", NUMBER.matcher(uid).matches() ? Outcome.BLOCKED : Outcome.ERROR, "uid " + uid
                    + (map.isEmpty() ? "" : "; uid_map: " + String.join(" ", map)));
        }
        if (map.size() >= 3 && map.get(0).equals("0") && !map.get(1).equals("0")) {
            return new CheckResult(Check.ROOT, "", Outcome.BLOCKED, "uid 0 only inside a user namespace: mapped to host uid " + map.get(1)
                    + " (uid_map: " + String.join(" ", map) + ")");
        }
        return new CheckResult(Check.ROOT, "", Outcome.OPEN, "uid 0 as the host's root (uid_map: " + (map.isEmpty() ? "not readable" : String.join(" ", map)) + ")");
    }

    private static CheckResult lsm(Evidence e) {
        List<Evidence.Line> lsm = e.all("lsm");
        String enabled = e.all("lsm-list").stream().findFirst().map(Evidence.Line::text).orElse("");
        if (lsm.isEmpty()) {
            return new CheckResult(Check.LSM, "", Outcome.OPEN, "no AppArmor profile or SELinux label on this process"
                    + (enabled.isEmpty() ? "" : " (security modules: " + enabled + ")"));
        }
        String label = lsm.get(0).rest(1);
        if (label.startsWith("unconfined") && !label.contains("_u:")) {
            return new CheckResult(Check.LSM, "", Outcome.OPEN, "label '" + label + "': not confined");
        }
        if (label.contains(":unconfined_t:") || label.contains(":spc_t:")) {
            return new CheckResult(Check.LSM, "", Outcome.OPEN, "SELinux label '" + label + "': an unconfined domain");
        }
        return new CheckResult(Check.LSM, "", Outcome.BLOCKED, "label '" + label + "'");
    }

    private static void limits(Evidence e, List<CheckResult> out) {
        limit(e, out, Check.PIDS_LIMIT, "pids.max", "pids.max");
        limit(e, out, Check.MEMORY_LIMIT, "memory.max", "memory.limit_in_bytes");
        limit(e, out, Check.CPU_LIMIT, "cpu.max", "cpu.cfs_quota_us");
    }

    /** A limit on this cgroup or any ancestor bounds the process; none anywhere is open. */
    private static void limit(Evidence e, List<CheckResult> out, Check check, String v2, String v1) {
        List<Evidence.Line> lines = new ArrayList<>(e.all("cgroup", v2));
        lines.addAll(e.all("cgroup", v1));
        if (lines.isEmpty()) {
            out.add(new CheckResult(check, "", Outcome.ERROR, "no " + v2 + " or " + v1 + " readable in this cgroup or its ancestors"));
            return;
        }
        for (Evidence.Line l : lines) {
            String value = l.field(1);
            String rest = l.rest(2);
            if (check == Check.CPU_LIMIT && l.field(0).equals("cpu.max")) {
                // "max 100000" is no quota; "50000 100000" is half a CPU.
                value = value.equals("max") ? "max" : value + " " + l.field(2);
                rest = l.rest(3);
            }
            if (limited(l.field(0), value)) {
                out.add(new CheckResult(check, "", Outcome.BLOCKED, l.field(0) + " = " + value + " in " + rest));
                return;
            }
        }
        out.add(new CheckResult(check, "", Outcome.OPEN, "no limit in this cgroup or its ancestors (" + lines.size() + " read, e.g. "
                + lines.get(0).field(0) + " = " + lines.get(0).field(1) + ")"));
    }

    static boolean limited(String file, String value) {
        if (value.equals("max") || value.isEmpty()) return false;
        if (file.equals("cpu.cfs_quota_us")) return !value.startsWith("-");
        if (file.equals("memory.limit_in_bytes")) {
            try {
                return new BigInteger(value).compareTo(V1_UNLIMITED_MEMORY) < 0;
            } catch (NumberFormatException ex) {
                return false;
            }
        }
        return LIMIT.matcher(value).matches();
    }

    private static void sockets(Evidence e, String kind, Check check, List<CheckResult> out) {
        for (Evidence.Line l : e.all("socket", kind)) {
            String state = l.field(1);
            String path = l.rest(2);
            switch (state) {
                case "writable" -> out.add(new CheckResult(check, path, Outcome.OPEN, "a socket this process may connect to (write access)"));
                case "denied" -> out.add(new CheckResult(check, path, Outcome.BLOCKED, "a socket, but connecting is not permitted"));
                case "other" -> out.add(new CheckResult(check, path, Outcome.BLOCKED, "there, but not a socket"));
                default -> { } // absent: summed up below
            }
        }
        if (out.stream().noneMatch(r -> r.check() == check)) {
            out.add(new CheckResult(check, "", Outcome.BLOCKED, "none of the known socket paths is there"));
        }
    }

    private static void wsl(Evidence e, List<CheckResult> out) {
        String interop = e.value("wsl", "interop").orElse("absent");
        boolean wsl = !interop.equals("absent") || e.value("env", "proc-version").orElse("").toLowerCase(java.util.Locale.ROOT).contains("microsoft")
                || e.value("env", "wsl-distro").isPresent();
        if (interop.equals("absent")) {
            out.add(new CheckResult(Check.WSL_INTEROP, "", wsl ? Outcome.BLOCKED : Outcome.NOT_APPLICABLE,
                    wsl ? "no WSLInterop binfmt entry" : "not WSL"));
        } else {
            out.add(new CheckResult(Check.WSL_INTEROP, "/proc/sys/fs/binfmt_misc/WSLInterop",
                    interop.startsWith("disabled") ? Outcome.BLOCKED : Outcome.OPEN, "WSLInterop: " + interop));
        }
        List<String> exes = new ArrayList<>();
        for (Evidence.Line l : e.all("wsl", "exe")) exes.add(l.rest(2));
        for (Evidence.Line l : e.all("wsl", "exe-file")) exes.add(l.rest(1));
        if (!exes.isEmpty()) {
            out.add(new CheckResult(Check.WSL_WINDOWS_EXECUTABLES, "", Outcome.OPEN, "Windows executables reachable: " + String.join(", ", exes)));
        } else {
            out.add(new CheckResult(Check.WSL_WINDOWS_EXECUTABLES, "", wsl ? Outcome.BLOCKED : Outcome.NOT_APPLICABLE,
                    wsl ? "neither cmd.exe nor powershell.exe on PATH or under /mnt/c" : "not WSL"));
        }
    }
}
