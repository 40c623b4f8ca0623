package dev.agentlint.parse.unit;

import java.util.ArrayList;
import java.util.List;

/**
 * A systemd command line ({@code ExecStart=} and friends) split the way systemd does it, not the
 * way a shell would: optional prefixes ({@code @ - : + ! !!}), then words separated by blanks, with
 * double or single quotes and C-style escapes ({@code \n \t \\ \" \' \s \xNN \NNN \ uNNNN}). Specifiers
 * ({@code %h}) and variables ({@code $FOO}, {@code ${FOO}}) are kept as written.
 *
 * @param prefixes the prefix characters as written ({@code "+"}, {@code "-!!"}), possibly empty
 * @param args     the words; offsets are into the value the line was parsed from
 */
public record ExecLine(String prefixes, List<Arg> args) {

    /** One word, and where it is written in the value ({@code [start, end)}). */
    public record Arg(String value, int start, int end) {

        /**
         * Where the word's characters are written one to one in {@code line} (the value it was parsed
         * from): at its start, or just inside its quotes; -1 when escapes or mixed quoting change them.
         */
        public int writtenAt(String line) {
            String raw = line.substring(start, end);
            if (raw.equals(value)) return start;
            int last = raw.length() - 1;
            if (last >= 1 && (raw.charAt(0) == '"' || raw.charAt(0) == '\'') && raw.charAt(last) == raw.charAt(0)
                    && raw.regionMatches(1, value, 0, value.length()) && value.length() == last - 1) {
                return start + 1;
            }
            return -1;
        }
    }

    /** The words' values. */
    public List<String> argv() {
        List<String> out = new ArrayList<>(args.size());
        for (Arg a : args) out.add(a.value());
        return out;
    }

    /** {@code +} (or {@code !}/{@code !!}): the command runs with full privileges, without the unit's sandboxing. */
    public boolean fullPrivileges() {
        return prefixes.indexOf('+') >= 0;
    }

    public static ExecLine parse(String value) {
        int i = 0, n = value.length();
        while (i < n && Character.isWhitespace(value.charAt(i))) i++;
        int p = i;
        while (i < n && "@-:+!".indexOf(value.charAt(i)) >= 0) i++;
        String prefixes = value.substring(p, i);
        List<Arg> args = new ArrayList<>();
        while (i < n) {
            while (i < n && Character.isWhitespace(value.charAt(i))) i++;
            if (i >= n) break;
            int start = i;
            StringBuilder word = new StringBuilder();
            char quote = 0;
            while (i < n) {
                char c = value.charAt(i);
                if (quote == 0 && Character.isWhitespace(c)) break;
                if (quote == 0 && (c == '"' || c == '\'')) {
                    quote = c;
                    i++;
                } else if (quote != 0 && c == quote) {
                    quote = 0;
                    i++;
                } else if (c == '\\' && i + 1 < n) {
                    i = unescape(value, i + 1, word);
                } else {
                    word.append(c);
                    i++;
                }
            }
            args.add(new Arg(word.toString(), start, i));
        }
        return new ExecLine(prefixes, List.copyOf(args));
    }

    /** Appends the escape starting at {@code i} (just after the backslash); returns the index after it. */
    private static int unescape(String s, int i, StringBuilder out) {
        char e = s.charAt(i);
        switch (e) {
            case 'a' -> out.append('\u0007');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'n' -> out.append('\n');
            case 'r' -> out.append('\r');
            case 't' -> out.append('\t');
            case 'v' -> out.append('\u000b');
            case 's' -> out.append(' ');
            case 'x' -> {
                return code(s, i + 1, 2, 16, out, e);
            }
            case 'u' -> {
                return code(s, i + 1, 4, 16, out, e);
            }
            case 'U' -> {
                return code(s, i + 1, 8, 16, out, e);
            }
            default -> {
                if (e >= '0' && e <= '7') return code(s, i, 3, 8, out, e);
                out.append(e);
            }
        }
        return i + 1;
    }

    private static int code(String s, int from, int digits, int radix, StringBuilder out, char escape) {
        int end = from + digits;
        if (end > s.length()) {
            out.append(escape);
            return from;
        }
        try {
            int cp = Integer.parseInt(s.substring(from, end), radix);
            if (Character.isValidCodePoint(cp) && cp != 0) {
                out.appendCodePoint(cp);
                return end;
            }
        } catch (NumberFormatException ignored) {
            // not an escape after all: keep the character
        }
        out.append(escape);
        return escape >= '0' && escape <= '7' ? from + 1 : from;
    }
}
