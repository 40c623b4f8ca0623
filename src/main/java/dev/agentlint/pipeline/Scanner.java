package dev.agentlint.pipeline;

import dev.agentlint.check.Checker;
import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.config.Config;
import dev.agentlint.config.Configurations;
import dev.agentlint.discover.Classifier;
import dev.agentlint.discover.DiscoveredFile;
import dev.agentlint.discover.Discovery;
import dev.agentlint.base.Format;
import dev.agentlint.discover.EscapingLink;
import dev.agentlint.filter.Filter;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.link.Definitions;
import dev.agentlint.link.Joins;
import dev.agentlint.link.Linker;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.SymlinkEscape;
import dev.agentlint.base.Span;
import dev.agentlint.read.ReadResult;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import dev.agentlint.read.RealPaths;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The pipeline: discover → read → parse/extract → link → check → filter, one file at a time on a
 * thread per core (a file with launches to resolve is checked after the link stage, ADR 0029). A thread keeps a file's text only while it works on it (inline ignores are read
 * then); what survives is findings, which the filter finishes (configured ignores, baseline) at the end.
 */
public final class Scanner {

    private static final Comparator<Finding> ORDER = Comparator.comparing(Finding::path)
            .thenComparingInt(f -> f.span().line())
            .thenComparingInt(f -> f.span().column())
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::message);

    private final ScanOptions options;
    private final RuleCatalog catalog;
    private final FilterSettings filterSettings;
    private final Configurations configurations;
    private final SourceReader reader;
    /** One scope per configuration of the scan, made when a file it governs first comes along. */
    private final Map<Config, Scope> scopes = new IdentityHashMap<>();

    /** A scan without configuration, baseline or clock injection: inline ignores are honoured. */
    public Scanner(ScanOptions options, RuleCatalog catalog) {
        this(options, catalog, FilterSettings.defaults());
    }

    /** A scan whose every file the configuration in {@code filter} governs. */
    public Scanner(ScanOptions options, RuleCatalog catalog, FilterSettings filter) {
        this(options, catalog, filter, Configurations.of(filter.config()));
    }

    /** A scan whose files each follow the configuration {@code configurations} says governs them, with {@code filter}'s other settings. */
    public Scanner(ScanOptions options, RuleCatalog catalog, FilterSettings filter, Configurations configurations) {
        this.options = options;
        this.catalog = catalog;
        this.filterSettings = filter;
        this.configurations = configurations;
        this.reader = new SourceReader(options.maxFileBytes());
    }

    /** What checks and filters the files one configuration governs: the rules it leaves on, its ignores. */
    private record Scope(Config config, Checker checker, FileCheck fileCheck, Filter filter) {}

    private Scope scope(Path path) {
        return scope(configurations.governing(path));
    }

    private Scope scope(Config config) {
        synchronized (scopes) {
            return scopes.computeIfAbsent(config, c -> {
                FilterSettings settings = filterSettings.withConfig(c);
                Checker checker = new Checker(catalog, settings.rules()::enabled);
                return new Scope(c, checker, new FileCheck(checker), new Filter(settings, catalog, options.workingDirectory()));
            });
        }
    }

    /** What happened to one file. */
    private record Outcome(String path, String format, List<Finding> findings, ScanResult.FileNote skipped,
                           List<ScanResult.FileNote> notices, List<ScanResult.InternalError> errors) {}

    /**
     * Discovery (parallel) first, then the classified files on one thread per core; each outcome
     * is folded into the result as soon as it is ready, so memory holds findings and notes, not
     * one entry per file.
     */
    public ScanResult scan(List<Path> paths) {
        Collector collector = new Collector();
        Set<Path> seen = ConcurrentHashMap.newKeySet();
        List<DiscoveredFile> found = Collections.synchronizedList(new ArrayList<>());
        new Discovery(options.workingDirectory(), configurations.exclusions(filterSettings.forceExclude()), options.threads())
                .discover(paths, new Discovery.Sink() {
                    @Override
                    public void file(DiscoveredFile f) {
                        if (seen.add(f.path())) found.add(f);
                    }

                    @Override
                    public void escapingLink(EscapingLink link) {
                        if (seen.add(link.link())) collector.add(linkOutcome(link));
                    }

                    @Override
                    public void problem(String displayPath, String reason) {
                        collector.add(new Outcome(displayPath, null, List.of(), new ScanResult.FileNote(displayPath, reason), List.of(), List.of()));
                    }

                    @Override
                    public void unreadableRoot(String displayPath, String reason) {
                        problem(displayPath, reason);
                        collector.unscanned(new ScanResult.FileNote(displayPath, reason));
                    }
                });
        // The same order on every run, whatever order the parallel walk found them in.
        found.sort(Comparator.comparing(DiscoveredFile::displayPath));
        RealPaths realPaths = new RealPaths();
        Definitions definitions = new Definitions();
        List<Deferred> deferred = Collections.synchronizedList(new ArrayList<>());
        // In phases, so that what a file takes from another's definitions (a workload its image) is there when it is extracted.
        List<List<DiscoveredFile>> phases = new ArrayList<>();
        for (int k = 0; k < Definitions.PHASES; k++) phases.add(new ArrayList<>());
        for (DiscoveredFile f : found) phases.get(Definitions.phase(f.format(), f.displayPath())).add(f);
        for (List<DiscoveredFile> phase : phases) {
            Workers.forEach(DirectoryRun.cut(phase), options.threads(), run -> {
                try (SourceReader.Directory dir = reader.directory(run.directory(), run.directoryKey())) {
                    for (DiscoveredFile f : run.files()) collector.add(processSafely(f, realPaths, null, dir, definitions, deferred));
                }
            });
        }
        // The link stage: once every file's facts are in, launches are resolved to what they start, then checked;
        // Dockerfiles last, once every script has said which of its containers run their images.
        List<Deferred> linking = new ArrayList<>(deferred);
        linking.sort(Comparator.comparing(d -> d.file().displayPath()));
        List<Deferred> images = new ArrayList<>();
        List<Deferred> launchers = new ArrayList<>();
        for (Deferred d : linking) (d.file().format() == Format.DOCKERFILE ? images : launchers).add(d);
        Linker linker = new Linker(definitions);
        Workers.forEach(launchers, options.threads(), d -> collector.add(linkedSafely(d, linker)));
        Workers.forEach(images, options.threads(), d -> collector.add(linkedSafely(d, linker)));
        // Every configuration's filter, also of those that governed no file (a baseline still finishes).
        List<Filter> filters = configurations.all().stream().map(c -> scope(c).filter()).toList();
        return collector.result(filters);
    }

    /**
     * Text that is not on disk (an editor's buffer on standard input), checked as the file at
     * {@code path} would be: that path decides its format, the configuration that governs it, its
     * ignores, and where the files it refers to are looked for.
     */
    public ScanResult scanInput(Path path, byte[] bytes, int length) {
        Collector collector = new Collector();
        Path abs = options.workingDirectory().resolve(path).normalize();
        String display = Discovery.displayPath(options.workingDirectory(), abs);
        String head = new String(bytes, 0, Math.min(length, Classifier.HEAD_CHARS), java.nio.charset.StandardCharsets.UTF_8);
        var format = Classifier.classify(Discovery.classificationPath(options.workingDirectory(), display), () -> head);
        if (configurations.exclusions(filterSettings.forceExclude()).under(abs).excluded(abs, false)) {
            collector.add(new Outcome(display, null, List.of(), new ScanResult.FileNote(display, "excluded by the configuration"), List.of(), List.of()));
        } else if (format == null) {
            collector.add(new Outcome(display, null, List.of(), new ScanResult.FileNote(display, "not a file agentlint checks (by its name)"), List.of(), List.of()));
        } else {
            Path tree = abs.startsWith(options.workingDirectory()) ? options.workingDirectory() : abs.getParent();
            DiscoveredFile f = new DiscoveredFile(abs, display, format, tree);
            // One file on its own: no other file's definitions, so its launches keep their unlinked verdict.
            collector.add(processSafely(f, new RealPaths(), reader.decode(bytes, length, abs, display, format), null, null, null));
        }
        return collector.result(configurations.all().stream().map(c -> scope(c).filter()).toList());
    }

    /** A file whose rules wait for the link stage: its facts, and what finishing it needs. */
    private record Deferred(DiscoveredFile file, Scope scope, SourceFile src, TreeFiles tree, List<ScanResult.FileNote> notices,
                            FileFacts facts) {}

    /**
     * @param read        the file's text when it is not to be read from disk; null to read it
     * @param dir         the file's directory, opened for the run of files it belongs to; null to open it for this file
     * @param definitions where the file's definitions go for the link stage, with {@code deferred}
     *                    the files that wait for it; both null when nothing is linked
     */
    private Outcome processSafely(DiscoveredFile f, RealPaths realPaths, ReadResult read, SourceReader.Directory dir,
                                  Definitions definitions, List<Deferred> deferred) {
        try {
            return process(f, scope(f.path()), realPaths, read, dir, definitions, deferred);
        } catch (OutOfMemoryError e) {
            // Nothing after this can be trusted to finish: end the scan, naming the file (exit 2, never 1).
            throw new ScanAborted("ran out of memory while reading " + f.displayPath()
                    + "; raise the heap (-Xmx, e.g. AGENTLINT_JAVA_OPTS=-Xmx2g) or exclude the file");
        } catch (RuntimeException | StackOverflowError e) {
            // process() catches everything a file can cause; this is a bug in the pipeline itself.
            return failed(f, e);
        }
    }

    private Outcome linkedSafely(Deferred d, Linker linker) {
        try {
            linker.link(d.facts(), d.tree());
            return finish(d.file(), d.src(), d.tree(), d.notices(), d.scope().fileCheck().check(d.facts()), d.scope().filter());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(d.file(), e);
        }
    }

    private static Outcome failed(DiscoveredFile f, Throwable e) {
        return new Outcome(f.displayPath(), null, List.of(), null, List.of(),
                List.of(new ScanResult.InternalError(f.displayPath(), "processing it failed: " + FileCheck.describe(e), e)));
    }

    /** One file read and extracted; checked now, or (when it has launches to resolve) after the link stage, then null. */
    private Outcome process(DiscoveredFile f, Scope scope, RealPaths realPaths, ReadResult given, SourceReader.Directory dir,
                            Definitions definitions, List<Deferred> deferred) {
        Filter filter = scope.filter();
        ReadResult read = given != null ? given
                : dir != null ? dir.read(f.path(), f.displayPath(), f.format())
                : reader.read(f.path(), f.directoryKey(), f.displayPath(), f.format());
        if (read instanceof ReadResult.Skipped s) {
            // Fail closed: a file agentlint recognises but could not read is a not-checked finding, not only a note.
            SourceFile pseudo = new SourceFile(f.path(), f.displayPath(), f.format(), "");
            FileFacts facts = new FileFacts(pseudo, scope.config().optionsFor(f.path()));
            facts.unchecked(s.reason(), null);
            List<Finding> findings = scope.checker().check(facts, new ArrayList<>());
            return new Outcome(f.displayPath(), null, filter.file(pseudo, findings, true),
                    new ScanResult.FileNote(f.displayPath(), s.reason().toString()), List.of(), List.of());
        }
        ReadResult.Text text = (ReadResult.Text) read;
        SourceFile src = text.file();
        List<ScanResult.FileNote> notices = new ArrayList<>();
        if (text.warning() != null) notices.add(new ScanResult.FileNote(f.displayPath(), text.warning()));
        TreeFiles tree = new TreeFiles(f.tree(), options.workingDirectory(), reader, realPaths);
        Optional<FileCheck.Extracted> extracted = scope.fileCheck().extractIfReadable(src, scope.config().optionsFor(f.path()), tree);
        if (extracted.isEmpty()) {
            // Nothing to suppress, but a malformed ignore in the file is still worth saying.
            return new Outcome(f.displayPath(), null, filter.file(src, List.of(), false),
                    new ScanResult.FileNote(f.displayPath(), f.format().title() + " files are recognised but not checked yet"), notices, List.of());
        }
        FileCheck.Extracted e = extracted.get();
        if (e.failure() != null) {
            return finish(f, src, tree, notices, new FileCheck.Result(e.facts(), false, List.of(), List.of(e.failure())), filter);
        }
        if (definitions != null) {
            Joins.apply(e.facts(), definitions);
            definitions.add(e.facts());
            if (Linker.needsLink(e.facts())) {
                deferred.add(new Deferred(f, scope, src, tree, notices, e.facts()));
                return null;
            }
        }
        return finish(f, src, tree, notices, scope.fileCheck().check(e.facts()), filter);
    }

    private Outcome finish(DiscoveredFile f, SourceFile src, TreeFiles tree, List<ScanResult.FileNote> notices,
                           FileCheck.Result checked, Filter filter) {
        List<ScanResult.InternalError> errors = new ArrayList<>();
        for (FileCheck.Failure failure : checked.failures()) {
            errors.add(new ScanResult.InternalError(f.displayPath(), failure.message(), failure.error()));
        }
        if (!checked.checked()) return new Outcome(f.displayPath(), f.format().id(), List.of(), null, notices, errors);
        // What was checked only in part is reported by the not-checked rule, with where checking stopped.
        return new Outcome(f.displayPath(), f.format().id(), filtered(src, checked.facts(), checked.findings(), tree, filter), null, notices, errors);
    }

    /**
     * Findings that lie in files the extractor read besides this one (a compose override, an
     * {@code extends} base) go through that file's inline ignores; those in a file that is scanned
     * on its own are left to its own scan, which reports them with the same merged view.
     */
    private List<Finding> filtered(SourceFile src, FileFacts facts, List<Finding> findings, TreeFiles tree, Filter filter) {
        Map<String, SourceFile> others = new LinkedHashMap<>();
        for (SourceFile o : tree.filesRead()) if (!o.displayPath().equals(src.displayPath())) others.putIfAbsent(o.displayPath(), o);
        if (others.isEmpty()) return filter.file(src, facts.comments(src), findings, true);
        List<Finding> own = new ArrayList<>();
        Map<String, List<Finding>> elsewhere = new LinkedHashMap<>();
        for (Finding x : findings) {
            if (others.containsKey(x.path())) elsewhere.computeIfAbsent(x.path(), k -> new ArrayList<>()).add(x);
            else own.add(x);
        }
        List<Finding> out = new ArrayList<>(filter.file(src, facts.comments(src), own, true));
        for (Map.Entry<String, List<Finding>> e : elsewhere.entrySet()) {
            SourceFile other = others.get(e.getKey());
            if (scannedOnItsOwn(other, tree.root())) continue;
            out.addAll(filter.file(other, facts.comments(other), e.getValue(), true));
        }
        return out;
    }

    /** Discovery would find and check this file itself: it is classified and not in a skipped directory. */
    private boolean scannedOnItsOwn(SourceFile file, Path tree) {
        Path rel = tree == null ? file.path() : tree.toAbsolutePath().normalize().relativize(file.path().toAbsolutePath().normalize());
        for (Path part : rel) if (Discovery.SKIPPED_DIRECTORIES.contains(part.toString())) return false;
        String text = file.text();
        Format format = Classifier.classify(Discovery.classificationPath(options.workingDirectory(), file.displayPath()),
                () -> text.substring(0, Math.min(text.length(), Classifier.HEAD_CHARS)));
        // A credential file's own scan judges what it stores (RUN-029), not what a container gets from it.
        return format != null && format != Format.CREDENTIAL_FILE;
    }

    private Outcome linkOutcome(EscapingLink link) {
        Scope scope = scope(link.link());
        SourceFile pseudo = new SourceFile(link.link(), link.displayPath(), null, "");
        FileFacts facts = new FileFacts(pseudo, scope.config().optionsFor(link.link()));
        facts.symlinkEscapes().add(new SymlinkEscape(link.target(), new Location(pseudo, Span.point(1, 1), "")));
        List<Checker.RuleFailure> failures = new ArrayList<>();
        List<Finding> findings = scope.checker().check(facts, failures);
        return new Outcome(link.displayPath(), null, scope.filter().file(pseudo, findings, true), null, List.of(), List.of());
    }

    /** Folds outcomes into a result as they arrive, from any thread. */
    private static final class Collector {
        private final List<Finding> findings = new ArrayList<>();
        private final Map<String, Integer> formats = new TreeMap<>();
        private final List<ScanResult.FileNote> skipped = new ArrayList<>();
        private final List<ScanResult.FileNote> notices = new ArrayList<>();
        private final List<ScanResult.InternalError> errors = new ArrayList<>();
        private final List<ScanResult.FileNote> unscanned = new ArrayList<>();
        private int scanned;

        synchronized void unscanned(ScanResult.FileNote n) {
            unscanned.add(n);
        }

        synchronized void add(Outcome o) {
            if (o == null) return;
            findings.addAll(o.findings());
            if (o.format() != null) {
                scanned++;
                formats.merge(o.format(), 1, Integer::sum);
            }
            if (o.skipped() != null) skipped.add(o.skipped());
            notices.addAll(o.notices());
            errors.addAll(o.errors());
        }

        synchronized ScanResult result(List<Filter> filters) {
            // Files that merge others (a compose file and its override) report what both say once.
            List<Finding> unique = new ArrayList<>(new LinkedHashSet<>(findings));
            // Sorted before the baseline is applied, so which of several identical findings is "new" is deterministic.
            unique.sort(ORDER);
            Filter.Finished filtered = Filter.finish(filters, unique);
            List<Finding> kept = new ArrayList<>(filtered.findings());
            kept.sort(ORDER);
            for (Filter.Remark r : filtered.remarks()) notices.add(new ScanResult.FileNote(r.path(), r.message()));
            skipped.sort(Comparator.comparing(ScanResult.FileNote::path));
            notices.sort(Comparator.comparing(ScanResult.FileNote::path));
            errors.sort(Comparator.comparing(ScanResult.InternalError::path));
            unscanned.sort(Comparator.comparing(ScanResult.FileNote::path));
            return new ScanResult(List.copyOf(kept), scanned, formats, List.copyOf(skipped), List.copyOf(notices), List.copyOf(errors),
                    List.copyOf(unscanned));
        }
    }
}
