package dev.agentlint.read;

/** Small text helpers that never split a character. */
public final class Texts {

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
        return abbreviate(s.replaceAll("\\s+", " ").strip(), max);
    }
}
