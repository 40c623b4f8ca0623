package dev.agentlint.model;

import dev.agentlint.base.Phrase;

/**
 * A setting's value in effect and where it comes from: written in the file, or the format's default
 * because it is absent (or because what is written does not take effect).
 *
 * @param value    the value in effect; the default when {@code explicit} is false
 * @param explicit true when the file sets it and the value written is the one in effect
 * @param location where it is written; for a default, where it belongs (its section, element or the
 *                 start of the file), or the line whose value was ignored
 * @param caveat   why a value written in the file does not take effect (an invalid boolean, a
 *                 duplicate, a line after the one where the reader stops), or null
 */
public record Setting<T>(T value, boolean explicit, Location location, Phrase caveat) {

    public static <T> Setting<T> written(T value, Location location) {
        return new Setting<>(value, true, location, null);
    }

    public static <T> Setting<T> byDefault(T value, Location where) {
        return new Setting<>(value, false, where, null);
    }

    /** A value written in the file that does not apply, so the default does. */
    public static <T> Setting<T> ignored(T defaultValue, Location written, Phrase why) {
        return new Setting<>(defaultValue, false, written, why);
    }

    /** " (why)" for messages when the written value was ignored, else "". */
    public String caveatSuffix() {
        return caveat == null ? "" : " (" + caveat + ")";
    }
}
