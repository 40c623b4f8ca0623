package dev.agentlint.parse.shell;

import java.util.Arrays;

/** A growable text with the origin offset of each character. */
final class Origins {

    private final StringBuilder text = new StringBuilder();
    private int[] origins = new int[16];

    void append(char c, int origin) {
        if (text.length() == origins.length) origins = Arrays.copyOf(origins, origins.length * 2);
        origins[text.length()] = origin;
        text.append(c);
    }

    void append(String s, int[] from) {
        for (int i = 0; i < s.length(); i++) append(s.charAt(i), from[i]);
    }

    int length() {
        return text.length();
    }

    boolean isEmpty() {
        return text.length() == 0;
    }

    String text() {
        return text.toString();
    }

    int[] origins() {
        return Arrays.copyOf(origins, text.length());
    }

    void clear() {
        text.setLength(0);
    }
}
