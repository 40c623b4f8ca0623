package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.Location;
import dev.agentlint.model.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Normalises container settings that every format spells several ways. */
public final class ContainerValues {

    private static final Pattern COMMAS_AND_SPACES = Pattern.compile("[,\\s]+");

    private ContainerValues() {}

    /**
     * {@code sys_admin}, {@code CAP_SYS_ADMIN}, {@code Sys_Admin} → {@code SYS_ADMIN}; {@code all} → {@code ALL}.
     * {@code CAP_ALL} stays {@link #INVALID_ALL}: Docker ({@code oci/caps NormalizeLegacyCapabilities})
     * and Podman accept only the bare word {@code ALL}, prefix the rest with {@code CAP_} and refuse
     * {@code CAP_ALL} as an unknown capability.
     */
    public static String capability(String written) {
        String c = written.strip().toUpperCase(Locale.ROOT);
        if (c.equals(INVALID_ALL)) return c;
        return c.startsWith("CAP_") ? c.substring(4) : c;
    }

    /** A spelling of "every capability" that the engines refuse. */
    public static final String INVALID_ALL = Workload.INVALID_ALL_CAPABILITIES;

    /** A capability list as Podman and Quadlet accept it: comma or space separated. */
    public static List<String> capabilities(String written) {
        List<String> out = new ArrayList<>();
        for (String part : COMMAS_AND_SPACES.split(written)) {
            if (!part.isBlank()) out.add(capability(part));
        }
        return out;
    }

    /**
     * Podman's {@code --secret NAME[,type=mount|env][,target=T]} (and Quadlet's {@code Secret=}):
     * a file under {@code /run/secrets} by default, or the variable {@code target} names.
     */
    public static Optional<Workload.Secret> podmanSecret(String value, Location at) {
        String[] parts = value.strip().split(",");
        String name = parts[0].strip();
        if (name.isEmpty()) return Optional.empty();
        boolean env = false;
        String target = null;
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (p.equalsIgnoreCase("type=env")) env = true;
            else if (p.startsWith("target=")) target = p.substring(7);
        }
        String variable = env ? (target == null || target.isEmpty() ? name : target) : null;
        return Optional.of(new Workload.Secret(Phrase.of("Podman secret \"{name}\"", "name", name), name, variable, at));
    }
}
