package dev.agentlint.rules.common;

import java.util.Locale;
import java.util.Set;

/** Variables that point HTTP clients at a proxy: advisory, since any program may ignore them. */
public final class ProxyVariables {

    private static final Set<String> NAMES = Set.of("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY");

    private ProxyVariables() {}

    public static boolean isProxy(String name) {
        return name != null && NAMES.contains(name.toUpperCase(Locale.ROOT));
    }
}
