package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * A host directory or file made visible inside an isolated environment: a container bind mount or
 * volume, a VM share, a Windows Sandbox mapped folder. One model for all of them, so one rule
 * checks what any of them exposes.
 *
 * @param type     {@code bind}, {@code volume} (named), {@code tmpfs}, {@code npipe}, {@code image},
 *                 {@code share} (a VM or sandbox share)
 * @param hostPath the host side, normalised; null for named volumes and tmpfs
 * @param target   where it appears inside, as written (may be empty)
 * @param readOnly whether the isolated side can only read it
 * @param via      what declares it, for messages ("compose service agent", "Lima mounts")
 * @param location where it is written
 */
public record Mount(String type, HostPath hostPath, String target, boolean readOnly, Phrase via, Location location) {

    public boolean isHostPath() {
        return hostPath != null;
    }

    /** This mount as another container gets it (Compose {@code volumes_from}, {@code --volumes-from}), read-only if either says so. */
    public Mount lentTo(Phrase via, Location at, boolean readOnly) {
        return new Mount(type, hostPath, target, this.readOnly || readOnly, via, at);
    }
}
