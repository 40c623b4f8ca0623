package dev.agentlint.pipeline;

import dev.agentlint.check.Checker;
import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.discover.DiscoveredFile;
import dev.agentlint.discover.Discovery;
import dev.agentlint.discover.EscapingLink;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.Extractors;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.ParseFailure;
import dev.agentlint.model.SymlinkEscape;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.Span;
import dev.agentlint.read.ReadResult;
import dev.agentlint.read.SourceFile;
import dev.agentlint.read.SourceReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The pipeline: discover → read → parse/extract → check, one file at a time on a pool of
 * workers. Each worker keeps a file's text only while it works on it; what survives is findings.
 */
public final class Scanner {

    private static final Comparator<Finding> ORDER = Comparator.comparing(Finding::path)
            .thenComparingInt(f -> f.span().line())
            .thenComparingInt(f -> f.span().column())
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::message);

    private final ScanOptions options;
    private final Checker checker;
    private final SourceReader reader;

    public Scanner(ScanOptions options, RuleCatalog catalog) {
        this.options = options;
        this.checker = new Checker(catalog);
        this.reader = new SourceReader(options.maxFileBytes());
    }

    /** What happened to one file. */
    private record Outcome(String path, String format, List<Finding> findings, ScanResult.FileNote skipped,
                           ScanResult.FileNote notice, List<ScanResult.InternalError> errors) {}

    public ScanResult scan(List<Path> paths) {
        ExecutorService pool = Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "agentlint-worker");
            t.setDaemon(true);
            return t;
        });
        List<Future<Outcome>> pending = new ArrayList<>();
        List<Outcome> done = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        try {
            new Discovery(options.workingDirectory()).discover(paths, new Discovery.Sink() {
                @Override
                public void file(DiscoveredFile f) {
                    if (seen.add(f.path())) pending.add(pool.submit(() -> process(f)));
                }

                @Override
                public void escapingLink(EscapingLink link) {
                    if (seen.add(link.link())) done.add(linkOutcome(link));
                }

                @Override
                public void problem(String displayPath, String reason) {
                    done.add(new Outcome(displayPath, null, List.of(), new ScanResult.FileNote(displayPath, reason), null, List.of()));
                }
            });
            for (Future<Outcome> f : pending) done.add(await(f));
        } finally {
            pool.shutdownNow();
        }
        return collect(done);
    }

    private static Outcome await(Future<Outcome> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("scan interrupted", e);
        } catch (ExecutionException e) {
            // process() catches everything a file can cause; this is a bug in the pipeline itself.
            return new Outcome("?", null, List.of(), null, null,
                    List.of(new ScanResult.InternalError("?", "internal error: " + e.getCause(), e.getCause())));
        }
    }

    Outcome process(DiscoveredFile f) {
        ReadResult read = reader.read(f.path(), f.displayPath(), f.format());
        if (read instanceof ReadResult.Skipped s) {
            return new Outcome(f.displayPath(), null, List.of(), new ScanResult.FileNote(f.displayPath(), s.reason()), null, List.of());
        }
        ReadResult.Text text = (ReadResult.Text) read;
        SourceFile src = text.file();
        ScanResult.FileNote notice = text.warning() == null ? null : new ScanResult.FileNote(f.displayPath(), text.warning());
        Optional<Extractor> extractor = Extractors.forFormat(f.format());
        if (extractor.isEmpty()) {
            return new Outcome(f.displayPath(), null, List.of(),
                    new ScanResult.FileNote(f.displayPath(), f.format().title() + " files are recognised but not checked yet"), notice, List.of());
        }
        List<ScanResult.InternalError> errors = new ArrayList<>();
        FileFacts facts = new FileFacts(src);
        try {
            extractor.get().extract(facts);
        } catch (ParseException e) {
            facts = new FileFacts(src);
            Span at = e.span() == null ? Span.point(1, 1) : e.span();
            facts.parseFailure(new ParseFailure(e.getMessage(), new Location(src, at, "")));
        } catch (RuntimeException | StackOverflowError e) {
            errors.add(new ScanResult.InternalError(f.displayPath(), "reading it as " + f.format().title() + " failed: " + e, e));
            return new Outcome(f.displayPath(), f.format().id(), List.of(), null, notice, errors);
        }
        List<Checker.RuleFailure> failures = new ArrayList<>();
        List<Finding> findings = checker.check(facts, failures);
        for (Checker.RuleFailure rf : failures) {
            errors.add(new ScanResult.InternalError(f.displayPath(), "rule " + rf.ruleId() + " failed: " + rf.error(), rf.error()));
        }
        return new Outcome(f.displayPath(), f.format().id(), findings, null, notice, errors);
    }

    private Outcome linkOutcome(EscapingLink link) {
        SourceFile pseudo = new SourceFile(link.link(), link.displayPath(), null, "");
        FileFacts facts = new FileFacts(pseudo);
        facts.symlinkEscapes().add(new SymlinkEscape(link.target(), new Location(pseudo, Span.point(1, 1), "")));
        List<Checker.RuleFailure> failures = new ArrayList<>();
        List<Finding> findings = checker.check(facts, failures);
        return new Outcome(link.displayPath(), null, findings, null, null, List.of());
    }

    private static ScanResult collect(List<Outcome> outcomes) {
        List<Finding> findings = new ArrayList<>();
        Map<String, Integer> formats = new TreeMap<>();
        List<ScanResult.FileNote> skipped = new ArrayList<>();
        List<ScanResult.FileNote> notices = new ArrayList<>();
        List<ScanResult.InternalError> errors = new ArrayList<>();
        int scanned = 0;
        for (Outcome o : outcomes) {
            findings.addAll(o.findings());
            if (o.format() != null) {
                scanned++;
                formats.merge(o.format(), 1, Integer::sum);
            }
            if (o.skipped() != null) skipped.add(o.skipped());
            if (o.notice() != null) notices.add(o.notice());
            errors.addAll(o.errors());
        }
        findings.sort(ORDER);
        skipped.sort(Comparator.comparing(ScanResult.FileNote::path));
        notices.sort(Comparator.comparing(ScanResult.FileNote::path));
        errors.sort(Comparator.comparing(ScanResult.InternalError::path));
        return new ScanResult(List.copyOf(findings), scanned, formats, skipped, notices, errors);
    }
}
