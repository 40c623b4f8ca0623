package dev.agentlint.cli;

import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Lang;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanAborted;
import dev.agentlint.report.SafeText;
import dev.agentlint.base.Version;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code agentlint}: the command-line entry point. The top command and {@code scan} (what every
 * run builds) are modelled with picocli's programmatic API, without annotations (docs/adr/0018).
 */
public final class Main implements Callable<Integer> {

    static final String DESCRIPTION = "Lints the files that launch and fence in coding agents (Claude Code, Codex,"
            + " Gemini CLI, …) against the agent isolation policy RUN-001 … RUN-040.";

    private CommandSpec spec;

    /** Bare {@code agentlint}: a mistake in a script as much as a question, so the short help goes to standard error with exit 2. */
    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println("Usage: agentlint COMMAND [OPTIONS]");
        err.println();
        err.println(DESCRIPTION);
        err.println();
        err.println("Commands:");
        int width = spec.subcommands().keySet().stream().mapToInt(String::length).max().orElse(0);
        for (var e : spec.subcommands().entrySet()) {
            String[] d = e.getValue().getCommandSpec().usageMessage().description();
            err.println("  " + e.getKey() + " ".repeat(width - e.getKey().length()) + "  " + (d.length == 0 ? "" : d[0]));
        }
        err.println();
        err.println("try `agentlint --help` for the options, `agentlint scan --help` for the scan's");
        err.flush();
        return ExitCode.ERROR;
    }

    /**
     * A usage error: one line saying what is wrong (with picocli's suggestion for a mistyped
     * option or command), and where the help is; not the whole help, which buries the line.
     */
    static int usageError(CommandLine.ParameterException ex) {
        CommandLine c = ex.getCommandLine();
        String message = ex.getMessage();
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            message += " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)";
        }
        PrintWriter err = c.getErr();
        err.println("agentlint: " + SafeText.line(message));
        err.println("try `" + c.getCommandSpec().qualifiedName() + " --help`");
        err.flush();
        return ExitCode.ERROR;
    }

    /** The top command's model. */
    static CommandSpec spec(Main main) {
        CommandSpec s = CommandSpec.wrapWithoutInspection(main).name("agentlint");
        s.versionProvider(new VersionProvider());
        Map<String, String> exitCodes = new LinkedHashMap<>();
        exitCodes.put("0", "nothing at or above the --fail-on threshold");
        exitCodes.put("1", "findings at or above the threshold");
        exitCodes.put("2", "usage error, invalid configuration or internal failure");
        s.usageMessage().description(DESCRIPTION).exitCodeListHeading("%nExit codes:%n").exitCodeList(exitCodes);
        standardHelpOptions(s);
        s.addOption(OptionSpec.builder("--debug").type(boolean.class).arity("0").scopeType(CommandLine.ScopeType.INHERIT)
                .description("Show stack traces for internal errors.").build());
        s.addOption(OptionSpec.builder(LANG).paramLabel("LANG").type(Lang.class).scopeType(CommandLine.ScopeType.INHERIT)
                .converters(Main::language).completionCandidates(List.of("en", "zh-CN"))
                .description("Language of rule titles, finding messages, fixes and explain pages: en or zh-CN (default:"
                        + " from LC_ALL, LC_MESSAGES or LANG, else en). The JSON report stays English.").build());
        main.spec = s;
        return s;
    }

    /** {@code -h/--help} and {@code -V/--version}, as picocli's standard mixin has them, without its annotations. */
    static void standardHelpOptions(CommandSpec s) {
        s.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
        s.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).description("Print version information and exit.").build());
    }

    static final String LANG = "--lang";

    private static Lang language(String tag) {
        try {
            return Lang.ofTag(tag);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** The language asked for with {@code --lang}, before or after the subcommand; else the locale's. */
    static Lang lang(CommandLine command) {
        for (CommandLine c = command; c != null; c = c.getParent()) {
            CommandLine.ParseResult pr = c.getParseResult();
            if (pr != null && pr.hasMatchedOption(LANG)) return pr.matchedOptionValue(LANG, Lang.EN);
        }
        return Lang.fromEnvironment(System.getenv());
    }

    /** Whether {@code --debug} was given, before or after the subcommand. */
    static boolean debug(CommandLine command) {
        for (CommandLine c = command; c != null; c = c.getParent()) {
            CommandLine.ParseResult pr = c.getParseResult();
            if (pr != null && pr.hasMatchedOption("--debug")) return true;
        }
        return false;
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    private static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

    /** Runs a command line; returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, null);
    }

    /** As {@link #run(String[], PrintWriter, PrintWriter)}, scanning with {@code rules} if not null (tests inject failing rules). */
    static int run(String[] args, PrintWriter out, PrintWriter err, RuleCatalog rules) {
        // picocli's documented switch: no option has a java.sql or java.time type, and registering
        // their converters by reflection costs every run about 10 ms of start-up (docs/performance.md).
        if (System.getProperty(CONVERTER_EXCLUDES) == null) System.setProperty(CONVERTER_EXCLUDES, "java\\.(sql|time)\\..*");
        CommandLine cmd = new CommandLine(spec(new Main()));
        addSubcommands(cmd, args);
        CommandLine scan = cmd.getSubcommands().get("scan");
        if (scan != null) ((ScanCommand) scan.getCommand()).rules = rules;
        // A file named "@x" (pre-commit passes whatever is committed) must never be read as more arguments.
        cmd.setExpandAtFiles(false);
        cmd.setOut(out);
        cmd.setErr(err);
        exitCodes(cmd);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        cmd.setColorScheme(CommandLine.Help.defaultColorScheme(Colour.enabled(Colour.When.auto, true)
                ? CommandLine.Help.Ansi.ON : CommandLine.Help.Ansi.OFF));
        cmd.setParameterExceptionHandler((ex, arguments) -> usageError(ex));
        cmd.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof ScanAborted) {
                say(commandLine.getErr(), ex.getMessage());
                return ExitCode.ERROR;
            }
            boolean debug = debug(commandLine);
            say(commandLine.getErr(), oneLine(ex) + (debug ? "" : " (run with --debug for the stack trace)"));
            if (debug) ex.printStackTrace(commandLine.getErr());
            return ExitCode.ERROR;
        });
        try {
            return cmd.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // Outside the per-file work (which names the file): one line, no stack trace, and 2, never 1.
            say(err, e instanceof OutOfMemoryError
                    ? "ran out of memory; raise the heap (-Xmx, e.g. AGENTLINT_JAVA_OPTS=-Xmx2g) or exclude what is large"
                    : "ran out of stack on deeply nested input; raise the stack (-Xss, in AGENTLINT_JAVA_OPTS) or exclude it");
            return ExitCode.ERROR;
        }
    }

    /**
     * Subcommands in the order {@code --help} lists them. Building a command's model is most of
     * picocli's start-up cost, so a run builds only the subcommand it invokes; help, completion
     * scripts and mistyped commands get them all.
     */
    private static final List<String> SUBCOMMANDS = List.of("scan", "probe", "rules", "explain", "generate-completion");

    private static Object subcommand(String name) {
        return switch (name) {
            case "scan" -> new CommandLine(ScanCommand.spec(new ScanCommand()));
            case "probe" -> new dev.agentlint.probe.ProbeCommand();
            case "rules" -> new RulesCommand();
            case "explain" -> new ExplainCommand();
            case "generate-completion" -> new AutoComplete.GenerateCompletion();
            case TRAINING_SET -> new TrainingSetCommand();
            default -> throw new IllegalArgumentException(name);
        };
    }

    /** Hidden: only the launcher uses it, so it is built only when invoked and never listed. */
    private static final String TRAINING_SET = "training-set";

    static void addSubcommands(CommandLine cmd, String[] args) {
        String invoked = firstWord(args);
        if (TRAINING_SET.equals(invoked)) {
            cmd.addSubcommand(TRAINING_SET, subcommand(TRAINING_SET));
            return;
        }
        boolean one = invoked != null && SUBCOMMANDS.contains(invoked) && !invoked.equals("generate-completion");
        // A version request names no subcommand and lists none.
        boolean none = invoked == null && args.length > 0 && Arrays.stream(args).allMatch(a -> a.equals("-V") || a.equals("--version"));
        if (none) return;
        for (String name : one ? List.of(invoked) : SUBCOMMANDS) cmd.addSubcommand(name, subcommand(name));
    }

    /** The subcommand name: the first argument that is neither a top-level option nor {@code --lang}'s value. */
    private static String firstWord(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) return null;
            if (a.equals(LANG)) i++;
            else if (!a.startsWith("-")) return a;
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
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }

    /**
     * Every line agentlint itself prints on stderr: {@code agentlint: } and the message, which
     * often quotes input (a path, a configuration key or value), through the sanitiser, so it
     * stays one line and cannot start a workflow command.
     */
    static void say(java.io.PrintWriter err, String message) {
        err.println("agentlint: " + SafeText.line(message));
    }

    /** Prints the version from the build. */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Version.NAME + " " + Version.get()};
        }
    }
}
