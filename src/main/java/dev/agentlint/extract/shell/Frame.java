package dev.agentlint.extract.shell;

import dev.agentlint.model.Command;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.ExecContext;
import java.util.ArrayList;
import java.util.List;

/**
 * What holds where a command is met: where it runs, the tests it depends on, the wrappers and
 * environment it inherits from the command line that started it, and how many times its text has
 * been re-parsed ({@code bash -c "bash -c '…'"}).
 */
record Frame(ExecContext context, List<Command.Condition> conditions, List<Command.Wrapper> wrappers, List<EnvVar> env,
             int reparsed) {

    static Frame root(ExecContext context) {
        return root(context, List.of());
    }

    /** The frame of a command started with an environment (a systemd unit's {@code Environment=}). */
    static Frame root(ExecContext context, List<EnvVar> env) {
        return new Frame(context, List.of(), List.of(), List.copyOf(env), 0);
    }

    /** The frame of code that runs only when {@code status} came out as {@code succeeded}. */
    Frame when(Status status, boolean succeeded) {
        if (status == null) return this;
        Boolean value = status.value(succeeded);
        if (value == null) return this;
        return plus(List.of(new Command.Condition(status.probe(), value, status.test(), status.location())));
    }

    Frame plus(List<Command.Condition> more) {
        if (more.isEmpty()) return this;
        List<Command.Condition> all = new ArrayList<>(conditions);
        all.addAll(more);
        return new Frame(context, List.copyOf(all), wrappers, env, reparsed);
    }

    /** Conditions this frame has beyond {@code base}'s. */
    List<Command.Condition> since(Frame base) {
        return conditions.size() <= base.conditions.size() ? List.of()
                : List.copyOf(conditions.subList(base.conditions.size(), conditions.size()));
    }

    /** A command line given as text to a wrapper (bash -c, ssh): parsed again, inheriting what wraps it. */
    Frame nested(ExecContext where, List<Command.Wrapper> via, List<EnvVar> inherited) {
        return new Frame(where, conditions, List.copyOf(via), List.copyOf(inherited), reparsed + 1);
    }
}
