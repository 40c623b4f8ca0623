package dev.agentlint.model;

import dev.agentlint.parse.OffsetMap;
import java.util.ArrayList;
import java.util.Collections;
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
 * @param offsets  where each character of {@code script} is written in {@code location}'s file, when
 *                 it is pieces of that file (continuation lines, a YAML literal block); null otherwise
 * @param argvOffsets for the exec form, where each character of each element is written (null, or
 *                 one per element, null where unknown), so a {@code sh -c} string in it maps exactly
 */
public record EmbeddedScript(String origin, String script, List<Located<String>> argv, Location location,
                             boolean verbatim, ExecContext context, List<EnvVar> env, OffsetMap offsets,
                             List<OffsetMap> argvOffsets) {

    public static EmbeddedScript shell(String origin, String script, Location location, boolean verbatim, ExecContext context) {
        return new EmbeddedScript(origin, script, null, location, verbatim, context, List.of(), null, null);
    }

    /** A script whose characters are written where {@code offsets} says (null: all at {@code location}). */
    public static EmbeddedScript mapped(String origin, String script, Location location, OffsetMap offsets, ExecContext context) {
        return new EmbeddedScript(origin, script, null, location, false, context, List.of(), offsets, null);
    }

    public static EmbeddedScript exec(String origin, List<Located<String>> argv, Location location, ExecContext context) {
        return exec(origin, argv, null, location, context);
    }

    /** The exec form, knowing where each element's characters are written ({@code argvOffsets}: see above). */
    public static EmbeddedScript exec(String origin, List<Located<String>> argv, List<OffsetMap> argvOffsets, Location location,
                                      ExecContext context) {
        List<OffsetMap> maps = argvOffsets == null || argvOffsets.size() != argv.size() ? null
                : Collections.unmodifiableList(new ArrayList<>(argvOffsets));
        return new EmbeddedScript(origin, null, List.copyOf(argv), location, false, context, List.of(), null, maps);
    }

    /** The same command, run with this environment. */
    public EmbeddedScript withEnv(List<EnvVar> environment) {
        return new EmbeddedScript(origin, script, argv, location, verbatim, context, List.copyOf(environment), offsets, argvOffsets);
    }
}
