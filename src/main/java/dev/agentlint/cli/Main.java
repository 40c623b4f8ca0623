package dev.agentlint.cli;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.report.TextReporter;
import dev.agentlint.report.Version;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code agentlint}: the command-line entry point. */
@Command(name = "agentlint",
        mixinStandardHelpOptions = true,
        versionProvider = Main.VersionProvider.class,
        description = "Lints the files that launch and fence in coding agents (Claude Code, Codex, Gemini CLI, …)"
                + " against the agent isolation policy RUN-001 … RUN-040.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:nothing at or above the --fail-on threshold",
                "1:findings at or above the threshold",
                "2:usage error, invalid configuration or internal failure"})
public final class Main implements Runnable {

    @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
            description = "Show stack traces for internal errors.")
    boolean debug;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /** Runs a command line; returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, null);
    }

    /** As {@link #run(String[], PrintWriter, PrintWriter)}, scanning with {@code rules} if not null (tests inject failing rules). */
    static int run(String[] args, PrintWriter out, PrintWriter err, RuleCatalog rules) {
        CommandLine cmd = new CommandLine(new Main());
        addSubcommands(cmd, args);
        CommandLine scan = cmd.getSubcommands().get("scan");
        if (scan != null) ((ScanCommand) scan.getCommand()).rules = rules;
        // A file named "@x" (pre-commit passes whatever is committed) must never be read as more arguments.
        cmd.setExpandAtFiles(false);
        cmd.setOut(out);
        cmd.setErr(err);
        exitCodes(cmd);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        cmd.setColorScheme(CommandLine.Help.defaultColorScheme(Colour.enabled(false, true)
                ? CommandLine.Help.Ansi.ON : CommandLine.Help.Ansi.OFF));
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean debug = parseResult.hasMatchedOption("--debug");
            commandLine.getErr().println("agentlint: " + oneLine(ex) + (debug ? "" : " (run with --debug for the stack trace)"));
            if (debug) ex.printStackTrace(commandLine.getErr());
            return ExitCode.ERROR;
        });
        return cmd.execute(args);
    }

    /**
     * Subcommands in the order {@code --help} lists them. Building a command's model is most of
     * picocli's start-up cost, so a run builds only the subcommand it invokes; help, completion
     * scripts and mistyped commands get them all.
     */
    private static final List<String> SUBCOMMANDS = List.of("scan", "rules", "explain", "generate-completion");

    private static Object subcommand(String name) {
        return switch (name) {
            case "scan" -> new ScanCommand();
            case "rules" -> new RulesCommand();
            case "explain" -> new ExplainCommand();
            case "generate-completion" -> new AutoComplete.GenerateCompletion();
            default -> throw new IllegalArgumentException(name);
        };
    }

    static void addSubcommands(CommandLine cmd, String[] args) {
        String invoked = firstWord(args);
        boolean one = invoked != null && SUBCOMMANDS.contains(invoked) && !invoked.equals("generate-completion");
        for (String name : one ? List.of(invoked) : SUBCOMMANDS) cmd.addSubcommand(name, subcommand(name));
    }

    /** The subcommand name: the first argument that is not one of the top-level options (none takes a value). */
    private static String firstWord(String[] args) {
        for (String a : args) {
            if (a.equals("--")) return null;
            if (!a.startsWith("-")) return a;
        }
        return null;
    }

    /** Usage errors and exceptions exit 2 from every subcommand, not picocli's default 1. */
    private static void exitCodes(CommandLine cmd) {
        cmd.getCommandSpec().exitCodeOnInvalidInput(ExitCode.ERROR).exitCodeOnExecutionException(ExitCode.ERROR);
        for (CommandLine sub : cmd.getSubcommands().values()) exitCodes(sub);
    }

    static String oneLine(Throwable t) {
        String m = t.getMessage();
        return TextReporter.oneLine(m == null || m.isBlank() ? t.getClass().getSimpleName() : m);
    }

    /** Prints the version from the build. */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Version.NAME + " " + Version.get()};
        }
    }
}
