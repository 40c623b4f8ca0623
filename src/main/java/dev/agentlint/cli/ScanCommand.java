package dev.agentlint.cli;

import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.read.SourceReader;
import dev.agentlint.report.GithubReporter;
import dev.agentlint.report.JsonReporter;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agentlint scan [PATH...]}. */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = "Scan files and directories (default: the current directory) and report policy violations.")
final class ScanCommand implements Callable<Integer> {

    enum Format { text, json, sarif, github }

    enum FailOn { error, warning, note, none }

    @Parameters(arity = "0..*", paramLabel = "PATH",
            description = "Files or directories to scan (default: .). Directories are walked without following symlinks.")
    List<Path> paths = new ArrayList<>();

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report to FILE instead of standard output.")
    Path output;

    @Option(names = "--fail-on", paramLabel = "LEVEL", defaultValue = "error",
            description = "Exit 1 when a finding at or above LEVEL remains: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(names = "--no-color", description = "Never colour the text report (colour is used only on a terminal; NO_COLOR is honoured).")
    boolean noColor;

    @Option(names = "--max-file-size", paramLabel = "BYTES", defaultValue = "" + SourceReader.DEFAULT_MAX_BYTES,
            description = "Skip files larger than this without reading them (default: ${DEFAULT-VALUE}).")
    long maxFileSize;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: one per CPU core).")
    Integer threads;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (maxFileSize < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--max-file-size must be positive");
        if (threads != null && threads < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be positive");
        Path cwd = Path.of("").toAbsolutePath();
        ScanOptions defaults = ScanOptions.defaults(cwd);
        ScanOptions options = new ScanOptions(cwd, maxFileSize, threads == null ? defaults.threads() : threads);
        RuleCatalog catalog = AllRules.catalog();
        List<Path> roots = paths.isEmpty() ? List.of(Path.of(".")) : paths;
        ScanResult result = new Scanner(options, catalog).scan(roots);

        Reporter reporter = switch (format) {
            case text -> new TextReporter(Colour.enabled(noColor, output == null));
            case json -> new JsonReporter();
            case sarif -> new SarifReporter(cwd);
            case github -> new GithubReporter();
        };
        if (output == null) {
            Writer out = spec.commandLine().getOut();
            reporter.write(result, catalog, out);
            out.flush();
        } else {
            Path parent = output.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            // OutputStreamWriter replaces what UTF-8 cannot encode (a lone surrogate from a hostile
            // file) instead of failing the whole report.
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(output), StandardCharsets.UTF_8))) {
                reporter.write(result, catalog, w);
            } catch (IOException e) {
                throw new IOException("cannot write the report to " + output + ": " + e.getMessage(), e);
            }
        }
        for (ScanResult.InternalError e : result.errors()) {
            spec.commandLine().getErr().println("agentlint: " + e.path() + ": " + e.message());
            if (debug() && e.cause() != null) e.cause().printStackTrace(spec.commandLine().getErr());
        }
        if (!result.errors().isEmpty()) return ExitCode.ERROR;
        Level threshold = failOn == FailOn.none ? null : Level.parse(failOn.name());
        return result.fails(threshold) ? ExitCode.FINDINGS : ExitCode.CLEAN;
    }

    private boolean debug() {
        return ((Main) spec.parent().userObject()).debug;
    }
}
