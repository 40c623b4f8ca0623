package dev.agentlint.cli;

import java.util.Map;

/**
 * When the text report and help are coloured: {@code --color always} and {@code never} decide;
 * {@code auto} (the default) colours a terminal only, and the environment's conventions win over
 * the terminal test: {@code NO_COLOR} (no-color.org) turns colour off, {@code FORCE_COLOR} turns it
 * on where there is no terminal (CI logs), {@code TERM=dumb} turns it off. NO_COLOR wins over
 * FORCE_COLOR: a user's "never" outlasts a tool's "please".
 */
final class Colour {

    enum When { auto, always, never }

    private Colour() {}

    // On the JDK 17 agentlint is built for, console() is null when a stream is redirected.
    @SuppressWarnings("SystemConsoleNull")
    static boolean enabled(When when, boolean toTerminalStream) {
        return enabled(when, toTerminalStream, System.getenv(), System.console() != null);
    }

    static boolean enabled(When when, boolean toTerminalStream, Map<String, String> env, boolean terminal) {
        if (when == When.never || !toTerminalStream) return false;
        if (when == When.always) return true;
        if (set(env.get("NO_COLOR"))) return false;
        String force = env.get("FORCE_COLOR");
        if (set(force)) return !force.equals("0") && !force.equalsIgnoreCase("false");
        if ("dumb".equals(env.get("TERM"))) return false;
        return terminal;
    }

    private static boolean set(String v) {
        return v != null && !v.isEmpty();
    }
}
