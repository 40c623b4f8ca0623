package dev.agentlint.fix;

import java.util.ArrayList;
import java.util.List;

/** A JSON Pointer ({@code /sandbox/failIfUnavailable}) as its unescaped segments. */
final class Pointer {

    private Pointer() {}

    static List<String> segments(String pointer) {
        List<String> out = new ArrayList<>();
        if (pointer == null || pointer.isEmpty()) return out;
        for (String s : pointer.substring(1).split("/", -1)) out.add(s.replace("~1", "/").replace("~0", "~"));
        return out;
    }

    static boolean isIndex(String segment) {
        if (segment.isEmpty() || segment.length() > 9) return false;
        for (int i = 0; i < segment.length(); i++) if (!Character.isDigit(segment.charAt(i))) return false;
        return true;
    }
}
