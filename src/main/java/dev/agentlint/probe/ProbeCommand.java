package dev.agentlint.probe;

import dev.agentlint.base.ExitCode;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code agentlint probe}: runs the attack checklist from inside an isolation and reports what is
 * open. Annotated like {@code rules} and {@code explain}: only a run that invokes it builds its
 * model, so {@code scan}'s start-up does not pay for it (docs/adr/0018).
 */
@Command(name = "probe", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Probe the isolation this runs in: try what the policy's attack checklist (RUN-033) says must be"
                + " blocked, and report what is open. It acts only on a temporary directory of its own and on connections"
                + " it opens and closes without writing to them.",
                "Where there is no Java, write the script with --emit-script, run it there with sh, and judge its output"
                        + " with --judge."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:nothing that should be blocked is open", "1:a check is open",
                "2:usage error, or the evidence is missing or incomplete"})
public final class ProbeCommand implements Callable<Integer> {

    enum Format { text, json, sarif }

    @Option(names = "--target", paramLabel = "HOST:PORT",
            description = "Try a TCP connection to this target ([v6]:PORT for IPv6); repeatable. Any --target replaces the default"
                    + " network targets (public addresses and names, DNS, 169.254.169.254, the gateway, …; see docs/probe.md).")
    List<String> targets = new ArrayList<>();

    @Option(names = "--decoy", paramLabel = "PATH",
            description = "A decoy file planted on the host, as its path would be seen from inside: it must not be readable, directly,"
                    + " through '..', or through a symbolic or hard link. Repeatable.")
    List<String> decoys = new ArrayList<>();

    @Option(names = "--protect", paramLabel = "PATH",
            description = "The isolation's own definition or egress rules as seen from inside (RUN-034): must not be writable."
                    + " Tested with access(2); nothing is written. Repeatable.")
    List<String> protect = new ArrayList<>();

    @Option(names = "--decoy-token", paramLabel = "TOKEN",
            description = "A decoy token planted on the host (an environment variable, an argument): it must not appear in any"
                    + " environment or command line visible from inside.")
    String decoyToken;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "3", description = "Bound of each check (default: ${DEFAULT-VALUE}).")
    int timeout;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "Report format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the report (or the script) to FILE instead of standard output.")
    Path output;

    @Option(names = "--evidence", paramLabel = "FILE", description = "Also keep the raw evidence the script printed in FILE.")
    Path evidence;

    @Option(names = "--emit-script", description = "Write the probe script (with the options above) instead of running it.")
    boolean emitScript;

    @Option(names = "--judge", paramLabel = "FILE", description = "Judge the output of a script run elsewhere ('-' for standard input)"
            + " instead of running it here.")
    Path judge;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        if (emitScript && judge != null) return usage(err, "--emit-script and --judge exclude each other");
        ProbeSettings settings;
        try {
            List<Target> parsed = new ArrayList<>();
            for (String t : targets) parsed.add(Target.parse(t));
            settings = new ProbeSettings(parsed, decoys, protect, decoyToken, timeout, List.of(ProcessHandle.current().pid()));
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (emitScript) {
            write(ProbeScript.render(settings));
            if (output != null) output.toFile().setExecutable(true, true);
            return ExitCode.CLEAN;
        }
        Evidence e;
        if (judge != null) {
            if (!judge.toString().equals("-") && !Files.isRegularFile(judge)) return usage(err, "no such file: " + judge);
            try (Reader r = judge.toString().equals("-") ? new InputStreamReader(System.in, StandardCharsets.UTF_8)
                    : Files.newBufferedReader(judge, StandardCharsets.UTF_8)) {
                e = Evidence.read(r);
            }
        } else {
            e = LocalProbe.run(settings);
        }
        if (evidence != null) keepEvidence(e);
        ProbeReport report = ProbeReport.judge(e, decoyToken != null);
        StringWriter text = new StringWriter();
        switch (format) {
            case text -> ProbeTextReport.write(report, new PrintWriter(text));
            case json -> ProbeJsonReport.write(report, text);
            case sarif -> ProbeSarifReport.write(report, text);
        }
        write(text.toString());
        if (report.anyOpen()) return ExitCode.FINDINGS;
        if (!report.complete()) {
            for (String p : report.problems()) err.println("agentlint probe: " + dev.agentlint.report.TextReporter.oneLine(p));
            return ExitCode.ERROR;
        }
        return ExitCode.CLEAN;
    }

    private void keepEvidence(Evidence e) throws IOException {
        StringBuilder b = new StringBuilder(Evidence.HEADER).append('\n');
        for (Evidence.Line l : e.lines()) b.append(l.kind()).append(l.text().isEmpty() ? "" : " " + l.text()).append('\n');
        if (e.complete()) b.append("end\n");
        // Never through a symbolic link, as every file agentlint writes (base.OutputFile).
        dev.agentlint.base.OutputFile.write(evidence, Path.of("").toAbsolutePath(), "the evidence", w -> w.append(b));
    }

    private void write(String s) throws IOException {
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(s);
            out.flush();
            return;
        }
        dev.agentlint.base.OutputFile.write(output, Path.of("").toAbsolutePath(), "the report", w -> w.write(s));
    }

    private static int usage(PrintWriter err, String message) {
        err.println("agentlint probe: " + dev.agentlint.report.SafeText.line(message));
        return ExitCode.ERROR;
    }
}
