package dev.agentlint.config;

import java.util.ArrayList;
import java.util.List;

/**
 * A path pattern as {@code .gitignore} writes them, matched against '/'-separated paths relative to
 * the project root (the directory holding {@code .agentlint.yaml}).
 *
 * <ul>
 *   <li>{@code *} matches within one path segment, {@code ?} one character, {@code [a-z]} / {@code [!a]} a class;</li>
 *   <li>a {@code **} segment matches any number of segments, including none;</li>
 *   <li>a pattern without a '/' (other than a trailing one) matches a name at any depth; a pattern
 *       with one, or starting with '/', is anchored at the project root;</li>
 *   <li>a trailing '/' matches directories only;</li>
 *   <li>a pattern that matches a directory matches everything beneath it.</li>
 * </ul>
 *
 * <p>Matching is by segments with a classic two-pointer wildcard match: quadratic at worst, never
 * exponential, whatever the pattern.
 */
public final class Glob {

    private final String pattern;
    private final boolean directoryOnly;
    private final List<String> segments;
    /** The first and last segments when they are plain names (no wildcard): a path must begin and end with them. */
    private final String literalFirst;
    private final String literalLast;

    private Glob(String pattern, boolean directoryOnly, List<String> segments) {
        this.pattern = pattern;
        this.directoryOnly = directoryOnly;
        this.segments = segments;
        this.literalFirst = literal(segments.get(0));
        this.literalLast = literal(segments.get(segments.size() - 1));
    }

    private static String literal(String segment) {
        for (int i = 0; i < segment.length(); i++) {
            char c = segment.charAt(i);
            if (c == '*' || c == '?' || c == '[') return null;
        }
        return segment;
    }

    /** @throws IllegalArgumentException with a message for users when the pattern is not valid */
    public static Glob parse(String pattern) {
        String p = pattern.strip();
        if (p.isEmpty()) throw new IllegalArgumentException("empty path pattern");
        if (p.indexOf('\\') >= 0) throw new IllegalArgumentException("use '/' in path patterns, not '\\'");
        while (p.startsWith("./")) p = p.substring(2);
        boolean anchored = p.startsWith("/");
        if (anchored) p = p.substring(1);
        boolean dirOnly = p.endsWith("/");
        while (p.endsWith("/")) p = p.substring(0, p.length() - 1);
        if (p.isEmpty()) throw new IllegalArgumentException("path pattern '" + pattern + "' names no path");
        if (p.contains("/")) anchored = true;
        List<String> segs = new ArrayList<>();
        if (!anchored) segs.add("**");
        for (String s : p.split("/", -1)) {
            if (s.isEmpty()) throw new IllegalArgumentException("path pattern '" + pattern + "' has an empty segment ('//')");
            if (s.equals(".") || s.equals("..")) {
                throw new IllegalArgumentException("path pattern '" + pattern + "' may not contain '.' or '..' segments");
            }
            checkClasses(pattern, s);
            // Collapse runs of '**' (equivalent, and keeps matching linear in their number).
            if (s.equals("**") && !segs.isEmpty() && segs.get(segs.size() - 1).equals("**")) continue;
            segs.add(s);
        }
        return new Glob(pattern, dirOnly, List.copyOf(segs));
    }

    public String pattern() {
        return pattern;
    }

    /**
     * @param path        '/'-separated, relative to the project root, without a leading "./"
     * @param isDirectory whether the path names a directory
     * @return whether the pattern matches the path or one of its parent directories
     */
    public boolean matches(String path, boolean isDirectory) {
        if (path.isEmpty()) return false;
        String[] parts = path.split("/");
        // The path itself, then each parent (as a directory).
        for (int n = parts.length; n >= 1; n--) {
            boolean dir = n < parts.length || isDirectory;
            if (directoryOnly && !dir) continue;
            if (matchSegments(parts, n)) return true;
        }
        return false;
    }

    /** As {@link #matches}, for the path itself only, not its parents (which the caller has tested). */
    public boolean matchesItself(String path, boolean isDirectory) {
        if (path.isEmpty() || (directoryOnly && !isDirectory)) return false;
        // Discovery asks this of every entry it lists, and most patterns name a directory: reject by the names first.
        if (literalFirst != null && !(path.startsWith(literalFirst) && (path.length() == literalFirst.length() || path.charAt(literalFirst.length()) == '/'))) {
            return false;
        }
        if (literalLast != null && !(path.endsWith(literalLast)
                && (path.length() == literalLast.length() || path.charAt(path.length() - literalLast.length() - 1) == '/'))) {
            return false;
        }
        String[] parts = path.split("/");
        return matchSegments(parts, parts.length);
    }

    /** {@code segments} against the first {@code n} path parts; {@code **} spans any number of parts. */
    private boolean matchSegments(String[] parts, int n) {
        int m = segments.size();
        // reach[j]: the first j pattern segments can match the first i parts (rolling over i).
        boolean[] reach = new boolean[m + 1];
        reach[0] = true;
        for (int j = 1; j <= m && segments.get(j - 1).equals("**"); j++) reach[j] = true;
        for (int i = 1; i <= n; i++) {
            boolean[] next = new boolean[m + 1];
            for (int j = 1; j <= m; j++) {
                String seg = segments.get(j - 1);
                if (seg.equals("**")) {
                    next[j] = next[j - 1] || reach[j];
                } else {
                    next[j] = reach[j - 1] && matchName(seg, parts[i - 1]);
                }
            }
            reach = next;
        }
        return reach[m];
    }

    /** One segment: {@code *}, {@code ?} and classes; a lone {@code **} inside a name acts as {@code *}. */
    static boolean matchName(String pattern, String name) {
        int p = 0, s = 0, starP = -1, starS = -1;
        while (s < name.length()) {
            if (p < pattern.length()) {
                char c = pattern.charAt(p);
                if (c == '*') {
                    while (p < pattern.length() && pattern.charAt(p) == '*') p++;
                    starP = p;
                    starS = s;
                    continue;
                }
                if (c == '?') {
                    p++;
                    s++;
                    continue;
                }
                if (c == '[') {
                    int end = classEnd(pattern, p);
                    if (classMatches(pattern, p + 1, end, name.charAt(s))) {
                        p = end + 1;
                        s++;
                        continue;
                    }
                } else if (c == name.charAt(s)) {
                    p++;
                    s++;
                    continue;
                }
            }
            if (starP < 0) return false;
            p = starP;
            s = ++starS;
        }
        while (p < pattern.length() && pattern.charAt(p) == '*') p++;
        return p == pattern.length();
    }

    /** Index of the ']' closing the class opened at {@code open}. */
    private static int classEnd(String pattern, int open) {
        int i = open + 1;
        if (i < pattern.length() && pattern.charAt(i) == '!') i++;
        if (i < pattern.length() && pattern.charAt(i) == ']') i++;
        return pattern.indexOf(']', i);
    }

    private static boolean classMatches(String pattern, int from, int to, char c) {
        boolean negate = from < to && pattern.charAt(from) == '!';
        int i = negate ? from + 1 : from;
        boolean hit = false;
        while (i < to) {
            char lo = pattern.charAt(i);
            if (i + 2 < to && pattern.charAt(i + 1) == '-') {
                if (c >= lo && c <= pattern.charAt(i + 2)) hit = true;
                i += 3;
            } else {
                if (c == lo) hit = true;
                i++;
            }
        }
        return hit != negate;
    }

    private static void checkClasses(String pattern, String segment) {
        for (int i = 0; i < segment.length(); i++) {
            if (segment.charAt(i) == '[') {
                int end = classEnd(segment, i);
                if (end < 0) throw new IllegalArgumentException("path pattern '" + pattern + "' has an unclosed '['");
                i = end;
            }
        }
    }

    @Override
    public String toString() {
        return pattern;
    }
}
