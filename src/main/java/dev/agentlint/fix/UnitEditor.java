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

    @Override
    String render(Object value) {
        if (value instanceof Boolean b) return b ? "yes" : "no";
        return String.valueOf(value);
    }
}
