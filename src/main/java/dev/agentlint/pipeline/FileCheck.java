package dev.agentlint.pipeline;

import dev.agentlint.check.Checker;
import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.base.Format;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.claude.ClaudeLaunchSettings;
import dev.agentlint.extract.claude.ClaudeLaunchProjects;
import dev.agentlint.extract.codex.CodexLaunchProfiles;
import dev.agentlint.extract.codex.CodexRequirementsFiles;
import dev.agentlint.extract.container.RunEnvFiles;
import dev.agentlint.extract.container.SharedCredentialFiles;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.extract.srt.SrtSettingsFiles;
import dev.agentlint.fix.Fixes;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.ParseFailure;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The work a scan does on one file once its text is read: the format's reader (extractor), the
 * shell stage, then every rule. Bad input becomes a {@link ParseFailure} fact; anything else a
 * reader or a rule throws is caught here and returned as a {@link Failure}, so one file never
 * stops the scan. {@link Scanner} runs it per file; fuzz tests run it on arbitrary text.
 */
public final class FileCheck {

    /** Something agentlint itself got wrong on this file (a bug, never bad input). */
    public record Failure(String what, Throwable error) {
        /** One line for the user: what failed, with the exception but no stack trace. */
        public String message() {
            return what + " failed: " + describe(error);
        }
    }

    /**
     * @param facts    what the reader extracted (a parse failure only, when the file is not valid)
     * @param checked  whether the rules ran (not when the reader failed)
     * @param findings what the rules found, unfiltered
     * @param failures internal failures of the reader or of rules
     */
    public record Result(FileFacts facts, boolean checked, List<Finding> findings, List<Failure> failures) {}

    private final Checker checker;

    public FileCheck(Checker checker) {
        this.checker = checker;
    }

    public FileCheck(RuleCatalog catalog) {
        this(new Checker(catalog));
    }

    /** {@code text} read as a file of {@code format} at {@code displayPath}: no configuration, no other files of a tree. */
    public Result run(String displayPath, Format format, String text) {
        return run(SourceFile.of(displayPath, format, text), RuleOptions.DEFAULTS, TreeFiles.NONE);
    }

    /** Empty for a format that is recognised but has no reader yet. */
    public Optional<Result> runIfReadable(SourceFile src, RuleOptions options, TreeFiles tree) {
        return Extractors.forFormat(src.format()).map(extractor -> run(extractor, src, options, tree));
    }

    public Result run(SourceFile src, RuleOptions options, TreeFiles tree) {
        Optional<Extractor> extractor = Extractors.forFormat(src.format());
        if (extractor.isEmpty()) throw new IllegalArgumentException(src.format().title() + " has no reader");
        return run(extractor.get(), src, options, tree);
    }

    private Result run(Extractor extractor, SourceFile src, RuleOptions options, TreeFiles tree) {
        Extracted e = extract(extractor, src, options, tree);
        return e.failure() != null ? new Result(e.facts(), false, List.of(), List.of(e.failure())) : check(e.facts());
    }

    /** A file's facts before its rules run: what the link stage works on. */
    public record Extracted(FileFacts facts, Failure failure) {}

    /** Empty for a format that is recognised but has no reader yet. */
    public Optional<Extracted> extractIfReadable(SourceFile src, RuleOptions options, TreeFiles tree) {
        return Extractors.forFormat(src.format()).map(extractor -> extract(extractor, src, options, tree));
    }

    private Extracted extract(Extractor extractor, SourceFile src, RuleOptions options, TreeFiles tree) {
        FileFacts facts = new FileFacts(src, options);
        facts.treeRoot(tree.root());
        try {
            extractor.extract(facts, tree);
            ShellStage.run(facts);
            RunEnvFiles.follow(facts, tree);
            SharedCredentialFiles.follow(facts, tree);
            SrtSettingsFiles.follow(facts, tree);
            ClaudeLaunchSettings.follow(facts, tree);
            ClaudeLaunchSettings.followReferences(facts, tree);
            ClaudeLaunchSettings.followActions(facts, tree);
            ClaudeLaunchProjects.follow(facts, tree);
            CodexLaunchProfiles.follow(facts, tree);
            CodexRequirementsFiles.follow(facts, tree);
        } catch (ParseException e) {
            facts = new FileFacts(src, options);
            facts.treeRoot(tree.root());
            Span at = e.span() == null ? Span.point(1, 1) : e.span();
            facts.parseFailure(new ParseFailure(e.getMessage(), new Location(src, at, "")));
        } catch (RuntimeException | StackOverflowError e) {
            // A deeply recursive or huge input that a reader failed to bound: a bug to fix, reported for this file only.
            return new Extracted(facts, new Failure("reading it as " + src.format().title(), e));
        }
        return new Extracted(facts, null);
    }

    /** Every rule over a file's facts (linked or not). */
    public Result check(FileFacts facts) {
        List<Checker.RuleFailure> ruleFailures = new ArrayList<>();
        // Fix intents become edits now, while the texts they were found in are at hand.
        List<Finding> findings = Fixes.resolveAll(checker.check(facts, ruleFailures));
        List<Failure> failures = new ArrayList<>();
        for (Checker.RuleFailure rf : ruleFailures) failures.add(new Failure("rule " + rf.ruleId(), rf.error()));
        return new Result(facts, true, findings, failures);
    }

    /** "IllegalStateException: message" on one line; the class alone when there is no message. */
    static String describe(Throwable t) {
        String m = t.getMessage();
        String name = t.getClass().getSimpleName();
        if (m == null || m.isBlank()) return name;
        StringBuilder line = new StringBuilder(name).append(": ");
        for (int i = 0; i < m.length(); i++) {
            char c = m.charAt(i);
            boolean lineBreak = c == '\n' || c == '\r';
            if (!lineBreak) line.append(c);
            else if (line.charAt(line.length() - 1) != ' ') line.append(' ');
        }
        return line.toString().strip();
    }
}
