package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import java.util.ArrayList;
import java.util.List;

/**
 * The short volume syntax shared by Compose {@code volumes}, {@code docker/podman run -v} and
 * Quadlet {@code Volume=}: {@code [SOURCE:]TARGET[:OPTIONS]}. Split as compose-go's
 * {@code ParseVolume} does: on {@code :}, except after a drive letter ({@code C:\src}) and inside
 * {@code ${…}}.
 *
 * @param source  the host path or volume name, null for an anonymous volume
 * @param target  the path inside the container
 * @param options the comma-separated options ({@code ro}, {@code z}, {@code rshared}, …)
 */
public record VolumeSpec(String source, String target, List<String> options) {

    public static VolumeSpec parse(String spec) {
        List<String> fields = split(spec.strip());
        if (fields.isEmpty()) return new VolumeSpec(null, "", List.of());
        if (fields.size() == 1) return new VolumeSpec(null, fields.get(0), List.of());
        List<String> options = new ArrayList<>();
        if (fields.size() > 2) {
            for (String o : String.join(":", fields.subList(2, fields.size())).split(",")) {
                if (!o.isBlank()) options.add(o.strip());
            }
        }
        return new VolumeSpec(fields.get(0), fields.get(1), List.copyOf(options));
    }

    /** Compose and Podman accept only {@code ro}; {@code readonly} or {@code RO} are silently ignored. */
    public boolean readOnly() {
        return options.contains("ro");
    }

    /**
     * A host path rather than a named volume: it starts with {@code /}, {@code .}, {@code ~}, a
     * drive letter, {@code \\}, or a variable or specifier that stands for a path.
     */
    public boolean isHostPath() {
        return source != null && looksLikePath(source);
    }

    public Mount toMount(Phrase via, Location at) {
        if (source == null || source.isEmpty()) return new Mount(Mount.Kind.VOLUME, null, target, readOnly(), via, at);
        if (!isHostPath()) return new Mount(Mount.Kind.VOLUME, null, target, readOnly(), via, at);
        return new Mount(Mount.Kind.BIND, HostPath.of(source), target, readOnly(), via, at);
    }

    static boolean looksLikePath(String s) {
        if (s.isEmpty()) return false;
        char c = s.charAt(0);
        if (c == '/' || c == '.' || c == '~' || c == '\\' || c == '$' || c == '%') return true;
        if (s.startsWith("{{")) return true;
        return s.length() >= 2 && Character.isLetter(c) && s.charAt(1) == ':'
                && (s.length() == 2 || s.charAt(2) == '\\' || s.charAt(2) == '/');
    }

    private static List<String> split(String spec) {
        List<String> out = new ArrayList<>();
        if (spec.isEmpty()) return out;
        StringBuilder field = new StringBuilder();
        int braces = 0;
        for (int i = 0; i < spec.length(); i++) {
            char c = spec.charAt(i);
            if (c == '$' && i + 1 < spec.length() && spec.charAt(i + 1) == '{') {
                braces++;
            } else if (c == '}' && braces > 0) {
                braces--;
            } else if (c == ':' && braces == 0 && !isDriveColon(field, spec, i)) {
                out.add(field.toString());
                field.setLength(0);
                continue;
            }
            field.append(c);
        }
        out.add(field.toString());
        return out;
    }

    /** {@code C:} at the start of a field, followed by a path separator or the end. */
    private static boolean isDriveColon(StringBuilder field, String spec, int i) {
        if (field.length() != 1 || !Character.isLetter(field.charAt(0))) return false;
        return i + 1 >= spec.length() || spec.charAt(i + 1) == '\\' || spec.charAt(i + 1) == '/';
    }
}
