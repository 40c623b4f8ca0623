package dev.agentlint.model;

import java.util.regex.Pattern;

/**
 * A resource limit as written ({@code 4g}, {@code 512}, {@code 1.5}, {@code max}), and whether it
 * limits anything: Docker and Podman read an empty value, {@code -1}, {@code max} or zero in any
 * unit ({@code 0}, {@code 0.0}, {@code 0m}, {@code 0GB}) as none, and systemd {@code infinity}
 * (which a Quadlet unit's {@code [Service]} limits are).
 */
public record Limit(String written) {

    private static final Pattern ZERO = Pattern.compile("0+(?:\\.0*)?\\s*(?:[bkmgtp]i?b?)?", Pattern.CASE_INSENSITIVE);

    public static Limit of(String written) {
        return new Limit(written);
    }

    /** True when the value actually bounds the resource. */
    public boolean limits() {
        String v = written.strip();
        return !v.isEmpty() && !v.equals("-1") && !v.equalsIgnoreCase("max") && !v.equalsIgnoreCase("infinity")
                && !ZERO.matcher(v).matches();
    }

    @Override
    public String toString() {
        return written;
    }
}
