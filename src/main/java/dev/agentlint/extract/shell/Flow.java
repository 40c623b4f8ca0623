package dev.agentlint.extract.shell;

import dev.agentlint.model.Command;
import java.util.List;

/**
 * What walking a piece of script tells the code after it.
 *
 * @param status     what its exit status says about isolation, or null
 * @param ends       the code after it in the same body is never reached ({@code exit}, {@code return},
 *                   {@code exec cmd}, a branch that always ends)
 * @param endsScript the whole script stops ({@code exit}, {@code exec cmd}; not {@code return})
 * @param after      what holds for the code after it, when that code is reached
 *                   ({@code [ -f /.dockerenv ] || exit 1} leaves "inside a container")
 */
record Flow(Status status, boolean ends, boolean endsScript, List<Command.Condition> after) {

    static final Flow NONE = new Flow(null, false, false, List.of());

    static Flow of(Status status) {
        return new Flow(status, false, false, List.of());
    }
}
