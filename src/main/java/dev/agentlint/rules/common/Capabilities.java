package dev.agentlint.rules.common;

import java.util.Map;
import java.util.Optional;

/** Linux capabilities that break container isolation when added (normalised names: {@code SYS_ADMIN}). */
public final class Capabilities {

    private static final Map<String, String> DANGEROUS = Map.ofEntries(
            Map.entry("ALL", "every capability, close to --privileged"),
            Map.entry("SYS_ADMIN", "mount, namespaces and most of the kernel's administrative interfaces; a known escape path"),
            Map.entry("SYS_PTRACE", "tracing and reading the memory of other processes"),
            Map.entry("SYS_MODULE", "loading kernel modules, i.e. running code in the host kernel"),
            Map.entry("SYS_RAWIO", "raw I/O ports and device memory"),
            Map.entry("SYS_BOOT", "rebooting the host"),
            Map.entry("DAC_READ_SEARCH", "reading any file by handle, a known escape path (shocker)"),
            Map.entry("NET_ADMIN", "reconfiguring the network, including undoing any firewall set up inside the container"),
            Map.entry("BPF", "loading BPF programs into the host kernel"),
            Map.entry("PERFMON", "kernel performance monitoring (with BPF, tracing the host)"),
            Map.entry("MKNOD", "creating device nodes"),
            // capabilities(7): the clock is not namespaced, so setting it sets the host's.
            Map.entry("SYS_TIME", "setting the host's system clock (the clock is not namespaced), which breaks TLS, tokens and logs"),
            // capabilities(7): privileged syslog(2) operations; with it kernel addresses show in /proc (kptr_restrict).
            Map.entry("SYSLOG", "reading and clearing the host kernel's log and seeing kernel addresses, which helps kernel exploits"),
            Map.entry("MAC_ADMIN", "changing the host's AppArmor or SELinux policy"),
            Map.entry("MAC_OVERRIDE", "overriding the host's mandatory access control (AppArmor, SELinux)"));

    private Capabilities() {}

    /** Why adding the capability is dangerous, if it is. */
    public static Optional<String> whyDangerous(String normalisedName) {
        return Optional.ofNullable(DANGEROUS.get(normalisedName));
    }
}
