package dev.agentlint.model;

import java.util.List;

/**
 * A command written inside another format: a compose {@code command}, a devcontainer
 * {@code postCreateCommand}, a systemd {@code ExecStart}, a Lima provision script, a workflow
 * {@code run:} step, a hook in agent settings. Format extractors record these; the shell stage
 * parses them into {@link Command}s so every command check applies to them too.
 *
 * @param origin   what holds it, for messages ("compose service agent command", "systemd ExecStart")
 * @param script   shell source text, or null when the command is given as an argv list
 * @param argv     the exec form ({@code ["claude", "-p", "..."]}), or null for a script
 * @param location where the value is written; for a script whose text appears verbatim in the
 *                 file (block scalars, unit lines), offsets inside it map onto this location
 * @param verbatim true when {@code script} is exactly the source text starting at
 *                 {@code location.span()} start, so positions inside it can be mapped precisely
 * @param context  where it runs
 * @param env      the environment the holder gives the command (a systemd unit's {@code Environment=}):
 *                 part of every resulting command's environment, and the values of its variables
 */
public record EmbeddedScript(String origin, String script, List<Located<String>> argv, Location location,
                             boolean verbatim, ExecContext context, List<EnvVar> env) {

    public static EmbeddedScript shell(String origin, String script, Location location, boolean verbatim, ExecContext context) {
        return new EmbeddedScript(origin, script, null, location, verbatim, context, List.of());
    }

    public static EmbeddedScript exec(String origin, List<Located<String>> argv, Location location, ExecContext context) {
        return new EmbeddedScript(origin, null, List.copyOf(argv), location, false, context, List.of());
    }

    /** The same command, run with this environment. */
    public EmbeddedScript withEnv(List<EnvVar> environment) {
        return new EmbeddedScript(origin, script, argv, location, verbatim, context, List.copyOf(environment));
    }
}
