package dev.agentlint.config;

/**
 * A location inside a file's structure, written either as a JSON Pointer
 * ({@code /sandbox/excludedCommands/0}) or as a YAML/TOML-style path
 * ({@code services.agent.volumes[1]}, {@code mcp_servers."my.server".command}), turned into the
 * JSON Pointer every finding carries as its logical path.
 */
public final class LogicalPath {

    private LogicalPath() {}

    /**
     * @return the JSON Pointer
     * @throws IllegalArgumentException with a message for users when the text is neither form
     */
    public static String toPointer(String written) {
        String s = written.strip();
        if (s.isEmpty()) throw new IllegalArgumentException("empty location");
        if (s.startsWith("/")) return checkPointer(s);
        return fromDotted(s);
    }

    /** Whether a finding at {@code pointer} lies at or inside {@code scope}. */
    public static boolean within(String pointer, String scope) {
        return pointer.equals(scope) || pointer.startsWith(scope + "/");
    }

    private static String checkPointer(String p) {
        for (int i = 0; i < p.length(); i++) {
            if (p.charAt(i) == '~' && (i + 1 >= p.length() || (p.charAt(i + 1) != '0' && p.charAt(i + 1) != '1'))) {
                throw new IllegalArgumentException("JSON Pointer '" + p + "': '~' must be followed by 0 or 1 (write ~0 for '~' and ~1 for '/')");
            }
        }
        return p;
    }

    private static String fromDotted(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        boolean expectKey = true;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (expectKey) {
                if (c == '"' || c == '\'') {
                    int end = closingQuote(s, i);
                    out.append('/').append(escape(unquote(s.substring(i + 1, end), c)));
                    i = end + 1;
                } else if (c == '[') {
                    throw error(s, "a path starts with a key, not '['");
                } else {
                    int start = i;
                    while (i < s.length() && s.charAt(i) != '.' && s.charAt(i) != '[') {
                        char k = s.charAt(i);
                        if (k == ']' || k == '"' || k == '\'') throw error(s, "unexpected '" + k + "'");
                        i++;
                    }
                    if (i == start) throw error(s, "empty key");
                    out.append('/').append(escape(s.substring(start, i).strip()));
                }
                expectKey = false;
            } else if (c == '.') {
                i++;
                expectKey = true;
                if (i >= s.length()) throw error(s, "ends with '.'");
            } else if (c == '[') {
                int close;
                char q = i + 1 < s.length() ? s.charAt(i + 1) : 0;
                if (q == '"' || q == '\'') {
                    int end = closingQuote(s, i + 1);
                    if (end + 1 >= s.length() || s.charAt(end + 1) != ']') throw error(s, "expected ']' after the quoted key");
                    out.append('/').append(escape(unquote(s.substring(i + 2, end), q)));
                    close = end + 1;
                } else {
                    close = s.indexOf(']', i);
                    if (close < 0) throw error(s, "unclosed '['");
                    String index = s.substring(i + 1, close).strip();
                    if (index.isEmpty() || !index.chars().allMatch(Character::isDigit)) {
                        throw error(s, "'[" + index + "]' is not a list index (quote keys: [\"key\"])");
                    }
                    if (index.length() > 9) throw error(s, "list index " + index + " is too large");
                    out.append('/').append(Integer.parseInt(index));
                }
                i = close + 1;
            } else {
                throw error(s, "expected '.' or '[' after a key");
            }
        }
        return out.toString();
    }

    private static int closingQuote(String s, int open) {
        char q = s.charAt(open);
        for (int i = open + 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && q == '"') {
                i++;
            } else if (c == q) {
                if (q == '\'' && i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    return i;
                }
            }
        }
        throw error(s, "unclosed quote");
    }

    private static String unquote(String body, char q) {
        if (q == '\'') return body.replace("''", "'");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) c = body.charAt(++i);
            b.append(c);
        }
        return b.toString();
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static IllegalArgumentException error(String s, String why) {
        return new IllegalArgumentException("location '" + s + "' is neither a JSON Pointer (/a/0/b) nor a path (a[0].b): " + why);
    }
}
