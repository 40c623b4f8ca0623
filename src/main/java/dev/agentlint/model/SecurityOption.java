package dev.agentlint.model;

import java.util.Locale;

/**
 * A container security option ({@code --security-opt}, Compose {@code security_opt}), read once:
 * the legacy {@code name:value} separator is {@code =}, the name lower case, and
 * {@code no-new-privileges} alone (or with a Go boolean) is {@code no-new-privileges=true|false}.
 * Kubernetes and Quadlet settings with the same effect ({@code allowPrivilegeEscalation: false},
 * {@code NoNewPrivileges=true}) are recorded as the option they turn into.
 *
 * @param name  lower case ({@code seccomp}, {@code label})
 * @param value stripped ({@code unconfined}, {@code type:spc_t}); null for a bare name
 */
public record SecurityOption(String name, String value) {

    public static SecurityOption of(String written) {
        String s = written.strip();
        int eq = s.indexOf('=');
        int colon = s.indexOf(':');
        // The legacy separator is ':'; label values contain ':' themselves (label=user:U), so only
        // the first separator counts.
        int sep = eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
        String name = (sep < 0 ? s : s.substring(0, sep)).strip().toLowerCase(Locale.ROOT);
        String value = sep < 0 ? null : s.substring(sep + 1).strip();
        if (name.equals("no-new-privileges")) {
            Boolean b = value == null ? Boolean.TRUE : GoBool.parse(value);
            return new SecurityOption(name, b == null ? value : b.toString());
        }
        return new SecurityOption(name, value);
    }

    /** This option with this value, as the engines compare them: names and values in any case, blanks ignored. */
    public boolean is(String optionName, String optionValue) {
        return name.equals(optionName) && value != null
                && value.replace(" ", "").equalsIgnoreCase(optionValue);
    }

    /** {@code name=value}, or the bare name: how messages quote it. */
    @Override
    public String toString() {
        return value == null ? name : name + "=" + value;
    }
}
