package dev.agentlint.fix;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.unit.UnitFile;
import dev.agentlint.parse.unit.UnitFileParser;
import java.util.ArrayList;
import java.util.List;

/** systemd and Quadlet units: the last assignment of a key wins; keys and sections are case-sensitive. */
final class UnitEditor extends SectionEditor {

    private UnitFile unit;

    @Override
    List<Header> headers(EditText t) throws ParseException {
        unit = UnitFileParser.parse(t.text, t.lines);
        List<Header> out = new ArrayList<>();
        for (UnitFile.Section s : unit.sections()) out.add(new Header(s.name(), s.span()));
        return out;
    }

    @Override
    List<Assignment> assignments() {
        List<Assignment> out = new ArrayList<>();
        for (UnitFile.Section s : unit.sections()) {
            for (UnitFile.Entry e : s.entries()) out.add(new Assignment(s.name(), e.key(), e.keySpan(), e.valueSpan()));
        }
        return out;
    }

    @Override
    Assignment inEffect(String section, String key) {
        UnitFile.Section s = unit.section(section);
        UnitFile.Entry e = s == null ? null : s.last(key);
        return e == null ? null : new Assignment(section, e.key(), e.keySpan(), e.valueSpan());
    }

    @Override
    Header home(List<Header> headers, String section) {
        Header last = null;
        for (Header h : headers) if (h.name().equals(section)) last = h;
        return last;
    }

    /**
     * One word of an assignment's value ({@code near}: an {@code Environment=} pair) goes with the
     * blank before it; the assignment's line goes when nothing else is left of its value (an empty
     * {@code Environment=} would reset the list instead).
     */
    @Override
    public String remove(EditText t, String path, dev.agentlint.base.Span near) throws ParseException {
        List<String> segments = Pointer.segments(path);
        if (segments.size() != 2) return null;
        unit = UnitFileParser.parse(t.text, t.lines);
        int from = t.start(near), to = t.end(near);
        for (UnitFile.Section s : unit.sections()) {
            if (!s.name().equals(segments.get(0))) continue;
            for (UnitFile.Entry e : s.entries()) {
                int vs = t.start(e.valueSpan()), ve = t.end(e.valueSpan());
                if (!e.key().equals(segments.get(1)) || from < vs || to > ve || to <= from) continue;
                String rest = t.text.substring(vs, from) + t.text.substring(to, ve);
                if (rest.replace("\"", "").replace("'", "").isBlank()) {
                    if (e.keySpan().line() != e.valueSpan().endLine()) return null;
                    t.replace(t.lineStart(e.keySpan().line()), t.afterLine(e.keySpan().line()), "");
                    return "";
                }
                return CommandLineEditor.remove(t, near);
            }
        }
        return null;
    }

    @Override
    String render(Object value) {
        if (value instanceof Boolean b) return b ? "yes" : "no";
        return String.valueOf(value);
    }
}
