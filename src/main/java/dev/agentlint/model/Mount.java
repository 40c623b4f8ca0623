package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * A host directory or file made visible inside an isolated environment: a container bind mount or
 * volume, a VM share, a Windows Sandbox mapped folder. One model for all of them, so one rule
 * checks what any of them exposes.
 *
 * @param kind     what the host side is
 * @param hostPath the host side, normalised; null for named volumes and tmpfs
 * @param target   where it appears inside, as written (may be empty)
 * @param readOnly whether the isolated side can only read it
 * @param via      what declares it, for messages ("compose service agent", "Lima mounts")
 * @param location where it is written
 */
public record Mount(Kind kind, HostPath hostPath, String target, boolean readOnly, Phrase via, Location location) {

    /** What a mount's host side is, as the engines' {@code type=} values and the VM formats say. */
    public enum Kind {
        /** A host path bound in. */
        BIND,
        /** A named volume the engine manages. */
        VOLUME,
        TMPFS,
        /** A Windows named pipe. */
        NPIPE,
        /** Another image's file system. */
        IMAGE,
        /** A VM's or sandbox's shared folder. */
        SHARE,
        /** A {@code type=} the engines do not document ({@code cluster}, a typo). */
        OTHER;

        /** The kind a written {@code type=} names, in any case. */
        public static Kind of(String type) {
            for (Kind k : values()) if (k != OTHER && k.name().equalsIgnoreCase(type.strip())) return k;
            return OTHER;
        }
    }

    public boolean isHostPath() {
        return hostPath != null;
    }

    /** This mount as another container gets it (Compose {@code volumes_from}, {@code --volumes-from}), read-only if either says so. */
    public Mount lentTo(Phrase via, Location at, boolean readOnly) {
        return new Mount(kind, hostPath, target, this.readOnly || readOnly, via, at);
    }
}
