package dev.agentlint.check;

import java.util.Locale;

/** A finding's level, as SARIF names them. Ordered from most to least severe. */
public enum Level {
    ERROR, WARNING, NOTE;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when this level is at least as severe as the threshold. */
    @SuppressWarnings("EnumOrdinal") // the levels are declared most severe first: their order is the severity
    public boolean atLeast(Level threshold) {
        return ordinal() <= threshold.ordinal();
    }

    public static Level parse(String s) {
        return valueOf(s.trim().toUpperCase(Locale.ROOT));
    }
}
