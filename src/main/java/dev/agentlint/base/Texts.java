package dev.agentlint.base;

import java.util.regex.Pattern;

/** Small text helpers that never split a character. */
public final class Texts {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private Texts() {}

    /** At most {@code max} chars, ending in "…" when cut, never cutting a surrogate pair in half. */
    public static String abbreviate(String s, int max) {
        if (s.length() <= max) return s;
        int end = Math.max(0, max - 1);
        if (end > 0 && Character.isHighSurrogate(s.charAt(end - 1))) end--;
        return s.substring(0, end) + "…";
    }

    /** Whitespace runs (newlines included) collapsed to one space, then abbreviated. */
    public static String oneLine(String s, int max) {
        // Compiled once: String.replaceAll compiles its pattern on every call, and messages quote many commands.
        return abbreviate(WHITESPACE.matcher(s).replaceAll(" ").strip(), max);
    }
}
