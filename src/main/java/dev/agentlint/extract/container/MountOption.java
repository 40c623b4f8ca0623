package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.GoBool;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code --mount} syntax of Docker and Podman (also Quadlet {@code Mount=} and devcontainer
 * {@code mounts} strings): CSV {@code key=value} fields, each of which may be double-quoted as a
 * whole ({@code "source=/a,b"}); keys are case-insensitive and have aliases.
 */
public final class MountOption {

    private MountOption() {}

    /** The fields by lower-case key; a bare field ({@code readonly}) maps to the empty string. */
    public static Map<String, String> fields(String spec) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String field : csv(spec)) {
            String f = field.strip();
            if (f.isEmpty()) continue;
            int eq = f.indexOf('=');
            String key = (eq < 0 ? f : f.substring(0, eq)).strip().toLowerCase(Locale.ROOT);
            String value = eq < 0 ? "" : f.substring(eq + 1).strip();
            out.put(key, unquote(value));
        }
        return out;
    }

    public static Mount parse(String spec, Phrase via, Location at) {
        Map<String, String> f = fields(spec);
        String type = f.getOrDefault("type", "volume").toLowerCase(Locale.ROOT);
        String source = first(f, "source", "src");
        String target = first(f, "target", "dst", "destination", "dest");
        boolean readOnly = flag(f, "readonly") || flag(f, "ro");
        if (type.equals("bind") || type.equals("glob")) {
            return new Mount(Mount.Kind.BIND, HostPath.of(source == null ? "" : source), target == null ? "" : target, readOnly, via, at);
        }
        if (type.equals("npipe")) {
            return new Mount(Mount.Kind.NPIPE, HostPath.of(source == null ? "" : source), target == null ? "" : target, readOnly, via, at);
        }
        return new Mount(Mount.Kind.of(type), null, target == null ? "" : target, readOnly, via, at);
    }

    private static boolean flag(Map<String, String> f, String key) {
        if (!f.containsKey(key)) return false;
        String v = f.get(key);
        if (v.isEmpty()) return true;
        Boolean b = GoBool.parse(v);
        return b != null && b;
    }

    private static String first(Map<String, String> f, String... keys) {
        for (String k : keys) if (f.containsKey(k)) return f.get(k);
        return null;
    }

    private static String unquote(String v) {
        if (v.length() >= 2 && (v.charAt(0) == '"' && v.charAt(v.length() - 1) == '"'
                || v.charAt(0) == '\'' && v.charAt(v.length() - 1) == '\'')) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }

    /** Go's encoding/csv for one record: a field starting with '"' runs to the closing quote ("" escapes one). */
    static List<String> csv(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        boolean atStart = true;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (atStart && c == '"') {
                i++;
                while (i < s.length()) {
                    char q = s.charAt(i);
                    if (q == '"') {
                        if (i + 1 < s.length() && s.charAt(i + 1) == '"') {
                            field.append('"');
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    field.append(q);
                    i++;
                }
                atStart = false;
                continue;
            }
            if (c == ',') {
                out.add(field.toString());
                field.setLength(0);
                atStart = true;
            } else {
                field.append(c);
                atStart = false;
            }
            i++;
        }
        out.add(field.toString());
        return out;
    }
}
