package dev.agentlint.report;

/**
 * The one sanitiser for human-facing text that comes from input (paths, keys, values, messages
 * quoting them), used by the text and GitHub reports and by every error and notice line agentlint
 * prints. Whatever a scanned file, a file name, {@code .agentlint.yaml} or a baseline holds, the
 * result is one record on one line that a terminal or a CI log shows as written:
 * <ul>
 *   <li>control characters (C0 but the tab, DEL, C1), Unicode format characters (bidi embeddings,
 *       overrides and isolates U+202A–202E and U+2066–2069, marks U+200E/200F, zero-width
 *       characters, tag characters), line and paragraph separators (U+2028/2029) and unpaired
 *       surrogates are made visible as {@code \}{@code u202E} (or {@code \}{@code U000E0041}), so
 *       nothing can move the cursor, recolour or retitle a terminal, reorder what a reader sees,
 *       or end the line;</li>
 *   <li>text whose first visible characters are {@code ::} has that colon escaped, and
 *       {@code ##[} anywhere has its bracket escaped: the GitHub Actions runner acts on a line
 *       that begins with {@code ::} (after leading white space) and on {@code ##[} anywhere in
 *       it, and both stdout and stderr of a step are parsed.</li>
 * </ul>
 * Machine formats (JSON, SARIF) do not use it: they carry the original values in their own
 * escaping. The GitHub format applies its command escaping on top of this.
 */
public final class SafeText {

    private SafeText() {}

    /** {@code s} made safe to print as (part of) one line; a line break is shown as {@code \}{@code u000A}. */
    public static String of(String s) {
        if (s == null) return "";
        return escape(s, true);
    }

    /**
     * A message on one line: line breaks (CR, LF, CRLF) become one space each, as a wrapped
     * message reads best; everything else as {@link #of}.
     */
    public static String line(String s) {
        if (s == null) return "";
        if (s.indexOf('\n') < 0 && s.indexOf('\r') < 0) return escape(s, true);
        return escape(s.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' '), true);
    }

    /**
     * How many characters the first {@code index} characters of {@code s} take once escaped, for
     * a caret under text printed after a prefix (a source excerpt), where the start guard does not apply.
     */
    public static int width(String s, int index) {
        int end = Math.max(0, Math.min(index, s.length()));
        return escape(s.substring(0, end), false).length();
    }

    /** {@code s} escaped as {@link #of} would, without the guard for the start of a line (it follows a prefix). */
    public static String afterPrefix(String s) {
        if (s == null) return "";
        return escape(s, false);
    }

    private static String escape(String s, boolean guardStart) {
        StringBuilder b = null;
        int n = s.length();
        int lead = guardStart ? commandStart(s) : -1;
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            // Printable ASCII is almost everything a report holds: decided without a table lookup.
            if (c >= 0x20 && c < 0x7F) {
                boolean escapeIt = i == lead || c == '[' && i >= 2 && s.charAt(i - 1) == '#' && s.charAt(i - 2) == '#';
                if (escapeIt) {
                    if (b == null) b = new StringBuilder(n + 8).append(s, 0, i);
                    hex(b, c);
                } else if (b != null) {
                    b.append(c);
                }
                i++;
                continue;
            }
            int cp = s.codePointAt(i);
            int len = Character.charCount(cp);
            if (c == '\t' || visible(cp)) {
                if (b != null) b.appendCodePoint(cp);
            } else {
                if (b == null) b = new StringBuilder(n + 8).append(s, 0, i);
                hex(b, cp);
            }
            i += len;
        }
        return b == null ? s : b.toString();
    }

    /** The index of the first colon of a leading {@code ::} (after white space the runner trims), or -1. */
    private static int commandStart(String s) {
        int i = 0;
        while (i < s.length() && (Character.isWhitespace(s.charAt(i)) || Character.isSpaceChar(s.charAt(i)))) i++;
        return s.startsWith("::", i) ? i : -1;
    }

    private static boolean visible(int cp) {
        return switch (Character.getType(cp)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE -> false;
            default -> true;
        };
    }

    private static void hex(StringBuilder b, int cp) {
        String h = Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
        if (cp <= 0xFFFF) {
            b.append("\\u");
            for (int k = h.length(); k < 4; k++) b.append('0');
        } else {
            b.append("\\U");
            for (int k = h.length(); k < 8; k++) b.append('0');
        }
        b.append(h);
    }
}
