package dev.agentlint.model;

import java.util.List;
import java.util.Optional;

/**
 * One simple command from a shell script or from a command embedded in another format, with the
 * wrappers it was started through seen through: {@code sudo env FOO=1 npx -y @openai/codex exec …}
 * is the command {@code codex exec …}, with {@code sudo}, {@code env} and {@code npx} recorded as
 * its wrappers and {@code FOO=1} in its environment.
 *
 * @param argv       the command as the program receives it; {@code argv[0]} is the program (for a
 *                   package run, the package's command, spanning the package name); empty for a
 *                   command that only assigns variables ({@code export FOO=1}, {@code FOO=1})
 * @param wrappers   what started it, outermost first
 * @param env        environment variables written on this command: {@code FOO=1 cmd}, {@code env FOO=1 cmd},
 *                   {@code export FOO=1}, a plain {@code FOO=1}
 * @param location   the whole command
 * @param context    where it runs
 * @param conditions what must be true for it to run at all, as far as it concerns isolation
 * @param agentCli   the coding agent {@code argv[0]} is, decided once when the command is walked
 *                   ({@link RuleOptions#agentByExecutable}: agentlint's registry, then the configured
 *                   {@code agent-commands}); null when it is none
 */
public record Command(List<Word> argv, List<Wrapper> wrappers, List<EnvVar> env, Location location,
                      ExecContext context, List<Condition> conditions, String agentCli) {

    public Command {
        argv = List.copyOf(argv);
        wrappers = List.copyOf(wrappers);
        env = List.copyOf(env);
        conditions = List.copyOf(conditions);
    }

    /**
     * A program that ran this command on its behalf.
     *
     * @param name   {@code sudo}, {@code env}, {@code npx}, {@code bash -c}, {@code podman run}, {@code ssh}, …
     * @param words  its own words, as written (the program and its options)
     * @param target what it ran, where that is one word: the package of a package runner, the image
     *               of a container run, the host of ssh, the script string of {@code bash -c}; else null
     */
    public record Wrapper(String name, List<Word> words, Word target) {
        public Wrapper {
            words = List.copyOf(words);
        }
    }

    /** What a test in the script says about isolation. */
    public enum Probe {
        /** The script is inside a container or VM ({@code /.dockerenv}, {@code systemd-detect-virt}). */
        INSIDE_ISOLATION,
        /** A container engine, VM or sandbox tool is installed or running ({@code command -v podman}). */
        ISOLATION_AVAILABLE,
        /** A run inside a container or VM ({@code podman run … claude}): its exit status. */
        ISOLATED_RUN
    }

    /**
     * The command runs only when {@code probe} is {@code holds}: {@code claude} in
     * {@code podman run … claude || claude} runs only when the isolated run did <em>not</em> succeed.
     *
     * @param test where the test is written, as written
     */
    public record Condition(Probe probe, boolean holds, String test, Location location) {}

    /** The program's name, as {@link #programName} gives it; empty when none. */
    public String program() {
        return argv.isEmpty() ? "" : programName(argv.get(0).value());
    }

    /**
     * A program's name without its directory ({@code /usr/local/bin/claude} → {@code claude}) and,
     * for a Windows program ({@code .exe}, {@code .cmd}, {@code .bat}, {@code .com}: Windows command
     * lines and npm's shims name them so), without the extension and in lower case, since Windows
     * names are case-insensitive ({@code C:\Program Files\nodejs\NPX.CMD} → {@code npx}).
     */
    public static String programName(String written) {
        String v = written.substring(Math.max(written.lastIndexOf('/'), written.lastIndexOf('\\')) + 1);
        int dot = v.length() - 4;
        if (dot > 0 && v.charAt(dot) == '.') {
            String ext = v.substring(dot + 1).toLowerCase(java.util.Locale.ROOT);
            if (ext.equals("exe") || ext.equals("cmd") || ext.equals("bat") || ext.equals("com")) {
                return v.substring(0, dot).toLowerCase(java.util.Locale.ROOT);
            }
        }
        return v;
    }

    /**
     * The coding agent this command runs, if it is one (by executable or package name, or named in
     * the configuration's {@code agent-commands}).
     */
    public Optional<String> agent() {
        return Optional.ofNullable(agentCli);
    }

    /** The same command, run in another context (what the link stage resolved a launch to). */
    public Command inContext(ExecContext other) {
        return new Command(argv, wrappers, env, location, other, conditions, agentCli);
    }

    /** The arguments after the program. */
    public List<Word> args() {
        return argv.isEmpty() ? List.of() : argv.subList(1, argv.size());
    }

    /** The first wrapper with this name, if any. */
    public Optional<Wrapper> wrapper(String name) {
        for (Wrapper w : wrappers) if (w.name().equals(name)) return Optional.of(w);
        return Optional.empty();
    }

    /** The condition on this probe, if the command runs only under one. */
    public Optional<Condition> condition(Probe probe) {
        for (Condition c : conditions) if (c.probe() == probe) return Optional.of(c);
        return Optional.empty();
    }
}
