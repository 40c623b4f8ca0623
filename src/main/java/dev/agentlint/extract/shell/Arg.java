package dev.agentlint.extract.shell;

import java.util.Arrays;

/**
 * One argument after expansion, before it becomes a {@link dev.agentlint.model.Word}: its text, the
 * origin offset of every character (so a {@code bash -c} string can be parsed again with exact
 * positions), whether it is fully known, and the origin range it was written at.
 */
record Arg(String value, int[] origins, boolean literal, int start, int end) {

    /** Text whose characters all come from one place (a variable's value, an unknown expansion). */
    static Arg at(String value, int origin, boolean literal, int start, int end) {
        int[] o = new int[value.length()];
        Arrays.fill(o, origin);
        return new Arg(value, o, literal, start, end);
    }

    /** The text from {@code from} on ({@code --sandbox=x} → {@code x}), positioned where that part is written. */
    Arg from(int from) {
        if (from <= 0) return this;
        if (from >= value.length()) return new Arg("", new int[0], literal, end, end);
        int s = Math.max(start, Math.min(origins[from], end));
        return new Arg(value.substring(from), Arrays.copyOfRange(origins, from, origins.length), literal, s, end);
    }

    /** Another value written at the same place ({@code npx @openai/codex} runs {@code codex}). */
    Arg withValue(String v) {
        return at(v, start, literal, start, end);
    }
}
