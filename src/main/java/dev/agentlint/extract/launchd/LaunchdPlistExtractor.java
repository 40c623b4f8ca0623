package dev.agentlint.extract.launchd;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.EmbeddedCommands;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.xml.XmlElement;
import dev.agentlint.parse.xml.XmlTreeParser;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * launchd job property lists (XML; binary plists are refused when the file is read). A job runs on
 * the host with no sandboxing of its own; {@code ~/Library/LaunchAgents} jobs run as the user at
 * login, {@code /Library/LaunchDaemons} jobs as root at boot unless {@code UserName} is set.
 */
public final class LaunchdPlistExtractor implements Extractor {

    /** A dict entry: its key element and its value element. */
    private record Entry(XmlElement key, XmlElement value) {}

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        XmlElement root = XmlTreeParser.parse(file.text(), file.lines());
        XmlElement dict = root.is("dict") ? root : root.is("plist") ? root.childIgnoreCase("dict") : null;
        if (dict == null) throw new ParseException("a launchd job is a property list whose top value is a <dict>", root.tagSpan());
        Map<String, Entry> job = entries(dict);

        String label = string(job.get("Label")).orElse(file.path().getFileName().toString());
        ServiceUnit unit = new ServiceUnit(ServiceUnit.Manager.LAUNCHD, label, new Location(file, dict.tagSpan(), ""));
        String p = "/" + file.displayPath();
        if (p.contains("/LaunchAgents/")) unit.scope(ServiceUnit.Scope.USER, Phrase.of("installed in a LaunchAgents directory"));
        else if (p.contains("/LaunchDaemons/")) unit.scope(ServiceUnit.Scope.SYSTEM, Phrase.of("installed in a LaunchDaemons directory"));

        List<Located<String>> argv = new ArrayList<>();
        Entry args = job.get("ProgramArguments");
        if (args != null && args.value().is("array")) {
            int i = 0;
            for (XmlElement a : args.value().children()) {
                if (a.is("string")) argv.add(new Located<>(a.text(), at(file, a, "/ProgramArguments/" + i)));
                i++;
            }
        }
        Entry program = job.get("Program");
        if (argv.isEmpty() && program != null && program.value().is("string")) {
            argv.add(new Located<>(program.value().text(), at(file, program.value(), "/Program")));
        }
        if (!argv.isEmpty()) {
            Location whole = at(file, args != null ? args.key() : program.key(), args != null ? "/ProgramArguments" : "/Program");
            unit.commands().add(EmbeddedCommands.fromArgv("launchd ProgramArguments (" + label + ")", argv, whole,
                    ExecContext.host(Phrase.of("launchd job {label}, on the host", "label", label))));
        }

        boolean disabled = isTrue(job.get("Disabled"));
        Entry runAtLoad = job.get("RunAtLoad");
        if (isTrue(runAtLoad) && !disabled) unit.autostart().add(new Located<>("RunAtLoad", entryLocation(file, runAtLoad, "/RunAtLoad")));
        Entry keepAlive = job.get("KeepAlive");
        if (keepAlive != null && (isTrue(keepAlive) || keepAlive.value().is("dict") && !keepAlive.value().children().isEmpty())) {
            Location l = entryLocation(file, keepAlive, "/KeepAlive");
            boolean always = isTrue(keepAlive);
            if (!disabled) unit.autostart().add(new Located<>(always ? "KeepAlive" : "KeepAlive (conditional)", l));
            unit.restart(Setting.written(always ? "always" : "conditional", l));
        } else {
            unit.restart(Setting.byDefault("no", new Location(file, dict.tagSpan(), "/KeepAlive")));
        }
        Entry abandon = job.get("AbandonProcessGroup");
        unit.childrenSurviveStop(abandon != null && isTrue(abandon)
                ? Setting.written(true, entryLocation(file, abandon, "/AbandonProcessGroup"))
                : Setting.byDefault(false, new Location(file, dict.tagSpan(), "/AbandonProcessGroup")));
        Entry user = job.get("UserName");
        string(user).ifPresent(u -> unit.directive("UserName", Setting.written(u, entryLocation(file, user, "/UserName")), null));

        Entry env = job.get("EnvironmentVariables");
        if (env != null && env.value().is("dict")) {
            for (Map.Entry<String, Entry> e : entries(env.value()).entrySet()) {
                string(e.getValue()).ifPresent(v -> unit.env().add(new EnvVar(e.getKey(), v,
                        entryLocation(file, e.getValue(), "/EnvironmentVariables/" + e.getKey()))));
            }
        }
        facts.units().add(unit);
        facts.embeddedScripts().addAll(unit.commands());
    }

    /** A dict's key/value pairs in order (a repeated key: the last one, as CoreFoundation keeps it). */
    private static Map<String, Entry> entries(XmlElement dict) {
        Map<String, Entry> out = new LinkedHashMap<>();
        List<XmlElement> c = dict.children();
        int i = 0;
        while (i + 1 < c.size()) {
            if (!c.get(i).is("key")) {
                i++;
                continue;
            }
            out.put(c.get(i).trimmedText(), new Entry(c.get(i), c.get(i + 1)));
            i += 2;
        }
        return out;
    }

    private static boolean isTrue(Entry e) {
        return e != null && e.value().is("true");
    }

    private static Optional<String> string(Entry e) {
        return e != null && e.value().is("string") ? Optional.of(e.value().text()) : Optional.empty();
    }

    private static Location at(SourceFile file, XmlElement e, String path) {
        return new Location(file, e.span(), path);
    }

    private static Location entryLocation(SourceFile file, Entry e, String path) {
        return new Location(file, e.key().span().union(e.value().span()), path);
    }
}
