package dev.agentlint.parse.unit;

import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import java.util.ArrayList;
import java.util.List;

/**
 * A systemd-syntax unit file (systemd units, Podman Quadlet): sections of key=value assignments in
 * file order. Repeated keys are all kept; {@link Section#last} gives systemd's "last one wins" for
 * single-value settings and {@link Section#list} its accumulate-until-empty-assignment rule.
 */
public record UnitFile(List<Section> sections) {

    /**
     * One assignment.
     *
     * @param key       the key, case as written
     * @param value     the value, continuation lines joined with a space, surrounding whitespace trimmed
     * @param keySpan   where the key is written
     * @param valueSpan where the value is written (to the end of its last continuation line)
     * @param verbatim  true when the value is a single line, so offsets inside it map onto the source
     * @param offsets   where each character of {@code value} is written, continuation lines included
     */
    public record Entry(String key, String value, Span keySpan, Span valueSpan, boolean verbatim, OffsetMap offsets) {

        public Span span() {
            return keySpan.union(valueSpan);
        }

        /** Where characters {@code [start, end)} of the value are written. */
        public Span span(int start, int end) {
            return offsets.span(start, end);
        }
    }

    /** A {@code [Name]} section and its assignments. */
    public record Section(String name, Span span, List<Entry> entries) {

        /** All assignments of a key, in order. */
        public List<Entry> all(String key) {
            List<Entry> out = new ArrayList<>();
            for (Entry e : entries) if (e.key().equals(key)) out.add(e);
            return out;
        }

        /** The last assignment of a key, as systemd applies single-value settings; null if absent. */
        public Entry last(String key) {
            for (int i = entries.size() - 1; i >= 0; i--) if (entries.get(i).key().equals(key)) return entries.get(i);
            return null;
        }

        /** A list setting: every assignment after the last empty one (which resets the list). */
        public List<Entry> list(String key) {
            List<Entry> out = new ArrayList<>();
            for (Entry e : entries) {
                if (!e.key().equals(key)) continue;
                if (e.value().isEmpty()) out.clear();
                else out.add(e);
            }
            return out;
        }
    }

    /** Every section with this name (units may repeat a section header). */
    public List<Section> sections(String name) {
        List<Section> out = new ArrayList<>();
        for (Section s : sections) if (s.name().equals(name)) out.add(s);
        return out;
    }

    /** All sections with this name merged into one, in file order; null when there is none. */
    public Section section(String name) {
        List<Section> found = sections(name);
        if (found.isEmpty()) return null;
        if (found.size() == 1) return found.get(0);
        List<Entry> entries = new ArrayList<>();
        for (Section s : found) entries.addAll(s.entries());
        return new Section(name, found.get(0).span(), entries);
    }

    /** systemd's boolean values. */
    public static Boolean bool(String value) {
        return switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "1", "yes", "y", "true", "t", "on" -> Boolean.TRUE;
            case "0", "no", "n", "false", "f", "off" -> Boolean.FALSE;
            default -> null;
        };
    }
}
