package dev.agentlint.extract.wsl;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Phrase;
import dev.agentlint.model.Location;
import dev.agentlint.model.Setting;
import dev.agentlint.base.Span;
import dev.agentlint.parse.ini.WslIni;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.base.SourceFile;
import java.util.List;
import java.util.function.Function;

/**
 * Reads settings from a parsed WSL file the way WSL applies them: the first assignment under any of
 * a setting's names wins (even when its value is invalid), invalid values keep the default, and in
 * {@code wsl.conf} nothing after the first invalid line is read.
 */
final class WslSettings {

    private final SourceFile file;
    private final WslIni ini;
    private final WslIni afterStop;

    /** Parses a WSL file in its dialect, its comments into {@code comments}. */
    static WslSettings read(SourceFile file, WslIniParser.Dialect dialect, CommentSpans.Recorder comments) {
        return new WslSettings(file, WslIniParser.parse(file.text(), file.lines(), dialect, comments), comments);
    }

    /** The start of the file: where a WSL file's VM is anchored. */
    Location fileStart() {
        return new Location(file, Span.point(1, 1), "");
    }

    private WslSettings(SourceFile file, WslIni ini, CommentSpans.Recorder comments) {
        this.file = file;
        this.ini = ini;
        // What is written after the line where WSL stops, so findings can say why it does not count.
        this.afterStop = ini.stop() == null ? null : afterStop(file, ini.stop(), comments);
    }

    /** The text after the stop is read on: its comments too, for the file's inline ignores. */
    private static WslIni afterStop(SourceFile file, WslIni.Problem stop, CommentSpans.Recorder comments) {
        CommentSpans.Recorder rest = new CommentSpans.Recorder();
        WslIni all = WslIniParser.parse(file.text(), file.lines(), WslIniParser.Dialect.WSLCONFIG, rest);
        if (comments != null) {
            CommentSpans found = rest.spans();
            for (int k = 0; k < found.size(); k++) comments.add(found.start(k), found.end(k), found.bodyStart(k), found.bodyEnd(k));
            comments.readAll();
        }
        return new WslIni(all.entries().stream().filter(e -> e.keySpan().line() > stop.span().line()).toList(),
                List.of(), List.of(), null);
    }

    Setting<Boolean> bool(boolean defaultValue, String... names) {
        return setting(defaultValue, v -> WslIni.bool(v), names);
    }

    Setting<String> string(String defaultValue, String... names) {
        return setting(defaultValue, v -> v, names);
    }

    /** The entry in effect, or null. */
    WslIni.Entry entry(String... names) {
        return ini.first(names);
    }

    /** {@code parse} gives null for a value WSL does not accept: only booleans can be invalid. */
    private <T> Setting<T> setting(T defaultValue, Function<String, T> parse, String... names) {
        WslIni.Entry e = ini.first(names);
        if (e == null) {
            WslIni.Entry late = afterStop == null ? null : afterStop.first(names);
            if (late != null) {
                return Setting.ignored(defaultValue, location(late, names[0]), Phrase.of("WSL stops reading {file} at the invalid line {line}, so this line is never applied",
                        "file", name(), "line", ini.stop().span().line()));
            }
            if (ini.stop() != null) {
                return new Setting<>(defaultValue, false, missing(names[0]), Phrase.of("it is not set before line {line}, an invalid line where WSL stops reading {file}",
                        "line", ini.stop().span().line(), "file", name()));
            }
            return Setting.byDefault(defaultValue, missing(names[0]));
        }
        T value = parse.apply(e.value());
        if (value == null) {
            return Setting.ignored(defaultValue, location(e, names[0]),
                    Phrase.of("'{value}' is not a WSL boolean, which must be true, false, 1 or 0, so WSL keeps the default", "value", e.value()));
        }
        Phrase caveat = null;
        for (WslIni.Entry d : ini.all(names)) {
            if (d != e && !d.value().equalsIgnoreCase(e.value())) {
                caveat = Phrase.of("WSL applies the first assignment; '{assignment}' on line {line} is ignored",
                        "assignment", d.key() + "=" + d.value(), "line", d.keySpan().line());
                break;
            }
        }
        return new Setting<>(value, true, location(e, names[0]), caveat);
    }

    Location location(WslIni.Entry e, String name) {
        return new Location(file, e.span(), path(name));
    }

    /** Where a missing setting belongs: its section header, or the start of the file. */
    Location missing(String name) {
        String section = name.substring(0, name.indexOf('.'));
        WslIni.Section s = ini.section(section);
        return new Location(file, s != null ? s.span() : Span.point(1, 1), path(name));
    }

    private static String path(String name) {
        return "/" + name.replace('.', '/');
    }

    private String name() {
        return file.displayPath().endsWith(".wslconfig") ? ".wslconfig" : "wsl.conf";
    }
}
