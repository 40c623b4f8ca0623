package dev.agentlint.cli;

import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.check.Suppression;
import dev.agentlint.config.Config;
import dev.agentlint.config.ConfigException;
import dev.agentlint.config.ConfigLoader;
import dev.agentlint.config.Configurations;
import dev.agentlint.discover.Discovery;
import dev.agentlint.discover.IoReason;
import dev.agentlint.filter.Baseline;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.fix.FilePatch;
import dev.agentlint.fix.FixPlan;
import dev.agentlint.fix.FixWriter;
import dev.agentlint.fix.UnifiedDiff;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.read.SourceReader;
import dev.agentlint.report.GithubReporter;
import dev.agentlint.report.JsonReporter;
import dev.agentlint.base.OutputFile;
import dev.agentlint.report.Reporter;
import dev.agentlint.report.SarifReporter;
import dev.agentlint.report.TextReporter;
import dev.agentlint.rules.AllRules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code agentlint scan [PATH...]}. */
/**
 * {@code agentlint scan [PATH...]}. Its model is built with picocli's programmatic API rather than
 * annotations: a one-file scan starts a JVM for a few milliseconds of work, and reading annotations
 * makes the JDK spin a proxy class per annotation type (docs/adr/0018).
 */
final class ScanCommand implements Callable<Integer> {

    enum Format { text, json, sarif, github }

    enum FailOn { error, warning, note, none }

    /** The lowest level the reports show. */
    enum Show { error, warning, note }

    private List<Path> paths;
    private Format format;
    private Path output;
    private Map<Format, Path> reports;
    private FailOn failOn;
    private boolean noColor;
    private Colour.When color;
    private List<String> select;
    private List<String> ignore;
    private Show show;
    private Path stdinFilename;
    private boolean quiet;
    private boolean statistics;
    private long maxFileSize;
    private Integer threads;
    private Path configFile;
    private boolean noConfig;
    private boolean noInlineIgnores;
    private Boolean reportUnusedIgnores;
    private boolean strict;
    private Path baselineFile;
    private Path writeBaseline;
    private boolean forceExclude;
    private boolean showSuppressed;
    private boolean fix;
    private boolean unsafeFixes;
    private boolean diff;

    private CommandSpec spec;

    /** The command's model: its options, their help and how their values are converted. */
    static CommandSpec spec(ScanCommand command) {
        CommandSpec s = CommandSpec.wrapWithoutInspection(command).name("scan");
        s.usageMessage().description("Scan files and directories (default: the current directory) and report policy violations.");
        s.addPositional(PositionalParamSpec.builder().paramLabel("PATH").arity("0..*").type(List.class).auxiliaryTypes(Path.class)
                .description("Files or directories to scan (default: .). Directories are walked without following symlinks.").build());
        s.addOption(option("FORMAT", Format.class, "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).", "-f", "--format")
                .defaultValue("text").build());
        s.addOption(option("FILE", Path.class, "Write the report to FILE instead of standard output.", "-o", "--output").build());
        s.addOption(option("FORMAT=FILE", Map.class, "Also write a FORMAT report to FILE, from the same scan (repeatable; e.g."
                + " --format github --report sarif=agentlint.sarif).", "--report").auxiliaryTypes(Format.class, Path.class).build());
        s.addOption(option("LEVEL", FailOn.class, "Exit 1 when a finding at or above LEVEL remains: ${COMPLETION-CANDIDATES}"
                + " (default: ${DEFAULT-VALUE}).", "--fail-on").defaultValue("error").build());
        s.addOption(option("WHEN", Colour.When.class, "Colour the text report: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}:"
                + " on a terminal, unless NO_COLOR is set; FORCE_COLOR colours without one).", "--color").defaultValue("auto").build());
        s.addOption(flag("Never colour the text report (the same as --color never).", "--no-color"));
        s.addOption(option("RULES", List.class, "Run only these rules: rule ids, RUN-ids or rule families, comma-separated"
                + " (repeatable; see 'agentlint rules').", "--select").auxiliaryTypes(String.class).splitRegex(",").build());
        s.addOption(option("RULES", List.class, "Do not run these rules (rule ids, RUN-ids or families, comma-separated;"
                + " repeatable); wins over --select.", "--ignore").auxiliaryTypes(String.class).splitRegex(",").build());
        s.addOption(option("MIN_LEVEL", Show.class, "Report only findings at or above MIN_LEVEL: ${COMPLETION-CANDIDATES} (default:"
                + " ${DEFAULT-VALUE}); the exit code still follows --fail-on.", "--show").defaultValue("note").build());
        s.addOption(option("PATH", Path.class, "With the path '-': read the file's text from standard input and check it as"
                + " the file at PATH (its name decides the format, its place the configuration and ignores).", "--stdin-filename").build());
        s.addOption(OptionSpec.builder("-q", "--quiet").type(boolean.class).arity("0")
                .description("Text report: only the findings, without the summary and the lists of files not checked.").build());
        s.addOption(flag("Text report: count the findings per rule instead of listing them.", "--statistics"));
        s.addOption(option("BYTES", long.class, "Skip files larger than this without reading them (default: ${DEFAULT-VALUE}).",
                "--max-file-size").defaultValue("" + SourceReader.DEFAULT_MAX_BYTES).build());
        s.addOption(option("N", Integer.class, "Worker threads (default: one per CPU core).", "--threads").build());
        s.addOption(option("FILE", Path.class, "Use this configuration file instead of the .agentlint.yaml found from the scanned"
                + " paths upward.", "--config").build());
        s.addOption(flag("Use no configuration file at all.", "--no-config"));
        s.addOption(flag("Neither honour nor check 'agentlint: ignore[...]' comments (central policy: only the configuration and"
                + " baselines can suppress).", "--no-inline-ignores"));
        s.addOption(OptionSpec.builder("--report-unused-ignores").type(Boolean.class).arity("0").negatable(true)
                .description("Report inline and configured ignores that suppress nothing (default: off; on with --strict or"
                        + " 'report-unused-ignores: true').").build());
        s.addOption(flag("Stricter checks of the suppressions themselves: implies --report-unused-ignores.", "--strict"));
        s.addOption(option("FILE", Path.class, "Findings recorded in FILE are reported as baselined and do not fail the scan:"
                + " only new findings count.", "--baseline").build());
        s.addOption(option("FILE", Path.class, "Record the current findings (except those already ignored) in FILE, for"
                + " --baseline; this run then counts them as baselined.", "--write-baseline").build());
        s.addOption(flag("Apply the configuration's exclude patterns to paths named on the command line too (for pre-commit,"
                + " which names each changed file).", "--force-exclude"));
        s.addOption(flag("List suppressed findings in the text report as well, with the reason.", "--show-suppressed"));
        s.addOption(flag("Write the safe fixes into the files (only tightening edits; see docs/autofix.md), then report"
                + " what remains; the exit code is judged on that.", "--fix"));
        s.addOption(flag("With --fix or --diff: the unsafe fixes too (they may break a set-up that relies on what they"
                + " remove, or need a value checked).", "--unsafe-fixes"));
        s.addOption(flag("Print the fixes as a unified diff and change nothing; exit 1 when there is something to fix.", "--diff"));
        Main.standardHelpOptions(s);
        command.spec = s;
        return s;
    }

    private static OptionSpec.Builder option(String label, Class<?> type, String description, String... names) {
        return OptionSpec.builder(names).paramLabel(label).type(type).description(description);
    }

    private static OptionSpec flag(String description, String name) {
        return OptionSpec.builder(name).type(boolean.class).arity("0").description(description).build();
    }

    /** The parsed values, from the model into fields. */
    @SuppressWarnings("unchecked")
    private void bind() {
        List<Path> p = spec.positionalParameters().get(0).getValue();
        paths = p == null ? List.of() : p;
        format = value("--format");
        output = value("--output");
        Map<Format, Path> r = value("--report");
        reports = r == null ? Map.of() : r;
        failOn = value("--fail-on");
        noColor = Boolean.TRUE.equals(value("--no-color"));
        color = noColor ? Colour.When.never : value("--color");
        List<String> sel = value("--select");
        select = sel == null ? List.of() : sel;
        List<String> ign = value("--ignore");
        ignore = ign == null ? List.of() : ign;
        show = value("--show");
        stdinFilename = value("--stdin-filename");
        quiet = Boolean.TRUE.equals(value("--quiet"));
        statistics = Boolean.TRUE.equals(value("--statistics"));
        maxFileSize = value("--max-file-size");
        threads = value("--threads");
        configFile = value("--config");
        noConfig = Boolean.TRUE.equals(value("--no-config"));
        noInlineIgnores = Boolean.TRUE.equals(value("--no-inline-ignores"));
        reportUnusedIgnores = value("--report-unused-ignores");
        strict = Boolean.TRUE.equals(value("--strict"));
        baselineFile = value("--baseline");
        writeBaseline = value("--write-baseline");
        forceExclude = Boolean.TRUE.equals(value("--force-exclude"));
        showSuppressed = Boolean.TRUE.equals(value("--show-suppressed"));
        fix = Boolean.TRUE.equals(value("--fix"));
        unsafeFixes = Boolean.TRUE.equals(value("--unsafe-fixes"));
        diff = Boolean.TRUE.equals(value("--diff"));
    }

    @SuppressWarnings("TypeParameterUnusedInFormals") // as picocli's own getValue(): the option's declared type
    private <T> T value(String option) {
        return spec.findOption(option).getValue();
    }

    /** How often --fix writes and scans again at most: fixes that waited for one another are few. */
    private static final int MAX_FIX_PASSES = 5;

    /** The rules to run, null for all of agentlint's; tests substitute a catalogue with a rule that fails on purpose. */
    RuleCatalog rules;

    @Override
    public Integer call() throws IOException {
        try {
            return scan();
        } catch (OutputFile.Refused e) {
            Main.say(spec.commandLine().getErr(), e.getMessage());
            return ExitCode.ERROR;
        }
    }

    private int scan() throws IOException {
        bind();
        if (maxFileSize < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--max-file-size must be positive");
        if (maxFileSize > SourceReader.MAX_CAP) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--max-file-size is at most " + SourceReader.MAX_CAP
                    + " (" + SourceReader.humanBytes(SourceReader.MAX_CAP) + "): a file is read into memory whole");
        }
        if (threads != null && threads < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be positive");
        if (configFile != null && noConfig) throw new CommandLine.ParameterException(spec.commandLine(), "--config and --no-config exclude each other");
        checkReportFiles();
        if (statistics && format != Format.text) {
            throw usage("--statistics goes with --format text");
        }
        Path cwd = Path.of("").toAbsolutePath();
        checkOutputs(cwd);
        ScanOptions defaults = ScanOptions.defaults(cwd);
        ScanOptions options = new ScanOptions(cwd, maxFileSize, threads == null ? defaults.threads() : threads);
        RuleCatalog catalog = rules != null ? rules : AllRules.catalog();
        Set<String> selected = selection(catalog);
        boolean standardInput = stdinFilename != null;
        List<Path> roots = paths.isEmpty() ? List.of(Path.of(".")) : paths;
        if (standardInput && !(paths.size() == 1 && paths.get(0).toString().equals("-"))) {
            throw usage("--stdin-filename goes with the single path '-' (standard input)");
        }
        if (fix && diff) throw usage("--fix and --diff exclude each other (--diff changes nothing)");
        if (unsafeFixes && !fix && !diff) throw usage("--unsafe-fixes goes with --fix or --diff");
        if ((fix || diff) && standardInput) throw usage("--fix and --diff work on files, not on standard input");
        if (standardInput) roots = List.of(stdinFilename);
        else if (!allReadable(cwd, roots)) return ExitCode.ERROR;
        FilterSettings filter;
        Configurations configurations;
        try {
            configurations = configurations(cwd, catalog, roots);
            filter = filterSettings(cwd).withSelected(selected);
        } catch (ConfigException e) {
            Main.say(spec.commandLine().getErr(), e.getMessage());
            return ExitCode.ERROR;
        }
        Scanner scanner = new Scanner(options, catalog, filter, configurations);
        ScanResult result;
        if (standardInput) {
            byte[] in = System.in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxFileSize + 1));
            result = scanner.scanInput(stdinFilename, in, in.length);
        } else {
            result = scanner.scan(roots);
        }
        // A configuration the walk found beneath a root that is invalid: no verdict on what it governs.
        if (configurations.problem() != null) {
            Main.say(spec.commandLine().getErr(), configurations.problem().getMessage());
            return ExitCode.ERROR;
        }
        if (writeBaseline != null) {
            try {
                result = writeBaseline(result, cwd);
            } catch (OutputFile.Refused e) {
                Main.say(spec.commandLine().getErr(), e.getMessage());
                return ExitCode.ERROR;
            } catch (IOException e) {
                Main.say(spec.commandLine().getErr(), "cannot write the baseline to " + writeBaseline + ": " + IoReason.of(e));
                return ExitCode.ERROR;
            }
        }
        if (diff) return diff(result, catalog, roots);
        if (fix) {
            try {
                result = fix(result, catalog, roots, options, cwd, selected);
            } catch (ConfigException e) {
                Main.say(spec.commandLine().getErr(), e.getMessage());
                return ExitCode.ERROR;
            }
        }
        ScanResult shown = shown(result);

        try {
            if (output == null) {
                Writer out = spec.commandLine().getOut();
                reporter(format, Colour.enabled(color, true), cwd).write(shown, catalog, out);
                out.flush();
            } else {
                writeFile(reporter(format, false, cwd), output, cwd, shown, catalog);
            }
            for (Map.Entry<Format, Path> r : reports.entrySet()) {
                writeFile(reporter(r.getKey(), false, cwd), r.getValue(), cwd, shown, catalog);
            }
        } catch (ReportNotWritten e) {
            Main.say(spec.commandLine().getErr(), e.getMessage());
            return ExitCode.ERROR;
        }
        // One line per failure (what failed, on which file); the stack trace only with --debug.
        for (ScanResult.InternalError e : result.errors()) {
            Main.say(spec.commandLine().getErr(), "internal error on " + e.path() + ": "
                    + e.message() + (debug() ? "" : " (run with --debug for the stack trace)"));
            if (debug() && e.cause() != null) e.cause().printStackTrace(spec.commandLine().getErr());
        }
        for (ScanResult.FileNote n : result.unscanned()) {
            Main.say(spec.commandLine().getErr(), n.path() + " " + n.message() + ": nothing under it was checked, the scan is incomplete");
        }
        if (!result.complete()) return ExitCode.ERROR;
        Level threshold = failOn == FailOn.none ? null : Level.parse(failOn.name());
        return result.fails(threshold) ? ExitCode.FINDINGS : ExitCode.CLEAN;
    }

    /** The fixes --fix (and --unsafe-fixes) apply: those the rule declares, of the kinds asked for. */
    private java.util.function.Predicate<Finding> wanted(RuleCatalog catalog) {
        return f -> {
            RuleMeta.FixMeta m = catalog.meta(f.ruleId()).fix();
            return m != null && (m.safe() || unsafeFixes);
        };
    }

    /** --diff: every file's fixes as one unified diff on standard output; nothing is written. */
    private int diff(ScanResult result, RuleCatalog catalog, List<Path> roots) {
        FixPlan plan = FixPlan.of(result.findings(), wanted(catalog), roots);
        java.io.PrintWriter out = spec.commandLine().getOut();
        boolean any = false;
        for (FilePatch p : plan.patches()) {
            if (!p.changes()) continue;
            out.print(UnifiedDiff.of(p.displayPath(), p.original(), p.fixed()));
            any = true;
        }
        out.flush();
        for (FixPlan.Refusal r : plan.refused()) Main.say(spec.commandLine().getErr(), "not fixing " + r.displayPath() + ": " + r.reason());
        if (!result.complete()) return ExitCode.ERROR;
        return any ? ExitCode.FINDINGS : ExitCode.CLEAN;
    }

    /**
     * --fix: writes the fixes and scans again, until nothing more is fixed (fixes whose edits touch
     * one another's wait for the next pass); returns the last scan, which the report shows.
     */
    private ScanResult fix(ScanResult first, RuleCatalog catalog, List<Path> roots, ScanOptions options, Path cwd,
                           Set<String> selected) throws IOException, ConfigException {
        ScanResult result = first;
        int fixed = 0;
        Set<Path> files = new LinkedHashSet<>();
        Set<String> refused = new LinkedHashSet<>();
        for (int pass = 0; pass < MAX_FIX_PASSES; pass++) {
            FixPlan plan = FixPlan.of(result.findings(), wanted(catalog), roots);
            for (FixPlan.Refusal r : plan.refused()) refused.add(r.displayPath() + ": " + r.reason());
            boolean wrote = false;
            for (FilePatch p : plan.patches()) {
                if (!p.changes()) continue;
                try {
                    FixWriter.write(p);
                } catch (IOException e) {
                    refused.add(p.displayPath() + ": " + (e instanceof FixWriter.Changed ? e.getMessage() : IoReason.of(e)));
                    continue;
                }
                wrote = true;
                fixed += p.findings().size();
                files.add(p.file());
            }
            if (!wrote) break;
            Configurations again = configurations(cwd, catalog, roots);
            result = new Scanner(options, catalog, filterSettings(cwd).withSelected(selected), again).scan(roots);
        }
        for (String r : refused) Main.say(spec.commandLine().getErr(), "not fixing " + r);
        if (!quiet) {
            Main.say(spec.commandLine().getErr(), "fixed " + fixed + (fixed == 1 ? " finding" : " findings") + " in " + files.size()
                    + (files.size() == 1 ? " file" : " files"));
        }
        return result;
    }

    /**
     * The configuration of every file: none, the one named, or the nearest {@code .agentlint.yaml}
     * above each file (found from the roots upward, and by the walk beneath them).
     */
    private Configurations configurations(Path cwd, RuleCatalog catalog, List<Path> roots) throws ConfigException {
        ConfigLoader loader = new ConfigLoader(cwd, catalog);
        if (noConfig) return Configurations.of(Config.NONE);
        if (configFile != null) return Configurations.of(loader.load(configFile));
        return loader.discover(roots);
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /**
     * The rules --select and --ignore leave (null: every rule). A selector that names no rule, RUN-id
     * or family is a usage error: a typo must not silently select nothing.
     */
    private Set<String> selection(RuleCatalog catalog) {
        if (select.isEmpty() && ignore.isEmpty()) return null;
        Set<String> out = new LinkedHashSet<>(select.isEmpty() ? catalog.ids() : List.of());
        for (String s : select) out.addAll(resolved(catalog, s, "--select"));
        for (String s : ignore) out.removeAll(resolved(catalog, s, "--ignore"));
        return out;
    }

    private Set<String> resolved(RuleCatalog catalog, String selector, String option) {
        Set<String> ids = catalog.select(selector);
        if (ids.isEmpty()) {
            throw usage(option + ": '" + TextReporter.printable(selector) + "' is no rule id, RUN-id a rule enforces, or rule family"
                    + " (families: " + String.join(", ", catalog.families()) + ")");
        }
        return ids;
    }

    /**
     * Whether every path named can be scanned. One that is not there is a mistake (a typo in CI, a
     * stale list), not a clean scan; one that cannot be read would make an incomplete one. Both exit
     * 2, with the operating system's reason, as shellcheck and eslint do.
     */
    private boolean allReadable(Path cwd, List<Path> roots) {
        List<String> missing = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (Path p : roots) {
            Path abs = cwd.resolve(p);
            if (!Files.exists(abs, LinkOption.NOFOLLOW_LINKS)) {
                missing.add(TextReporter.printable(p.toString()));
                continue;
            }
            String reason = readProblem(abs);
            if (reason != null) unreadable.add(TextReporter.printable(p.toString()) + ": " + reason);
        }
        if (!missing.isEmpty()) Main.say(spec.commandLine().getErr(), "no such file or directory: " + String.join(", ", missing));
        for (String u : unreadable) Main.say(spec.commandLine().getErr(), "cannot read " + u);
        return missing.isEmpty() && unreadable.isEmpty();
    }

    /**
     * Why a named directory cannot be listed or a named regular file cannot be opened; null when it
     * can. Opens nothing else (a FIFO would block) and follows no link.
     */
    @SuppressWarnings("try") // each resource is opened only to learn whether it can be
    private static String readProblem(Path abs) {
        try {
            if (Files.isDirectory(abs, LinkOption.NOFOLLOW_LINKS)) {
                try (var listing = Files.newDirectoryStream(abs)) {
                    return null;
                }
            }
            if (Files.isRegularFile(abs, LinkOption.NOFOLLOW_LINKS)) {
                try (var channel = Files.newByteChannel(abs, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
                    return null;
                }
            }
            return null;
        } catch (IOException e) {
            return IoReason.of(e);
        }
    }

    /** The result as the reports show it: findings below --show left out (the exit code still counts them). */
    private ScanResult shown(ScanResult r) {
        if (show == Show.note) return r;
        Level min = Level.parse(show.name());
        List<Finding> kept = r.findings().stream().filter(f -> f.level().atLeast(min)).toList();
        return new ScanResult(kept, r.filesScanned(), r.formats(), r.skipped(), r.notices(), r.errors());
    }

    /** The command line's overrides of what each configuration says (the command line wins: central policy runs it). */
    private FilterSettings filterSettings(Path cwd) throws ConfigException {
        FilterSettings s = FilterSettings.from(Config.NONE, Clock.systemUTC()).withForceExclude(forceExclude);
        if (noInlineIgnores) s = s.withInlineIgnores(false);
        if (reportUnusedIgnores != null) s = s.withReportUnusedIgnores(reportUnusedIgnores);
        else if (strict) s = s.withReportUnusedIgnores(true);
        if (baselineFile != null) s = s.withBaseline(Baseline.read(baselineFile, Discovery.displayPath(cwd, baselineFile)));
        return s;
    }

    /** Records what this scan found (but was not ignored) and reports it as baselined from now on. */
    private ScanResult writeBaseline(ScanResult r, Path cwd) throws IOException {
        List<Finding> record = r.findings().stream()
                .filter(f -> !f.suppressed() || f.suppression().origin() == Suppression.Origin.BASELINE).toList();
        int n = Baseline.write(writeBaseline, record, cwd);
        String display = Discovery.displayPath(cwd, writeBaseline);
        Main.say(spec.commandLine().getErr(), "recorded " + n + " " + (n == 1 ? "finding" : "findings") + " in the baseline " + display);
        Baseline written;
        try {
            written = Baseline.read(writeBaseline, display);
        } catch (ConfigException e) {
            throw new IllegalStateException("the baseline just written cannot be read back: " + e.getMessage(), e);
        }
        return new ScanResult(written.apply(r.findings(), cwd, Set.of()).findings(), r.filesScanned(), r.formats(),
                r.skipped(), r.notices(), r.errors(), r.unscanned());
    }

    private Reporter reporter(Format format, boolean colour, Path cwd) {
        return switch (format) {
            case text -> new TextReporter(colour, showSuppressed).quiet(quiet).statistics(statistics).lang(Main.lang(spec.commandLine()));
            case json -> new JsonReporter();
            case sarif -> new SarifReporter(cwd, Main.lang(spec.commandLine()));
            case github -> new GithubReporter(Main.lang(spec.commandLine()));
        };
    }

    /** A report that could not be written, with the operating system's reason. */
    private static final class ReportNotWritten extends Exception {
        ReportNotWritten(Path file, IOException e) {
            super("cannot write the report to " + TextReporter.printable(file.toString()) + ": " + IoReason.of(e), null, false, false);
        }
    }

    private static void writeFile(Reporter reporter, Path file, Path cwd, ScanResult result, RuleCatalog catalog)
            throws ReportNotWritten, OutputFile.Refused {
        try {
            // Never through a symbolic link; a temporary file renamed into place (base.OutputFile).
            OutputFile.write(file, cwd, "the report", w -> reporter.write(result, catalog, w));
        } catch (OutputFile.Refused e) {
            throw e;
        } catch (IOException e) {
            throw new ReportNotWritten(file, e);
        }
    }

    /** Outputs are checked before the scan too, so a refused one costs no scan. */
    private void checkOutputs(Path cwd) throws OutputFile.Refused {
        if (output != null) OutputFile.check(output, cwd, "the report");
        for (Path p : reports.values()) OutputFile.check(p, cwd, "the report");
        if (writeBaseline != null) OutputFile.check(writeBaseline, cwd, "the baseline");
    }

    /** Two reports written to one file would silently overwrite each other. */
    private void checkReportFiles() {
        Set<Path> targets = new HashSet<>();
        if (output != null) targets.add(output.toAbsolutePath().normalize());
        for (Path p : reports.values()) {
            if (!targets.add(p.toAbsolutePath().normalize())) {
                throw new CommandLine.ParameterException(spec.commandLine(), "two reports would be written to " + p);
            }
        }
    }

    private boolean debug() {
        return Main.debug(spec.commandLine());
    }
}
