package dev.agentlint.parse.ini;

import dev.agentlint.base.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A {@code wsl.conf} or {@code .wslconfig} file as WSL reads it: the assignments in file order, and
 * the lines WSL rejects.
 *
 * @param entries  every assignment WSL accepted as a line, in file order (duplicates included)
 * @param sections every section header WSL accepted, in file order
 * @param problems lines WSL warns about (invalid lines, bad escapes, unterminated quotes)
 * @param stop     for {@code wsl.conf}, the invalid line where WSL stops reading (everything after it
 *                 keeps its default); null when it reads the whole file
 */
public record WslIni(List<Entry> entries, List<Section> sections, List<Problem> problems, Problem stop) {

    /** A {@code [name]} header. */
    public record Section(String name, Span span) {}

    /**
     * One {@code key=value} line.
     *
     * @param section   the section name as written ({@code ""} before any section)
     * @param key       the key as written
     * @param value     the value with quotes removed, escapes resolved, continuation lines joined
     * @param keySpan   where the key is written
     * @param valueSpan where the value is written (quotes included)
     * @param verbatim  true when the value is exactly the source text at {@code valueSpan}
     */
    public record Entry(String section, String key, String value, Span keySpan, Span valueSpan, boolean verbatim) {

        /** {@code section.key}, as WSL matches it (case-insensitively). */
        public String name() {
            return section.isEmpty() ? key : section + "." + key;
        }

        public Span span() {
            return keySpan.union(valueSpan);
        }

        public boolean is(String fullName) {
            return name().equalsIgnoreCase(fullName);
        }
    }

    /** A line WSL rejects, and why. */
    public record Problem(String message, Span span) {}

    /**
     * The assignment WSL applies for a setting: the first one written under any of its names (WSL
     * keeps the first and ignores later duplicates with a warning, even when the first has an
     * invalid value). Null when the setting is not written.
     */
    public Entry first(String... names) {
        for (Entry e : entries) {
            for (String n : names) if (e.is(n)) return e;
        }
        return null;
    }

    /** Every assignment of a setting under any of its names, in file order. */
    public List<Entry> all(String... names) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            for (String n : names) {
                if (e.is(n)) {
                    out.add(e);
                    break;
                }
            }
        }
        return out;
    }

    /** The first header of a section (case-insensitive), or null: where to point when its key is missing. */
    public Section section(String name) {
        for (Section s : sections) if (s.name().equalsIgnoreCase(name)) return s;
        return null;
    }

    /** WSL's booleans: {@code true}/{@code false} in any case, {@code 1}/{@code 0}; null for anything else. */
    public static Boolean bool(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true", "1" -> Boolean.TRUE;
            case "false", "0" -> Boolean.FALSE;
            default -> null;
        };
    }
}
