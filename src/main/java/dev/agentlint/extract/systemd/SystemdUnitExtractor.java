package dev.agentlint.extract.systemd;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.extract.EmbeddedCommands;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Setting;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.parse.unit.ExecLine;
import dev.agentlint.parse.unit.UnitFile;
import dev.agentlint.parse.unit.UnitFileParser;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * systemd service units ({@code *.service}) with the drop-ins next to them in the scanned tree
 * ({@code <unit>.d/*.conf}, {@code <template>@.service.d/}, dash-prefix {@code a-.service.d/}),
 * applied in file-name order so a drop-in can undo the unit's hardening as it does on a real
 * system. The unit and each of its drop-ins yield the same merged service; the pipeline keeps each
 * finding in the scan of the file it points into. A drop-in whose unit is not in the tree is read
 * on its own, and what it does not say is not judged.
 */
public final class SystemdUnitExtractor implements Extractor {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private static final List<String> COMMAND_KEYS = List.of(
            "ExecCondition", "ExecStartPre", "ExecStart", "ExecStartPost", "ExecReload", "ExecStop", "ExecStopPost");

    /** One assignment with the file it comes from (the unit or a drop-in). */
    record Assignment(String section, UnitFile.Entry entry, SourceFile file) {

        Location location() {
            return new Location(file, entry.span(), "/" + section + "/" + entry.key());
        }

        Location valueLocation() {
            return new Location(file, entry.valueSpan(), "/" + section + "/" + entry.key());
        }
    }

    @Override
    public void extract(FileFacts facts) throws ParseException {
        extract(facts, TreeFiles.NONE);
    }

    @Override
    public void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        SourceFile file = facts.file();
        UnitFile own = UnitFileParser.parse(file.text(), file.lines(), facts.commentRecorder(file));
        Path path = file.path().toAbsolutePath().normalize();
        String dir = path.getParent() == null ? "" : String.valueOf(path.getParent().getFileName());
        ServiceUnit unit;
        List<Assignment> all = new ArrayList<>();
        if (dir.endsWith(".service.d") && file.displayPath().endsWith(".conf")) {
            String unitName = dir.substring(0, dir.length() - 2);
            SourceFile unitFile = findUnit(file, unitName, tree);
            if (unitFile == null) {
                add(all, own, file);
                unit = new ServiceUnit(ServiceUnit.Manager.SYSTEMD, unitName, anchor(file, own));
                unit.dropInOnly(true);
            } else {
                unit = merged(unitFile, UnitFileParser.parse(unitFile.text(), unitFile.lines(), facts.commentRecorder(unitFile)), tree, file, all, facts);
            }
        } else {
            unit = merged(file, own, tree, file, all, facts);
        }
        describe(unit, all, unit.dropInOnly() ? file : unit.anchor().file(), facts);
        if (unit.agent() == null && unit.dropInOnly()) {
            // Without its unit, the drop-in's directory name is the best evidence of what the unit runs.
            String stem = unit.name().substring(0, unit.name().lastIndexOf('.'));
            facts.options().agentByExecutable(stem.contains("@") ? stem.substring(0, stem.indexOf('@')) : stem)
                    .ifPresent(a -> unit.agent(new Located<>(a, unit.anchor())));
        }
        facts.units().add(unit);
        facts.embeddedScripts().addAll(unit.commands());
    }

    /** The unit a drop-in directory belongs to ({@code ../agent.service}, or its template), read from the tree. */
    private static SourceFile findUnit(SourceFile dropIn, String unitName, TreeFiles tree) {
        List<String> candidates = new ArrayList<>(List.of(unitName));
        int at = unitName.indexOf('@');
        if (at > 0) candidates.add(unitName.substring(0, at + 1) + unitName.substring(unitName.lastIndexOf('.')));
        for (String c : candidates) {
            if (tree.read(dropIn, "../" + c, Format.SYSTEMD_UNIT) instanceof TreeFiles.Found found) return found.file();
        }
        return null;
    }

    /** The unit followed by its drop-ins in the order systemd applies them; {@code self} is not read twice. */
    private static ServiceUnit merged(SourceFile unitFile, UnitFile unitSyntax, TreeFiles tree, SourceFile self, List<Assignment> all,
                                      FileFacts facts)
            throws ParseException {
        String name = String.valueOf(unitFile.path().getFileName());
        ServiceUnit unit = new ServiceUnit(ServiceUnit.Manager.SYSTEMD, name, anchor(unitFile, unitSyntax));
        add(all, unitSyntax, unitFile);
        for (String dropIn : dropIns(name, d -> tree.list(unitFile, d))) {
            SourceFile text;
            if (samePath(unitFile, dropIn, self)) {
                text = self;
            } else if (tree.read(unitFile, dropIn, Format.SYSTEMD_UNIT) instanceof TreeFiles.Found found) {
                text = found.file();
            } else {
                continue;
            }
            try {
                add(all, UnitFileParser.parse(text.text(), text.lines(), text == self ? null : facts.commentRecorder(text)), text);
                unit.dropIns().add(text.displayPath());
            } catch (ParseException e) {
                if (text == self) throw e;
                // Its own scan reports the parse error; the unit is judged without it.
            }
        }
        return unit;
    }

    private static boolean samePath(SourceFile unitFile, String relative, SourceFile self) {
        Path dir = unitFile.path().toAbsolutePath().getParent();
        return dir != null && dir.resolve(relative).normalize().equals(self.path().toAbsolutePath().normalize());
    }

    /**
     * Drop-in files for a unit, as paths relative to the unit's directory, ordered by file name as
     * systemd applies them: dash-prefix directories ({@code a-.service.d/} for {@code a-b.service}),
     * the template's ({@code w@.service.d/} for {@code w@x.service}), then the unit's own; a file in
     * a more specific directory replaces one of the same name in a more general one.
     *
     * @param list the file names in a directory next to the unit
     */
    public static List<String> dropIns(String unitName, Function<String, List<String>> list) {
        String suffix = unitName.substring(unitName.lastIndexOf('.'));
        String stem = unitName.substring(0, unitName.lastIndexOf('.'));
        List<String> dirs = new ArrayList<>();
        for (int i = stem.indexOf('-'); i > 0; i = stem.indexOf('-', i + 1)) dirs.add(stem.substring(0, i + 1) + suffix + ".d");
        int at = unitName.indexOf('@');
        if (at > 0) {
            String template = unitName.substring(0, at + 1) + suffix;
            if (!template.equals(unitName)) dirs.add(template + ".d");
        }
        dirs.add(unitName + ".d");
        Map<String, String> byName = new TreeMap<>();
        for (String d : dirs) {
            for (String f : list.apply(d)) if (f.endsWith(".conf")) byName.put(f, d + "/" + f);
        }
        return List.copyOf(byName.values());
    }

    private static void add(List<Assignment> all, UnitFile unit, SourceFile file) {
        for (UnitFile.Section s : unit.sections()) {
            for (UnitFile.Entry e : s.entries()) all.add(new Assignment(s.name(), e, file));
        }
    }

    private static Location anchor(SourceFile file, UnitFile unit) {
        List<UnitFile.Section> service = unit.sections("Service");
        if (!service.isEmpty()) return new Location(file, service.get(0).span(), "/Service");
        return new Location(file, Span.point(1, 1), "");
    }

    private static void describe(ServiceUnit unit, List<Assignment> all, SourceFile file, FileFacts facts) {
        scope(unit, file, all);
        for (Assignment a : list(all, "Service", "Environment")) {
            for (ExecLine.Arg word : ExecLine.parse(a.entry().value()).args()) {
                int eq = word.value().indexOf('=');
                if (eq > 0) {
                    unit.env().add(new EnvVar(word.value().substring(0, eq), word.value().substring(eq + 1), argLocation(a, word)));
                }
            }
        }
        // What the unit's commands run with: the last assignment of each variable.
        Map<String, EnvVar> environment = new LinkedHashMap<>();
        for (EnvVar e : unit.env()) {
            environment.remove(e.name());
            environment.put(e.name(), e);
        }
        boolean environmentFile = !list(all, "Service", "EnvironmentFile").isEmpty();
        Phrase manager = unit.scope() == ServiceUnit.Scope.USER ? Phrase.of("the user's systemd manager") : Phrase.untranslated("systemd");
        for (String key : COMMAND_KEYS) {
            for (Assignment a : list(all, "Service", key)) {
                ExecLine line = ExecLine.parse(a.entry().value());
                if (line.args().isEmpty()) continue;
                List<Located<String>> argv = new ArrayList<>();
                List<OffsetMap> offsets = new ArrayList<>();
                for (ExecLine.Arg arg : line.args()) {
                    Location at = argLocation(a, arg);
                    List<String> words = ExecVariables.expand(arg.value(), environment);
                    // A word as written maps character by character (a sh -c string); an expanded one does not.
                    int written = words.size() == 1 && words.get(0).equals(arg.value()) ? arg.writtenAt(a.entry().value()) : -1;
                    for (String w : words) {
                        argv.add(new Located<>(w, at));
                        offsets.add(written < 0 ? null : a.entry().offsets().from(written));
                    }
                    if (environmentFile && !words.isEmpty() && ExecVariables.refersTo(List.of(arg.value()), environment)) {
                        facts.unchecked(Phrase.of("{key} uses variables that may come from EnvironmentFile=, which agentlint does not"
                                + " read: they were not expanded", "key", key), a.location());
                    }
                }
                if (argv.isEmpty()) continue;
                ExecContext context = ExecContext.host(Phrase.of("{name} {key}, run by {manager} on the host", "name", unit.name(), "key", key, "manager", manager));
                if (line.fullPrivileges()) unit.privilegedCommands().add(new Located<>(key + "=" + a.entry().value(), a.location()));
                unit.commands().add(EmbeddedCommands.fromArgv("systemd " + key + " (" + unit.name() + ")", argv, offsets,
                        a.valueLocation(), context).withEnv(List.copyOf(environment.values())));
            }
        }
        for (Assignment a : all) {
            if (a.section().equals("Service")) {
                unit.directive(a.entry().key(), Setting.written(a.entry().value(), a.location()), UnitFile.bool(a.entry().value()));
            }
        }
        Assignment kill = last(all, "Service", "KillMode");
        if (kill != null) {
            String mode = kill.entry().value().strip().toLowerCase(Locale.ROOT);
            unit.childrenSurviveStop(Setting.written(mode.equals("process") || mode.equals("none"), kill.location()));
        } else {
            unit.childrenSurviveStop(Setting.byDefault(false, unit.anchor().child("KillMode", unit.anchor().span())));
        }
        Assignment restart = last(all, "Service", "Restart");
        unit.restart(restart != null ? Setting.written(restart.entry().value().strip(), restart.location())
                : Setting.byDefault("no", unit.anchor().child("Restart", unit.anchor().span())));
        for (String key : List.of("WantedBy", "RequiredBy", "UpheldBy")) {
            for (Assignment a : list(all, "Install", key)) {
                for (String target : WHITESPACE.split(a.entry().value())) {
                    if (!target.isEmpty()) unit.autostart().add(new Located<>(key + "=" + target, a.location()));
                }
            }
        }
    }

    /** User or system manager, decided by where the unit is installed, else by what it says. */
    private static void scope(ServiceUnit unit, SourceFile file, List<Assignment> all) {
        String p = "/" + file.displayPath();
        if (p.contains("/systemd/user/") || p.contains("/systemd/user.control/")) {
            unit.scope(ServiceUnit.Scope.USER, Phrase.of("installed in a systemd/user directory"));
        } else if (p.contains("/systemd/system/") || p.contains("/lib/systemd/system") || p.contains("/systemd/system.control/")) {
            unit.scope(ServiceUnit.Scope.SYSTEM, Phrase.of("installed in a systemd/system directory"));
        } else if (last(all, "Service", "User") != null || last(all, "Service", "DynamicUser") != null) {
            unit.scope(ServiceUnit.Scope.SYSTEM, Phrase.of("it sets User=, which only the system manager honours"));
        } else {
            for (Located<String> a : installTargets(all)) {
                if (a.value().endsWith("=multi-user.target") || a.value().endsWith("=graphical.target")) {
                    unit.scope(ServiceUnit.Scope.SYSTEM, Phrase.of("it is installed into {target}", "target", a.value().substring(a.value().indexOf('=') + 1)));
                    return;
                }
                if (a.value().endsWith("=default.target")) {
                    unit.scope(ServiceUnit.Scope.USER, Phrase.of("it is installed into default.target, the user session's main target"));
                    return;
                }
            }
        }
    }

    private static List<Located<String>> installTargets(List<Assignment> all) {
        List<Located<String>> out = new ArrayList<>();
        for (Assignment a : list(all, "Install", "WantedBy")) {
            for (String t : WHITESPACE.split(a.entry().value())) if (!t.isEmpty()) out.add(new Located<>("WantedBy=" + t, a.location()));
        }
        return out;
    }

    private static Location argLocation(Assignment a, ExecLine.Arg arg) {
        UnitFile.Entry e = a.entry();
        return new Location(a.file(), e.span(arg.start(), arg.end()), "/" + a.section() + "/" + e.key());
    }

    /** The last assignment of a single-value setting, drop-ins included. */
    static Assignment last(List<Assignment> all, String section, String key) {
        for (int i = all.size() - 1; i >= 0; i--) {
            Assignment a = all.get(i);
            if (a.section().equals(section) && a.entry().key().equals(key)) return a;
        }
        return null;
    }

    /** A list setting: every assignment after the last empty one, drop-ins included. */
    static List<Assignment> list(List<Assignment> all, String section, String key) {
        List<Assignment> out = new ArrayList<>();
        for (Assignment a : all) {
            if (!a.section().equals(section) || !a.entry().key().equals(key)) continue;
            if (a.entry().value().isEmpty()) out.clear();
            else out.add(a);
        }
        return out;
    }
}
