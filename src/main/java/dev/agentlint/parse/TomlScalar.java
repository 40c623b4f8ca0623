package dev.agentlint.parse;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.regex.Pattern;

/**
 * TOML 1.0's unquoted values: booleans, integers, floats and the four date-time kinds, as the
 * Java values a TOML library gives (Long, Double, Boolean, java.time), so they print as tomlj
 * printed them before this reader replaced it (ADR 0026).
 */
final class TomlScalar {

    private static final Pattern DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    /** Seconds may be left out, as TOML 1.1 allows and tomlj read; nanoseconds at most (tomlj refused more digits). */
    private static final Pattern TIME = Pattern.compile("[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?");
    private static final Pattern OFFSET = Pattern.compile("[Zz]|[+-][0-9]{2}:[0-9]{2}");

    private TomlScalar() {}

    /** The characters an unquoted value is made of; anything else ends it. */
    static boolean isValueChar(char c) {
        return TomlCursor.isBareKeyChar(c) || c == '+' || c == '.' || c == ':';
    }

    /**
     * The value of one unquoted token ({@code 0x1F}, {@code 1979-05-27T07:32:00Z}), or null when
     * it is no TOML value. A date-time written with a space between date and time is one token.
     */
    static Object of(String token) {
        switch (token) {
            case "true": return true;
            case "false": return false;
            case "inf", "+inf": return Double.POSITIVE_INFINITY;
            case "-inf": return Double.NEGATIVE_INFINITY;
            case "nan", "+nan", "-nan": return Double.NaN;
            default: break;
        }
        if (token.isEmpty()) return null;
        char first = token.charAt(0);
        if (!(first >= '0' && first <= '9') && first != '+' && first != '-') return null;
        if (token.length() >= 5 && (token.charAt(2) == ':' || token.length() >= 10 && token.charAt(4) == '-')) return dateTime(token);
        try {
            int sign = first == '+' || first == '-' ? 1 : 0;
            if (decimalInteger(token, sign, token.length())) return Long.parseLong(token.replace("_", ""));
            if (token.length() > 2 && first == '0') {
                int radix = switch (token.charAt(1)) {
                    case 'x' -> 16;
                    case 'o' -> 8;
                    case 'b' -> 2;
                    default -> 0;
                };
                if (radix > 0 && digitGroups(token, 2, token.length(), radix)) return Long.parseLong(token.substring(2).replace("_", ""), radix);
            }
        } catch (NumberFormatException outOfRange) {
            return OUT_OF_RANGE;
        }
        if (isFloat(token)) return finite(Double.parseDouble(token.replace("_", "")), token);
        return null;
    }

    // Scanned by hand: a regular expression with a repeated group ((_?[0-9])*) recurses once per
    // digit in java.util.regex and overflows the stack on a long enough number.

    /** Digits of one radix, single underscores only between them: 1_000, not _1, 1_ or 1__0. */
    private static boolean digitGroups(String s, int from, int to, int radix) {
        if (from >= to) return false;
        boolean afterUnderscore = true;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '_') {
                if (afterUnderscore) return false;
                afterUnderscore = true;
            } else if (c < 128 && Character.digit(c, radix) >= 0) {
                afterUnderscore = false;
            } else {
                return false;
            }
        }
        return !afterUnderscore;
    }

    /** An unsigned decimal integer: 0, or digits that do not start with 0. */
    private static boolean decimalInteger(String s, int from, int to) {
        if (to - from == 1 && s.charAt(from) == '0') return true;
        return from < to && s.charAt(from) != '0' && digitGroups(s, from, to, 10);
    }

    /** An integer part, then a fraction, an exponent or both ({@code 1.5}, {@code -2e10}, {@code 6.6e-34}). */
    private static boolean isFloat(String t) {
        int from = t.charAt(0) == '+' || t.charAt(0) == '-' ? 1 : 0;
        int dot = t.indexOf('.');
        int e = Math.max(t.indexOf('e'), t.indexOf('E'));
        if (t.indexOf('e') >= 0 && t.indexOf('E') >= 0) return false;
        if (dot < 0 && e < 0 || (e >= 0 && dot > e)) return false;
        int intEnd = dot >= 0 ? dot : e;
        if (!decimalInteger(t, from, intEnd)) return false;
        if (dot >= 0 && !digitGroups(t, dot + 1, e >= 0 ? e : t.length(), 10)) return false;
        if (e < 0) return true;
        int exp = e + 1;
        if (exp < t.length() && (t.charAt(exp) == '+' || t.charAt(exp) == '-')) exp++;
        return digitGroups(t, exp, t.length(), 10);
    }

    /** A number that does not fit: an integer beyond 64 bits, a float beyond a double's range. */
    static final Object OUT_OF_RANGE = new Object();

    /** tomlj refused a float a double cannot hold (1e1000, or 1e-1000 read as zero); so does agentlint. */
    private static Object finite(double d, String token) {
        if (Double.isInfinite(d)) return OUT_OF_RANGE;
        if (d == 0 && mantissaNonZero(token)) return OUT_OF_RANGE;
        return d;
    }

    private static boolean mantissaNonZero(String token) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == 'e' || c == 'E') return false;
            if (c >= '1' && c <= '9') return true;
        }
        return false;
    }

    private static Object dateTime(String token) {
        try {
            if (token.charAt(2) == ':') return TIME.matcher(token).matches() ? time(token) : null;
            if (token.length() == 10) return DATE.matcher(token).matches() ? date(token) : null;
            char sep = token.charAt(10);
            if (sep != 'T' && sep != 't' && sep != ' ' || !DATE.matcher(token).region(0, 10).matches()) return null;
            String rest = token.substring(11);
            int zone = zoneStart(rest);
            String time = rest.substring(0, zone);
            if (!TIME.matcher(time).matches()) return null;
            LocalDateTime local = LocalDateTime.of(date(token), time(time));
            if (zone == rest.length()) return local;
            String offset = rest.substring(zone);
            if (!OFFSET.matcher(offset).matches()) return null;
            if (offset.equalsIgnoreCase("z")) return OffsetDateTime.of(local, ZoneOffset.UTC);
            int hours = Integer.parseInt(offset.substring(1, 3));
            int minutes = Integer.parseInt(offset.substring(4, 6));
            if (hours > 23 || minutes > 59) return null;
            int sign = offset.charAt(0) == '-' ? -1 : 1;
            return OffsetDateTime.of(local, ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes));
        } catch (DateTimeException | NumberFormatException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private static int zoneStart(String rest) {
        for (int i = 5; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == 'Z' || c == 'z' || c == '+' || c == '-') return i;
        }
        return rest.length();
    }

    private static LocalDate date(String s) {
        return LocalDate.of(Integer.parseInt(s.substring(0, 4)), Integer.parseInt(s.substring(5, 7)), Integer.parseInt(s.substring(8, 10)));
    }

    /** {@code HH:MM[:SS[.fraction]]}. */
    private static LocalTime time(String s) {
        if (s.length() == 5) return LocalTime.of(Integer.parseInt(s.substring(0, 2)), Integer.parseInt(s.substring(3, 5)));
        int nanos = 0;
        if (s.length() > 8) {
            String fraction = (s.substring(9) + "00000000").substring(0, 9);
            nanos = Integer.parseInt(fraction);
        }
        return LocalTime.of(Integer.parseInt(s.substring(0, 2)), Integer.parseInt(s.substring(3, 5)), Integer.parseInt(s.substring(6, 8)), nanos);
    }
}
