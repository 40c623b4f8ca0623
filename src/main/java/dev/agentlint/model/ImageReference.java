package dev.agentlint.model;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A container image reference ({@code ghcr.io/org/agent:1.2@sha256:…}), read once as the OCI
 * distribution spec and the engines split it: the repository (registry and path), then an optional
 * {@code :tag} after the last {@code /}, then an optional {@code @digest}.
 *
 * @param written    as written, stripped
 * @param repository without tag or digest ({@code ghcr.io/org/agent})
 * @param tag        the tag, or null when none is written (the engines then take {@code latest})
 * @param digest     what follows {@code @}, or null
 */
public record ImageReference(String written, String repository, String tag, String digest) {

    private static final Pattern SHA256 = Pattern.compile("sha256:[0-9a-fA-F]{64}");

    public static ImageReference of(String written) {
        String s = written.strip();
        int at = s.indexOf('@');
        String name = at >= 0 ? s.substring(0, at) : s;
        String digest = at >= 0 ? s.substring(at + 1) : null;
        int colon = name.lastIndexOf(':');
        boolean tagged = colon > name.lastIndexOf('/');
        return new ImageReference(s, tagged ? name.substring(0, colon) : name, tagged ? name.substring(colon + 1) : null, digest);
    }

    /** Fixed by a well-formed SHA-256 digest: the image cannot change under the reference. */
    public boolean pinned() {
        return digest != null && SHA256.matcher(digest).matches();
    }

    /** {@code scratch}: the empty image, which nothing can change. */
    public boolean isScratch() {
        return written.equalsIgnoreCase("scratch");
    }

    /** Computed from a variable ({@code ${IMAGE}}, {@code $TAG}): no file decides what it names. */
    public boolean fromVariable() {
        return References.containsReference(written);
    }

    /** A Quadlet {@code .image} or {@code .build} unit named instead of an image: that unit says how it is made. */
    public boolean quadletUnit() {
        return written.endsWith(".image") || written.endsWith(".build");
    }

    /** The last path component of the repository, lower case ({@code agent} for {@code ghcr.io/org/agent:1}). */
    public String name() {
        return repository.substring(repository.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * The reference as the engines compare local images: the default registry's prefixes
     * ({@code docker.io/library/}, {@code docker.io/}, {@code localhost/}) dropped and
     * {@code :latest} added where no tag or digest is written.
     */
    public String comparable() {
        String s = written;
        for (String prefix : new String[] {"docker.io/library/", "docker.io/", "localhost/"}) {
            if (s.startsWith(prefix)) {
                s = s.substring(prefix.length());
                break;
            }
        }
        return tag == null && digest == null ? s + ":latest" : s;
    }

    @Override
    public String toString() {
        return written;
    }
}
