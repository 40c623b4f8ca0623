package dev.agentlint.fix;

import dev.agentlint.parse.ini.WslIni;
import dev.agentlint.parse.ini.WslIniParser;
import java.util.ArrayList;
import java.util.List;

/** {@code wsl.conf} and {@code .wslconfig}: WSL applies the first assignment of a key, matched case-insensitively. */
final class WslIniEditor extends SectionEditor {

    private final WslIniParser.Dialect dialect;
    private WslIni ini;

    WslIniEditor(WslIniParser.Dialect dialect) {
        this.dialect = dialect;
    }

    @Override
    List<Header> headers(EditText t) {
        ini = WslIniParser.parse(t.text, t.lines, dialect);
        // wsl.conf is read up to its first invalid line: an edit there or below would not apply.
        if (ini.stop() != null) return null;
        List<Header> out = new ArrayList<>();
        for (WslIni.Section s : ini.sections()) out.add(new Header(s.name(), s.span()));
        return out;
    }

    @Override
    List<Assignment> assignments() {
        List<Assignment> out = new ArrayList<>();
        for (WslIni.Entry e : ini.entries()) out.add(new Assignment(e.section(), e.key(), e.keySpan(), e.valueSpan()));
        return out;
    }

    @Override
    Assignment inEffect(String section, String key) {
        WslIni.Entry e = ini.first(section + "." + key);
        return e == null ? null : new Assignment(e.section(), e.key(), e.keySpan(), e.valueSpan());
    }

    @Override
    Header home(List<Header> headers, String section) {
        for (Header h : headers) if (h.name().equalsIgnoreCase(section)) return h;
        return null;
    }

    @Override
    String render(Object value) {
        return String.valueOf(value);
    }
}
