package dev.agentlint.cli;

/** Colour only on a terminal, never with --no-color, NO_COLOR or TERM=dumb. */
final class Colour {

    private Colour() {}

    static boolean enabled(boolean noColorOption, boolean toStdout) {
        if (noColorOption || !toStdout) return false;
        String noColor = System.getenv("NO_COLOR");
        if (noColor != null && !noColor.isEmpty()) return false;
        if ("dumb".equals(System.getenv("TERM"))) return false;
        return System.console() != null;
    }
}
