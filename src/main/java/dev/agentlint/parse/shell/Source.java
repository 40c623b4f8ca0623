package dev.agentlint.parse.shell;

/** The text being parsed and, for re-parsed text, the origin offset each character came from. */
final class Source {

    final String text;
    private final int[] origins;

    Source(String text, int[] origins) {
        this.text = text;
        this.origins = origins != null && origins.length == text.length() ? origins : null;
    }

    int length() {
        return text.length();
    }

    /** Origin offset of the character at {@code i}; past the end, just after the last character. */
    int origin(int i) {
        if (origins == null) return i;
        if (i < 0) return origins.length == 0 ? 0 : origins[0];
        if (i >= origins.length) return origins.length == 0 ? 0 : origins[origins.length - 1] + 1;
        return origins[i];
    }

    /** Origin offset just after the character at {@code endExclusive - 1}. */
    int originEnd(int endExclusive) {
        if (origins == null) return endExclusive;
        if (endExclusive <= 0) return origin(0);
        return origin(Math.min(endExclusive, origins.length) - 1) + 1;
    }

    int[] origins(int from, int to) {
        int[] out = new int[Math.max(0, to - from)];
        for (int i = 0; i < out.length; i++) out[i] = origin(from + i);
        return out;
    }
}
