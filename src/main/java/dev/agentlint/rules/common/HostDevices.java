package dev.agentlint.rules.common;

import dev.agentlint.base.Phrase;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Host devices that hand a container the host itself: raw disks (read or write any file of any
 * file system on them, whatever the mount namespace says) and the kernel's memory, I/O-port and
 * log devices. Other devices (GPUs, USB, {@code /dev/kvm}, {@code /dev/fuse}) are kernel attack
 * surface but not the host; they are not matched here.
 */
public final class HostDevices {

    private static final Pattern DISK = Pattern.compile(
            "/dev/(?:sd[a-z]{1,3}[0-9]*|hd[a-z][0-9]*|vd[a-z]{1,3}[0-9]*|xvd[a-z]{1,3}[0-9]*|nvme[0-9]+(?:n[0-9]+(?:p[0-9]+)?)?"
                    + "|md[0-9]*|md/.+|dm-[0-9]+|mapper/.+|mmcblk[0-9]+(?:p[0-9]+)?|loop[0-9]+|disk/.+|root|sr[0-9]+|nbd[0-9]+)");
    private static final Pattern KERNEL = Pattern.compile("/dev/(?:mem|kmem|port|kmsg)");

    private HostDevices() {}

    /** What the host side of a device or mount gives away, if it is a raw disk or a kernel device. */
    public static Optional<Phrase> whatItExposes(String hostPath) {
        if (hostPath == null || hostPath.length() > 1024) return Optional.empty();
        String p = hostPath.strip().toLowerCase(Locale.ROOT);
        if (!p.startsWith("/dev/")) return Optional.empty();
        if (DISK.matcher(p).matches()) return Optional.of(Phrase.of("a raw host disk: every file on it can be read and written, past any mount and permission"));
        if (KERNEL.matcher(p).matches()) {
            return Optional.of(p.equals("/dev/kmsg") ? Phrase.of("the host kernel's log, which leaks kernel addresses and can be written to")
                    : Phrase.of("the host's physical memory or I/O ports"));
        }
        return Optional.empty();
    }

    /**
     * The host side of a device as {@code --device}, Compose {@code devices:} and Quadlet
     * {@code AddDevice=} write it: {@code HOST[:CONTAINER[:PERMISSIONS]]}.
     */
    public static String hostSide(String device) {
        String d = device.strip();
        int colon = d.indexOf(':');
        return colon < 0 ? d : d.substring(0, colon);
    }
}
